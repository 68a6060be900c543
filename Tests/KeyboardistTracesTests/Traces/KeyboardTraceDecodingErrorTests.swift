import Foundation
import KeyboardistObserver
import KeyboardistTraces
import Testing

/// Bad trace JSON is rejected with an error that says where and what.
@Suite struct KeyboardTraceDecodingErrorTests {
  struct BadInput: CustomTestStringConvertible, Sendable {
    let label: String
    let json: String
    let path: String
    let message: String
    var testDescription: String { label }
  }

  static let cases: [BadInput] = [
    BadInput(
      label: "unknown event",
      json: #"{"name":"n","source":"s","notifications":[{"event":"willExplode","time":0}]}"#,
      path: "notifications.0.event", message: "unknown event \"willExplode\""),
    BadInput(
      label: "three-number rect",
      json:
        #"{"name":"n","source":"s","notifications":[{"event":"willShow","end":[0,1,2],"time":0}]}"#,
      path: "notifications.0.end", message: "four numbers"),
    BadInput(
      label: "five-number rect",
      json: #"{"name":"n","source":"s","screen":[0,0,1,2,3],"notifications":[]}"#,
      path: "screen", message: "found 5"),
    BadInput(
      label: "rect of strings",
      json: #"{"name":"n","source":"s","screen":["a","b","c","d"],"notifications":[]}"#,
      path: "screen", message: "array of four numbers"),
    BadInput(
      label: "rect that is an object",
      json:
        #"{"name":"n","source":"s","notifications":[{"event":"didShow","begin":{"x":0},"time":0}]}"#,
      path: "notifications.0.begin", message: "array of four numbers"),
    BadInput(
      label: "record that is not an object",
      json: #"{"name":"n","source":"s","notifications":[{"event":"didShow","time":0}, 7]}"#,
      path: "notifications.1", message: "Dictionary"),
  ]

  @Test(arguments: cases)
  func theErrorNamesThePathAndTheProblem(_ input: BadInput) throws {
    let error = try #require(throws: DecodingError.self) {
      try KeyboardTrace(json: Data(input.json.utf8))
    }
    let context = try #require(Self.context(of: error))
    let path = context.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue }
    #expect(path.joined(separator: ".") == input.path)
    #expect(context.debugDescription.contains(input.message))
  }

  @Test(arguments: [#"[1, 2]"#, #""text""#, "42", "not json", ""])
  func aDocumentThatIsNotATraceObjectIsRejected(json: String) {
    #expect(throws: DecodingError.self) { try KeyboardTrace(json: Data(json.utf8)) }
  }

  @Test func aMissingRequiredFieldIsNamed() throws {
    let error = try #require(throws: DecodingError.self) {
      try KeyboardTrace(json: Data(#"{"name":"n","notifications":[]}"#.utf8))
    }
    guard case .keyNotFound(let key, _) = error else {
      Issue.record("expected keyNotFound, got \(error)")
      return
    }
    #expect(key.stringValue == "source")
  }

  static func context(of error: DecodingError) -> DecodingError.Context? {
    switch error {
    case .dataCorrupted(let context), .typeMismatch(_, let context),
      .valueNotFound(_, let context), .keyNotFound(_, let context):
      context
    @unknown default:
      nil
    }
  }
}
