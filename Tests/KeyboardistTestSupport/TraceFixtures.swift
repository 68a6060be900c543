public import Foundation
public import KeyboardistTraces

/// The trace files in the repository's `Traces/` folder, found from this source file's path.
public enum TraceFixtures {
  /// The repository's `Traces/` folder.
  public static let directory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // KeyboardistTestSupport
    .deletingLastPathComponent()  // Tests
    .deletingLastPathComponent()  // repository root
    .appendingPathComponent("Traces", isDirectory: true)

  /// The file names of every trace in `Traces/`, sorted.
  public static var fileNames: [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    return names.filter { $0.hasSuffix(".json") }.sorted()
  }

  /// The paths of every trace in `Traces/`, sorted by file name.
  public static var paths: [String] {
    fileNames.map(path)
  }

  /// The path of one trace file.
  ///
  /// - Parameter fileName: The file's name in `Traces/`.
  /// - Returns: The file's path.
  public static func path(_ fileName: String) -> String {
    directory.appendingPathComponent(fileName).path
  }

  /// The contents of one trace file.
  ///
  /// - Parameter fileName: The file's name in `Traces/`.
  /// - Returns: The file's bytes.
  /// - Throws: The error reading the file.
  public static func data(_ fileName: String) throws -> Data {
    try Data(contentsOf: directory.appendingPathComponent(fileName))
  }

  /// One trace file, decoded.
  ///
  /// - Parameter fileName: The file's name in `Traces/`.
  /// - Returns: The decoded trace.
  /// - Throws: The error reading or decoding the file.
  public static func trace(_ fileName: String) throws -> KeyboardTrace {
    try KeyboardTrace(json: data(fileName))
  }
}
