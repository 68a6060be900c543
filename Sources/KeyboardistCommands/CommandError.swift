/// A failure that ends a command with a one-line message and an exit status.
struct CommandError: Error, Equatable {
  /// The message, one line, naming the file or argument at fault.
  var message: String
  /// The exit status: ``usage`` for a bad command line, ``failure`` for bad input files.
  var status: Int32

  /// The exit status for a command line that cannot be understood (sysexits' `EX_USAGE`).
  static let usage: Int32 = 64
  /// The exit status for input that cannot be used, such as an invalid trace file.
  static let failure: Int32 = 1

  /// A bad command line, ending with one hint in parentheses.
  ///
  /// - Parameters:
  ///   - message: What is wrong.
  ///   - command: The command whose help the default hint names; the tool's help when `nil`.
  ///   - hint: The hint, such as `see 'keyboardist scenarios'`; the command's help by default.
  /// - Returns: An error with the usage status whose message ends with the hint.
  static func usage(_ message: String, command: String? = nil, hint: String? = nil) -> Self {
    let help = command.map { "keyboardist \($0) --help" } ?? "keyboardist --help"
    return Self(message: "\(message) (\(hint ?? "see '\(help)'"))", status: usage)
  }

  /// An unknown name on the command line: suggests the nearest valid names, else a place to look.
  ///
  /// - Parameters:
  ///   - kind: What the name was meant to be: `command`, `scenario` or `device`.
  ///   - name: The name as typed.
  ///   - candidates: The valid names, in the order to suggest them.
  ///   - listedBy: The command that lists the valid names, for the hint when none is near; the
  ///     tool's help when `nil`.
  /// - Returns: A usage error: `unknown scenario 'quicktype' (did you mean 'quickTypeToggle'?)`.
  static func unknown(
    _ kind: String, _ name: String, among candidates: [String], listedBy: String? = nil
  ) -> Self {
    let hint =
      NearMiss.hint(NearMiss.suggestions(for: name, among: candidates))
      ?? listedBy.map { "see '\($0)'" }
    return usage("unknown \(kind) '\(name)'", hint: hint)
  }

  /// Bad input.
  static func input(_ message: String) -> Self {
    Self(message: message, status: failure)
  }
}
