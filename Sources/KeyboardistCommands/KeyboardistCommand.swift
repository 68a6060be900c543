import Foundation
import KeyboardistObserver
import KeyboardistTesting
import KeyboardistTraces

/// The `keyboardist` command-line tool: replays keyboard traces and plays simulator scenarios.
///
/// `keyboardist replay TRACE…` plays trace files or bundled traces through the real
/// ``Keyboardist/KeyboardObserver`` and prints a table per trace; `traces` lists the bundled
/// traces; `scenarios` lists the simulator's scenarios; `simulate NAME [--device NAME] [--frames]`
/// plays one, notification by notification or frame by frame; `plot` draws the keyboard's height
/// over time as an SVG picture; `devices` lists the device profiles; `verify TRACE` measures a
/// field recording against what each frame source would have handed out, and gives a verdict. Every command has `--help`,
/// and `keyboardist --version` prints the version.
///
/// Bad input never traps: it ends with one line on standard error that names the file or argument
/// and the problem, and a non-zero status (64 for a bad command line, 1 for a bad file or a file
/// that cannot be written). A bad command line gets one hint: the nearest valid names
/// (`did you mean 'quickTypeToggle'?`), or where to look.
@MainActor
public enum KeyboardistCommand {
  /// The version `keyboardist --version` prints: the release the CHANGELOG names next.
  static let version = KeyboardTrace.Device.currentPackageVersion

  /// The commands, for help and for "did you mean" hints.
  static let commands = [
    "replay", "verify", "traces", "scenarios", "simulate", "plot", "devices", "help",
  ]

  /// The device `simulate` uses without `--device`.
  static let defaultDevice = KeyboardDeviceProfile.iPhone16

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
    case "verify": return try verify(rest, output: output)
    case "traces": try traces(rest, output: output)
    case "scenarios": try scenarios(rest, output: output)
    case "simulate": try simulate(rest, output: output)
    case "plot": try plot(rest, output: output)
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
      throw .usage("replay needs at least one trace file or bundled trace", command: "replay")
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

  /// Verifies one field trace: a table per case and source, the quirks, the verdict.
  ///
  /// - Returns: 0 whenever the trace was read, whatever the verdict: the verdict is a finding
  ///   about the motion stage on that device, not a failure of the command.
  private static func verify(
    _ arguments: [String], output: CommandOutput
  ) throws(CommandError) -> Int32 {
    let options = try Options.parse(arguments, command: "verify", flags: [])
    if options.wantsHelp {
      print(Help.verify, to: output)
      return 0
    }
    guard options.positional.count == 1, let path = options.positional.first else {
      throw .usage("verify takes one field trace", command: "verify")
    }
    let verification = try FieldVerification(TraceFile.load(path), label: path)
    print(verification.lines, to: output)
    return 0
  }

  private static func traces(_ arguments: [String], output: CommandOutput) throws(CommandError) {
    let options = try Options.parse(arguments, command: "traces", flags: [])
    if options.wantsHelp { return print(Help.traces, to: output) }
    guard options.positional.isEmpty else {
      throw .usage("traces takes no arguments", command: "traces")
    }
    var lines: [(String, String)] = []
    for name in KeyboardTrace.bundledNames {
      let trace = try TraceFile.load(name)
      lines.append((name, trace.name))
    }
    printColumns(lines, to: output)
  }

  private static func scenarios(_ arguments: [String], output: CommandOutput) throws(CommandError) {
    let options = try Options.parse(arguments, command: "scenarios", flags: [])
    if options.wantsHelp { return print(Help.scenarios, to: output) }
    guard options.positional.isEmpty else {
      throw .usage("scenarios takes no arguments", command: "scenarios")
    }
    printColumns(KeyboardScenario.all.map { ($0.name, $0.summary) }, to: output)
  }

  private static func devices(_ arguments: [String], output: CommandOutput) throws(CommandError) {
    let options = try Options.parse(arguments, command: "devices", flags: ["--json"])
    if options.wantsHelp { return print(Help.devices, to: output) }
    guard options.positional.isEmpty else {
      throw .usage("devices takes no arguments", command: "devices")
    }
    if options.has("--json") {
      return try printJSON(KeyboardDeviceProfile.all.map(Replay.Device.init), to: output)
    }
    let number = ReplayTable.number
    printColumns(
      KeyboardDeviceProfile.all.map { device in
        let size = "\(number(device.screen.width)) x \(number(device.screen.height))"
        return (
          device.name,
          "\(device.displayName), \(size) pt, keyboard \(number(device.keyboardHeight)) pt, "
            + "bottom safe area \(number(device.bottomSafeAreaInset)) pt, "
            + "\(device.framesPerSecond) Hz"
        )
      }, to: output)
  }

  private static func simulate(_ arguments: [String], output: CommandOutput) throws(CommandError) {
    let options = try Options.parse(
      arguments, command: "simulate", flags: ["--json", "--frames"], valued: ["--device"])
    if options.wantsHelp { return print(Help.simulate, to: output) }
    guard let name = options.positional.first else {
      throw .usage("simulate needs a scenario name", command: "simulate")
    }
    guard options.positional.count == 1 else {
      throw .usage("simulate takes one scenario name", command: "simulate")
    }
    let scenario = try scenario(named: name)
    let device = try device(named: options.value("--device"))
    var replay = simulated(scenario, on: device)
    replay.isFrameByFrame = options.has("--frames")
    try show([replay], json: options.has("--json"), output: output)
  }

  /// Draws the keyboard's height over time in an SVG file.
  private static func plot(_ arguments: [String], output: CommandOutput) throws(CommandError) {
    let options = try Options.parse(
      arguments, command: "plot", flags: [], valued: ["--scenario", "--device", "--output"])
    if options.wantsHelp { return print(Help.plot, to: output) }
    guard options.positional.count <= 1 else {
      throw .usage("plot takes one trace or scenario", command: "plot")
    }
    let plot: HeightPlot
    if let name = options.value("--scenario") ?? scenarioName(options.positional.first) {
      guard options.value("--scenario") == nil || options.positional.isEmpty else {
        throw .usage("plot takes a trace or --scenario, not both", command: "plot")
      }
      let scenario = try scenario(named: name)
      let device = try device(named: options.value("--device"))
      plot = HeightPlot(
        trace: scenario.trace(on: device), replay: simulated(scenario, on: device),
        framesPerSecond: device.framesPerSecond)
    } else if let argument = options.positional.first {
      guard options.value("--device") == nil else {
        throw .usage("--device applies to a scenario, not to a trace", command: "plot")
      }
      let trace = try traceOrScenario(argument)
      let replay = TraceReplayer.replay(trace, origin: argument)
      plot = HeightPlot(
        trace: trace, replay: replay, framesPerSecond: replay.device?.framesPerSecond ?? 60)
    } else {
      throw .usage("plot needs a trace file, a bundled trace or a scenario", command: "plot")
    }
    guard let path = options.value("--output") else {
      throw .usage("plot needs --output FILE.svg", command: "plot")
    }
    try write(plot.svg(), to: path)
    output.line("wrote \(path): \(plot.title)")
  }

  // MARK: - Names and files

  /// The catalogue scenario with a name.
  ///
  /// - Throws: ``CommandError`` for an unknown name, with the nearest names.
  private static func scenario(named name: String) throws(CommandError) -> KeyboardScenario {
    guard let scenario = KeyboardScenario.named(name) else {
      throw .unknown(
        "scenario", name, among: KeyboardScenario.all.map(\.name),
        listedBy: "keyboardist scenarios")
    }
    return scenario
  }

  /// The catalogue device with a name, or the default device for `nil`.
  ///
  /// - Throws: ``CommandError`` for an unknown name, with the nearest names.
  private static func device(named name: String?) throws(CommandError) -> KeyboardDeviceProfile {
    guard let name else { return defaultDevice }
    guard let device = KeyboardDeviceProfile.named(name) else {
      throw .unknown(
        "device", name, among: KeyboardDeviceProfile.all.map(\.name),
        listedBy: "keyboardist devices")
    }
    return device
  }

  /// A scenario played on a device, with a row per notification and per frame.
  private static func simulated(
    _ scenario: KeyboardScenario, on device: KeyboardDeviceProfile
  ) -> Replay {
    TraceReplayer.replay(
      scenario.trace(on: device), origin: "scenario \(scenario.name), device \(device.name)",
      simulatedOn: device, steps: scenario.steps(on: device))
  }

  /// The argument as a scenario's name, when it names no file or bundled trace but a scenario.
  private static func scenarioName(_ argument: String?) -> String? {
    guard let argument, !FileManager.default.fileExists(atPath: argument),
      !KeyboardTrace.bundledNames.contains(argument), KeyboardScenario.named(argument) != nil
    else { return nil }
    return argument
  }

  /// The trace an argument names; for a name that is neither a trace nor a scenario, an error
  /// that suggests the nearest of both.
  private static func traceOrScenario(_ argument: String) throws(CommandError) -> KeyboardTrace {
    let isPath = argument.contains("/") || argument.hasSuffix(".json")
    guard
      isPath || FileManager.default.fileExists(atPath: argument)
        || KeyboardTrace.bundledNames.contains(argument)
    else {
      let names = KeyboardTrace.bundledNames + KeyboardScenario.all.map(\.name)
      let hint =
        NearMiss.hint(NearMiss.suggestions(for: argument, among: names))
        ?? "see 'keyboardist traces' and 'keyboardist scenarios'"
      throw .usage("no trace file, bundled trace or scenario '\(argument)'", hint: hint)
    }
    return try TraceFile.load(argument)
  }

  /// Writes a text file, replacing any file at `path`.
  ///
  /// - Throws: ``CommandError`` naming the path when its folder is missing, it is a folder, or
  ///   the file cannot be written.
  private static func write(_ text: String, to path: String) throws(CommandError) {
    let url = URL(fileURLWithPath: path)
    var isDirectory: ObjCBool = false
    if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory),
      isDirectory.boolValue
    {
      throw .input("\(path): is a directory, not a file to write")
    }
    let folder = url.deletingLastPathComponent().path
    guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory),
      isDirectory.boolValue
    else {
      throw .input("\(path): cannot write the file: no such folder \(folder)")
    }
    let exists = FileManager.default.fileExists(atPath: path)
    guard FileManager.default.isWritableFile(atPath: exists ? path : folder) else {
      throw .input("\(path): cannot write the file: permission denied")
    }
    do {
      try Data(text.utf8).write(to: url)
    } catch {
      throw .input("\(path): cannot write the file")
    }
  }

  // MARK: - Output

  private static func show(
    _ replays: [Replay], json: Bool, output: CommandOutput
  ) throws(CommandError) {
    if json { return try printJSON(replays, to: output) }
    for (index, replay) in replays.enumerated() {
      if index > 0 { output.line() }
      let lines =
        replay.isFrameByFrame
        ? ReplayTable.frameLines(for: replay) : ReplayTable.lines(for: replay)
      for line in lines { output.line(line) }
    }
  }

  private static func printJSON(_ value: some Encodable, to output: CommandOutput)
    throws(CommandError)
  {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    do {
      output.line(String(decoding: try encoder.encode(value), as: UTF8.self))
    } catch {
      throw .input("cannot write JSON: \(error)")
    }
  }

  /// Prints a name per line, padded to the longest, then its description.
  private static func printColumns(_ lines: [(String, String)], to output: CommandOutput) {
    let width = lines.map(\.0.count).max() ?? 0
    for (name, text) in lines {
      output.line(name + String(repeating: " ", count: width - name.count) + "  " + text)
    }
  }

  private static func print(_ lines: [String], to output: CommandOutput) {
    for line in lines { output.line(line) }
  }
}
