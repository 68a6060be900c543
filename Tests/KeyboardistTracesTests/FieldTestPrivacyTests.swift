import Foundation
import KeyboardistTestSupport
import Testing

/// The example app's Field Test records no typed text, and the app's privacy manifest declares
/// what a field trace holds: diagnostic data, not linked to the user, no tracking.
@Suite struct FieldTestPrivacyTests {
  static let demo = TraceFixtures.repository
    .appendingPathComponent("Examples/KeyboardistDemo", isDirectory: true)

  /// The Swift files of the Field Test screen.
  static func fieldTestSources() throws -> [(name: String, text: String)] {
    let folder = demo.appendingPathComponent("FieldTest")
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasSuffix(".swift") }.sorted()
    return try names.map {
      ($0, try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8))
    }
  }

  @Test func theFieldTestNeverReadsText() throws {
    let sources = try Self.fieldTestSources()
    #expect(sources.count >= 4)
    for (name, text) in sources {
      // Every `.text` is a label's text being set, never one being read.
      let lines = text.split(separator: "\n").filter {
        !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//")
      }
      for line in lines where line.range(of: #"\.text\b"#, options: .regularExpression) != nil {
        #expect(
          line.range(of: #"\.text = "#, options: .regularExpression) != nil,
          "\(name) reads a text: \(line)")
        #expect(!line.contains("field.text"), "\(name) touches the field's text: \(line)")
      }
      for reader in [
        "attributedText", "UIPasteboard", "textRange", "selectedTextRange", "UITextInput",
        "insertText", "deleteBackward", "textDidChange", "editingChanged",
      ] {
        #expect(!text.contains(reader), "\(name) uses \(reader)")
      }
    }
  }

  @Test func theFieldTestRecordsThroughTheRecorder() throws {
    let text = try Self.fieldTestSources().map(\.text).joined()
    #expect(text.contains("recorder.recordFrame("))
    #expect(text.contains("link.targetTimestamp"))
    #expect(text.contains(#"animation(forKey: "position")"#))
    #expect(text.contains("UIActivityViewController"))
  }

  @Test func theDemosManifestDeclaresDiagnosticDataAndNoTracking() throws {
    let url = Self.demo.appendingPathComponent("PrivacyInfo.xcprivacy")
    let plist = try PropertyListSerialization.propertyList(
      from: Data(contentsOf: url), format: nil)
    let root = try #require(plist as? [String: Any])
    #expect(root["NSPrivacyTracking"] as? Bool == false)
    #expect((root["NSPrivacyTrackingDomains"] as? [Any])?.isEmpty == true)
    #expect((root["NSPrivacyAccessedAPITypes"] as? [Any])?.isEmpty == true)
    let collected = try #require(root["NSPrivacyCollectedDataTypes"] as? [[String: Any]])
    #expect(collected.count == 1)
    let entry = try #require(collected.first)
    #expect(
      entry["NSPrivacyCollectedDataType"] as? String
        == "NSPrivacyCollectedDataTypeOtherDiagnosticData")
    #expect(entry["NSPrivacyCollectedDataTypeLinked"] as? Bool == false)
    #expect(entry["NSPrivacyCollectedDataTypeTracking"] as? Bool == false)
    #expect(
      entry["NSPrivacyCollectedDataTypePurposes"] as? [String]
        == ["NSPrivacyCollectedDataTypePurposeAppFunctionality"])
  }

  @Test func theDemoCallsNoRequiredReasonAPIItself() throws {
    let enumerator = FileManager.default.enumerator(
      at: Self.demo, includingPropertiesForKeys: nil)
    var uses: [RequiredReasonAPI.Use] = []
    var files = 0
    while let url = enumerator?.nextObject() as? URL {
      guard url.pathExtension == "swift" else { continue }
      files += 1
      uses += try RequiredReasonAPI.uses(
        in: String(contentsOf: url, encoding: .utf8), file: url.lastPathComponent)
    }
    #expect(files > 10)
    #expect(uses.isEmpty, "\(uses)")
  }

  @Test func theTracesManifestSaysWhatARecordingHolds() throws {
    let url = TraceFixtures.repository
      .appendingPathComponent("Sources/KeyboardistTraces/PrivacyInfo.xcprivacy")
    let text = try String(contentsOf: url, encoding: .utf8)
    #expect(text.contains("never typed text"))
    #expect(text.contains("model identifier, OS version"))
  }
}
