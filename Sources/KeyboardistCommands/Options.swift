/// A command's parsed arguments: flags, options with values, and positional arguments.
///
/// Accepts `--flag`, `--option VALUE`, `--option=VALUE`, `-h`/`--help`, and `--` before
/// positional arguments that start with a dash. Anything else that starts with a dash is an
/// unknown option. A flag takes no value (`--json=false` is an error, not `--json`), and an
/// option's value never starts with a dash (`--output --svg` is an option without its value, not
/// a file named `--svg`).
struct Options: Equatable {
  /// The positional arguments, in order.
  var positional: [String] = []
  /// Whether `--help` or `-h` was given.
  var wantsHelp = false
  private var flags: Set<String> = []
  private var values: [String: String] = [:]

  /// Parses a command's arguments.
  ///
  /// - Throws: ``CommandError`` for an unknown option, a flag given a value, or an option without
  ///   its value.
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
      let parts = argument.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
        .map(String.init)
      let name = parts[0]
      if known.contains(name) || name == "--help" || name == "-h" {
        guard parts.count == 1 else {
          throw .usage("\(name) takes no value: '\(argument)'", command: command)
        }
        if known.contains(name) { options.flags.insert(name) } else { options.wantsHelp = true }
      } else if valued.contains(name) {
        let value = parts.count == 2 ? parts[1] : remaining.popFirst()
        guard let value, !value.isEmpty, !value.hasPrefix("-") else {
          let given = value.flatMap { $0.isEmpty ? nil : ", not the option '\($0)'" } ?? ""
          throw .usage("\(name) needs a value\(given)", command: command)
        }
        options.values[name] = value
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
