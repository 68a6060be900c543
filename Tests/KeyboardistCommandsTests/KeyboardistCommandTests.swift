import Foundation
import KeyboardistTestSupport
import KeyboardistTesting
import KeyboardistTraces
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
    #expect(run.standardOutput.count == KeyboardScenario.all.count)
    #expect(run.standardOutput.first?.hasPrefix("showHide ") == true)
    #expect(run.standardOutput.contains { $0.hasPrefix("hardwareKeyboardAttach ") })
    #expect(run.standardOutput.contains { $0.hasPrefix("backgroundAndReturn ") })
    #expect(run.standardOutput.contains { $0.hasPrefix("interactiveDismissal ") })
    for name in [
      "showOnlyPanelSwap", "showOnlyPanelSwapWithoutAnimation", "iOS17ShortWillShow",
      "lateDidShow", "missingDidNotifications",
    ] {
      #expect(run.standardOutput.contains { $0.hasPrefix("\(name) ") }, "\(name) is listed")
    }
    // The names are the Swift members' names.
    #expect(
      run.standardOutput.map { String($0.prefix { $0 != " " }) }
        == KeyboardScenario.all.map(\.name))
  }

  @Test func devicesListsEveryProfile() {
    let run = CapturedRun(["devices"])
    #expect(run.status == 0)
    #expect(run.standardOutput.count == 15)
    #expect(run.standardOutput.contains { $0.hasPrefix("iPadWithHardwareKeyboard ") })
    #expect(run.standardOutput.contains { $0.hasPrefix("iPhone16ProMax ") })
    #expect(run.standardOutput.contains { $0.hasPrefix("iPadPro13M4StageManager ") })
    #expect(
      run.standardOutput.map { String($0.prefix { $0 != " " }) }
        == KeyboardDeviceProfile.all.map(\.name))
    #expect(
      run.standardOutput.contains {
        $0.hasPrefix("iPhone16 ")
          && $0.hasSuffix("keyboard 336 pt, bottom safe area 34 pt, 60 Hz")
      })
  }

  @Test func simulatePlaysAScenarioOnADevice() {
    let run = CapturedRun(["simulate", "hardwareKeyboardBar", "--device", "iPadMini"])
    #expect(run.status == 0)
    #expect(
      run.standardOutput.first
        == "== scenario hardwareKeyboardBar, device iPadMini: hardwareKeyboardBar on iPad mini (6th generation)"
    )
    #expect(run.standardOutput.count == 4 + 8)
    #expect(run.standardOutput[5].contains("willShow"))
    #expect(run.standardOutput[5].contains("   55  "))
  }

  /// `panelSwap` announces each swap as the message bar does: the swaps' hides and shows make no
  /// transition and move no frame, and each announcement is noted on the row it comes before.
  @Test func simulatePanelSwapAnnouncesItsSwapsAndTheListStays() {
    let run = CapturedRun(["simulate", "panelSwap"])
    #expect(run.status == 0)
    let rows = run.standardOutput.dropFirst(4)
    #expect(rows.count == 16)
    let transitions = rows.filter { $0.contains("appear #") }
    #expect(transitions.count == 2, "the first show and the final hide only")
    #expect(transitions.first?.contains("willShow") == true)
    #expect(transitions.last?.contains("disappear #0 0 (-336)") == true)
    let notes = rows.filter { $0.contains("after ") }
    #expect(notes.count == 3)
    #expect(notes[0].contains("willHide") && notes[0].hasSuffix("after switchInput(to: .panel)"))
    #expect(notes[1].contains("willHide") && notes[1].hasSuffix("after switchInput(to: .keyboard)"))
    #expect(notes[2].hasSuffix("after inputDidEndEditing()"))

    let frames = CapturedRun(["simulate", "panelSwap", "--frames"]).standardOutput.dropFirst(5)
    let times = frames.compactMap { Double($0.split(separator: " ").first ?? "") }
    #expect(times.count > 40, "the show and the final hide, frame by frame")
    #expect(!times.contains { (1.5..<3.5).contains($0) }, "no frame during the swaps")
  }

  /// The same notifications unannounced: each swap's hide and show is taken at its word.
  @Test func simulatePanelSwapUnannouncedDropsAndRaises() throws {
    let run = CapturedRun(["simulate", "panelSwapUnannounced", "--json"])
    #expect(run.status == 0)
    let replays = try #require(
      try JSONSerialization.jsonObject(with: Data(run.text.utf8)) as? [[String: Any]])
    let rows = try #require(replays.first?["rows"] as? [[String: Any]])
    #expect(rows.count == 16)
    #expect(rows.allSatisfy { $0["announcement"] == nil })
    let kinds = rows.compactMap { ($0["transition"] as? [String: Any])?["kind"] as? String }
    #expect(kinds == ["appear", "disappear", "appear", "disappear", "appear", "disappear"])
    let announced = try #require(
      try JSONSerialization.jsonObject(
        with: Data(CapturedRun(["simulate", "panelSwap", "--json"]).text.utf8))
        as? [[String: Any]])
    let announcedRows = try #require(announced.first?["rows"] as? [[String: Any]])
    #expect(
      announcedRows.compactMap { $0["announcement"] as? String }
        == ["switchInput(to: .panel)", "switchInput(to: .keyboard)", "inputDidEndEditing()"])
  }

  /// `showOnlyPanelSwap` swaps with a show each way and no hide: two resizes between the first
  /// show and the final hide, each noted after its announcement.
  @Test func simulateShowOnlyPanelSwapResizesWithoutAHide() {
    let run = CapturedRun(["simulate", "showOnlyPanelSwap"])
    #expect(run.status == 0)
    let rows = run.standardOutput.dropFirst(4)
    #expect(rows.count == 16)
    #expect(!rows.dropLast(4).contains { $0.contains("willHide") || $0.contains("didHide") })
    let transitions = rows.filter { $0.contains("appear #") }
    #expect(transitions.count == 4)
    #expect(transitions[1].contains("appear #1 292 (-44)"))
    #expect(transitions[1].hasSuffix("after switchInput(to: .panel)"))
    #expect(transitions[2].contains("appear #2 336 (+44)"))
    #expect(transitions[3].contains("disappear #2 0 (-336)"))
    let instant = CapturedRun(["simulate", "showOnlyPanelSwapWithoutAnimation"]).standardOutput
    #expect(instant.filter { $0.contains("appear #1 292 (-44, 0s)") }.count == 1)
  }

  /// The late and missing notifications play: the short willShow's two resizes at one time, the
  /// late didShow 40 ms after the spring settles (0.506 s), and no did at all.
  @Test func simulateLateAndMissingNotifications() {
    let short = CapturedRun(["simulate", "iOS17ShortWillShow"]).standardOutput.dropFirst(4)
    #expect(short.count == 14)
    let resizes = short.filter { $0.contains("appear #1") || $0.contains("appear #2 336") }
    #expect(resizes.count == 2)
    #expect(resizes.allSatisfy { $0.hasPrefix("  1.506  willChangeFrame") })
    let late = CapturedRun(["simulate", "lateDidShow"]).standardOutput.dropFirst(4)
    #expect(late.filter { $0.hasPrefix("  0.546  did") }.count == 2)
    let missing = CapturedRun(["simulate", "missingDidNotifications"])
    #expect(missing.status == 0)
    let rows = missing.standardOutput.dropFirst(4)
    #expect(rows.count == 4)
    #expect(!rows.contains { $0.contains(" did") })
    #expect(rows.filter { $0.contains("appear #") }.count == 2)
  }

  @Test func simulateAcceptsTheEqualsFormAndJSON() throws {
    let run = CapturedRun(["simulate", "rotation", "--device=iphonese", "--json"])
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
      contentsOf: TraceFixtures.repository.appendingPathComponent("CHANGELOG.md"),
      encoding: .utf8)
    // The first `## [x.y.z]` heading after `## [Unreleased]`, once there is one, names this
    // version: bump the constant when the release section is written.
    let released = changelog.split(separator: "\n").first {
      $0.hasPrefix("## [") && !$0.hasPrefix("## [Unreleased]")
    }
    #expect(changelog.contains("\n## [Unreleased]\n"))
    if let released {
      #expect(released.hasPrefix("## [\(KeyboardistCommand.version)]"), "\(released)")
    } else {
      // Nothing released yet: the Unreleased section is the first release, and the version is
      // the first one a release section will name.
      #expect(changelog.contains("## [Unreleased]\n\nThe first release."))
      #expect(KeyboardistCommand.version == "0.1.0")
    }
  }

  @Test func jsonKeepsSlashesAsTheyAre() throws {
    let path = TraceFixtures.path("hardware-keyboard-ipad.json")
    let run = CapturedRun(["replay", "--json", path])
    #expect(run.status == 0)
    #expect(!run.text.contains(#"\/"#))
    #expect(run.text.contains(#""origin" : "\#(path)""#))
  }

  @Test(arguments: KeyboardScenario.all.map(\.name), KeyboardDeviceProfile.all.map(\.name))
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
    #expect(screenLine.contains(profile.displayName), "\(screenLine)")
  }

  @Test func theRotationTableStatesBothScreensOfItsDevice() {
    let run = CapturedRun(["simulate", "rotation", "--device", "iPhone8"])
    let screenLine = run.standardOutput.count > 2 ? run.standardOutput[2] : ""
    #expect(screenLine.contains("375 x 667 pt"), "\(screenLine)")
    #expect(screenLine.contains("667 x 375 pt"), "\(screenLine)")
  }

  @Test func simulateJSONNamesTheDeviceAndItsScreens() throws {
    let run = CapturedRun(["simulate", "rotation", "--device", "iPhoneSE", "--json"])
    let replays = try #require(
      try JSONSerialization.jsonObject(with: Data(run.text.utf8)) as? [[String: Any]])
    let device = try #require(replays.first?["device"] as? [String: Any])
    #expect(device["name"] as? String == "iPhoneSE")
    #expect(device["displayName"] as? String == "iPhone SE (1st generation)")
    #expect(device["screen"] as? [Double] == [0, 0, 320, 568])
    #expect(device["landscapeScreen"] as? [Double] == [0, 0, 568, 320])
  }

  @Test func theFloatingRowsShowTheTrackersVisibleHeightOfZero() {
    let run = CapturedRun(["simulate", "iPadUndockAndFloat", "--device", "iPadMini"])
    #expect(run.status == 0)
    let rows = run.standardOutput.dropFirst(4)
    let floating = rows.filter { $0.contains(" floating ") || $0.hasSuffix(" floating") }
    #expect(floating.count == 6)
    for row in floating {
      // The visible and coverage columns, right-aligned, then the dock state.
      #expect(row.contains("     0         0  floating"), "\(row)")
    }
    let disappear = rows.first { $0.contains("disappear #0 0") }
    #expect(disappear?.contains("     0         0  floating") == true, "\(disappear ?? "")")
  }

  @Test(arguments: [
    ["--help"], ["-h"], ["help"], ["help", "replay"], ["replay", "--help"],
    ["scenarios", "--help"], ["traces", "--help"], ["help", "traces"],
    ["simulate", "-h"], ["devices", "--help"],
  ])
  func helpIsPrintedAndSucceeds(arguments: [String]) {
    let run = CapturedRun(arguments)
    #expect(run.status == 0)
    #expect(run.standardError.isEmpty)
    #expect(run.standardOutput.first?.contains("keyboardist") == true)
  }

  // MARK: - Coverage, the default device, devices --json, bundled traces

  @Test func simulateDefaultsToAFaceIDiPhoneAndShowsItsCoverage() throws {
    let run = CapturedRun(["simulate", "showHide"])
    #expect(run.status == 0)
    #expect(
      run.standardOutput.first == "== scenario showHide, device iPhone16: showHide on iPhone 16")
    #expect(run.standardOutput[2] == "   screen: 393 x 852 pt, iPhone 16, bottom safe area 34 pt")
    #expect(run.standardOutput[3].contains("visible  coverage  dock"))
    // 336 pt on screen, 302 pt of them above the 34 pt home indicator strip.
    let willShow = try #require(run.standardOutput.first { $0.contains("willShow") })
    #expect(willShow.contains("     336       302  docked"), "\(willShow)")
  }

  @Test func simulateJSONCarriesTheCoverageAndTheSafeArea() throws {
    let run = CapturedRun(["simulate", "showHide", "--json"])
    let replays = try #require(
      try JSONSerialization.jsonObject(with: Data(run.text.utf8)) as? [[String: Any]])
    #expect(replays.first?["bottomSafeAreaInset"] as? Double == 34)
    let rows = try #require(replays.first?["rows"] as? [[String: Any]])
    #expect(rows.map { $0["coverage"] as? Double } == [302, 302, 302, 302, 0, 0, 0, 0])
  }

  @Test func replayTakesTheSafeAreaOfTheProfileWithTheTracesScreen() throws {
    let run = CapturedRun(["replay", "faceid-iphone-393x852-ios16-show"])
    #expect(run.status == 0)
    #expect(
      run.standardOutput[2] == "   screen: 393 x 852 pt, bottom safe area 34 pt as on iPhone 16")
    let willShow = try #require(run.standardOutput.first { $0.contains("willShow") })
    #expect(willShow.contains("     336       302  docked"), "\(willShow)")
  }

  @Test func replayShowsNoCoverageWhenNoProfileHasTheScreen() throws {
    let run = CapturedRun(["replay", "--json", "faceid-iphone-390x844-ios15-did-notifications"])
    let replays = try #require(
      try JSONSerialization.jsonObject(with: Data(run.text.utf8)) as? [[String: Any]])
    #expect(replays.first?["bottomSafeAreaInset"] == nil)
    let rows = try #require(replays.first?["rows"] as? [[String: Any]])
    #expect(!rows.isEmpty)
    #expect(rows.allSatisfy { $0["coverage"] == nil })
    let table = CapturedRun(["replay", "faceid-iphone-390x844-ios15-did-notifications"])
    #expect(table.standardOutput[2].contains("bottom safe area unknown"))
    #expect(
      table.standardOutput[4].contains("     336         -  docked"), "\(table.standardOutput[4])")
  }

  @Test func devicesJSONIsValidJSONWithEveryProfile() throws {
    let run = CapturedRun(["devices", "--json"])
    #expect(run.status == 0)
    #expect(run.standardError.isEmpty)
    let devices = try #require(
      try JSONSerialization.jsonObject(with: Data(run.text.utf8)) as? [[String: Any]])
    #expect(devices.map { $0["name"] as? String } == KeyboardDeviceProfile.all.map(\.name))
    let iPhone16 = try #require(devices.first { $0["name"] as? String == "iPhone16" })
    #expect(iPhone16["displayName"] as? String == "iPhone 16")
    #expect(iPhone16["screen"] as? [Double] == [0, 0, 393, 852])
    #expect(iPhone16["keyboardHeight"] as? Double == 336)
    #expect(iPhone16["bottomSafeAreaInset"] as? Double == 34)
    let split = try #require(devices.first { $0["name"] as? String == "iPadPro13M4SplitView" })
    #expect(split["window"] as? [Double] == [520, 0, 512, 1376])
  }

  @Test func tracesListsTheBundledTracesByName() {
    let run = CapturedRun(["traces"])
    #expect(run.status == 0)
    #expect(
      run.standardOutput.map { String($0.prefix { $0 != " " }) } == KeyboardTrace.bundledNames)
    #expect(run.standardOutput.contains { $0.hasPrefix("quicktype-toggle-iphone6  ") })
  }

  @Test func replayTakesABundledTraceByNameOrByPath() {
    let byName = CapturedRun(["replay", "quicktype-toggle-iphone6"])
    let byPath = CapturedRun(["replay", TraceFixtures.path("quicktype-toggle-iphone6.json")])
    #expect(byName.status == 0 && byPath.status == 0)
    #expect(byName.standardOutput.first?.hasPrefix("== quicktype-toggle-iphone6: ") == true)
    #expect(byName.standardOutput.dropFirst() == byPath.standardOutput.dropFirst())
  }
}
