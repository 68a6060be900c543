import Foundation
import KeyboardistObserver
import KeyboardistTestSupport
import KeyboardistTraces
import Testing

/// The optional `samples` of the trace format: the keyboard's top edge frame by frame.
@Suite struct KeyboardTraceSampleTests {
  static func trace(_ samples: String) throws -> KeyboardTrace {
    try KeyboardTrace(
      json: Data(#"{"name":"n","source":"s","notifications":[],"samples":\#(samples)}"#.utf8))
  }

  @Test func samplesDecodeWithTheirTimeTopAndLayoutFlag() throws {
    let trace = try Self.trace(
      #"[{"time":0.016,"top":640.5},{"time":1.2,"top":500,"layout":true},{"time":1.3,"top":510,"layout":false}]"#
    )
    #expect(
      trace.samples == [
        .init(time: 0.016, keyboardTop: 640.5),
        .init(time: 1.2, keyboardTop: 500, isLayoutChange: true),
        .init(time: 1.3, keyboardTop: 510),
      ])
  }

  @Test func aSampleWritesLayoutOnlyWhenItIsALayoutChange() throws {
    let trace = KeyboardTrace(
      name: "n", source: "s",
      samples: [
        .init(time: 0.5, keyboardTop: 451), .init(time: 1, keyboardTop: 480, isLayoutChange: true),
      ])
    let object = try #require(
      try JSONSerialization.jsonObject(with: trace.jsonData()) as? [String: Any])
    let samples = try #require(object["samples"] as? [[String: Any]])
    #expect(samples.map { Set($0.keys) } == [["time", "top"], ["time", "top", "layout"]])
    #expect(samples.map { $0["top"] as? Double } == [451, 480])
    #expect(try KeyboardTrace(json: trace.jsonData()) == trace)
  }

  @Test func aTraceWithoutSamplesWritesNoSamplesKey() throws {
    let trace = KeyboardTrace(
      name: "n", source: "s",
      notifications: [.init(event: .willShow, options: KeyboardOptions(), time: 0)])
    let object = try #require(
      try JSONSerialization.jsonObject(with: trace.jsonData()) as? [String: Any])
    #expect(Set(object.keys) == ["name", "source", "notifications"])
  }

  /// Every bundled trace but the field recordings predates samples: it reads as it did, with no
  /// samples, writes no samples key, and reads the same with an empty or null list added.
  @Test(arguments: TraceFixtures.notificationTraceFileNames)
  func everyBundledTraceReadsExactlyAsBefore(fileName: String) throws {
    let data = try TraceFixtures.data(fileName)
    let trace = try KeyboardTrace(json: data)
    #expect(trace.samples.isEmpty)
    let written = try #require(
      try JSONSerialization.jsonObject(with: trace.jsonData()) as? [String: Any])
    #expect(written["samples"] == nil)
    var original = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    #expect(Set(written.keys) == Set(original.keys))
    for empty in [[] as [Any], NSNull()] as [Any] {
      original["samples"] = empty
      let withEmpty = try KeyboardTrace(json: JSONSerialization.data(withJSONObject: original))
      #expect(withEmpty == trace)
    }
  }

  struct BadSamples: CustomTestStringConvertible, Sendable {
    let samples: String
    let path: String
    var testDescription: String { samples }
  }

  static let badSamples: [BadSamples] = [
    BadSamples(samples: #"[{"top":640}]"#, path: "samples.0"),
    BadSamples(samples: #"[{"time":0.1,"top":640},{"time":0.2}]"#, path: "samples.1"),
    BadSamples(samples: #"[{"time":0.1,"top":"640"}]"#, path: "samples.0.top"),
    BadSamples(samples: #"[{"time":"soon","top":640}]"#, path: "samples.0.time"),
    BadSamples(samples: #"[{"time":0.1,"top":640,"layout":"yes"}]"#, path: "samples.0.layout"),
    BadSamples(samples: #"[{"time":0.1,"top":null}]"#, path: "samples.0.top"),
    BadSamples(samples: #"[640]"#, path: "samples.0"),
    BadSamples(samples: #"{"time":0.1,"top":640}"#, path: "samples"),
    BadSamples(samples: #"[{"time":0.1,"top":640,"shown":"x"}]"#, path: "samples.0.shown"),
    BadSamples(
      samples: #"[{"time":0.1,"top":640,"timing":{"mass":0,"stiffness":1000,"damping":500}}]"#,
      path: "samples.0.timing"),
    BadSamples(
      samples: #"[{"time":0.1,"top":640,"timing":{"mass":3,"damping":500}}]"#,
      path: "samples.0.timing"),
    BadSamples(
      samples: #"[{"time":0.1,"top":640,"timing":{"points":[2,0,0.58,1],"duration":0.25}}]"#,
      path: "samples.0.timing"),
    BadSamples(
      samples: #"[{"time":0.1,"top":640,"timing":{"points":[0.42,0,0.58,1]}}]"#,
      path: "samples.0.timing"),
    // A timing function's points are x1, y1, x2, y2: five numbers are an error at the points,
    // not the first four taken and the fifth dropped.
    BadSamples(
      samples: #"[{"time":0.1,"top":640,"timing":{"points":[0.42,0,0.58,1,1],"duration":0.25}}]"#,
      path: "samples.0.timing.points"),
    BadSamples(
      samples: #"[{"time":0.1,"top":640,"timing":{"points":[0.42,0,0.58],"duration":0.25}}]"#,
      path: "samples.0.timing.points"),
  ]

  /// A malformed sample is a `DecodingError` whose coding path leads to it, never a trap.
  @Test(arguments: badSamples)
  func aMalformedSampleIsRejectedWithItsPlace(_ input: BadSamples) throws {
    let error = try #require(throws: DecodingError.self) { try Self.trace(input.samples) }
    let context = try #require(KeyboardTraceDecodingErrorTests.context(of: error))
    // The path of a missing key is that of the object that lacks it.
    let path = context.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue }
    #expect(path.joined(separator: ".") == input.path, "\(error)")
  }

  @Test func aFrameCarriesItsDisplayTimeAndTimingWhenRecorded() throws {
    let trace = try Self.trace(
      #"[{"time":0.1,"top":640,"shown":0.1167,"timing":{"mass":3,"stiffness":1000,"damping":500,"velocity":0}},"#
        + #"{"time":0.2,"top":600,"timing":{"points":[0.42,0,0.58,1],"duration":0.25}},"#
        + #"{"time":0.3,"top":590}]"#)
    let spring = try #require(
      KeyboardAnimationTiming.spring(mass: 3, stiffness: 1000, damping: 500))
    let function = try #require(
      KeyboardAnimationTiming.cubicBezier(0.42, 0, 0.58, 1, duration: 0.25))
    #expect(
      trace.samples == [
        .init(time: 0.1, keyboardTop: 640, displayTime: 0.1167, timing: spring),
        .init(time: 0.2, keyboardTop: 600, timing: function),
        .init(time: 0.3, keyboardTop: 590),
      ])
    // Written back, they read the same; a sample without them writes neither key.
    let again = try KeyboardTrace(json: try trace.jsonData())
    #expect(again.samples == trace.samples)
    let json = String(decoding: try trace.jsonData(), as: UTF8.self)
    #expect(json.components(separatedBy: "\"timing\"").count == 3)
    #expect(json.components(separatedBy: "\"shown\"").count == 2)
    #expect(trace.samples[0].keyboardSample.displayTime == 0.1167)
    #expect(trace.samples[0].keyboardSample.timing == spring)
  }

  @Test func aFieldFrameCarriesItsProbeTopWhenRecorded() throws {
    let trace = try Self.trace(
      #"[{"time":0.1,"top":852,"shown":0.1083,"probe":830.5},{"time":0.2,"top":600}]"#)
    #expect(
      trace.samples == [
        .init(time: 0.1, keyboardTop: 852, displayTime: 0.1083, probeTop: 830.5),
        .init(time: 0.2, keyboardTop: 600),
      ])
    let json = String(decoding: try trace.jsonData(), as: UTF8.self)
    #expect(json.components(separatedBy: "\"probe\"").count == 2)
    #expect(try KeyboardTrace(json: trace.jsonData()) == trace)
  }

  @Test(arguments: [#""high""#, "true", "[1]"])
  func aProbeThatIsNoNumberIsRejectedAtItsPlace(_ probe: String) throws {
    let error = try #require(throws: DecodingError.self) {
      try Self.trace(#"[{"time":0.1,"top":640,"probe":\#(probe)}]"#)
    }
    let context = try #require(KeyboardTraceDecodingErrorTests.context(of: error))
    let path = context.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue }
    #expect(path.joined(separator: ".") == "samples.0.probe", "\(error)")
  }

  @Test func aSampleBecomesTheObserversSample() {
    let sample = KeyboardTrace.Sample(time: 0.25, keyboardTop: 516, isLayoutChange: true)
    #expect(sample.keyboardSample == KeyboardSample(time: 0.25, keyboardTop: 516))
  }
}
