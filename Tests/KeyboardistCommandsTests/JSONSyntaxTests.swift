import Foundation
import Testing

@testable import KeyboardistCommands

/// The scanner finds the first syntax error with its line and column, and accepts what is JSON.
@Suite struct JSONSyntaxTests {
  @Test(arguments: [
    "{}", "[]", " \n{\"a\": [1, -2.5e3, 0, true, false, null, \"\\u00e9\\ud83d\\ude00\"]}\n",
    "\u{FEFF}{\"name\": \"é\"}", "\"fragment\"", "-0.0E+1",
  ])
  func jsonHasNoError(text: String) {
    #expect(JSONSyntax.firstError(in: Data(text.utf8)) == nil)
  }

  struct Case: Sendable, CustomTestStringConvertible {
    let text: String
    let line: Int
    let column: Int
    let problem: String
    var testDescription: String { text }
  }

  @Test(arguments: [
    Case(text: "{ not json", line: 1, column: 3, problem: "unexpected 'n' where a key should be"),
    Case(
      text: "{\"a\": [1, 2}", line: 1, column: 12, problem: "unexpected '}' (expected ',' or ']')"),
    Case(
      text: "{\"a\":\n  1,}", line: 2, column: 4,
      problem: "a trailing comma before '}' (JSON allows none)"),
    Case(text: "{\"é\": 1", line: 1, column: 8, problem: "unexpected end of file"),
    Case(text: "[01]", line: 1, column: 3, problem: "unexpected '1' (expected ',' or ']')"),
    Case(text: "[1.]", line: 1, column: 4, problem: "unexpected ']' in a number"),
    Case(text: "[1e400]", line: 1, column: 2, problem: "the number 1e400 is out of range"),
    Case(text: "[1e-400]", line: 1, column: 2, problem: "the number 1e-400 is out of range"),
    Case(text: "[-2.5e-999]", line: 1, column: 2, problem: "the number -2.5e-999 is out of range"),
    Case(
      text: "[1, 2,]", line: 1, column: 6,
      problem: "a trailing comma before ']' (JSON allows none)"),
    Case(
      text: "{\"a\": 1 , }", line: 1, column: 9,
      problem: "a trailing comma before '}' (JSON allows none)"),
    Case(text: "[tru]", line: 1, column: 5, problem: "unexpected ']' in 'true'"),
    Case(text: "{} {}", line: 1, column: 4, problem: "unexpected '{' after the JSON value"),
    Case(text: "[\"a\tb\"]", line: 1, column: 4, problem: "a control character in a string"),
    Case(text: "[\"\\x\"]", line: 1, column: 4, problem: "unexpected 'x' in an escape"),
    Case(text: "[\"\\ud800\"]", line: 1, column: 3, problem: "a high surrogate without a low one"),
    Case(text: "[\"\\udc00\"]", line: 1, column: 3, problem: "a low surrogate without a high one"),
    Case(text: "[\"\u{1}\"]", line: 1, column: 3, problem: "a control character in a string"),
    Case(
      text: "[\n1\n,\n]", line: 3, column: 1,
      problem: "a trailing comma before ']' (JSON allows none)"),
    Case(
      text: String(repeating: "[", count: 513), line: 1, column: 513,
      problem: "nested more than 512 levels deep"),
  ])
  func firstErrorIsFoundWithItsPlace(_ example: Case) {
    let failure = JSONSyntax.firstError(in: Data(example.text.utf8))
    #expect(failure?.problem == example.problem)
    #expect(failure?.line == example.line)
    #expect(failure?.column == example.column)
  }

  /// Numbers that are zero, or small but not too small for a `Double`, are JSON.
  @Test(arguments: ["[0e-999]", "[0.000e5]", "[-0]", "[1e-320]", "[4.9e-324]"])
  func smallNumbersAreJSON(text: String) {
    #expect(JSONSyntax.firstError(in: Data(text.utf8)) == nil)
  }

  struct Placed: Sendable, CustomTestStringConvertible {
    let text: String
    let path: String
    var testDescription: String { text }
  }

  /// An error names the value it is in, as a coding path.
  @Test(arguments: [
    Placed(text: "{\"a\": [1, {\"b\": tru}]}", path: "a[1].b"),
    Placed(text: "{\"a\": [1, 2,]}", path: "a"),
    Placed(text: "[{\"x\": 1}, {\"x\": 1,}]", path: "[1]"),
    Placed(text: "{\"n\": [{\"t\": 0}, {\"d\": 1e-400}]}", path: "n[1].d"),
    Placed(text: "{\"n\\u0061\": 1e999}", path: "na"),
    Placed(text: "{\"a\": 1 \"b\": 2}", path: ""),
    Placed(text: "[1, 2", path: ""),
  ])
  func anErrorNamesTheValueItIsIn(_ example: Placed) throws {
    let failure = try #require(JSONSyntax.firstError(in: Data(example.text.utf8)))
    #expect(failure.path == example.path)
  }

  @Test func numbersAreListedWithTheirPlaces() {
    let text = "{\"a\": [1, {\"b\": -2.5e3}],\n \"c\": 0e5}"
    #expect(
      JSONSyntax.numbers(in: Data(text.utf8)) == [
        JSONSyntax.Number(text: "1", line: 1, column: 8, path: "a[0]"),
        JSONSyntax.Number(text: "-2.5e3", line: 1, column: 17, path: "a[1].b"),
        JSONSyntax.Number(text: "0e5", line: 2, column: 7, path: "c"),
      ])
    #expect(JSONSyntax.numbers(in: Data("[1, 2".utf8)).isEmpty, "not JSON: no numbers")
  }

  @Test func invalidUTF8InAStringIsAnError() {
    let bytes: [UInt8] = Array("[\"a".utf8) + [0xC0, 0xAF] + Array("\"]".utf8)
    #expect(
      JSONSyntax.firstError(in: Data(bytes))
        == JSONSyntax.Failure(problem: "invalid UTF-8", line: 1, column: 4, path: "[0]"))
  }
}
