import Foundation

/// SplitMix64, seeded from `KEYBOARDIST_SEED`, for the tool's fuzz test (the same generator and
/// variables as the library's fuzz suites, which live in another test target).
struct FuzzRandom {
  private var state: UInt64

  /// The base seed: `KEYBOARDIST_SEED`, else a fixed default so that CI is reproducible.
  static let seed: UInt64 = {
    let given = ProcessInfo.processInfo.environment["KEYBOARDIST_SEED"].flatMap { UInt64($0) }
    return given ?? 0x4655_5A5A_4B45_5953
  }()

  /// Cases to run: `KEYBOARDIST_FUZZ_ITERATIONS`, else `standard`.
  static func iterations(standard: Int) -> Int {
    let given = ProcessInfo.processInfo.environment["KEYBOARDIST_FUZZ_ITERATIONS"]
      .flatMap { Int($0) }
    return max(1, given ?? standard)
  }

  init(seed: UInt64) {
    state = seed
  }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A number in `0..<bound` (bound > 0).
  mutating func below(_ bound: Int) -> Int {
    Int(next() % UInt64(bound))
  }
}
