/// A command's parsed arguments: flags, options with values, and positional arguments.
///
/// Accepts `--flag`, `--option VALUE`, `--option=VALUE`, `-h`/`--help`, and `--` before
/// positional arguments that start with a dash. Anything else that starts with a dash is an
/// unknown option.
struct Options: Equatable {
  /// The positional arguments, in order.
  var positional: [String] = []
  /// Whether `--help` or `-h` was given.
  var wantsHelp = false
  private var flags: Set<String> = []
  private var values: [String: String] = [:]

  /// Parses a command's arguments.
  ///
  /// - Throws: ``CommandError`` for an unknown option or an option without its value.
  static func parse(
    _ arguments: [String], command: String, flags known: Set<String>,
    valued: Set<String> = []
  ) throws(CommandError) -> Self {
    var options = Self()
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      if argument == "--" {
        options.positional += remaining
        break
      }
      guard argument.hasPrefix("-"), argument.count > 1 else {
        options.positional.append(argument)
        continue
      }
      let parts = argument.split(separator: "=", maxSplits: 1).map(String.init)
      let name = parts[0]
      if name == "--help" || name == "-h" {
        options.wantsHelp = true
      } else if known.contains(name), parts.count == 1 {
        options.flags.insert(name)
      } else if valued.contains(name) {
        if parts.count == 2 {
          options.values[name] = parts[1]
        } else if let value = remaining.popFirst(), !value.hasPrefix("--") {
          options.values[name] = value
        } else {
          throw .usage("\(name) needs a value", command: command)
        }
      } else {
        let near = NearMiss.suggestions(for: name, among: known.union(valued).sorted() + ["--help"])
        throw .usage(
          "unknown option '\(argument)' for \(command)", command: command,
          hint: NearMiss.hint(near))
      }
    }
    return options
  }

  /// Whether a flag was given.
  func has(_ flag: String) -> Bool {
    flags.contains(flag)
  }

  /// The value given for an option, if any.
  func value(_ name: String) -> String? {
    values[name]
  }
}
