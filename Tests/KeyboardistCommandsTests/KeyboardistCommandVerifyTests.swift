import Foundation
import KeyboardistTestSupport
import KeyboardistTraces
import Testing

@testable import KeyboardistCommands

/// `keyboardist verify`: the bundled synthetic field trace's report, and bad input.
@MainActor
@Suite struct KeyboardistCommandVerifyTests {
  static let trace = "field-synthetic-iphone16-ios26"
  let folder: TemporaryFolder

  init() throws {
    folder = try TemporaryFolder()
  }

  @Test func theSyntheticTracesVerdict() {
    let run = CapturedRun(["verify", Self.trace])
    #expect(run.status == 0)
    #expect(run.standardError.isEmpty)
    #expect(
      run.standardOutput.last
        == "verdict: both held: show, hide and resize within 1.0 pt, interrupted within 2.0 pt "
        + "(12 cases, 370 frames); notificationTiming alone would not (hide at 11.450 s: "
        + "169.1 pt); layoutGuide alone would not (show at 6.509 s: 323.0 pt)")
  }

  @Test func theSyntheticTracesQuirks() {
    let run = CapturedRun(["verify", TraceFixtures.path(Self.trace + ".json")])
    let quirks = run.standardOutput.drop { $0 != "quirks:" }.dropFirst().prefix { !$0.isEmpty }
    #expect(
      Array(quirks) == [
        "  no animation on first frame: the first frame of the show at 0.504 s read none; later "
          + "frames did",
        "  show-only swap: willShow at 2.007 s while shown, no hide: the input view swapped "
          + "(336.0 pt to 300.0 pt)",
        "  show-only swap: willShow at 3.511 s while shown, no hide: the input view swapped "
          + "(300.0 pt to 336.0 pt)",
        "  late did: didShow 40 ms after the end of the resize at 3.511 s by its timing",
        "  guide stuck: the guide stayed at the bottom through the show at 6.509 s while the "
          + "notifications say the keyboard is up 336.0 pt (the probe is the truth there)",
      ])
  }

  @Test func everyCaseOfTheSessionIsFoundAndMeasured() throws {
    let trace = try TraceFixtures.trace(Self.trace + ".json")
    let verification = try FieldVerification(trace, label: Self.trace)
    #expect(
      verification.cases.map(\.kind) == [
        .show, .resize, .resize, .hide, .show, .hide, .show, .drag, .hide, .show, .hide, .show,
        .hide,
      ])
    #expect(verification.cases.allSatisfy { ($0.gaps["both"]?.frames ?? 0) > 20 })
    #expect(verification.cases.filter { !$0.truthIsGuide }.map(\.time) == [6.509])
    // The two missed display-link callbacks leave two frames with nothing at their shown time.
    #expect(verification.uncheckedCount == 2)
    // Where the guide agrees, the modelled session is followed within a point by every source.
    let shows = verification.cases.filter { $0.kind == .show && $0.truthIsGuide }
    #expect(shows.count == 4)
    #expect(shows.allSatisfy { ($0.gaps["both"]?.max ?? .infinity) <= 1 })
  }

  @Test func theReportNamesTheRuleAndEverySource() {
    let run = CapturedRun(["verify", Self.trace])
    #expect(run.standardOutput.contains { $0.hasPrefix("truth: the guide's presentation top") })
    let header = run.standardOutput.first { $0.hasPrefix("case") } ?? ""
    for source in ["notificationTiming", "layoutGuide", "both"] {
      #expect(header.contains(source))
    }
    #expect(run.standardOutput.contains { $0.hasPrefix("device: iPhone17,3, iOS 26.0, 60 Hz") })
  }

  @Test func helpDocumentsTheGroundTruth() {
    let run = CapturedRun(["verify", "--help"])
    #expect(run.status == 0)
    #expect(run.text.contains("Ground truth"))
    #expect(run.text.contains("targetTimestamp"))
  }

  // MARK: - Bad input

  @Test func aMissingFile() {
    CapturedRun(["verify", "/no/such/field.json"])
      .expectOneLineError(status: 1, containing: ["/no/such/field.json", "no such file"])
  }

  @Test func invalidJSON() throws {
    let path = try folder.file("broken.json", #"{"name": "n", "#)
    CapturedRun(["verify", path]).expectOneLineError(status: 1, containing: [path, "JSON"])
  }

  @Test func aTraceWithoutSamples() {
    CapturedRun(["verify", "quicktype-toggle-iphone6"])
      .expectOneLineError(status: 1, containing: ["quicktype-toggle-iphone6", "samples"])
  }

  @Test func aTraceWithoutAScreen() throws {
    let path = try folder.file(
      "no-screen.json",
      #"{"name":"n","source":"s","notifications":[],"samples":[{"time":0,"top":500,"shown":0.01}]}"#
    )
    CapturedRun(["verify", path]).expectOneLineError(status: 1, containing: [path, "screen"])
  }

  @Test func aSampleWithoutItsShownTime() throws {
    let path = try folder.file(
      "no-shown.json",
      #"{"name":"n","source":"s","screen":[0,0,393,852],"notifications":[],"#
        + #""samples":[{"time":0,"top":500,"shown":0.01},{"time":0.02,"top":510}]}"#)
    CapturedRun(["verify", path])
      .expectOneLineError(status: 1, containing: [path, "samples[1].shown"])
  }

  @Test func aMalformedDevice() throws {
    let path = try folder.file(
      "bad-device.json",
      #"{"name":"n","source":"s","notifications":[],"device":{"framesPerSecond":0}}"#)
    CapturedRun(["verify", path])
      .expectOneLineError(status: 1, containing: [path, "device.framesPerSecond"])
  }

  @Test func aFieldTraceWithNothingToJudgeSaysSo() throws {
    let path = try folder.file(
      "still.json",
      #"{"name":"n","source":"s","screen":[0,0,393,852],"notifications":[],"#
        + #""samples":[{"time":0,"top":852,"shown":0.0167},{"time":0.0167,"top":852,"shown":0.033}]}"#
    )
    let run = CapturedRun(["verify", path])
    #expect(run.status == 0)
    #expect(run.standardOutput.last?.hasPrefix("verdict: nothing to judge") == true)
  }

  @Test func oneTraceOnly() {
    CapturedRun(["verify"]).expectOneLineError(status: 64, containing: ["verify"])
    CapturedRun(["verify", "a", "b"]).expectOneLineError(status: 64, containing: ["one"])
  }
}
