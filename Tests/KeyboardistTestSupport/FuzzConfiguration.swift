import Foundation

/// How many cases a fuzz test runs and from which seed, read once from the environment.
///
/// `swift test` runs a size that takes seconds. Set `KEYBOARDIST_FUZZ_ITERATIONS` for a longer
/// local run and `KEYBOARDIST_SEED` to replay the seed a failure printed; case `i` of a run uses
/// the generator seeded with `seed &+ i`, so one failing case replays alone with
/// `KEYBOARDIST_SEED=<seed + i> KEYBOARDIST_FUZZ_ITERATIONS=1`.
public enum FuzzConfiguration {
  /// The base seed: `KEYBOARDIST_SEED`, else a fixed default so that CI is reproducible.
  public static let seed: UInt64 = {
    let given = ProcessInfo.processInfo.environment["KEYBOARDIST_SEED"].flatMap { UInt64($0) }
    return given ?? 0x4655_5A5A_4B45_5953
  }()

  /// Cases per fuzz test: `KEYBOARDIST_FUZZ_ITERATIONS`, else `standard`.
  ///
  /// - Parameter standard: The count `swift test` runs by default.
  /// - Returns: The number of cases to run.
  public static func iterations(standard: Int) -> Int {
    let given = ProcessInfo.processInfo.environment["KEYBOARDIST_FUZZ_ITERATIONS"]
      .flatMap { Int($0) }
    return max(1, given ?? standard)
  }

  /// Runs `body` once per case with that case's generator and a label naming its seed.
  ///
  /// - Parameters:
  ///   - standard: The count `swift test` runs by default.
  ///   - body: One case; the label goes into every expectation's comment.
  /// - Throws: What `body` throws, ending the run at that case.
  public static func forEachCase(
    standard: Int, _ body: (inout SplitMix64, _ label: String) throws -> Void
  ) rethrows {
    for index in 0..<iterations(standard: standard) {
      let caseSeed = seed &+ UInt64(index)
      var random = SplitMix64(seed: caseSeed)
      try body(&random, "replay with KEYBOARDIST_SEED=\(caseSeed) KEYBOARDIST_FUZZ_ITERATIONS=1")
    }
  }
}
