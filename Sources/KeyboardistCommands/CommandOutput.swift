/// Where a command writes: its standard output and standard error, one line per call.
///
/// The tool writes to the process's streams; tests capture both into strings.
@MainActor
public final class CommandOutput {
  private let writeOut: @MainActor (String) -> Void
  private let writeError: @MainActor (String) -> Void

  /// Creates an output from two line writers.
  ///
  /// - Parameters:
  ///   - standardOutput: Writes one line (without its newline) to standard output.
  ///   - standardError: Writes one line (without its newline) to standard error.
  public init(
    standardOutput: @escaping @MainActor (String) -> Void,
    standardError: @escaping @MainActor (String) -> Void
  ) {
    self.writeOut = standardOutput
    self.writeError = standardError
  }

  /// Writes a line to standard output.
  func line(_ text: String = "") {
    writeOut(text)
  }

  /// Writes a one-line error to standard error, prefixed with the tool's name.
  func error(_ text: String) {
    let oneLine = text.split(whereSeparator: \.isNewline).joined(separator: " ")
    writeError("keyboardist: error: \(oneLine)")
  }
}
