import Foundation
import KeyboardistTestSupport
import KeyboardistTesting
import Testing

@testable import KeyboardistCommands

@MainActor
@Suite struct KeyboardistCommandTests {
  @Test(arguments: TraceFixtures.paths)
  func replayPrintsARowPerNotificationOfEveryTrace(path: String) throws {
    let run = CapturedRun(["replay", path])
    #expect(run.status == 0)
    #expect(run.standardError.isEmpty)
    let data = try Data(contentsOf: URL(fileURLWithPath: path))
    let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let records = try #require(object["notifications"] as? [[String: Any]])
    #expect(run.standardOutput.first == "== \(path): \(object["name"] as? String ?? "")")
    // Heading (3 lines), column titles, then one line per notification.
    #expect(run.standardOutput.count == 4 + records.count)
  }

  @Test func replayShowsTheHardwareKeyboardsVisibleHeightAndDockState() {
    let path = TraceFixtures.path("hardware-keyboard-ipad.json")
    let run = CapturedRun(["replay", path])
    #expect(run.standardOutput.count == 6)
    let willShow = run.standardOutput[4]
    #expect(willShow.contains("willShow"))
    #expect(willShow.contains("0, 969, 768, 313"))
    #expect(willShow.contains("   55  "))
    #expect(willShow.contains("docked"))
  }

  @Test func replayMarksAbsentFramesAndTheOtherAppsKeyboard() throws {
    let folder = try TemporaryFolder()
    let path = try folder.file(
      "other.json",
      #"{"name":"n","source":"s","screen":[0,0,375,667],"notifications":[{"event":"willShow","end":[0,451,375,216],"isLocal":false,"appActive":false,"time":0.5},{"event":"didHide","time":1}]}"#
    )
    let run = CapturedRun(["replay", path])
    #expect(run.status == 0)
    #expect(run.standardOutput[4].contains("other app, app inactive"))
    #expect(run.standardOutput[5].contains("(absent)"))
    #expect(run.standardOutput[5].contains("hidden"))
  }

  @Test func replayJSONIsMachineReadable() throws {
    let paths = TraceFixtures.paths
    let run = CapturedRun(["replay", "--json"] + paths)
    #expect(run.status == 0)
    let replays = try #require(
      try JSONSerialization.jsonObject(with: Data(run.text.utf8)) as? [[String: Any]])
    #expect(replays.map { $0["origin"] as? String } == paths)
    let quickType = try #require(
      replays.first { ($0["origin"] as? String)?.contains("quicktype") == true })
    let rows = try #require(quickType["rows"] as? [[String: Any]])
    #expect(
      rows.map { $0["event"] as? String } == [
        "willShow", "didShow", "willChangeFrame", "willShow", "didChangeFrame", "didShow",
      ])
    #expect(rows.map { $0["visibleHeight"] as? Double } == [225, 225, 258, 258, 258, 258])
    #expect(rows.allSatisfy { $0["delivered"] as? Bool == true })
    #expect(rows.allSatisfy { $0["dockState"] as? String == "docked" })
    let kinds = rows.map { ($0["transition"] as? [String: Any])?["kind"] as? String }
    #expect(kinds == ["appear", nil, "appear", nil, nil, nil])
  }

  @Test func scenariosListsEachScenarioOnOneLine() {
    let run = CapturedRun(["scenarios"])
    #expect(run.status == 0)
    #expect(run.standardOutput.count == 17)
    #expect(run.standardOutput.first?.hasPrefix("show-hide ") == true)
    #expect(run.standardOutput.contains { $0.hasPrefix("background-return ") })
    #expect(run.standardOutput.contains { $0.hasPrefix("interactive-dismiss ") })
  }

  @Test func devicesListsEveryProfile() {
    let run = CapturedRun(["devices"])
    #expect(run.status == 0)
    #expect(run.standardOutput.count == 15)
    #expect(run.standardOutput.contains { $0.hasPrefix("ipad-hardware-keyboard ") })
    #expect(run.standardOutput.contains { $0.hasPrefix("iphone-16-pro-max ") })
    #expect(run.standardOutput.contains { $0.hasPrefix("ipad-pro-13-stage-manager ") })
  }

  @Test func simulatePlaysAScenarioOnADevice() {
    let run = CapturedRun(["simulate", "hardware-keyboard-bar", "--device", "ipad-mini"])
    #expect(run.status == 0)
    #expect(
      run.standardOutput.first
        == "== scenario hardware-keyboard-bar, device ipad-mini: hardware-keyboard-bar on iPad mini (6th generation)"
    )
    #expect(run.standardOutput.count == 4 + 8)
    #expect(run.standardOutput[5].contains("willShow"))
    #expect(run.standardOutput[5].contains("   55  "))
  }

  @Test func simulateAcceptsTheEqualsFormAndJSON() throws {
    let run = CapturedRun(["simulate", "rotation", "--device=iphone-se", "--json"])
    #expect(run.status == 0)
    let replays = try #require(
      try JSONSerialization.jsonObject(with: Data(run.text.utf8)) as? [[String: Any]])
    #expect(replays.count == 1)
    #expect(replays[0]["screen"] == nil)
  }

  @Test func versionPrintsTheVersionOnce() {
    let run = CapturedRun(["--version"])
    #expect(run.status == 0)
    #expect(run.standardError.isEmpty)
    #expect(run.standardOutput == ["keyboardist \(KeyboardistCommand.version)"])
  }

  @Test func theVersionIsSemanticAndMatchesTheNewestReleaseInTheChangelog() throws {
    let parts = KeyboardistCommand.version.split(separator: ".", omittingEmptySubsequences: false)
    #expect(parts.count == 3 && parts.allSatisfy { Int($0) != nil }, "\(parts)")
    let changelog = try String(
      contentsOf: TraceFixtures.directory.deletingLastPathComponent()
        .appendingPathComponent("CHANGELOG.md"),
      encoding: .utf8)
    // The first `## [x.y.z]` heading after `## [Unreleased]`, once there is one, names this
    // version: bump the constant when the release section is written.
    let released = changelog.split(separator: "\n").first {
      $0.hasPrefix("## [") && !$0.hasPrefix("## [Unreleased]")
    }
    if let released {
      #expect(released.hasPrefix("## [\(KeyboardistCommand.version)]"), "\(released)")
    }
  }

  @Test func jsonKeepsSlashesAsTheyAre() throws {
    let path = TraceFixtures.path("hardware-keyboard-ipad.json")
    let run = CapturedRun(["replay", "--json", path])
    #expect(run.status == 0)
    #expect(!run.text.contains(#"\/"#))
    #expect(run.text.contains(#""origin" : "\#(path)""#))
  }

  @Test(arguments: KeyboardScenario.all.map(\.name), KeyboardDeviceProfile.all.map(\.id))
  func everySimulateTableStatesTheScreenOfItsDevice(scenario: String, device: String) throws {
    let profile = try #require(KeyboardDeviceProfile.named(device))
    let run = CapturedRun(["simulate", scenario, "--device", device])
    #expect(run.status == 0)
    let screenLine = run.standardOutput.count > 2 ? run.standardOutput[2] : ""
    #expect(screenLine.hasPrefix("   screen: "))
    #expect(!screenLine.contains("not given"), "\(screenLine)")
    let width = ReplayTable.number(profile.screen.width)
    let height = ReplayTable.number(profile.screen.height)
    #expect(screenLine.contains("\(width) x \(height) pt"), "\(screenLine)")
    #expect(screenLine.contains(profile.name), "\(screenLine)")
  }

  @Test func theRotationTableStatesBothScreensOfItsDevice() {
    let run = CapturedRun(["simulate", "rotation", "--device", "iphone-8"])
    let screenLine = run.standardOutput.count > 2 ? run.standardOutput[2] : ""
    #expect(screenLine.contains("375 x 667 pt"), "\(screenLine)")
    #expect(screenLine.contains("667 x 375 pt"), "\(screenLine)")
  }

  @Test func simulateJSONNamesTheDeviceAndItsScreens() throws {
    let run = CapturedRun(["simulate", "rotation", "--device", "iphone-se", "--json"])
    let replays = try #require(
      try JSONSerialization.jsonObject(with: Data(run.text.utf8)) as? [[String: Any]])
    let device = try #require(replays.first?["device"] as? [String: Any])
    #expect(device["id"] as? String == "iphone-se")
    #expect(device["screen"] as? [Double] == [0, 0, 320, 568])
    #expect(device["landscapeScreen"] as? [Double] == [0, 0, 568, 320])
  }

  @Test func theFloatingRowsShowTheTrackersVisibleHeightOfZero() {
    let run = CapturedRun(["simulate", "ipad-undock-float", "--device", "ipad-mini"])
    #expect(run.status == 0)
    let rows = run.standardOutput.dropFirst(4)
    let floating = rows.filter { $0.contains(" floating ") || $0.hasSuffix(" floating") }
    #expect(floating.count == 6)
    for row in floating {
      // The visible column, right-aligned, ends at column 61 of a row.
      #expect(row.contains("     0  floating"), "\(row)")
    }
    let disappear = rows.first { $0.contains("disappear #0 0") }
    #expect(disappear?.contains("     0  floating") == true, "\(disappear ?? "")")
  }

  @Test(arguments: [
    ["--help"], ["-h"], ["help"], ["help", "replay"], ["replay", "--help"],
    ["scenarios", "--help"],
    ["simulate", "-h"], ["devices", "--help"],
  ])
  func helpIsPrintedAndSucceeds(arguments: [String]) {
    let run = CapturedRun(arguments)
    #expect(run.status == 0)
    #expect(run.standardError.isEmpty)
    #expect(run.standardOutput.first?.contains("keyboardist") == true)
  }
}
