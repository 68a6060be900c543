import Foundation

/// Block-based NotificationCenter registrations that can be removed from any thread.
///
/// It is `@unchecked Sendable` because a main-actor owner's nonisolated `deinit` must remove the
/// tokens; every access to `tokens` goes through `lock`, and `NotificationCenter` is thread-safe.
final class NotificationTokens: @unchecked Sendable {
  /// The center the tokens are registered with.
  let center: NotificationCenter
  private let lock = NSLock()
  private var tokens: [any NSObjectProtocol] = []

  /// Creates an empty set of registrations with a center.
  ///
  /// - Parameter center: The center to register with.
  init(center: NotificationCenter) {
    self.center = center
  }

  /// How many registrations are active.
  var count: Int { lock.withLock { tokens.count } }

  /// Registers `block` for notifications named `name` from any object.
  ///
  /// - Parameters:
  ///   - name: The notification name.
  ///   - block: What runs, on the posting thread, for each notification.
  func observe(_ name: Notification.Name, block: @escaping @Sendable (Notification) -> Void) {
    let token = center.addObserver(forName: name, object: nil, queue: nil, using: block)
    lock.withLock { tokens.append(token) }
  }

  /// Removes every registration.
  func removeAll() {
    let removed = lock.withLock {
      defer { tokens.removeAll() }
      return tokens
    }
    for token in removed { center.removeObserver(token) }
  }
}
