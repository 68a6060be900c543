import Foundation
import KeyboardistObserver
import KeyboardistTestSupport
import KeyboardistTraces
import Testing

@Suite struct KeyboardTraceTests {
  @Test func theRepositoryHoldsTheSharedTraces() {
    #expect(
      TraceFixtures.fileNames == [
        "curve7-ios7.json",
        "faceid-iphone-375x812-ios13-show-357.json",
        "faceid-iphone-375x812-ios15-webview-show-380.json",
        "faceid-iphone-390x844-ios15-did-notifications.json",
        "faceid-iphone-393x852-ios16-show-hide-380.json",
        "faceid-iphone-393x852-ios16-show.json",
        "faceid-iphone-402x874-ios18-ci-show.json",
        "faceid-iphone-430x932-ios16-show.json",
        "faceid-iphone-ios13-frame-change.json",
        "faceid-iphone-ios26-second-show-taller.json",
        "faceid-iphone-pro-max-ios14-show.json",
        "field-synthetic-iphone16-ios26.json",
        "globe-switch-iphone-plus.json",
        "hardware-keyboard-ipad.json",
        "quicktype-toggle-iphone6.json",
        "third-party-swiftkey-ios8.json",
        "touchid-iphone-se2-ios13-show-hide.json",
      ])
  }

  @Test(arguments: TraceFixtures.fileNames)
  func everyTraceDecodesWithSourceScreenAndNotifications(fileName: String) throws {
    let trace = try TraceFixtures.trace(fileName)
    #expect(!trace.name.isEmpty)
    #expect(!trace.source.isEmpty)
    let screen = try #require(trace.screen)
    #expect(screen.origin == .zero && screen.width > 0 && screen.height > 0)
    #expect(!trace.notifications.isEmpty)
    let times = trace.notifications.map(\.time)
    #expect(times == times.sorted())
  }

  @Test(arguments: TraceFixtures.fileNames)
  func everyTraceSurvivesAnEncodingRoundTrip(fileName: String) throws {
    let trace = try TraceFixtures.trace(fileName)
    #expect(try KeyboardTrace(json: trace.jsonData()) == trace)
  }

  /// Written again, a trace holds the same JSON values as its file: every key it had, no other.
  @Test(arguments: TraceFixtures.fileNames)
  func everyTraceWritesTheJSONItWasReadFrom(fileName: String) throws {
    let original = try JSONSerialization.jsonObject(with: TraceFixtures.data(fileName))
    let written = try JSONSerialization.jsonObject(
      with: TraceFixtures.trace(fileName).jsonData())
    #expect((original as? NSDictionary) == (written as? NSDictionary))
  }

  @Test func theQuickTypeTraceDecodesExactly() throws {
    let trace = try TraceFixtures.trace("quicktype-toggle-iphone6.json")
    #expect(trace.screen == CGRect(x: 0, y: 0, width: 375, height: 667))
    #expect(trace.notes?.hasPrefix("Frames as printed") == true)
    #expect(
      trace.notifications.map(\.event) == [
        .willShow, .didShow, .willChangeFrame, .willShow, .didChangeFrame, .didShow,
      ])
    let grow = trace.notifications[3]
    #expect(grow.fields == .all)
    #expect(
      grow.options
        == KeyboardOptions(
          belongsToCurrentApp: true, startFrame: CGRect(x: 0, y: 442, width: 375, height: 225),
          endFrame: CGRect(x: 0, y: 409, width: 375, height: 258), animationDuration: 0.25,
          animationCurve: .keyboard))
    #expect(grow.isAppActive)
    #expect(grow.time == 2.0)
    let didShow = trace.notifications[5]
    #expect(!didShow.fields.contains(.animationDuration))
    #expect(!didShow.fields.contains(.animationCurve))
  }

  /// One value a trace's source printed, at the record that carries it.
  struct Logged: Sendable, CustomTestStringConvertible {
    var file: String
    var index: Int
    var event: KeyboardEvent
    var startFrame: CGRect?
    var endFrame: CGRect
    var animationDuration: TimeInterval?
    var testDescription: String { "\(file) #\(index)" }
  }

  /// The frames the sources of the iOS 13 and later traces printed, transcribed exactly.
  static let logged: [Logged] = [
    Logged(
      file: "faceid-iphone-375x812-ios13-show-357.json", index: 0, event: .willShow,
      startFrame: CGRect(x: 0, y: 812, width: 375, height: 282),
      endFrame: CGRect(x: 0, y: 455, width: 375, height: 357), animationDuration: 0.25),
    Logged(
      file: "faceid-iphone-375x812-ios15-webview-show-380.json", index: 0, event: .willShow,
      startFrame: CGRect(x: 0, y: 812, width: 375, height: 380),
      endFrame: CGRect(x: 0, y: 432, width: 375, height: 380), animationDuration: 0.25),
    Logged(
      file: "faceid-iphone-390x844-ios15-did-notifications.json", index: 1, event: .didShow,
      endFrame: CGRect(x: 0, y: 508, width: 390, height: 336), animationDuration: 0.25),
    Logged(
      file: "faceid-iphone-390x844-ios15-did-notifications.json", index: 5, event: .didShow,
      endFrame: CGRect(x: 0, y: 508, width: 390, height: 336), animationDuration: 0.25),
    Logged(
      file: "faceid-iphone-ios13-frame-change.json", index: 1, event: .willChangeFrame,
      startFrame: CGRect(x: 0, y: 477, width: 375, height: 335),
      endFrame: CGRect(x: 0, y: 445.33333333333326, width: 375, height: 366.66666666666674),
      animationDuration: 0),
    Logged(
      file: "faceid-iphone-pro-max-ios14-show.json", index: 0, event: .willChangeFrame,
      startFrame: CGRect(x: 0, y: 926, width: 428, height: 346),
      endFrame: CGRect(x: 0, y: 580, width: 428, height: 346), animationDuration: 0.25),
    Logged(
      file: "faceid-iphone-393x852-ios16-show-hide-380.json", index: 0, event: .willChangeFrame,
      endFrame: CGRect(x: 0, y: 472, width: 393, height: 380)),
    Logged(
      file: "faceid-iphone-393x852-ios16-show-hide-380.json", index: 2, event: .willChangeFrame,
      endFrame: CGRect(x: 0, y: 852, width: 393, height: 380)),
    Logged(
      file: "faceid-iphone-393x852-ios16-show.json", index: 0, event: .willChangeFrame,
      endFrame: CGRect(x: 0, y: 516, width: 393, height: 336)),
    Logged(
      file: "faceid-iphone-402x874-ios18-ci-show.json", index: 0, event: .willShow,
      endFrame: CGRect(x: 0, y: 583, width: 402, height: 291)),
    Logged(
      file: "faceid-iphone-430x932-ios16-show.json", index: 0, event: .willShow,
      endFrame: CGRect(x: 0, y: 586, width: 430, height: 346)),
    Logged(
      file: "touchid-iphone-se2-ios13-show-hide.json", index: 0, event: .willChangeFrame,
      startFrame: CGRect(x: 0, y: 667, width: 375, height: 260),
      endFrame: CGRect(x: 0, y: 407, width: 375, height: 260), animationDuration: 0.25),
  ]

  @Test(arguments: logged)
  func theModernTracesHoldTheFramesTheirSourcesPrinted(_ logged: Logged) throws {
    let trace = try TraceFixtures.trace(logged.file)
    let record = try #require(
      trace.notifications.indices.contains(logged.index) ? trace.notifications[logged.index] : nil)
    #expect(record.event == logged.event)
    #expect(record.fields.contains(.endFrame) && record.options.endFrame == logged.endFrame)
    if let start = logged.startFrame {
      #expect(record.fields.contains(.startFrame) && record.options.startFrame == start)
    }
    if let duration = logged.animationDuration {
      #expect(
        record.fields.contains(.animationDuration) && record.options.animationDuration == duration)
    }
    // Each printed frame spans the trace's screen and is docked at its bottom edge or, for a
    // hide, lies just below it.
    let screen = try #require(trace.screen)
    #expect(screen.width == logged.endFrame.width)
    #expect(screen.maxY == logged.endFrame.maxY || screen.maxY == logged.endFrame.minY)
  }

  @Test func theCurve7TraceHasNoIsLocalKey() throws {
    let trace = try TraceFixtures.trace("curve7-ios7.json")
    #expect(trace.notifications.count == 2)
    for record in trace.notifications {
      #expect(!record.fields.contains(.belongsToCurrentApp))
      #expect(record.userInfo["UIKeyboardIsLocalUserInfoKey"] == nil)
      #expect(record.options.belongsToCurrentApp)
    }
  }

  @Test func absentFieldsDecodeAsAbsentAndAppActiveDefaultsToTrue() throws {
    let json = #"{"name":"n","source":"s","notifications":[{"event":"didHide","time":1.5}]}"#
    let trace = try KeyboardTrace(json: Data(json.utf8))
    #expect(trace.screen == nil)
    #expect(trace.notes == nil)
    #expect(
      trace.notifications == [
        KeyboardTrace.Record(event: .didHide, options: KeyboardOptions(), fields: [], time: 1.5)
      ])
    #expect(trace.notifications[0].userInfo.isEmpty)
    #expect(trace.notifications[0].options == KeyboardOptions())
  }

  @Test func unknownFieldsAreIgnored() throws {
    let json = #"""
      {"name":"n","source":"s","extra":{"a":[1,2]},
       "notifications":[{"event":"willShow","time":0,"device":"iPhone","end":[0,1,2,3]}]}
      """#
    let trace = try KeyboardTrace(json: Data(json.utf8))
    #expect(trace.notifications[0].fields == [.endFrame])
    #expect(trace.notifications[0].options.endFrame == CGRect(x: 0, y: 1, width: 2, height: 3))
  }

  @Test func encodingLeavesAbsentKeysOut() throws {
    let trace = KeyboardTrace(
      name: "n", source: "s",
      notifications: [
        .init(
          event: .didShow, options: KeyboardOptions(belongsToCurrentApp: false),
          fields: [.belongsToCurrentApp], time: 2)
      ])
    let object = try #require(
      try JSONSerialization.jsonObject(with: trace.jsonData()) as? [String: Any])
    #expect(Set(object.keys) == ["name", "source", "notifications"])
    let records = try #require(object["notifications"] as? [[String: Any]])
    #expect(Set(records[0].keys) == ["event", "isLocal", "appActive", "time"])
  }

  @Test func rectsAreWrittenAsFourNumbers() throws {
    let trace = KeyboardTrace(
      name: "n", source: "s", screen: CGRect(x: 0, y: 0, width: 375, height: 667))
    let object = try #require(
      try JSONSerialization.jsonObject(with: trace.jsonData()) as? [String: Any])
    let screen = try #require(object["screen"] as? [Double])
    #expect(screen == [0, 0, 375, 667])
  }
}

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
      label: "times that run backwards",
      json:
        #"{"name":"n","source":"s","notifications":[{"event":"willShow","time":1},{"event":"willChangeFrame","time":1},{"event":"didShow","time":0.5}]}"#,
      path: "notifications.2.time",
      message: "time runs backwards: 0.5 s is before the previous record's 1.0 s"),
    BadInput(
      label: "samples whose times run backwards",
      json:
        #"{"name":"n","source":"s","notifications":[],"samples":[{"time":0.2,"top":600},{"time":0.1,"top":500}]}"#,
      path: "samples.1.time", message: "is before the previous sample's 0.2 s"),
    BadInput(
      label: "a negative duration",
      json:
        #"{"name":"n","source":"s","notifications":[{"event":"willShow","duration":-0.25,"time":0}]}"#,
      path: "notifications.0.duration",
      message: "a duration must be a finite number of seconds, 0 or more, found -0.25"),
    BadInput(
      label: "a negative time",
      json: #"{"name":"n","source":"s","notifications":[{"event":"willShow","time":-1}]}"#,
      path: "notifications.0.time", message: "a time must be a finite number of seconds"),
    BadInput(
      label: "a sample's negative time",
      json: #"{"name":"n","source":"s","notifications":[],"samples":[{"time":-0.1,"top":600}]}"#,
      path: "samples.0.time", message: "a time must be a finite number of seconds"),
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

  /// Times that repeat are in order: UIKit posts a will-notification pair at one time.
  @Test func equalTimesAreInOrder() throws {
    let json =
      #"{"name":"n","source":"s","notifications":[{"event":"willChangeFrame","time":0},{"event":"willShow","time":0},{"event":"didShow","time":0.5}]}"#
    #expect(try KeyboardTrace(json: Data(json.utf8)).notifications.map(\.time) == [0, 0, 0.5])
  }

  /// A duration the observer would not take is refused, not read as a missing key.
  @Test func aNegativeDurationIsRefusedNotDropped() throws {
    let record = KeyboardTrace.Record(
      event: .willShow, options: KeyboardOptions(animationDuration: 0.25))
    var object = try #require(
      try JSONSerialization.jsonObject(with: JSONEncoder().encode(record)) as? [String: Any])
    object["duration"] = -0.25
    let data = try JSONSerialization.data(withJSONObject: object)
    let error = try #require(throws: DecodingError.self) {
      try JSONDecoder().decode(KeyboardTrace.Record.self, from: data)
    }
    #expect(Self.context(of: error)?.codingPath.map(\.stringValue) == ["duration"])
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

@Suite struct CGRectTraceNumbersTests {
  @Test func aRectIsWrittenAsXYWidthHeight() {
    #expect(CGRect(x: 1, y: 2.5, width: 375, height: -216).traceNumbers == [1, 2.5, 375, -216])
  }

  @Test(arguments: [
    CGRect(x: 0, y: 451, width: 375, height: 216),
    CGRect(x: -0.5, y: 1e9, width: 0, height: 0.25),
  ])
  func numbersReadBackAsTheSameRect(rect: CGRect) {
    #expect(CGRect(traceNumbers: rect.traceNumbers) == rect)
  }

  @Test(arguments: [[], [0, 0, 375], [0, 0, 375, 216, 1]] as [[Double]])
  func anyOtherCountIsRefused(numbers: [Double]) {
    #expect(CGRect(traceNumbers: numbers) == nil)
  }

  @Test(arguments: [Double.nan, .infinity, -.infinity])
  func aNonFiniteNumberIsRefused(bad: Double) {
    for index in 0..<4 {
      var numbers: [Double] = [0, 451, 375, 216]
      numbers[index] = bad
      #expect(CGRect(traceNumbers: numbers) == nil, "\(numbers)")
    }
  }
}
