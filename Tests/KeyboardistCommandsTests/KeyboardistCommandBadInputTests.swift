import Foundation
import KeyboardistTestSupport
import Testing

@testable import KeyboardistCommands

/// Every kind of bad input ends with one error line naming the file or argument, and a non-zero
/// status; nothing traps.
@MainActor
@Suite struct KeyboardistCommandBadInputTests {
  let folder: TemporaryFolder

  init() throws {
    folder = try TemporaryFolder()
  }

  @Test func aMissingFile() {
    CapturedRun(["replay", "/no/such/trace.json"])
      .expectOneLineError(status: 1, containing: ["/no/such/trace.json", "no such file"])
  }

  @Test func aDirectory() {
    CapturedRun(["replay", folder.url.path])
      .expectOneLineError(status: 1, containing: [folder.url.path, "directory"])
  }

  @Test func anUnreadableFile() throws {
    #if os(Linux)
      // Reading this file fails even for root, so the test means something in any container.
      let path = "/proc/self/mem"
    #else
      let path = try folder.file("locked.json", "{}")
      try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: path)
      defer {
        try? FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: path)
      }
      try #require(!FileManager.default.isReadableFile(atPath: path), "running as root?")
    #endif
    CapturedRun(["replay", path]).expectOneLineError(status: 1, containing: [path, "cannot read"])
  }

  struct BadTrace: CustomTestStringConvertible, Sendable {
    let label: String
    let contents: String
    let fragments: [String]
    var testDescription: String { label }
  }

  nonisolated static let badTraces: [BadTrace] = [
    BadTrace(
      label: "invalid JSON", contents: "{ not json",
      fragments: ["invalid JSON at line 1, column 3"]),
    BadTrace(
      label: "invalid JSON on a later line",
      contents: "{\n  \"name\": \"n\",\n  x: 1\n}",
      fragments: ["invalid JSON at line 3, column 3"]),
    BadTrace(
      label: "JSON cut short", contents: #"{"name":"é""#,
      fragments: ["invalid JSON at line 1, column 12"]),
    BadTrace(label: "empty file", contents: "", fragments: ["empty file"]),
    BadTrace(label: "a file of blank lines", contents: " \n\n\t\n", fragments: ["empty file"]),
    BadTrace(
      label: "an array, not an object", contents: "[1, 2]",
      fragments: ["not a trace", "JSON object", "an array"]),
    BadTrace(
      label: "a string, not an object", contents: #""trace""#,
      fragments: ["not a trace", "a string"]),
    BadTrace(
      label: "unknown event",
      contents: #"{"name":"n","source":"s","notifications":[{"event":"willDance","time":0}]}"#,
      fragments: ["notifications[0].event", "unknown event \"willDance\"", "willShow"]),
    BadTrace(
      label: "misspelled event",
      contents: #"{"name":"n","source":"s","notifications":[{"event":"willshow","time":0}]}"#,
      fragments: [
        "notifications[0].event: unknown event \"willshow\" (did you mean 'willShow'?)"
      ]),
    BadTrace(
      label: "event with a typo in a later record",
      contents:
        #"{"name":"n","source":"s","notifications":[{"event":"didShow","time":0},{"event":"wilHide","time":1}]}"#,
      fragments: ["notifications[1].event", "(did you mean 'willHide'?)"]),
    BadTrace(
      label: "event as UIKit's notification name",
      contents:
        #"{"name":"n","source":"s","notifications":[{"event":"UIKeyboardDidHideNotification","time":0}]}"#,
      fragments: ["(did you mean 'didHide'?)"]),
    BadTrace(
      label: "event as UIResponder's property name",
      contents:
        #"{"name":"n","source":"s","notifications":[{"event":"keyboardWillChangeFrame","time":0}]}"#,
      fragments: ["(did you mean 'willChangeFrame'?)"]),
    BadTrace(
      label: "a curve with a fraction",
      contents:
        #"{"name":"n","source":"s","notifications":[{"event":"willShow","curve":7.5,"time":0}]}"#,
      fragments: ["notifications[0].curve: a curve must be a whole number", "found 7.5"]),
    BadTrace(
      label: "a curve past Int's range",
      contents:
        #"{"name":"n","source":"s","notifications":[{"event":"willShow","curve":1e30,"time":0}]}"#,
      fragments: ["notifications[0].curve: a curve must be a whole number"]),
    BadTrace(
      label: "a number out of range",
      contents: "{\"name\":\"n\",\n\"duration\": 1e400}",
      fragments: ["duration: invalid JSON at line 2, column 13: the number 1e400 is out of range"]),
    BadTrace(
      label: "a duration too large for a number",
      contents:
        #"{"name":"n","source":"s","notifications":[{"event":"willShow","time":0},{"event":"willHide","duration":1e999,"time":1}]}"#,
      fragments: ["notifications[1].duration: invalid JSON at line 1", "1e999 is out of range"]),
    BadTrace(
      label: "a duration too small for a number (Linux's decoder says only 'not valid JSON')",
      contents:
        #"{"name":"n","source":"s","notifications":[{"event":"willShow","duration":1e-400,"time":0}]}"#,
      fragments: ["notifications[0].duration: invalid JSON", "the number 1e-400 is out of range"]),
    BadTrace(
      label: "a negative duration",
      contents:
        #"{"name":"n","source":"s","notifications":[{"event":"willShow","time":0},{"event":"willHide","duration":-0.25,"time":1}]}"#,
      fragments: [
        "notifications[1].duration: a duration must be a finite number of seconds, 0 or more, found -0.25"
      ]),
    BadTrace(
      label: "times that run backwards",
      contents:
        #"{"name":"n","source":"s","notifications":[{"event":"willShow","time":0},{"event":"didShow","time":0.5},{"event":"willHide","time":2},{"event":"didHide","time":1.5}]}"#,
      fragments: [
        "notifications[3].time: time runs backwards: 1.5 s is before the previous record's 2.0 s"
      ]),
    BadTrace(
      label: "a negative time",
      contents: #"{"name":"n","source":"s","notifications":[{"event":"willShow","time":-0.5}]}"#,
      fragments: ["notifications[0].time: a time must be a finite number of seconds"]),
    BadTrace(
      label: "samples whose times run backwards",
      contents:
        #"{"name":"n","source":"s","notifications":[],"samples":[{"time":0.1,"top":600},{"time":0.05,"top":500}]}"#,
      fragments: ["samples[1].time: time runs backwards"]),
    BadTrace(
      label: "a trailing comma in the list of notifications",
      contents:
        "{\"name\":\"n\",\"source\":\"s\",\"notifications\":[\n  {\"event\":\"willShow\",\"time\":0},\n]}",
      fragments: [
        "notifications: invalid JSON at line 2, column 32: a trailing comma before ']' (JSON allows none)"
      ]),
    BadTrace(
      label: "a trailing comma in a record",
      contents:
        #"{"name":"n","source":"s","notifications":[{"event":"willShow","time":0},{"event":"didShow","time":1,}]}"#,
      fragments: ["notifications[1]: invalid JSON", "a trailing comma before '}'"]),
    BadTrace(
      label: "a trailing comma in the trace",
      contents: #"{"name":"n","source":"s","notifications":[],}"#,
      fragments: ["invalid JSON at line 1, column 44: a trailing comma before '}'"]),
    BadTrace(
      label: "another JSON object",
      contents: #"{"pins":[],"version":2}"#,
      fragments: ["missing field \"name\""]),
    BadTrace(
      label: "notifications that are not a list",
      contents: #"{"name":"n","source":"s","notifications":{"event":"willShow"}}"#,
      fragments: ["notifications: expected an array"]),
    BadTrace(
      label: "a syntax error after a value",
      contents: #"{"name":"n"}}"#,
      fragments: ["invalid JSON at line 1, column 13: unexpected '}' after the JSON value"]),
    BadTrace(
      label: "a bare minus sign", contents: "-",
      fragments: ["invalid JSON at line 1, column 2: unexpected end of file"]),
    BadTrace(
      label: "rect of three numbers",
      contents:
        #"{"name":"n","source":"s","notifications":[{"event":"willShow","end":[0,1,2],"time":0}]}"#,
      fragments: ["notifications[0].end", "four numbers", "found 3"]),
    BadTrace(
      label: "screen of strings",
      contents: #"{"name":"n","source":"s","screen":["a"],"notifications":[]}"#,
      fragments: ["screen", "four numbers"]),
    BadTrace(
      label: "a notification that is not an object",
      contents: #"{"name":"n","source":"s","notifications":[{"event":"didShow","time":0},"x"]}"#,
      fragments: ["notifications[1]", "expected an object"]),
    BadTrace(
      label: "missing notifications",
      contents: #"{"name":"n","source":"s"}"#,
      fragments: ["missing field \"notifications\""]),
    BadTrace(
      label: "a wrongly typed time",
      contents: #"{"name":"n","source":"s","notifications":[{"event":"didShow","time":"soon"}]}"#,
      fragments: ["notifications[0].time", "expected a number"]),
    BadTrace(
      label: "a spring timing no spring has",
      contents:
        #"{"name":"n","source":"s","notifications":[],"samples":[{"time":0,"top":500,"shown":0.017,"timing":{"mass":0,"stiffness":1000,"damping":500}}]}"#,
      fragments: ["samples[0].timing", "not a timing"]),
    BadTrace(
      label: "a timing function of three points",
      contents:
        #"{"name":"n","source":"s","notifications":[],"samples":[{"time":0,"top":500,"timing":{"points":[0.42,0,0.58],"duration":0.25}}]}"#,
      fragments: ["samples[0].timing.points", "four numbers", "found 3"]),
    BadTrace(
      label: "a timing function of five points",
      contents:
        #"{"name":"n","source":"s","notifications":[],"samples":[{"time":0,"top":500,"timing":{"points":[0.42,0,0.58,1,1],"duration":0.25}}]}"#,
      fragments: ["samples[0].timing.points", "four numbers (x1, y1, x2, y2), found 5"]),
    BadTrace(
      label: "a display time that is not a number",
      contents:
        #"{"name":"n","source":"s","notifications":[],"samples":[{"time":0,"top":500,"shown":"later"}]}"#,
      fragments: ["samples[0].shown", "expected a number"]),
  ]

  @Test(arguments: badTraces)
  func aBadTraceFile(_ bad: BadTrace) throws {
    let path = try folder.file("bad.json", bad.contents)
    CapturedRun(["replay", path]).expectOneLineError(status: 1, containing: [path] + bad.fragments)
  }

  /// A number the platform's decoder cannot read is named by its path.
  ///
  /// Linux's decoder rejects a few spellings of a valid number, such as `0e5`, saying only that
  /// the data is not JSON. Where the decoder reads it, the file replays.
  @Test func aNumberTheDecoderCannotReadIsNamed() throws {
    let path = try folder.file(
      "zero.json",
      #"{"name":"n","source":"s","notifications":[{"event":"willShow","time":0},{"event":"didShow","duration":0e5,"time":1}]}"#
    )
    let run = CapturedRun(["replay", path])
    if run.status == 0 {
      #expect(run.standardError.isEmpty)
      #expect((try? JSONDecoder().decode(Double.self, from: Data("0e5".utf8))) == 0)
    } else {
      run.expectOneLineError(
        status: 1,
        containing: [
          path,
          "notifications[1].duration: the number 0e5 at line 1, column 103 cannot be read by "
            + "this platform's JSON decoder (write it as 0)",
        ])
    }
  }

  @Test func aBadFileDoesNotStopTheGoodOnes() throws {
    let bad = try folder.file("bad.json", "[]")
    let good = TraceFixtures.paths[0]
    let run = CapturedRun(["replay", bad, good])
    run.expectOneLineError(status: 1, containing: [bad])
    #expect(run.standardOutput.first?.hasPrefix("== \(good)") == true)
  }

  struct BadCommandLine: CustomTestStringConvertible, Sendable {
    let arguments: [String]
    let fragments: [String]
    var testDescription: String { arguments.joined(separator: " ") }
  }

  nonisolated static let badCommandLines: [BadCommandLine] = [
    BadCommandLine(arguments: [], fragments: ["no command"]),
    BadCommandLine(arguments: ["replicate"], fragments: ["unknown command 'replicate'"]),
    BadCommandLine(arguments: ["help", "dance"], fragments: ["unknown command 'dance'"]),
    BadCommandLine(arguments: ["replay"], fragments: ["at least one trace file"]),
    BadCommandLine(
      arguments: ["replay", "--yaml", "x.json"], fragments: ["unknown option '--yaml'", "replay"]),
    BadCommandLine(arguments: ["scenarios", "extra"], fragments: ["no arguments"]),
    BadCommandLine(arguments: ["scenarios", "--all"], fragments: ["unknown option '--all'"]),
    BadCommandLine(arguments: ["devices", "x"], fragments: ["no arguments"]),
    BadCommandLine(arguments: ["simulate"], fragments: ["needs a scenario name"]),
    BadCommandLine(arguments: ["simulate", "a", "b"], fragments: ["one scenario name"]),
    BadCommandLine(
      arguments: ["simulate", "keyboard-explodes"],
      fragments: ["unknown scenario 'keyboard-explodes'"]),
    BadCommandLine(
      arguments: ["simulate", "showHide", "--device", "nokia"],
      fragments: ["unknown device 'nokia'"]),
    BadCommandLine(
      arguments: ["simulate", "showHide", "--device"], fragments: ["--device needs a value"]),
    BadCommandLine(
      arguments: ["simulate", "showHide", "--speed", "2"], fragments: ["unknown option '--speed'"]),
    BadCommandLine(arguments: ["traces", "extra"], fragments: ["no arguments"]),
    BadCommandLine(
      arguments: ["devices", "--yaml"], fragments: ["unknown option '--yaml' for devices"]),
    // A flag takes no value: `--json=false` is not a way to turn JSON off.
    BadCommandLine(
      arguments: ["replay", "--json=false", "quicktype-toggle-iphone6"],
      fragments: ["--json takes no value: '--json=false'", "keyboardist replay --help"]),
  ]

  /// `--output` followed by another option ends with the error alone (and its one hint):
  /// nothing is written, not even a file named after the option in the working folder, which
  /// the test clears before and after in case a broken tool wrote one.
  @Test(arguments: [
    (["--output", "--svg"], "--svg"), (["--output", "-h"], "-h"),
    (["--output", "--device", "iPhone8"], "--device"), (["--output=--svg"], "--svg"),
  ])
  func anOptionAfterOutputWritesNoFile(arguments: [String], option: String) {
    let stray = FileManager.default.currentDirectoryPath + "/" + option
    try? FileManager.default.removeItem(atPath: stray)
    defer { try? FileManager.default.removeItem(atPath: stray) }
    let run = CapturedRun(["plot", "showHide"] + arguments)
    run.expectOneLineError(
      status: 64,
      containing: ["--output needs a value, not the option '\(option)'", "keyboardist plot --help"])
    #expect(run.standardOutput.joined().isEmpty, "\(run.standardOutput)")
    #expect(!FileManager.default.fileExists(atPath: stray))
  }

  @Test(arguments: badCommandLines)
  func aBadCommandLine(_ bad: BadCommandLine) {
    let run = CapturedRun(bad.arguments)
    run.expectOneLineError(status: 64, containing: bad.fragments)
  }

  @Test(arguments: badCommandLines + nearMisses)
  func aBadCommandLineGetsExactlyOneHint(_ bad: BadCommandLine) {
    let line = CapturedRun(bad.arguments).standardError.first ?? ""
    let hints = ["(see '", "(did you mean "].map { line.components(separatedBy: $0).count - 1 }
    #expect(hints.reduce(0, +) == 1, "\(line)")
  }

  /// Near misses of commands, scenarios, devices and options, and what the tool suggests.
  nonisolated static let nearMisses: [BadCommandLine] = [
    BadCommandLine(
      arguments: ["simulate", "quicktype"],
      fragments: ["unknown scenario 'quicktype'", "(did you mean 'quickTypeToggle'?)"]),
    BadCommandLine(
      arguments: ["simulate", "ipadundock"],
      fragments: ["(did you mean 'iPadUndockAndFloat'?)"]),
    // The names the tool took before they became the Swift members' names.
    BadCommandLine(
      arguments: ["simulate", "show-hide"],
      fragments: ["unknown scenario 'show-hide'", "(did you mean 'showHide'?)"]),
    BadCommandLine(
      arguments: ["simulate", "showHide", "--device", "iphone-16"],
      fragments: ["unknown device 'iphone-16'", "(did you mean 'iPhone16'?)"]),
    BadCommandLine(
      arguments: ["simulate", "showHide", "--device", "iphone15"],
      fragments: ["unknown device 'iphone15'", "(did you mean 'iPhone16'?)"]),
    BadCommandLine(
      arguments: ["simulate", "showHide", "--device", "iPad"],
      fragments: ["(did you mean 'iPadMini', 'iPadWithHardwareKeyboard' or 'iPadAir11'?)"]),
    BadCommandLine(arguments: ["simulat"], fragments: ["(did you mean 'simulate'?)"]),
    BadCommandLine(arguments: ["replya", "x.json"], fragments: ["(did you mean 'replay'?)"]),
    BadCommandLine(arguments: ["Devices"], fragments: ["(did you mean 'devices'?)"]),
    BadCommandLine(arguments: ["--verison"], fragments: ["(did you mean '--version'?)"]),
    BadCommandLine(arguments: ["help", "scenario"], fragments: ["(did you mean 'scenarios'?)"]),
    BadCommandLine(
      arguments: ["simulate", "showHide", "--devise", "iPhone8"],
      fragments: ["unknown option '--devise'", "(did you mean '--device'?)"]),
    BadCommandLine(
      arguments: ["replay", "--jsno", "x.json"], fragments: ["(did you mean '--json'?)"]),
  ]

  @Test(arguments: nearMisses)
  func aNearMissSuggestsTheNearestName(_ bad: BadCommandLine) {
    CapturedRun(bad.arguments).expectOneLineError(status: 64, containing: bad.fragments)
  }

  @Test(arguments: [
    ["simulate", "keyboard-explodes"], ["simulate", "showHide", "--device", "nokia"], ["dance"],
    ["replay", "--yaml", "x.json"],
  ])
  func aFarMissSuggestsNothing(_ arguments: [String]) {
    let line = CapturedRun(arguments).standardError.first ?? ""
    #expect(!line.contains("did you mean"), "\(line)")
    #expect(line.contains("(see '"), "\(line)")
  }

  @Test func anEmptyFileIsNotCalledInvalidJSON() throws {
    let path = try folder.file("empty.json", "")
    let line = CapturedRun(["replay", path]).standardError.first ?? ""
    #expect(line == "keyboardist: error: \(path): empty file (a trace is a JSON object)")
  }

  @Test func anUnknownBundledTraceSuggestsTheNearestName() {
    CapturedRun(["replay", "quicktype-toggle"]).expectOneLineError(
      status: 1,
      containing: [
        "quicktype-toggle: no such file or bundled trace",
        "(did you mean 'quicktype-toggle-iphone6'?)",
      ])
    CapturedRun(["replay", "nokia"]).expectOneLineError(
      status: 1, containing: ["nokia: no such file or bundled trace (see 'keyboardist traces')"])
  }

  @Test func theFormerPathOfABundledTraceNamesIt() {
    CapturedRun(["replay", "Traces/quicktype-toggle-iphone6.json"]).expectOneLineError(
      status: 1,
      containing: [
        "Traces/quicktype-toggle-iphone6.json: no such file",
        "(did you mean 'quicktype-toggle-iphone6'?)",
      ])
  }
}
