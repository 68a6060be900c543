import Foundation
public import KeyboardistTraces

extension KeyboardTrace {
  /// The names of the real keyboard sessions that KeyboardistTesting bundles, sorted; load one
  /// with ``named(_:)``.
  ///
  /// Each trace records one behaviour reported in public (its ``/Keyboardist/KeyboardTrace/source``
  /// says where), on the device, keyboard and iOS version in its name, such as
  /// `quicktype-toggle-iphone6` or `faceid-iphone-ios26-second-show-taller`. "Keyboard Quirks and
  /// How They Are Normalised" says what each one shows. One is synthetic, not recorded:
  /// `field-synthetic-iphone16-ios26`, a modelled field session for `keyboardist verify` (its
  /// ``/Keyboardist/KeyboardTrace/source`` says how it was made).
  public static var bundledNames: [String] {
    names(in: bundledFolder)
  }

  /// Loads one of the real keyboard sessions that KeyboardistTesting bundles, by name.
  ///
  /// Replay it in a test with ``KeyboardSimulator/play(_:)-(KeyboardTrace)``:
  ///
  /// ```swift
  /// let trace = try KeyboardTrace.named("third-party-swiftkey-ios8")
  /// ```
  ///
  /// The traces are the package's resources, so this works in any test target that depends on
  /// KeyboardistTesting, on Apple platforms and on Linux.
  ///
  /// - Parameter name: One of ``bundledNames``, such as `quicktype-toggle-iphone6`; the file name
  ///   with `.json` is accepted too.
  /// - Returns: The decoded trace.
  /// - Throws: ``LoadingError`` when no bundled trace has that name or its file is not a valid
  ///   trace.
  public static func named(_ name: String) throws -> KeyboardTrace {
    try named(name, in: bundledFolder)
  }

  /// The error ``named(_:)`` throws: no bundled trace has the name, or its file is not a valid
  /// trace.
  public struct LoadingError: Error, Equatable, CustomStringConvertible {
    /// What went wrong, in one line, naming the trace asked for.
    public let description: String
  }

  /// The folder of the bundled traces, `Traces` in KeyboardistTesting's resources.
  package static var bundledFolder: URL? {
    Bundle.module.url(forResource: "Traces", withExtension: nil)
  }

  /// The names of the trace files in a folder (their file names without `.json`), sorted.
  package static func names(in folder: URL?) -> [String] {
    guard let folder else { return [] }
    let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return files.filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }.sorted()
  }

  /// Loads the trace of a name, with or without `.json`, from a folder.
  package static func named(_ name: String, in folder: URL?) throws -> KeyboardTrace {
    let file = name.hasSuffix(".json") ? String(name.dropLast(5)) : name
    let names = names(in: folder)
    guard let folder, names.contains(file) else {
      let list = names.joined(separator: ", ")
      throw LoadingError(
        description: "no bundled trace is named '\(name)'; the bundled traces are \(list)")
    }
    let url = folder.appendingPathComponent("\(file).json")
    do {
      return try KeyboardTrace(json: Data(contentsOf: url))
    } catch {
      throw LoadingError(description: "the bundled trace '\(file)' is not valid: \(error)")
    }
  }
}
