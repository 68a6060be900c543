package import Foundation

/// Block-based NotificationCenter registrations, one per notification name, removed together from
/// any thread.
///
/// The owners (``KeyboardObserver``, the center's keyboard state, the recorder and the avoidance's
/// input session) register by name, so registering a name twice observes it once.
///
/// It is `@unchecked Sendable` because a main-actor owner's nonisolated `deinit` must remove the
/// tokens from any thread; every access to `tokens` goes through `lock`, and `NotificationCenter`
/// itself is thread-safe.
package final class NotificationRegistrations: @unchecked Sendable {
  /// The center the tokens are registered with.
  package let center: NotificationCenter
  private let lock = NSLock()
  private var tokens: [Notification.Name: any NSObjectProtocol] = [:]

  /// Creates an empty set of registrations with a center.
  ///
  /// - Parameter center: The center to register with.
  package init(center: NotificationCenter) {
    self.center = center
  }

  /// The names registered now.
  package var names: Set<Notification.Name> {
    lock.withLock { Set(tokens.keys) }
  }

  /// Registers `block` for notifications named `name` from any object, unless `name` is registered
  /// already.
  ///
  /// - Parameters:
  ///   - name: The notification name.
  ///   - block: What runs, on the posting thread, for each notification.
  package func register(
    _ name: Notification.Name, block: @escaping @Sendable (Notification) -> Void
  ) {
    lock.withLock {
      guard tokens[name] == nil else { return }
      tokens[name] = center.addObserver(forName: name, object: nil, queue: nil, using: block)
    }
  }

  /// Removes every registration.
  package func removeAll() {
    let removed = lock.withLock {
      defer { tokens.removeAll() }
      return tokens.values
    }
    for token in removed { center.removeObserver(token) }
  }

  deinit {
    removeAll()
  }
}
