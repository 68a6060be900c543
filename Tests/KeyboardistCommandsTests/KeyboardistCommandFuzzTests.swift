import Foundation
import KeyboardistCommands
import KeyboardistTestSupport
import Testing

/// Random bytes and mutated real traces through `keyboardist replay`: a table for a file that is
/// still a trace, else one clean error line naming the file and status 1; never a trap.
@MainActor
@Suite struct KeyboardistCommandFuzzTests {
  static let fragments = [
    "null", "true", "-1", "1e400", "\"NaN\"", "\"willExplode\"", "[]", "[1,2,3]", "{}", ",", "]",
    "}", "\"", "[0,0,375,216,9]", "{\"event\":\"didHide\",\"time\":0}",
  ]

  @Test func mutatedTracesReplayOrFailWithOneLine() throws {
    let folder = try TemporaryFolder()
    let originals = try TraceFixtures.paths.map { try Data(contentsOf: URL(fileURLWithPath: $0)) }
    try #require(!originals.isEmpty)
    for index in 0..<FuzzConfiguration.iterations(standard: 300) {
      let caseSeed = FuzzConfiguration.seed &+ UInt64(index)
      var random = SplitMix64(seed: caseSeed)
      let label = "replay with KEYBOARDIST_SEED=\(caseSeed) KEYBOARDIST_FUZZ_ITERATIONS=1"
      var bytes: [UInt8]
      if random.below(4) == 0 {
        bytes = (0..<random.below(120)).map { _ in UInt8(truncatingIfNeeded: random.next()) }
      } else {
        bytes = [UInt8](originals[random.below(originals.count)])
        for _ in 0..<(1 + random.below(3)) { mutate(&bytes, &random) }
      }
      let path = folder.url.appendingPathComponent("case-\(index).json").path
      try Data(bytes).write(to: URL(fileURLWithPath: path))

      let run = CapturedRun(["replay", path])
      if run.status == 0 {
        #expect(run.standardError.isEmpty, "\(label)")
        #expect(run.standardOutput.first?.hasPrefix("== \(path)") == true, "\(label)")
      } else {
        run.expectOneLineError(status: 1, containing: [path])
        #expect(run.status == 1, "\(label)")
      }
    }
  }

  private func mutate(_ bytes: inout [UInt8], _ random: inout SplitMix64) {
    guard !bytes.isEmpty else { return }
    let at = random.below(bytes.count)
    switch random.below(4) {
    case 0:
      bytes[at] ^= UInt8(1 << random.below(8))
    case 1:
      bytes.removeSubrange(at..<min(bytes.count, at + 1 + random.below(16)))
    case 2:
      let end = min(bytes.count, at + 1 + random.below(12))
      bytes.replaceSubrange(at..<end, with: Self.fragments[random.below(Self.fragments.count)].utf8)
    default:
      bytes.insert(contentsOf: Self.fragments[random.below(Self.fragments.count)].utf8, at: at)
    }
  }
}
