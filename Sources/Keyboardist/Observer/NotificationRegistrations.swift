import Foundation

/// The NotificationCenter registrations of one ``KeyboardObserver``, one token per event.
///
/// It is `@unchecked Sendable` because the observer's nonisolated `deinit` must remove the tokens
/// from any thread; every access to `tokens` goes through `lock`, and `NotificationCenter` itself is
/// thread-safe.
final class NotificationRegistrations: @unchecked Sendable {
  /// The center the tokens are registered with.
  let center: NotificationCenter
  private let lock = NSLock()
  private var tokens: [KeyboardEvent: any NSObjectProtocol] = [:]

  /// Creates an empty set of registrations with a center.
  ///
  /// - Parameter center: The center to register with.
  init(center: NotificationCenter) {
    self.center = center
  }

  /// The events that are registered now.
  var events: Set<KeyboardEvent> {
    lock.withLock { Set(tokens.keys) }
  }

  /// Registers `block` for `event` unless the event is registered already.
  ///
  /// - Parameters:
  ///   - event: The event to observe.
  ///   - block: What runs, on the posting thread, for each notification.
  func register(_ event: KeyboardEvent, block: @escaping @Sendable (Notification) -> Void) {
    lock.withLock {
      guard tokens[event] == nil else { return }
      tokens[event] = center.addObserver(
        forName: event.notificationName, object: nil, queue: nil, using: block)
    }
  }

  /// Removes every registration.
  func removeAll() {
    let removed = lock.withLock {
      defer { tokens.removeAll() }
      return Array(tokens.values)
    }
    for token in removed { center.removeObserver(token) }
  }
}
