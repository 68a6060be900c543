import Foundation
import KeyboardistTestSupport
import Testing

@testable import KeyboardistCommands
@testable import KeyboardistTesting

/// `simulate --frames` and `plot`: the keyboard frame by frame, as rows and as a picture.
@MainActor
@Suite struct KeyboardistCommandFramesTests {
  let folder: TemporaryFolder

  init() throws {
    folder = try TemporaryFolder()
  }

  /// The rows of a `--frames` table, split into cells.
  static func cells(_ run: CapturedRun) -> [[String]] {
    run.standardOutput.dropFirst(5).map { $0.split(separator: " ").map(String.init) }
  }

  // MARK: - simulate --frames

  @Test func framesShowEveryFrameOfTheShowAndTheHide() throws {
    let run = CapturedRun(["simulate", "showHide", "--frames"])
    #expect(run.status == 0)
    #expect(run.standardError.isEmpty)
    #expect(
      run.standardOutput[3]
        == "   frames: 60 Hz (iPhone 16), simulated from the notifications' curves; one row per "
        + "onMove call; echoed: the reading handed out as it is, predicted: for the frame's "
        + "display time")
    #expect(
      run.standardOutput[4].contains(
        "time  cause            phase             echoed  progress  coverage  predicted"))
    let rows = Self.cells(run)
    // The willShow starts the show (the willChangeFrame before it moves a hidden keyboard
    // nowhere, as for the tracker); frame 3 at 0.05 s is 336 × 0.23223 = 78.03 pt, 0.232
    // of the way, 78.03 − 34 = 44.03 pt of a full-screen view covered. An observer that predicts
    // hands out where the keyboard is when that frame is shown, 1/60 s later: at 4/60 s,
    // ωt = 1.21716, p = 1 − 2.21716 × 0.29607 = 0.34357, 336 × 0.34357 = 115.44 pt.
    #expect(rows[0] == ["0.000", "willShow", "showing", "0", "0.000", "0", "0"])
    #expect(rows[3] == ["0.050", "frame", "showing", "78.03", "0.232", "44.03", "115.44"])
    // Frame 29 (0.483 s) is within 0.5 pt of 336: at rest, 302 pt covered. The predicting
    // observer came to rest a frame earlier (its 0.467 s frame predicted 336 × p(0.483) =
    // 335.52 pt, within 0.5 pt): it hands out nothing more.
    #expect(rows[28].last == "336")
    #expect(rows[29] == ["0.483", "frame", "settled", "336", "1.000", "302", "-"])
    #expect(rows[30].prefix(3) == ["1.506", "willChangeFrame", "hiding"])
    #expect(rows.last?.suffix(5) == ["settled", "0", "0.000", "0", "-"])
    // 30 rows each: the notification's, then 29 frames.
    #expect(rows.count == 60)
  }

  @Test func aProMotionDeviceShowsTwiceAsManyFrames() {
    let run = CapturedRun(["simulate", "showHide", "--device", "iPhone16ProMax", "--frames"])
    #expect(run.standardOutput[3].hasPrefix("   frames: 120 Hz (iPhone 16 Pro Max)"))
    let rows = Self.cells(run)
    #expect(rows[1].prefix(3) == ["0.008", "frame", "showing"])
    #expect(rows[2].first == "0.017")
  }

  @Test func theDragsShowTheFingerAndBothReleases() {
    let run = CapturedRun(["simulate", "interactiveDismissal", "--frames"])
    let rows = Self.cells(run)
    let phases = Set(rows.map { $0[2] })
    #expect(phases == ["showing", "settled", "dragging", "cancellingDrag", "completingDrag"])
    #expect(rows.filter { $0[1] == "layout" }.count == 72)
    // The first release: the willChangeFrame at 2.106 s springs the keyboard back from 168 pt.
    #expect(
      rows.contains(["2.106", "willChangeFrame", "cancellingDrag", "168", "0.500", "134", "168"]))
    #expect(
      rows.contains(["4.211", "willChangeFrame", "completingDrag", "168", "0.500", "134", "168"]))
  }

  @Test func framesAsJSONCarryEveryFrame() throws {
    let run = CapturedRun(["simulate", "quickTypeToggle", "--frames", "--json"])
    #expect(run.status == 0)
    let replays = try #require(
      try JSONSerialization.jsonObject(with: Data(run.text.utf8)) as? [[String: Any]])
    let frames = try #require(replays.first?["frames"] as? [[String: Any]])
    #expect(
      Set(frames[1].keys) == [
        "time", "cause", "phase", "visibleHeight", "progress", "coverage", "predictedHeight",
      ])
    #expect(frames.contains { $0["phase"] as? String == "resizing" })
    // Without --frames, the JSON is what it was.
    let plain = CapturedRun(["simulate", "quickTypeToggle", "--json"])
    #expect(!plain.text.contains("\"frames\""))
  }

  @Test func theRotationHasNoFramesButStillItsMotions() {
    let run = CapturedRun(["simulate", "rotation", "--frames"])
    #expect(run.status == 0)
    #expect(run.standardOutput[3].hasPrefix("   frames: none (no one screen"))
    let rows = Self.cells(run)
    #expect(!rows.isEmpty && rows.allSatisfy { $0[1] != "frame" && $0[5] == "-" })
  }

  /// `--frames` works on every scenario and every device: one row per motion, each with a time,
  /// a cause, a phase, a height, a progress, a coverage and a predicted height.
  @Test(arguments: KeyboardScenario.all, KeyboardDeviceProfile.all)
  func framesWorkOnEveryScenarioAndDevice(
    scenario: KeyboardScenario, device: KeyboardDeviceProfile
  ) {
    let run = CapturedRun(["simulate", scenario.name, "--device", device.name, "--frames"])
    #expect(run.status == 0)
    #expect(run.standardError.isEmpty)
    let rows = Self.cells(run)
    #expect(!rows.isEmpty)
    #expect(rows.allSatisfy { $0.count == 7 })
    let causes = Set(rows.map { $0[1] })
    if scenario.hasFixedScreen {
      #expect(causes.contains("frame"), "\(scenario.name) on \(device.name)")
    }
    let times = rows.compactMap { Double($0[0]) }
    #expect(times.count == rows.count && times == times.sorted())
    #expect(rows.allSatisfy { Double($0[4]).map { (0...1).contains($0) } == true })
  }

  // MARK: - plot

  @Test func plotWritesAScenarioOnADevice() throws {
    let path = folder.url.appendingPathComponent("show.svg").path
    let run = CapturedRun(["plot", "showHide", "--device", "iPadPro11M4", "--output", path])
    #expect(run.status == 0)
    #expect(run.standardError.isEmpty)
    #expect(run.standardOutput == ["wrote \(path): showHide on iPad Pro (11-inch, M4)"])
    let svg = try String(contentsOfFile: path, encoding: .utf8)
    #expect(svg.hasPrefix("<?xml"))
    #expect(svg.contains("frames simulated at 120 Hz"))
  }

  @Test func plotTakesTheScenarioOptionATraceFileAndABundledTrace() throws {
    let output = folder.url.appendingPathComponent("p.svg").path
    let scenario = CapturedRun(["plot", "--scenario", "emojiSwitch", "--output", output])
    #expect(scenario.status == 0)
    let bundled = CapturedRun(["plot", "quicktype-toggle-iphone6", "--output", output])
    #expect(bundled.status == 0)
    let svg = try String(contentsOfFile: output, encoding: .utf8)
    #expect(svg.contains("at 60 Hz (no samples)"))
    let file = CapturedRun(
      ["plot", TraceFixtures.path("hardware-keyboard-ipad.json"), "--output", output])
    #expect(file.status == 0)
  }

  @Test func plotDrawsATracesRecordedSamples() throws {
    let trace = try folder.file(
      "recorded.json",
      #"""
      {"name": "Recorded", "source": "a device", "screen": [0, 0, 375, 667],
       "notifications": [{"event": "willShow", "end": [0, 451, 375, 216], "duration": 0.25,
                          "curve": 7, "time": 0}],
       "samples": [{"time": 0.016, "top": 600}, {"time": 0.033, "top": 500},
                   {"time": 0.05, "top": 451}]}
      """#)
    let output = folder.url.appendingPathComponent("recorded.svg").path
    let run = CapturedRun(["plot", trace, "--output", output])
    #expect(run.status == 0)
    let svg = try String(contentsOfFile: output, encoding: .utf8)
    #expect(svg.contains("3 recorded samples"))
  }

  /// `plot` works on every scenario (on a Face ID iPhone, an iPad and a Stage Manager window),
  /// and every picture parses as SVG.
  @Test(arguments: KeyboardScenario.all)
  func plotWorksOnEveryScenario(scenario: KeyboardScenario) throws {
    for device in ["iPhone16", "iPadMini", "iPadPro13M4StageManager"] {
      let output = folder.url.appendingPathComponent("\(scenario.name)-\(device).svg").path
      let run = CapturedRun(
        ["plot", "--scenario", scenario.name, "--device", device, "--output", output])
      #expect(run.status == 0, "\(run.standardError)")
      let document = try SVGDocument(contentsOf: output)
      #expect(document.root?.name == "svg")
      #expect(document.elements(withID: "height").first?.pointCount ?? 0 >= 2)
    }
  }

  struct BadPlot: Sendable, CustomTestStringConvertible {
    var arguments: [String]
    var status: Int32
    var fragments: [String]
    var testDescription: String { arguments.joined(separator: " ") }
  }

  nonisolated static let badPlots: [BadPlot] = [
    BadPlot(arguments: ["plot", "showHide"], status: 64, fragments: ["--output FILE.svg"]),
    BadPlot(
      arguments: ["plot", "--scenario", "quicktype", "--output", "x.svg"], status: 64,
      fragments: ["unknown scenario 'quicktype'", "did you mean 'quickTypeToggle'?"]),
    BadPlot(
      arguments: ["plot", "showHide", "--device", "iphone15", "--output", "x.svg"], status: 64,
      fragments: ["unknown device 'iphone15'", "did you mean 'iPhone16'?"]),
    BadPlot(
      arguments: ["plot", "quicktype-togle-iphone6", "--output", "x.svg"], status: 64,
      fragments: ["'quicktype-togle-iphone6'", "did you mean 'quicktype-toggle-iphone6'?"]),
    BadPlot(
      arguments: ["plot", "shwHide", "--output", "x.svg"], status: 64,
      fragments: ["no trace file, bundled trace or scenario 'shwHide'", "'showHide'"]),
    BadPlot(
      arguments: ["plot", "/no/such/trace.json", "--output", "x.svg"], status: 1,
      fragments: ["/no/such/trace.json", "no such file"]),
    BadPlot(
      arguments: ["plot", "quicktype-toggle-iphone6", "--device", "iPadMini", "--output", "x.svg"],
      status: 64, fragments: ["--device applies to a scenario"]),
    BadPlot(
      arguments: ["plot", "showHide", "--scenario", "emojiSwitch", "--output", "x.svg"],
      status: 64, fragments: ["not both"]),
    BadPlot(arguments: ["plot", "--output", "x.svg"], status: 64, fragments: ["plot needs"]),
    BadPlot(
      arguments: ["plot", "showHide", "--output", "/no/such/folder/x.svg"], status: 1,
      fragments: ["/no/such/folder/x.svg", "no such folder"]),
    BadPlot(arguments: ["plot", "showHide", "--output"], status: 64, fragments: ["needs a value"]),
    BadPlot(
      arguments: ["plot", "showHide", "--outptu", "x.svg"], status: 64,
      fragments: ["unknown option '--outptu'", "'--output'"]),
  ]

  @Test(arguments: badPlots)
  func badPlotsEndWithOneLine(_ bad: BadPlot) {
    CapturedRun(bad.arguments).expectOneLineError(status: bad.status, containing: bad.fragments)
  }

  @Test func plotRefusesToWriteOverAFolderAndReadsNoBadTrace() throws {
    CapturedRun(["plot", "showHide", "--output", folder.url.path])
      .expectOneLineError(status: 1, containing: [folder.url.path, "is a directory"])
    let bad = try folder.file("bad.json", "{ not json")
    let output = folder.url.appendingPathComponent("bad.svg").path
    CapturedRun(["plot", bad, "--output", output])
      .expectOneLineError(status: 1, containing: [bad, "invalid JSON at line 1, column 3"])
    #expect(!FileManager.default.fileExists(atPath: output))
  }

  @Test func aTraceWithAMalformedSampleNamesItsPlace() throws {
    let path = try folder.file(
      "bad-sample.json",
      #"{"name":"n","source":"s","notifications":[],"samples":[{"time":0,"top":600},{"time":1,"top":"low"}]}"#
    )
    for command in ["replay", "plot"] {
      let output = folder.url.appendingPathComponent("s.svg").path
      let arguments = command == "plot" ? [command, path, "--output", output] : [command, path]
      CapturedRun(arguments)
        .expectOneLineError(status: 1, containing: [path, "samples[1].top: expected a number"])
    }
    let missing = try folder.file(
      "missing-top.json", #"{"name":"n","source":"s","notifications":[],"samples":[{"time":0}]}"#)
    CapturedRun(["replay", missing])
      .expectOneLineError(status: 1, containing: [missing, #"missing field "top" in samples[0]"#])
  }

  // MARK: - devices and help

  @Test func devicesNameTheirFrameRate() throws {
    let run = CapturedRun(["devices"])
    #expect(run.standardOutput.contains { $0.hasPrefix("iPhone16 ") && $0.hasSuffix(", 60 Hz") })
    #expect(
      run.standardOutput.contains { $0.hasPrefix("iPadPro11M4 ") && $0.hasSuffix(", 120 Hz") })
    let json = CapturedRun(["devices", "--json"])
    let devices = try #require(
      try JSONSerialization.jsonObject(with: Data(json.text.utf8)) as? [[String: Any]])
    #expect(
      devices.map { $0["framesPerSecond"] as? Int }
        == KeyboardDeviceProfile.all.map(\.framesPerSecond))
  }

  @Test(arguments: [["plot", "--help"], ["help", "plot"], ["plot", "-h"]])
  func plotHasHelp(arguments: [String]) {
    let run = CapturedRun(arguments)
    #expect(run.status == 0)
    #expect(run.standardOutput.first == "Usage: keyboardist plot TRACE --output FILE.svg")
  }

  @Test func theOverviewNamesPlotAndFrames() {
    let run = CapturedRun(["--help"])
    #expect(run.text.contains("keyboardist plot (TRACE | NAME | --scenario NAME)"))
    #expect(run.text.contains("[--frames]"))
  }
}
