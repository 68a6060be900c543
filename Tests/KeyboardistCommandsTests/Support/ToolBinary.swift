import Foundation

/// Finds the `keyboardist` executable that SwiftPM builds next to the tests (this test target
/// depends on the tool's target, so `swift test` builds it).
enum ToolBinary {
  /// The executable, or `nil` when it cannot be found.
  static let url: URL? = {
    let starts = [Bundle.main.bundleURL, URL(fileURLWithPath: CommandLine.arguments[0])]
    for start in starts {
      var folder = start.deletingLastPathComponent()
      for _ in 0..<5 {
        let candidate = folder.appendingPathComponent("keyboardist")
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDirectory),
          !isDirectory.boolValue, FileManager.default.isExecutableFile(atPath: candidate.path)
        {
          return candidate
        }
        folder = folder.deletingLastPathComponent()
      }
    }
    return nil
  }()
}
