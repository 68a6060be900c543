import Foundation
import Keyboardist

/// The trace files in the repository's `Traces/` folder, found from this source file's path.
enum TraceFixtures {
  /// The repository's `Traces/` folder.
  static let directory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // Support
    .deletingLastPathComponent()  // KeyboardistTests
    .deletingLastPathComponent()  // Tests
    .deletingLastPathComponent()  // repository root
    .appendingPathComponent("Traces", isDirectory: true)

  /// The file names of every trace in `Traces/`, sorted.
  static var fileNames: [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    return names.filter { $0.hasSuffix(".json") }.sorted()
  }

  /// The contents of one trace file.
  static func data(_ fileName: String) throws -> Data {
    try Data(contentsOf: directory.appendingPathComponent(fileName))
  }

  /// One trace file, decoded.
  static func trace(_ fileName: String) throws -> KeyboardTrace {
    try KeyboardTrace(json: data(fileName))
  }
}
