import Foundation
import KeyboardistObserver
import KeyboardistTestSupport
import Testing

/// Every target that calls a required-reason API bundles a privacy manifest that declares its
/// category with a reason Apple accepts (see ``RequiredReasonAPI`` for the source of the list).
@Suite struct PrivacyManifestTests {
  static let sources = TraceFixtures.repository
    .appendingPathComponent("Sources", isDirectory: true)

  /// The targets: the folders of `Sources/`.
  static var targets: [String] {
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: sources.path)) ?? []
    return entries.filter {
      var isDirectory: ObjCBool = false
      let path = sources.appendingPathComponent($0).path
      return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
        && isDirectory.boolValue
    }.sorted()
  }

  /// Every use of a required-reason API in a target's Swift files.
  static func uses(inTarget target: String) throws -> [RequiredReasonAPI.Use] {
    let folder = sources.appendingPathComponent(target)
    let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
    var uses: [RequiredReasonAPI.Use] = []
    while let url = enumerator?.nextObject() as? URL {
      guard url.pathExtension == "swift" else { continue }
      let text = try String(contentsOf: url, encoding: .utf8)
      let file = "Sources/\(target)/" + url.path.dropFirst(folder.path.count + 1)
      uses += try RequiredReasonAPI.uses(in: text, file: file)
    }
    return uses
  }

  /// The declared categories and reasons of a manifest.
  static func declarations(in url: URL) throws -> [String: [String]] {
    let data = try Data(contentsOf: url)
    let plist = try PropertyListSerialization.propertyList(from: data, format: nil)
    let root = try #require(plist as? [String: Any], "\(url.path) is not a dictionary")
    let types = try #require(
      root["NSPrivacyAccessedAPITypes"] as? [[String: Any]],
      "\(url.path): NSPrivacyAccessedAPITypes")
    var declarations: [String: [String]] = [:]
    for entry in types {
      let category = try #require(entry["NSPrivacyAccessedAPIType"] as? String)
      let reasons = try #require(entry["NSPrivacyAccessedAPITypeReasons"] as? [String])
      declarations[category, default: []] += reasons
    }
    return declarations
  }

  @Test func theSourcesHaveTargets() {
    #expect(Self.targets.contains("Keyboardist"))
    #expect(Self.targets.contains("KeyboardistTesting"))
  }

  @Test(arguments: targets)
  func everyRequiredReasonCallIsDeclaredInItsTargetsBundledManifest(target: String) throws {
    let uses = try Self.uses(inTarget: target)
    guard !uses.isEmpty else { return }
    let manifest = try #require(
      BuiltResources.url(of: "PrivacyInfo.xcprivacy", inTarget: target),
      """
      \(target) calls required-reason APIs but bundles no PrivacyInfo.xcprivacy (add \
      Sources/\(target)/PrivacyInfo.xcprivacy and resources: [.copy("PrivacyInfo.xcprivacy")]): \
      \(uses)
      """)
    let declared = try Self.declarations(in: manifest)
    for use in uses {
      let api = try #require(RequiredReasonAPI.all.first { $0.category == use.category })
      let reasons = declared[use.category] ?? []
      #expect(
        reasons.contains(where: api.reasons.contains),
        "\(use) is not declared with a valid reason in \(target)'s PrivacyInfo.xcprivacy")
    }
  }

  @Test(arguments: targets)
  func everyManifestIsBundledWithItsTargetAndDeclaresOnlyWhatItUses(target: String) throws {
    let source = Self.sources.appendingPathComponent(target)
      .appendingPathComponent("PrivacyInfo.xcprivacy")
    guard FileManager.default.fileExists(atPath: source.path) else { return }
    let built = try #require(
      BuiltResources.url(of: "PrivacyInfo.xcprivacy", inTarget: target),
      "Sources/\(target)/PrivacyInfo.xcprivacy is not bundled: add it to the target's resources")
    #expect(try Data(contentsOf: built) == Data(contentsOf: source))
    let used = Set(try Self.uses(inTarget: target).map(\.category))
    #expect(Set(try Self.declarations(in: source).keys) == used)
  }

  @Test(arguments: targets)
  func everyManifestIsAValidManifestThatTracksNothing(target: String) throws {
    let url = Self.sources.appendingPathComponent(target)
      .appendingPathComponent("PrivacyInfo.xcprivacy")
    guard FileManager.default.fileExists(atPath: url.path) else { return }
    let plist = try PropertyListSerialization.propertyList(
      from: Data(contentsOf: url), format: nil)
    let root = try #require(plist as? [String: Any])
    #expect(root["NSPrivacyTracking"] as? Bool == false)
    #expect((root["NSPrivacyTrackingDomains"] as? [Any])?.isEmpty == true)
    #expect((root["NSPrivacyCollectedDataTypes"] as? [Any])?.isEmpty == true)
    for (category, reasons) in try Self.declarations(in: url) {
      let api = try #require(
        RequiredReasonAPI.all.first { $0.category == category }, "unknown category \(category)")
      #expect(!reasons.isEmpty, "\(category) has no reason")
      for reason in reasons {
        #expect(api.reasons.contains(reason), "\(reason) is not a reason for \(category)")
      }
    }
  }

  @Test func theRecordersClockIsTheSystemBootTimeForElapsedTimeBetweenEvents() throws {
    let uses = try Self.uses(inTarget: "KeyboardistTraces")
    #expect(
      uses.map(\.file) == ["Sources/KeyboardistTraces/Core/KeyboardRecorder.swift"],
      "\(uses)")
    let declared = try Self.declarations(
      in: Self.sources.appendingPathComponent("KeyboardistTraces/PrivacyInfo.xcprivacy"))
    // 35F9.1: the time elapsed between events that occurred within the app; traces carry only
    // differences from the start of recording.
    #expect(declared == ["NSPrivacyAccessedAPICategorySystemBootTime": ["35F9.1"]])
  }

  @Test func theHeightMemoryKeepsTheAppsOwnInformationInUserDefaults() throws {
    let uses = try Self.uses(inTarget: "KeyboardistAvoidance")
    #expect(
      Set(uses.map(\.file))
        == [
          "Sources/KeyboardistAvoidance/Core/HeightMemory/KeyboardHeightMemory.swift",
          "Sources/KeyboardistAvoidance/Core/HeightMemory/KeyboardHeightStore.swift",
        ],
      "\(uses)")
    let declared = try Self.declarations(
      in: Self.sources.appendingPathComponent("KeyboardistAvoidance/PrivacyInfo.xcprivacy"))
    // CA92.1: information only the app itself reads and writes (the keyboard's heights in the
    // app's own defaults).
    #expect(declared == ["NSPrivacyAccessedAPICategoryUserDefaults": ["CA92.1"]])
  }

  @Test func theObserverCallsNoRequiredReasonAPIAndBundlesNoManifest() throws {
    #expect(try Self.uses(inTarget: "KeyboardistObserver").isEmpty)
    let manifest = Self.sources.appendingPathComponent("KeyboardistObserver/PrivacyInfo.xcprivacy")
    #expect(!FileManager.default.fileExists(atPath: manifest.path))
  }

  struct Sample: Sendable, CustomTestStringConvertible {
    var line: String
    var category: String?
    var testDescription: String { line }
  }

  static let samples: [Sample] = [
    Sample(line: "clock: { ProcessInfo.processInfo.systemUptime }", category: "SystemBootTime"),
    Sample(line: "let start = mach_absolute_time()", category: "SystemBootTime"),
    Sample(line: "UserDefaults.standard.set(true, forKey: key)", category: "UserDefaults"),
    Sample(line: "@AppStorage(\"height\") var height = 0.0", category: "UserDefaults"),
    Sample(line: "if stat(path, &info) == 0 {", category: "FileTimestamp"),
    Sample(line: "let date = attributes[.modificationDate] as? Date", category: "FileTimestamp"),
    Sample(line: "try FileManager.default.attributesOfItem(atPath: p)", category: "FileTimestamp"),
    Sample(line: "values.volumeAvailableCapacityForImportantUsage", category: nil),
    Sample(line: "[.volumeAvailableCapacityForImportantUsageKey]", category: "DiskSpace"),
    Sample(line: "let modes = UITextInputMode.activeInputModes", category: "ActiveKeyboards"),
    Sample(line: "// UserDefaults is never read here", category: nil),
    Sample(line: "let state = KeyboardDockState(rawValue: raw)", category: nil),
    Sample(line: "let statistics = restate(x)", category: nil),
  ]

  @Test(arguments: samples)
  func theScannerFindsACallAndItsCategory(_ sample: Sample) throws {
    let uses = try RequiredReasonAPI.uses(in: sample.line, file: "Sample.swift")
    #expect(
      uses.map(\.category)
        == sample.category.map { ["NSPrivacyAccessedAPICategory\($0)"] } ?? [])
  }
}
