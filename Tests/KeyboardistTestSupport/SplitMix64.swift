/// A small, fast, deterministic random number generator (SplitMix64), for seeded property tests.
///
/// The same seed gives the same sequence on every platform, so a failure's printed seed replays it.
public struct SplitMix64: RandomNumberGenerator {
  private var state: UInt64

  /// Creates a generator from a seed.
  ///
  /// - Parameter seed: The first state; equal seeds give equal sequences.
  public init(seed: UInt64) {
    state = seed
  }

  /// The next number of the sequence.
  ///
  /// - Returns: 64 random bits.
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A number in `0..<bound`; the slight modulo bias does not matter here.
  ///
  /// - Parameter bound: The exclusive upper bound, greater than zero.
  /// - Returns: A number from zero up to, not including, `bound`.
  public mutating func below(_ bound: Int) -> Int {
    Int(next() % UInt64(bound))
  }

  /// `true` with probability `numerator / denominator`.
  ///
  /// - Parameters:
  ///   - numerator: The chances of `true`.
  ///   - denominator: The chances in all, greater than zero.
  /// - Returns: Whether the draw came out `true`.
  public mutating func chance(_ numerator: Int, in denominator: Int) -> Bool {
    below(denominator) < numerator
  }
}
