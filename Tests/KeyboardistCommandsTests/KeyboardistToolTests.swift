import Foundation
import KeyboardistTestSupport
import Testing

/// The built `keyboardist` binary, run as a subprocess.
@Suite(.enabled(if: ToolBinary.url != nil, "the keyboardist binary was not found"))
struct KeyboardistToolTests {
  struct Result {
    var status: Int32
    var standardOutput: String
    var standardError: String
  }

  func run(_ arguments: [String]) throws -> Result {
    let process = Process()
    let binary: URL = try #require(ToolBinary.url)
    process.executableURL = binary
    process.arguments = arguments
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    let outData = out.fileHandleForReading.readDataToEndOfFile()
    let errData = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Result(
      status: process.terminationStatus,
      standardOutput: String(decoding: outData, as: UTF8.self),
      standardError: String(decoding: errData, as: UTF8.self))
  }

  @Test func replayingEveryTraceSucceeds() throws {
    let result = try run(["replay"] + TraceFixtures.paths)
    #expect(result.status == 0)
    #expect(result.standardError.isEmpty)
    #expect(result.standardOutput.contains("willShow"))
    #expect(
      result.standardOutput.components(separatedBy: "\n== ").count == TraceFixtures.paths.count)
  }

  @Test func aMissingFileFailsWithOneLineOnStandardError() throws {
    let result = try run(["replay", "/no/such/trace.json"])
    #expect(result.status == 1)
    #expect(result.standardOutput.isEmpty)
    #expect(result.standardError == "keyboardist: error: /no/such/trace.json: no such file\n")
  }

  @Test func anUnknownCommandIsAUsageError() throws {
    let result = try run(["dance"])
    #expect(result.status == 64)
    #expect(result.standardError.hasPrefix("keyboardist: error: unknown command 'dance'"))
  }
}

@Suite struct ToolBinaryTests {
  #if os(Linux)
    /// On Linux `swift test` always builds the tool next to the tests, so it must be found.
    @Test func theBinaryIsFoundNextToTheTests() {
      #expect(ToolBinary.url != nil)
    }
  #endif
}
