// Compares each library product's public API, read from the iOS symbol graphs in GRAPHS (all
// *.symbols.json files below it), with its record Checks/PublicAPI/<Module>.txt, and counts the
// public symbols. A record holds one line per symbol declared in Sources/<Module>/,
// `<path>: <declaration>`, and one per conformance the module declares, `<type>: conforms to
// <protocol>` (what a conformance brings, such as `rawValue` or a protocol extension's modifiers
// on a conforming view, is not a symbol of its own), sorted.
//
// Usage: swift Checks/PublicAPI/check.swift GRAPHS [--update] MODULE…
import Foundation

let arguments = CommandLine.arguments.dropFirst()
let update = arguments.contains("--update")
let positional = arguments.filter { $0 != "--update" }
guard let graphs = positional.first, positional.count > 1 else {
  print("usage: check.swift GRAPHS [--update] MODULE…")
  exit(2)
}
let modules = positional.dropFirst()
let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
  .deletingLastPathComponent()

/// The module whose Sources/ folder declares a symbol, from the symbol graph's location.
func module(of symbol: [String: Any]) -> String? {
  guard let uri = (symbol["location"] as? [String: Any])?["uri"] as? String,
    let range = uri.range(of: root.path + "/Sources/")
  else { return nil }
  return String(uri[range.upperBound...].prefix { $0 != "/" })
}

var lines: [String: Set<String>] = [:]
let files = FileManager.default.enumerator(atPath: graphs)?.compactMap { $0 as? String } ?? []
for file in files where file.hasSuffix(".symbols.json") {
  let data = try Data(contentsOf: URL(fileURLWithPath: graphs).appendingPathComponent(file))
  guard let graph = try JSONSerialization.jsonObject(with: data) as? [String: Any],
    let symbols = graph["symbols"] as? [[String: Any]]
  else { continue }
  var paths: [String: String] = [:]
  var owners: [String: String] = [:]
  for symbol in symbols {
    guard let id = (symbol["identifier"] as? [String: Any])?["precise"] as? String,
      let path = (symbol["pathComponents"] as? [String])?.joined(separator: ".")
    else { continue }
    paths[id] = path
    // A protocol extension's member is also in the graph once per conforming type (a View's
    // modifiers on KeyboardMessageField): recorded once, where it is declared.
    guard !id.contains("::SYNTHESIZED::"), let owner = module(of: symbol) else { continue }
    owners[id] = owner
    let kind = (symbol["kind"] as? [String: Any])?["identifier"] as? String
    guard kind != "swift.extension",
      let fragments = symbol["declarationFragments"] as? [[String: Any]]
    else { continue }
    let declaration = fragments.compactMap { $0["spelling"] as? String }.joined()
      .split(whereSeparator: \.isWhitespace).joined(separator: " ")
    lines[owner, default: []].insert("\(path): \(declaration)")
  }
  // A conformance belongs to the module that declares the type, or the extension that adds it.
  for relation in graph["relationships"] as? [[String: Any]] ?? []
  where relation["kind"] as? String == "conformsTo" {
    guard let source = relation["source"] as? String, let type = paths[source],
      let target = relation["target"] as? String,
      let owner = owners[source] ?? owners[target],
      let proto = relation["targetFallback"] as? String ?? paths[target],
      proto != "Swift.Copyable", proto != "Swift.Escapable"
    else { continue }
    lines[owner, default: []].insert("\(type): conforms to \(proto)")
  }
}

var differs = false
var counts: [String] = []
var total = 0
for module in modules {
  let current = lines[module, default: []]
  let count = current.filter { !$0.contains(": conforms to ") }.count
  counts.append("\(module) \(count)")
  total += count
  let record = root.appendingPathComponent("Checks/PublicAPI/\(module).txt")
  let text = (try? String(contentsOf: record, encoding: .utf8)) ?? ""
  let recorded = Set(text.split(separator: "\n").map(String.init))
  guard current != recorded else { continue }
  if update {
    let lines = current.sorted().joined(separator: "\n") + "\n"
    try lines.write(to: record, atomically: true, encoding: .utf8)
    print("public-api: \(module): recorded")
    continue
  }
  differs = true
  for line in current.subtracting(recorded).sorted() { print("public-api: \(module): + \(line)") }
  for line in recorded.subtracting(current).sorted() { print("public-api: \(module): - \(line)") }
}
print("public-api: public symbols: \(counts.joined(separator: ", ")); \(total) in all")
if differs {
  print(
    "public-api: the API differs from Checks/PublicAPI/ (above); if on purpose: Checks/public-api --update"
  )
  exit(1)
}
