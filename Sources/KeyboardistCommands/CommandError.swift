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

  /// A bad command line, with a hint to ask for help.
  static func usage(_ message: String, command: String? = nil) -> Self {
    let help = command.map { "keyboardist \($0) --help" } ?? "keyboardist --help"
    return Self(message: "\(message) (see '\(help)')", status: usage)
  }

  /// Bad input.
  static func input(_ message: String) -> Self {
    Self(message: message, status: failure)
  }
}
