import Foundation
import KeyboardistTestSupport
import KeyboardistTesting
import Testing

/// The bundled synthetic field trace is what its generator makes, byte for byte.
@MainActor
@Suite struct FieldSyntheticTraceTests {
  static let path = TraceFixtures.path(FieldTraceGenerator.fileName)

  @Test func theBundledFieldTraceIsWhatTheGeneratorMakes() throws {
    let generated = try FieldTraceGenerator.trace().jsonData() + Data("\n".utf8)
    if ProcessInfo.processInfo.environment["KEYBOARDIST_REGENERATE_FIELD_TRACE"] == "1" {
      try generated.write(to: URL(fileURLWithPath: Self.path))
    }
    let bundled = try Data(contentsOf: URL(fileURLWithPath: Self.path))
    #expect(
      bundled == generated,
      "regenerate it: KEYBOARDIST_REGENERATE_FIELD_TRACE=1 swift test --filter FieldSyntheticTraceTests"
    )
  }

  @Test func theGeneratorIsDeterministic() throws {
    #expect(try FieldTraceGenerator.trace().jsonData() == FieldTraceGenerator.trace().jsonData())
  }

  @Test func theTraceIsAFieldRecordingWithEverythingTheVerifierReads() throws {
    let trace = try KeyboardTrace.named("field-synthetic-iphone16-ios26")
    #expect(trace.source.hasPrefix("Synthetic"))
    #expect(trace.device?.framesPerSecond == 60)
    #expect(trace.samples.count > 300)
    #expect(trace.samples.allSatisfy { $0.displayTime != nil && $0.probeTop != nil })
    #expect(trace.samples.contains { $0.isLayoutChange })
    #expect(trace.samples.contains { $0.timing != nil })
    let events = trace.notifications.map(\.event)
    #expect(events.filter { $0 == .willShow }.count == 7)
    #expect(events.filter { $0 == .willHide }.count == 5)
    #expect(!events.contains(.willChangeFrame))
  }
}
