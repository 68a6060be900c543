/// A subscription to a ``KeyboardCenter``, which it keeps alive: ends when released, from any
/// thread.
///
/// Ended on the main actor it ends at once, so nothing reaches its subscriber after; from another
/// thread it ends on the main actor soon after (its subscriber holds nothing that keeps it).
package final class KeyboardSubscription: Sendable {
  private let end: @Sendable () -> Void

  /// A subscription that runs `end` once, when cancelled or released.
  init(end: @escaping @Sendable () -> Void) {
    self.end = end
  }

  deinit {
    end()
  }
}
