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
    BadTrace(label: "invalid JSON", contents: "{ not json", fragments: ["invalid JSON"]),
    BadTrace(label: "empty file", contents: "", fragments: ["invalid JSON"]),
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
  ]

  @Test(arguments: badTraces)
  func aBadTraceFile(_ bad: BadTrace) throws {
    let path = try folder.file("bad.json", bad.contents)
    CapturedRun(["replay", path]).expectOneLineError(status: 1, containing: [path] + bad.fragments)
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
      arguments: ["simulate", "show-hide", "--device", "nokia"],
      fragments: ["unknown device 'nokia'"]),
    BadCommandLine(
      arguments: ["simulate", "show-hide", "--device"], fragments: ["--device needs a value"]),
    BadCommandLine(
      arguments: ["simulate", "show-hide", "--speed", "2"], fragments: ["unknown option '--speed'"]),
  ]

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
      fragments: ["unknown scenario 'quicktype'", "(did you mean 'quicktype-toggle'?)"]),
    BadCommandLine(
      arguments: ["simulate", "ipad-undock"],
      fragments: ["(did you mean 'ipad-undock-float'?)"]),
    BadCommandLine(
      arguments: ["simulate", "show-hide", "--device", "iphone15"],
      fragments: ["unknown device 'iphone15'", "(did you mean 'iphone-8' or 'iphone-16'?)"]),
    BadCommandLine(
      arguments: ["simulate", "show-hide", "--device", "iPad"],
      fragments: ["(did you mean 'ipad-mini', 'ipad-hardware-keyboard' or 'ipad-air-11'?)"]),
    BadCommandLine(arguments: ["simulat"], fragments: ["(did you mean 'simulate'?)"]),
    BadCommandLine(arguments: ["replya", "x.json"], fragments: ["(did you mean 'replay'?)"]),
    BadCommandLine(arguments: ["Devices"], fragments: ["(did you mean 'devices'?)"]),
    BadCommandLine(arguments: ["--verison"], fragments: ["(did you mean '--version'?)"]),
    BadCommandLine(arguments: ["help", "scenario"], fragments: ["(did you mean 'scenarios'?)"]),
    BadCommandLine(
      arguments: ["simulate", "show-hide", "--devise", "iphone-8"],
      fragments: ["unknown option '--devise'", "(did you mean '--device'?)"]),
    BadCommandLine(
      arguments: ["replay", "--jsno", "x.json"], fragments: ["(did you mean '--json'?)"]),
  ]

  @Test(arguments: nearMisses)
  func aNearMissSuggestsTheNearestName(_ bad: BadCommandLine) {
    CapturedRun(bad.arguments).expectOneLineError(status: 64, containing: bad.fragments)
  }

  @Test(arguments: [
    ["simulate", "keyboard-explodes"], ["simulate", "show-hide", "--device", "nokia"], ["dance"],
    ["replay", "--yaml", "x.json"],
  ])
  func aFarMissSuggestsNothing(_ arguments: [String]) {
    let line = CapturedRun(arguments).standardError.first ?? ""
    #expect(!line.contains("did you mean"), "\(line)")
    #expect(line.contains("(see '"), "\(line)")
  }
}
