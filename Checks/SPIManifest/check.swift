// Checks that a Swift Package Index manifest (.spi.yml) agrees with the package.
//
// Usage: swift Checks/SPIManifest/check.swift SPI_FILE < <(swift package describe --type json)
//
// Reads the subset of YAML that .spi.yml needs (mappings, block and flow sequences of plain
// scalars, comments) and fails on anything else rather than guess. Keys and limits follow the
// Swift Package Index's own reader, github.com/SwiftPackageIndex/SPIManifest (Manifest.swift,
// Platform.swift): `version`, `builder.configs[]` with `platform`, `swift_version`, `image`,
// `scheme`, `target`, `documentation_targets`, `custom_documentation_parameters`;
// `external_links.documentation`; `metadata.authors`; at most 1,000 bytes.
import Foundation

/// A parsed YAML value: a scalar, a sequence or a mapping.
indirect enum YAML {
  case scalar(String)
  case sequence([YAML])
  case mapping([(String, YAML)])

  /// The value of a key of a mapping.
  subscript(key: String) -> YAML? {
    guard case .mapping(let pairs) = self else { return nil }
    return pairs.first { $0.0 == key }?.1
  }

  /// The scalar's text.
  var string: String? {
    guard case .scalar(let text) = self else { return nil }
    return text
  }

  /// The scalars of a sequence.
  var strings: [String]? {
    guard case .sequence(let items) = self else { return nil }
    let strings = items.compactMap(\.string)
    return strings.count == items.count ? strings : nil
  }
}

/// A failure, printed on one line.
struct CheckError: Error {
  var message: String
}

/// Reads the YAML subset line by line.
struct YAMLReader {
  /// Lines without comments and trailing spaces, with their indentation; blank lines dropped.
  var lines: [(indent: Int, text: String, number: Int)]
  var index = 0

  init(_ text: String) throws {
    var lines: [(indent: Int, text: String, number: Int)] = []
    for (offset, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
    {
      guard !raw.contains("\t") else { throw CheckError(message: "line \(offset + 1): a tab") }
      var line = String(raw)
      if let hash = line.range(of: " #") ?? (line.hasPrefix("#") ? line.range(of: "#") : nil) {
        line = String(line[..<hash.lowerBound])
      }
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      guard !trimmed.isEmpty else { continue }
      lines.append((line.prefix { $0 == " " }.count, trimmed, offset + 1))
    }
    self.lines = lines
  }

  /// Reads the block at `indent`: a mapping or a sequence.
  mutating func block(at indent: Int) throws -> YAML {
    guard index < lines.count else { return .mapping([]) }
    return lines[index].text.hasPrefix("- ")
      ? try sequence(at: indent) : try mapping(at: indent)
  }

  mutating func mapping(at indent: Int) throws -> YAML {
    var pairs: [(String, YAML)] = []
    while index < lines.count, lines[index].indent == indent, !lines[index].text.hasPrefix("- ") {
      let line = lines[index]
      index += 1
      try pairs.append(pair(line.text, number: line.number, indent: indent))
    }
    return .mapping(pairs)
  }

  mutating func sequence(at indent: Int) throws -> YAML {
    var items: [YAML] = []
    while index < lines.count, lines[index].indent == indent, lines[index].text.hasPrefix("- ") {
      let line = lines[index]
      let item = String(line.text.dropFirst(2)).trimmingCharacters(in: .whitespaces)
      guard item.contains(": ") || item.hasSuffix(":") else {
        index += 1
        items.append(try Self.value(item, number: line.number))
        continue
      }
      // A mapping item: its first pair is on the dash's line, the others align with it.
      let itemIndent = indent + 2
      lines[index] = (itemIndent, item, line.number)
      items.append(try mapping(at: itemIndent))
    }
    return .sequence(items)
  }

  mutating func pair(_ text: String, number: Int, indent: Int) throws -> (String, YAML) {
    guard let colon = text.range(of: ":") else {
      throw CheckError(message: "line \(number): expected 'key: value'")
    }
    let key = String(text[..<colon.lowerBound])
    let rest = text[colon.upperBound...].trimmingCharacters(in: .whitespaces)
    if !rest.isEmpty { return (key, try Self.value(rest, number: number)) }
    guard index < lines.count, lines[index].indent > indent else { return (key, .scalar("")) }
    return (key, try block(at: lines[index].indent))
  }

  /// A plain or quoted scalar, or a flow sequence of them.
  static func value(_ text: String, number: Int) throws -> YAML {
    if text.hasPrefix("[") {
      guard text.hasSuffix("]") else { throw CheckError(message: "line \(number): unclosed [") }
      let inner = text.dropFirst().dropLast().trimmingCharacters(in: .whitespaces)
      guard !inner.isEmpty else { return .sequence([]) }
      return .sequence(
        try inner.split(separator: ",").map {
          try value($0.trimmingCharacters(in: .whitespaces), number: number)
        })
    }
    guard !text.hasPrefix("{"), !text.hasPrefix("&"), !text.hasPrefix("*"), !text.hasPrefix("|"),
      !text.hasPrefix(">")
    else { throw CheckError(message: "line \(number): unsupported YAML '\(text)'") }
    for quote in ["\"", "'"] where text.hasPrefix(quote) {
      guard text.count >= 2, text.hasSuffix(quote) else {
        throw CheckError(message: "line \(number): unclosed quote")
      }
      return .scalar(String(text.dropFirst().dropLast()))
    }
    return .scalar(text)
  }
}

/// The checks, each failure a line.
func check(spi path: String, describe: Data) throws -> [String] {
  let data = try Data(contentsOf: URL(fileURLWithPath: path))
  var failures: [String] = []
  if data.count > 1_000 {
    failures.append("\(path) is \(data.count) bytes; the Swift Package Index reads at most 1000")
  }
  var reader = try YAMLReader(String(decoding: data, as: UTF8.self))
  let root = try reader.block(at: 0)
  guard reader.index == reader.lines.count else {
    let line = reader.lines[reader.index]
    throw CheckError(message: "\(path):\(line.number): unexpected indentation")
  }
  guard case .mapping(let topLevel) = root else { throw CheckError(message: "not a mapping") }

  let knownTop: Set = ["version", "builder", "external_links", "metadata"]
  for (key, _) in topLevel where !knownTop.contains(key) {
    failures.append("unknown top-level key '\(key)'")
  }
  if root["version"]?.string != "1" { failures.append("version must be 1") }

  let package = try JSONSerialization.jsonObject(with: describe) as? [String: Any] ?? [:]
  let targets = package["targets"] as? [[String: Any]] ?? []
  let products = package["products"] as? [[String: Any]] ?? []
  let libraryTargets = Set(
    products.filter { ($0["type"] as? [String: Any])?["library"] != nil }
      .flatMap { $0["targets"] as? [String] ?? [] })
  let libraryProducts = Set(
    products.filter { ($0["type"] as? [String: Any])?["library"] != nil }
      .compactMap { $0["name"] as? String })
  let targetTypes = Dictionary(
    targets.compactMap { target in
      (target["name"] as? String).map { ($0, target["type"] as? String ?? "") }
    },
    uniquingKeysWith: { first, _ in first })

  guard case .sequence(let configs)? = root["builder"]?["configs"] else {
    failures.append("builder.configs must be a sequence")
    return failures
  }
  let platforms: Set = [
    "ios", "linux", "macos-spm", "macos-xcodebuild", "macos", "tvos", "visionos", "watchos", "wasm",
  ]
  let configKeys: Set = [
    "platform", "swift_version", "image", "scheme", "target", "documentation_targets",
    "custom_documentation_parameters",
  ]
  var documented: [String] = []
  var buildsForIOS = false
  for (number, config) in configs.enumerated() {
    guard case .mapping(let pairs) = config else {
      failures.append("builder.configs[\(number)] must be a mapping")
      continue
    }
    for (key, _) in pairs where !configKeys.contains(key) {
      failures.append("builder.configs[\(number)]: unknown key '\(key)'")
    }
    let platform = config["platform"]?.string
    if let platform, !platforms.contains(platform.lowercased()) {
      failures.append("builder.configs[\(number)]: unknown platform '\(platform)'")
    }
    if platform?.lowercased() == "ios" { buildsForIOS = true }
    if let scheme = config["scheme"]?.string, !libraryProducts.contains(scheme) {
      failures.append(
        "builder.configs[\(number)]: scheme '\(scheme)' is not a library product of the package")
    }
    if let names = config["documentation_targets"] {
      guard let names = names.strings else {
        failures.append("builder.configs[\(number)]: documentation_targets must list names")
        continue
      }
      documented += names
    }
  }
  if !buildsForIOS { failures.append("no builder config for platform ios") }
  for name in documented {
    if targetTypes[name] != "library" {
      failures.append("documentation target '\(name)' is not a library target of the package")
    } else if !libraryTargets.contains(name) {
      failures.append("documentation target '\(name)' is in no library product")
    }
  }
  // A library target is documented by its own entry, or by an umbrella's: a documented target
  // that depends on it and re-exports it (Sources/Keyboardist/Keyboardist.swift), whose symbol
  // graph, and so whose documentation, holds the re-exported modules' symbols.
  let dependencies = Dictionary(
    targets.compactMap { target in
      (target["name"] as? String).map { ($0, target["target_dependencies"] as? [String] ?? []) }
    },
    uniquingKeysWith: { first, _ in first })
  let covered = Set(documented + documented.flatMap { dependencies[$0] ?? [] })
  for name in libraryTargets.sorted() where !covered.contains(name) {
    failures.append("library target '\(name)' has no documentation_targets entry")
  }
  if Set(documented).count != documented.count {
    failures.append("documentation_targets lists a target twice")
  }
  return failures
}

let arguments = CommandLine.arguments.dropFirst()
guard let path = arguments.first else {
  FileHandle.standardError.write(Data("usage: check.swift SPI_FILE < describe.json\n".utf8))
  exit(64)
}
do {
  let failures = try check(spi: path, describe: FileHandle.standardInput.readDataToEndOfFile())
  for failure in failures {
    FileHandle.standardError.write(Data("spi: \(path): \(failure)\n".utf8))
  }
  exit(failures.isEmpty ? 0 : 1)
} catch let error as CheckError {
  FileHandle.standardError.write(Data("spi: \(path): \(error.message)\n".utf8))
  exit(1)
} catch {
  FileHandle.standardError.write(Data("spi: \(path): \(error)\n".utf8))
  exit(1)
}
