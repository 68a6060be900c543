public import Foundation
public import KeyboardistTraces

/// The trace files KeyboardistTesting bundles, in `Sources/KeyboardistTesting/Traces/`, found from
/// this source file's path.
public enum TraceFixtures {
  /// The repository's root folder.
  public static let repository = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // KeyboardistTestSupport
    .deletingLastPathComponent()  // Tests
    .deletingLastPathComponent()

  /// The folder of the bundled traces.
  public static let directory = repository.appendingPathComponent(
    "Sources/KeyboardistTesting/Traces", isDirectory: true)

  /// The file names of every trace in the traces folder, sorted.
  public static var fileNames: [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    return names.filter { $0.hasSuffix(".json") }.sorted()
  }

  /// The paths of the traces of notifications, sorted by file name: every trace but the field
  /// recordings (`field-…`), whose hundreds of frames would make the fuzz tests that mutate them
  /// slow and shift which seed mutates which file.
  public static var notificationTracePaths: [String] {
    notificationTraceFileNames.map(path)
  }

  /// The file names of the traces of notifications, sorted: every trace but the field recordings
  /// (`field-…`).
  public static var notificationTraceFileNames: [String] {
    fileNames.filter { !$0.hasPrefix("field-") }
  }

  /// The paths of every trace in the traces folder, sorted by file name.
  public static var paths: [String] {
    fileNames.map(path)
  }

  /// The path of one trace file.
  ///
  /// - Parameter fileName: The file's name in the traces folder.
  /// - Returns: The file's path.
  public static func path(_ fileName: String) -> String {
    directory.appendingPathComponent(fileName).path
  }

  /// The contents of one trace file.
  ///
  /// - Parameter fileName: The file's name in the traces folder.
  /// - Returns: The file's bytes.
  /// - Throws: The error reading the file.
  public static func data(_ fileName: String) throws -> Data {
    try Data(contentsOf: directory.appendingPathComponent(fileName))
  }

  /// One trace file, decoded.
  ///
  /// - Parameter fileName: The file's name in the traces folder.
  /// - Returns: The decoded trace.
  /// - Throws: The error reading or decoding the file.
  public static func trace(_ fileName: String) throws -> KeyboardTrace {
    try KeyboardTrace(json: data(fileName))
  }
}
