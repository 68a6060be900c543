import Testing

@testable import KeyboardistCommands

/// How a command's arguments are read: flags take no value, and an option's value is never
/// another option.
@Suite struct OptionsTests {
  /// Parses `arguments` as `plot` would (a flag `--json`, options `--output` and `--device`).
  private static func parse(_ arguments: [String]) throws(CommandError) -> Options {
    try Options.parse(
      arguments, command: "plot", flags: ["--json"], valued: ["--output", "--device"])
  }

  /// The error `arguments` end with, or `nil` when they parse.
  private static func error(_ arguments: [String]) -> CommandError? {
    do throws(CommandError) {
      _ = try parse(arguments)
      return nil
    } catch {
      return error
    }
  }

  @Test func everyFormOfAValidCommandLineParses() throws {
    // `--output a.svg`, `--device=iPhone8`, the flag, a positional, and one after `--`.
    let options = try Self.parse(
      ["showHide", "--output", "a.svg", "--device=iPhone8", "--json", "--", "--odd"])
    #expect(options.positional == ["showHide", "--odd"])
    #expect(options.value("--output") == "a.svg")
    #expect(options.value("--device") == "iPhone8")
    #expect(options.has("--json"))
    #expect(!options.wantsHelp)
  }

  /// `--json=false` is not the flag turned off, nor the flag: it is an error naming the flag.
  @Test(arguments: ["--json=false", "--json=true", "--json=", "--help=yes", "-h=1"])
  func aFlagGivenAValueIsAnError(argument: String) throws {
    let error = try #require(Self.error(["showHide", argument]))
    let name = argument.prefix { $0 != "=" }
    #expect(error.message.hasPrefix("\(name) takes no value: '\(argument)'"), "\(error.message)")
    #expect(error.status == CommandError.usage)
  }

  /// An option followed by another option has no value: `--output --svg` never names a file
  /// `--svg` (nor `-h` a file `-h`); the equals form the same.
  @Test(arguments: [
    (["--output", "--svg"], "--output needs a value, not the option '--svg'"),
    (["--output", "-h"], "--output needs a value, not the option '-h'"),
    (["--output", "--device", "iPhone8"], "--output needs a value, not the option '--device'"),
    (["--output=--svg"], "--output needs a value, not the option '--svg'"),
    (["--output"], "--output needs a value ("),
    (["--output="], "--output needs a value ("),
  ])
  func anOptionWithoutItsValueIsAnError(arguments: [String], message: String) throws {
    let error = try #require(Self.error(["showHide"] + arguments))
    #expect(error.message.hasPrefix(message), "\(error.message)")
    #expect(error.status == CommandError.usage)
  }
}
