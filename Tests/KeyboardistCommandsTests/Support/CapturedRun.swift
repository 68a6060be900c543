import Foundation
import KeyboardistCommands
import Testing

/// One run of the tool in-process, with everything it wrote.
@MainActor
struct CapturedRun {
  let status: Int32
  let standardOutput: [String]
  let standardError: [String]

  /// Runs the tool with `arguments` and captures both streams.
  init(_ arguments: [String]) {
    var out: [String] = []
    var err: [String] = []
    let output = CommandOutput(
      standardOutput: {
        out.append(
          contentsOf: $0.split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
      },
      standardError: { err.append($0) })
    status = KeyboardistCommand.run(arguments, output: output)
    standardOutput = out
    standardError = err
  }

  /// Everything written to standard output, joined with newlines.
  var text: String { standardOutput.joined(separator: "\n") }

  /// Expects a clean failure: exactly one error line that contains every fragment, nothing traps.
  func expectOneLineError(
    status expected: Int32, containing fragments: [String],
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(status == expected, sourceLocation: sourceLocation)
    #expect(standardError.count == 1, "\(standardError)", sourceLocation: sourceLocation)
    let line = standardError.first ?? ""
    #expect(line.hasPrefix("keyboardist: error: "), sourceLocation: sourceLocation)
    #expect(!line.contains("\n"), sourceLocation: sourceLocation)
    for fragment in fragments {
      #expect(line.contains(fragment), "\(line)", sourceLocation: sourceLocation)
    }
  }
}

/// A temporary folder for bad input files, removed when the value goes away.
final class TemporaryFolder {
  let url: URL

  init() throws {
    url = FileManager.default.temporaryDirectory
      .appendingPathComponent("keyboardist-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  deinit {
    try? FileManager.default.removeItem(at: url)
  }

  /// Writes `contents` to a file in the folder and returns its path.
  func file(_ name: String, _ contents: String) throws -> String {
    let fileURL = url.appendingPathComponent(name)
    try Data(contents.utf8).write(to: fileURL)
    return fileURL.path
  }
}
