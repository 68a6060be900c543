import Foundation
import KeyboardistObserver
import KeyboardistTesting

/// The `keyboardist` command-line tool: replays keyboard traces and plays simulator scenarios.
///
/// `keyboardist replay FILE…` plays trace files through the real ``Keyboardist/KeyboardObserver``
/// and prints a table per file; `scenarios` lists the simulator's scenarios; `simulate NAME
/// [--device ID]` plays one; `devices` lists the device profiles. Every command has `--help`, and
/// `keyboardist --version` prints the version.
///
/// Bad input never traps: it ends with one line on standard error that names the file or argument
/// and the problem, and a non-zero status (64 for a bad command line, 1 for a bad file). A bad
/// command line gets one hint: the nearest valid names (`did you mean 'quicktype-toggle'?`), or
/// where to look.
///
/// Isolation: main actor, because the observer it drives is.
@MainActor
public enum KeyboardistCommand {
  /// The version `keyboardist --version` prints: the release the CHANGELOG names next.
  static let version = "0.1.0"

  /// The commands, for help and for "did you mean" hints.
  static let commands = ["replay", "scenarios", "simulate", "devices", "help"]

  /// Runs the tool with its arguments (without the program name) and returns its exit status.
  ///
  /// - Parameters:
  ///   - arguments: The command-line arguments after the program name.
  ///   - output: Where to write the standard output and standard error lines.
  /// - Returns: 0 on success, 1 when an input file is unusable, 64 for a bad command line.
  public static func run(_ arguments: [String], output: CommandOutput) -> Int32 {
    do throws(CommandError) {
      return try dispatch(arguments, output: output)
    } catch {
      output.error(error.message)
      return error.status
    }
  }

  private static func dispatch(
    _ arguments: [String], output: CommandOutput
  ) throws(CommandError) -> Int32 {
    guard let command = arguments.first else {
      for line in Help.overview { output.line(line) }
      throw .usage("no command given")
    }
    let rest = Array(arguments.dropFirst())
    switch command {
    case "-h", "--help", "help":
      if let topic = rest.first {
        guard let text = Help.text(for: topic) else {
          throw .unknown("command", topic, among: commands.filter { $0 != "help" })
        }
        for line in text { output.line(line) }
      } else {
        for line in Help.overview { output.line(line) }
      }
    case "--version":
      guard rest.isEmpty else { throw .usage("--version takes no arguments") }
      output.line("keyboardist \(version)")
    case "replay": return try replay(rest, output: output)
    case "scenarios": try scenarios(rest, output: output)
    case "simulate": try simulate(rest, output: output)
    case "devices": try devices(rest, output: output)
    default:
      throw .unknown("command", command, among: commands + ["--help", "--version"])
    }
    return 0
  }

  // MARK: - Commands

  /// Replays each file; a bad file gets its own error line and the others still replay.
  private static func replay(
    _ arguments: [String], output: CommandOutput
  ) throws(CommandError) -> Int32 {
    let options = try Options.parse(arguments, command: "replay", flags: ["--json"])
    if options.wantsHelp {
      print(Help.replay, to: output)
      return 0
    }
    guard !options.positional.isEmpty else {
      throw .usage("replay needs at least one trace file", command: "replay")
    }
    var replays: [Replay] = []
    var status: Int32 = 0
    for path in options.positional {
      do throws(CommandError) {
        let trace = try TraceFile.load(path)
        replays.append(TraceReplayer.replay(trace, origin: path))
      } catch {
        output.error(error.message)
        status = error.status
      }
    }
    try show(replays, json: options.has("--json"), output: output)
    return status
  }

  private static func scenarios(_ arguments: [String], output: CommandOutput) throws(CommandError) {
    let options = try Options.parse(arguments, command: "scenarios", flags: [])
    if options.wantsHelp { return print(Help.scenarios, to: output) }
    guard options.positional.isEmpty else {
      throw .usage("scenarios takes no arguments", command: "scenarios")
    }
    let width = KeyboardScenario.all.map(\.name.count).max() ?? 0
    for scenario in KeyboardScenario.all {
      let padding = String(repeating: " ", count: width - scenario.name.count)
      output.line("\(scenario.name)\(padding)  \(scenario.summary)")
    }
  }

  private static func devices(_ arguments: [String], output: CommandOutput) throws(CommandError) {
    let options = try Options.parse(arguments, command: "devices", flags: [])
    if options.wantsHelp { return print(Help.devices, to: output) }
    guard options.positional.isEmpty else {
      throw .usage("devices takes no arguments", command: "devices")
    }
    let width = KeyboardDeviceProfile.all.map(\.id.count).max() ?? 0
    for device in KeyboardDeviceProfile.all {
      let padding = String(repeating: " ", count: width - device.id.count)
      let size =
        "\(ReplayTable.number(device.screen.width)) x \(ReplayTable.number(device.screen.height))"
      output.line(
        "\(device.id)\(padding)  \(device.name), \(size) pt, keyboard "
          + "\(ReplayTable.number(device.keyboardHeight)) pt")
    }
  }

  private static func simulate(_ arguments: [String], output: CommandOutput) throws(CommandError) {
    let options = try Options.parse(
      arguments, command: "simulate", flags: ["--json"], valued: ["--device"])
    if options.wantsHelp { return print(Help.simulate, to: output) }
    guard let name = options.positional.first else {
      throw .usage("simulate needs a scenario name", command: "simulate")
    }
    guard options.positional.count == 1 else {
      throw .usage("simulate takes one scenario name", command: "simulate")
    }
    guard let scenario = KeyboardScenario.named(name) else {
      throw .unknown(
        "scenario", name, among: KeyboardScenario.all.map(\.name),
        listedBy: "keyboardist scenarios")
    }
    var device = KeyboardDeviceProfile.iPhone8
    if let id = options.value("--device") {
      guard let named = KeyboardDeviceProfile.named(id) else {
        throw .unknown(
          "device", id, among: KeyboardDeviceProfile.all.map(\.id), listedBy: "keyboardist devices")
      }
      device = named
    }
    let trace = scenario.trace(on: device)
    var replay = TraceReplayer.replay(
      trace, origin: "scenario \(scenario.name), device \(device.id)")
    replay.device = Replay.Device(device)
    try show([replay], json: options.has("--json"), output: output)
  }

  // MARK: - Output

  private static func show(
    _ replays: [Replay], json: Bool, output: CommandOutput
  ) throws(CommandError) {
    if json {
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
      do {
        let data = try encoder.encode(replays)
        output.line(String(decoding: data, as: UTF8.self))
      } catch {
        throw .input("cannot write JSON: \(error)")
      }
      return
    }
    for (index, replay) in replays.enumerated() {
      if index > 0 { output.line() }
      for line in ReplayTable.lines(for: replay) { output.line(line) }
    }
  }

  private static func print(_ lines: [String], to output: CommandOutput) {
    for line in lines { output.line(line) }
  }
}
