/// A stage's hold on its center's staged feed: subscribed while the observer is started and the
/// stage is listened to, let go otherwise.
@MainActor
final class StagedFeed {
  /// The center, while the observer is started.
  private var center: KeyboardCenter?
  /// The subscription, while the stage follows.
  private var subscription: KeyboardSubscription?

  /// Creates a feed that follows nothing.
  nonisolated init() {}

  /// The center's state, while the observer is started.
  var state: KeyboardCenterState? { center?.state }

  /// Whether the stage follows the center now.
  var isFollowing: Bool { subscription != nil }

  /// Takes the observer's center, at a start.
  ///
  /// - Parameter center: The center.
  func start(_ center: KeyboardCenter) {
    self.center = center
  }

  /// Lets go of the center and the feed, at a stop.
  func stop() {
    center = nil
    subscription = nil
  }

  /// Lets go of the feed and keeps the center: nothing listens any more.
  func unsubscribe() {
    subscription = nil
  }

  /// Subscribes when started and listened to, and lets go of the feed when not.
  ///
  /// - Parameters:
  ///   - isListened: Whether the stage is listened to.
  ///   - take: What takes each post.
  /// - Returns: The center's state to catch up from when it subscribed just now, else `nil`.
  func follow(
    isListened: Bool, take: @escaping @MainActor (KeyboardPost) -> Void
  ) -> KeyboardCenterState? {
    guard isListened, let center else {
      subscription = nil
      return nil
    }
    guard subscription == nil else { return nil }
    subscription = center.subscribe(to: .staged, take)
    return center.state
  }
}
