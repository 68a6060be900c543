import Foundation
import KeyboardistObserver

/// The resource bundles SwiftPM built for the package's targets, found next to the tests.
///
/// SwiftPM copies a target's resources into `<package>_<target>.resources/` on Linux and
/// `<package>_<target>.bundle/` on Apple platforms, beside the test bundle.
enum BuiltResources {
  /// The built copy of a resource of a target, or `nil` when it was not bundled.
  ///
  /// - Parameters:
  ///   - name: The resource's file name, such as `PrivacyInfo.xcprivacy`.
  ///   - target: The target's name, such as `Keyboardist`.
  /// - Returns: The file's URL in the target's built resource bundle.
  static func url(of name: String, inTarget target: String) -> URL? {
    let manager = FileManager.default
    let starts = [Bundle.main.bundleURL, URL(fileURLWithPath: CommandLine.arguments[0])]
    for start in starts {
      var folder = start.deletingLastPathComponent()
      for _ in 0..<5 {
        let entries = (try? manager.contentsOfDirectory(atPath: folder.path)) ?? []
        for entry in entries
        where entry.hasSuffix("_\(target).resources") || entry.hasSuffix("_\(target).bundle") {
          let bundle = folder.appendingPathComponent(entry)
          for path in [name, "Contents/Resources/\(name)"] {
            let candidate = bundle.appendingPathComponent(path)
            if manager.fileExists(atPath: candidate.path) { return candidate }
          }
        }
        folder = folder.deletingLastPathComponent()
      }
    }
    return nil
  }
}
