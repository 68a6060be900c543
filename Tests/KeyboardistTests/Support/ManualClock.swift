/// A clock that only moves when a test moves it.
@MainActor
final class ManualClock {
  /// The current time in seconds.
  var now: Double

  init(now: Double = 100) {
    self.now = now
  }

  /// Moves the clock forward.
  func advance(by seconds: Double) {
    now += seconds
  }
}
