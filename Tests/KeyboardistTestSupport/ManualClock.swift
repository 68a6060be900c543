/// A clock that only moves when a test moves it.
///
/// Isolation: main actor, like the recorders and simulators that read it.
@MainActor
public final class ManualClock {
  /// The current time in seconds.
  public var now: Double

  /// Creates a clock standing at a time.
  ///
  /// - Parameter now: The time in seconds; only differences matter.
  public init(now: Double = 100) {
    self.now = now
  }

  /// Moves the clock forward.
  ///
  /// - Parameter seconds: How far to move it.
  public func advance(by seconds: Double) {
    now += seconds
  }
}
