import Foundation
import KeyboardistObserver
import KeyboardistTestSupport
import Testing

@testable import KeyboardistTraces

/// Random bytes and mutated real traces through the trace decoder: a clean `DecodingError` or a
/// trace that survives its own round trip, never a trap.
@Suite struct KeyboardTraceFuzzTests {
  /// JSON fragments that make a valid trace wrong in many ways.
  static let fragments = [
    "null", "true", "-1", "0", "1e400", "-1e400", "1e308", "\"NaN\"", "\"willShow\"",
    "\"willExplode\"", "[]", "[1,2,3]", "[0,0,375,216,9]", "[\"a\",0,0,0]", "{}",
    "{\"event\":\"didHide\",\"time\":0}", "\"\\u0000\"", "\"\\ud800\"", ",", ":", "]", "}", "\"",
    "{\"time\":0,\"top\":600,\"layout\":true}", "\"layout\"", "\"samples\"",
  ]

  @Test func randomBytesFailCleanly() {
    FuzzConfiguration.forEachCase(standard: 3_000) { random, label in
      let count = random.below(200)
      var bytes = (0..<count).map { _ in UInt8(truncatingIfNeeded: random.next()) }
      if random.chance(1, in: 2), !bytes.isEmpty { bytes[0] = UInt8(ascii: "{") }
      expectCleanOutcome(Data(bytes), label)
    }
  }

  @Test func mutatedRealTracesFailCleanlyOrRoundTrip() throws {
    // The bundled traces, and one that follows the keyboard frame by frame.
    let sampled = try KeyboardTrace(
      name: "sampled", source: "fuzz", screen: CGRect(x: 0, y: 0, width: 375, height: 667),
      notifications: [.init(event: .willShow, options: .iPhoneShow, time: 0)],
      samples: [
        .init(time: 0.016, keyboardTop: 640.5), .init(time: 0.033, keyboardTop: 600),
        .init(time: 1, keyboardTop: 500, isLayoutChange: true),
      ]
    ).jsonData()
    let originals =
      try TraceFixtures.notificationTraceFileNames.map { try TraceFixtures.data($0) } + [sampled]
    try #require(!originals.isEmpty)
    FuzzConfiguration.forEachCase(standard: 3_000) { random, label in
      var bytes = [UInt8](originals[random.below(originals.count)])
      for _ in 0..<(1 + random.below(4)) { mutate(&bytes, &random) }
      expectCleanOutcome(Data(bytes), label)
    }
  }

  /// Applies one random mutation: flip, delete, duplicate, or splice in a fragment.
  private func mutate(_ bytes: inout [UInt8], _ random: inout SplitMix64) {
    guard !bytes.isEmpty else { return }
    let at = random.below(bytes.count)
    switch random.below(5) {
    case 0:
      bytes[at] ^= UInt8(1 << random.below(8))
    case 1:
      bytes.removeSubrange(at..<min(bytes.count, at + 1 + random.below(16)))
    case 2:
      let slice = bytes[at..<min(bytes.count, at + 1 + random.below(32))]
      bytes.insert(contentsOf: slice, at: random.below(bytes.count))
    case 3:
      let end = min(bytes.count, at + 1 + random.below(12))
      bytes.replaceSubrange(at..<end, with: Self.fragments[random.below(Self.fragments.count)].utf8)
    default:
      bytes.insert(contentsOf: Self.fragments[random.below(Self.fragments.count)].utf8, at: at)
    }
  }

  private func expectCleanOutcome(
    _ data: Data, _ label: String, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    do {
      let trace = try KeyboardTrace(json: data)
      // A trace that decodes is a real trace: it encodes and decodes to itself when finite.
      if let encoded = try? trace.jsonData() {
        #expect(
          (try? KeyboardTrace(json: encoded)) == trace, "round trip; \(label)",
          sourceLocation: sourceLocation)
      }
    } catch is DecodingError {
      // The clean error the decoder promises.
    } catch {
      Issue.record("unexpected error \(error); \(label)", sourceLocation: sourceLocation)
    }
  }
}
