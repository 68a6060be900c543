// Checks the public API of the library products against its record in Checks/PublicAPI/.
//
// Usage: swift Checks/PublicAPI/check.swift GRAPHS CHANGELOG [--update] [--no-record] MODULE…
//
// GRAPHS holds the symbol graphs the compiler emitted for the modules (`-emit-symbol-graph`, with
// extension blocks): `<Module>.symbols.json` and `<Module>@<Other>.symbols.json`. A module's public
// API is every symbol of those files that is declared in the repository's Sources/ (synthesized
// members such as `!=` or `hashValue` are not, and are skipped), one line per symbol:
// `<path>: <declaration>`, sorted, and one line per conformance it declares:
// `<type>: conforms to <protocol>`. For each module the check fails when:
//   - a public symbol has no doc comment, or its first line (the summary) is blank;
//   - the API differs from the record, Checks/PublicAPI/<Module>.txt: the added and removed lines
//     are printed. A change is recorded with --update, which first requires each added or removed
//     symbol's name to appear in code voice in the CHANGELOG's [Unreleased] section (a module
//     without a record, a new product, gets its first one as it is).
//   - a type of the module, or a member it adds to another module's type, is not listed in the
//     docs' landing page: Keyboardist.md's topic groups headed `### <Module>:`, or
//     KeyboardistTesting.md for KeyboardistTesting.
// --no-record checks the doc comments and the landing pages only (for graphs that are not the iOS
// ones the record holds).
import Foundation

/// What the check found wrong, printed one per line.
var problems: [String] = []

/// One public symbol: its line in the record, its name for the CHANGELOG, whether it is documented.
struct PublicSymbol {
  /// `<path>: <declaration>`.
  var line: String
  /// The symbol's base name: `start` for `start()`, `KeyboardObserver` for the type.
  var name: String
  /// The path of the symbol, dot-separated.
  var path: String
  /// Whether the doc comment has a non-blank first line.
  var hasSummary: Bool
  /// Whether the docs' landing page must list it: a type of the module's own, or a member it adds
  /// to another module's type (`UIView.pinToKeyboard`, SwiftUI's `View` modifiers); not what is
  /// deprecated, nor a member that makes a standard type conform to one of the module's protocols.
  var mustBeListed: Bool
  /// Whether the line records a conformance (`<type>: conforms to <protocol>`) rather than a symbol.
  var isConformance = false
}

/// The JSON object at a key path, if it is one.
func object(_ value: Any?) -> [String: Any]? { value as? [String: Any] }

/// The public symbols of one module, read from its graphs in `folder`.
func symbols(of module: String, in folder: URL, sourcesPrefix: String) throws -> [PublicSymbol] {
  let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    .filter { $0 == "\(module).symbols.json" || $0.hasPrefix("\(module)@") }
  guard files.contains("\(module).symbols.json") else {
    problems.append("\(module): no \(module).symbols.json in \(folder.path)")
    return []
  }
  var result: [PublicSymbol] = []
  for file in files.sorted() {
    let data = try Data(contentsOf: folder.appendingPathComponent(file))
    guard let graph = object(try JSONSerialization.jsonObject(with: data)),
      let entries = graph["symbols"] as? [[String: Any]]
    else {
      problems.append("\(module): \(file) is not a symbol graph")
      continue
    }
    let relationships = graph["relationships"] as? [[String: Any]] ?? []
    let ownPrefix = "s:\(module.utf8.count)\(module)"
    // Extended types that conform to one of this module's protocols (`Optional: KeyboardAvoiding`).
    let conforming = Set(
      relationships.filter {
        $0["kind"] as? String == "conformsTo"
          && ($0["target"] as? String)?.hasPrefix(ownPrefix) == true
      }.compactMap { $0["source"] as? String })
    let extendedTypes = Dictionary(
      entries.compactMap { entry -> (String, String)? in
        guard let id = object(entry["identifier"])?["precise"] as? String,
          let path = entry["pathComponents"] as? [String], path.count == 1
        else { return nil }
        return (path[0], id)
      }, uniquingKeysWith: { first, _ in first })
    let isExtensionFile = file != "\(module).symbols.json"
    // The conformances the module declares, one line each: a type's own (`KeyboardEvent: conforms
    // to Swift.Codable`'s halves) or a standard type's to one of the module's protocols. Which
    // protocols a type conforms to is API (users call `rawValue`, put values in sets, encode them),
    // and the synthesized members that come with a conformance are not symbols of the graph.
    let paths = Dictionary(
      entries.compactMap { entry -> (String, String)? in
        guard let id = object(entry["identifier"])?["precise"] as? String,
          let path = entry["pathComponents"] as? [String]
        else { return nil }
        return (id, path.joined(separator: "."))
      }, uniquingKeysWith: { first, _ in first })
    for relationship in relationships where relationship["kind"] as? String == "conformsTo" {
      guard let source = relationship["source"] as? String, let type = paths[source],
        let target = relationship["target"] as? String,
        let proto = relationship["targetFallback"] as? String ?? paths[target],
        proto != "Swift.Copyable", proto != "Swift.Escapable"
      else { continue }
      result.append(
        PublicSymbol(
          line: "\(type): conforms to \(proto)",
          name: type.split(separator: ".").last.map(String.init) ?? type,
          path: type, hasSummary: true, mustBeListed: false, isConformance: true))
    }
    for entry in entries {
      guard let location = object(entry["location"]), let uri = location["uri"] as? String,
        uri.contains(sourcesPrefix),
        let kind = object(entry["kind"])?["identifier"] as? String, kind != "swift.extension",
        let path = entry["pathComponents"] as? [String],
        let fragments = entry["declarationFragments"] as? [[String: Any]]
      else { continue }
      let declaration = fragments.compactMap { $0["spelling"] as? String }.joined()
        .split(whereSeparator: \.isWhitespace).joined(separator: " ")
      let lines = (object(entry["docComment"])?["lines"] as? [[String: Any]]) ?? []
      let summary = (lines.first?["text"] as? String ?? "").trimmingCharacters(in: .whitespaces)
      let title = path.last ?? ""
      let name = String(title.prefix { $0 != "(" && $0 != "<" })
      let dotted = path.joined(separator: ".")
      let availability = entry["availability"] as? [[String: Any]] ?? []
      let isDeprecated = availability.contains {
        $0["isUnconditionallyDeprecated"] as? Bool == true
      }
      let mustBeListed: Bool
      if isDeprecated {
        mustBeListed = false
      } else if isExtensionFile {
        let extended = extendedTypes[path[0]].map(conforming.contains) ?? false
        mustBeListed = path.count == 2 && !extended
      } else {
        mustBeListed = path.count == 1
      }
      result.append(
        PublicSymbol(
          line: "\(dotted): \(declaration)", name: name, path: dotted, hasSummary: !summary.isEmpty,
          mustBeListed: mustBeListed))
    }
  }
  // A conformance can be reported by more than one graph of the module.
  var seen: Set<String> = []
  return result.filter { seen.insert($0.line).inserted }.sorted { $0.line < $1.line }
}

/// The text of the CHANGELOG's [Unreleased] section.
func unreleasedSection(of changelog: URL) throws -> String {
  let text = try String(contentsOf: changelog, encoding: .utf8)
  guard let start = text.range(of: "## [Unreleased]") else { return "" }
  let rest = text[start.upperBound...]
  let end = rest.range(of: "\n## [")?.lowerBound ?? rest.endIndex
  return String(rest[..<end])
}

/// Whether `name` appears in a code span of `section`.
func mentions(_ section: String, _ name: String) -> Bool {
  let spans = section.split(separator: "`", omittingEmptySubsequences: false)
  // Odd-numbered pieces are inside backticks.
  return spans.indices.filter { $0 % 2 == 1 }.contains { index in
    let span = spans[index]
    // An operator (`==`) is named when the span holds it; a name, when a word of the span is it.
    if !name.contains(where: { $0.isLetter || $0 == "_" }) { return span.contains(name) }
    return span.split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "_" })
      .contains { $0 == name }
  }
}

/// The part of the docs' landing pages that lists a module's API: KeyboardistTesting's own landing
/// page; for the others, the topic groups of Keyboardist's landing page headed `### <Module>:`.
func landingSection(of module: String, root: URL) -> String {
  if module == "KeyboardistTesting" {
    let url = root.appendingPathComponent(
      "Sources/KeyboardistTesting/KeyboardistTesting.docc/KeyboardistTesting.md")
    return (try? String(contentsOf: url, encoding: .utf8)) ?? ""
  }
  let url = root.appendingPathComponent("Sources/Keyboardist/Keyboardist.docc/Keyboardist.md")
  let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
  var inside = false
  var section: [Substring] = []
  for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
    if line.hasPrefix("#") { inside = line.hasPrefix("### \(module):") }
    if inside { section.append(line) }
  }
  return section.joined(separator: "\n")
}

let arguments = Array(CommandLine.arguments.dropFirst())
let update = arguments.contains("--update")
let recordless = arguments.contains("--no-record")
let positional = arguments.filter { !$0.hasPrefix("--") }
guard positional.count >= 3 else {
  FileHandle.standardError.write(
    Data("usage: check.swift GRAPHS CHANGELOG [--update] [--no-record] MODULE…\n".utf8))
  exit(2)
}
let graphs = URL(fileURLWithPath: positional[0])
let changelog = URL(fileURLWithPath: positional[1])
let modules = Array(positional.dropFirst(2))
let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .deletingLastPathComponent().deletingLastPathComponent()
let records = root.appendingPathComponent("Checks/PublicAPI")
let sourcesPrefix = root.appendingPathComponent("Sources").path + "/"
let unreleased = try unreleasedSection(of: changelog)

var counts: [String] = []
for module in modules {
  let found = try symbols(of: module, in: graphs, sourcesPrefix: sourcesPrefix)
  for symbol in found where !symbol.hasSummary {
    problems.append("\(module): \(symbol.path) is public without a doc comment summary")
  }
  let landing = landingSection(of: module, root: root)
  for symbol in found where symbol.mustBeListed {
    let link = symbol.path.replacingOccurrences(of: ".", with: "/") + "``"
    if !landing.contains("``\(link)") && !landing.contains("/\(link)") {
      problems.append(
        "\(module): \(symbol.path) is not listed in the docs' landing page (Keyboardist.md's "
          + "`### \(module):` topic groups; KeyboardistTesting.md for KeyboardistTesting)")
    }
  }
  counts.append("\(module) \(found.filter { !$0.isConformance }.count)")
  if recordless { continue }
  let recordURL = records.appendingPathComponent("\(module).txt")
  // A module without a record (a new product) gets its first one from --update as it is.
  let isNew = !FileManager.default.fileExists(atPath: recordURL.path)
  let recorded = Set(
    ((try? String(contentsOf: recordURL, encoding: .utf8)) ?? "")
      .split(separator: "\n").map(String.init))
  let current = Set(found.map(\.line))
  let added = found.filter { !recorded.contains($0.line) }
  let removed = recorded.subtracting(current).sorted()
  guard !added.isEmpty || !removed.isEmpty else { continue }
  // Each change as its path components (from `<path>: …`); a change is named when its own name is
  // in code voice, or when it is a member of a type that is added or removed in the same change
  // and named (removing a type removes its members).
  let changes = (added.map(\.line) + removed).map { line in
    line.prefix { $0 != ":" }.split(separator: ".").map(String.init)
  }
  let changedPaths = Set(changes.map { $0.joined(separator: ".") })
  func baseName(_ title: String) -> String { String(title.prefix { $0 != "(" && $0 != "<" }) }
  let unmentioned = Set(
    changes.filter { components in
      !components.indices.contains { end in
        let isChanged = changedPaths.contains(components[...end].joined(separator: "."))
        return isChanged && mentions(unreleased, baseName(components[end]))
      }
    }.map { baseName($0.last ?? "") })
  if update && (unmentioned.isEmpty || isNew) {
    try (found.map(\.line).joined(separator: "\n") + "\n")
      .write(to: recordURL, atomically: true, encoding: .utf8)
    print("public-api: \(module): recorded \(added.count) added, \(removed.count) removed")
    continue
  }
  for symbol in added { problems.append("\(module): + \(symbol.line)") }
  for line in removed { problems.append("\(module): - \(line)") }
  if !unmentioned.isEmpty {
    problems.append(
      "\(module): not named in code voice in CHANGELOG.md's [Unreleased]: "
        + unmentioned.sorted().joined(separator: ", "))
  }
  problems.append(
    "\(module): the public API differs from Checks/PublicAPI/\(module).txt: name each change in "
      + "the CHANGELOG, then run Checks/public-api --update")
}

if problems.isEmpty {
  print(
    "public-api: " + counts.joined(separator: ", ")
      + " public symbols, all documented and listed in the landing pages"
      + (recordless ? "" : ", matching Checks/PublicAPI/"))
} else {
  for problem in problems { print("public-api: \(problem)") }
  exit(1)
}
