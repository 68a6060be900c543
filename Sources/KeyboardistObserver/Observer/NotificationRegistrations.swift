package import Foundation

/// Block-based NotificationCenter registrations, one token per key, removed together from any
/// thread.
///
/// The owners (``KeyboardObserver``, ``KeyboardRecorder``, ``InputSessionObserver``) key their
/// registrations by what they observe, numbered, so registering a key twice observes it once: the
/// observer by the event's position in ``KeyboardEvent`` (0 to 5), the recorder and the input
/// session by the position of the notification in their lists. Plain integers serve every owner
/// with one copy of this code and no boxing: `AnyHashable` keys cost the observer 314 bytes more
/// for iOS (`Benchmarks/sizes`).
///
/// It is `@unchecked Sendable` because a main-actor owner's nonisolated `deinit` must remove the
/// tokens from any thread; every access to `tokens` goes through `lock`, and `NotificationCenter`
/// itself is thread-safe. Registering and removing cost a lock each; a notification itself goes
/// straight from the center to its block, past this type.
package final class NotificationRegistrations: @unchecked Sendable {
  /// The center the tokens are registered with.
  package let center: NotificationCenter
  private let lock = NSLock()
  /// The tokens with their keys, in registration order: a handful, so a search beats hashing.
  ///
  /// A token is kept as `AnyObject` rather than `any NSObjectProtocol`, which would compile the
  /// Objective-C protocol's description into the object on Apple platforms.
  private var tokens: [(key: Int, token: AnyObject)] = []

  /// Creates an empty set of registrations with a center.
  ///
  /// - Parameter center: The center to register with.
  package init(center: NotificationCenter) {
    self.center = center
  }

  /// The keys that are registered now, in registration order.
  ///
  /// Internal, for the tests (`@testable import`): a release build leaves it out, and apps do not
  /// pay for it.
  var keys: [Int] {
    lock.withLock {
      var keys: [Int] = []
      for (key, _) in tokens { keys.appendUnspecialized(key) }
      return keys
    }
  }

  /// How many registrations are active (internal, for the tests, as ``keys``).
  var count: Int { lock.withLock { tokens.count } }

  /// Registers `block` for notifications named `name` from any object, unless `key` is registered
  /// already.
  ///
  /// - Parameters:
  ///   - key: What the registration stands for; a key registered already makes this do nothing.
  ///   - name: The notification name.
  ///   - block: What runs, on the posting thread, for each notification.
  package func register(
    _ key: Int, name: Notification.Name,
    block: @escaping @Sendable (Notification) -> Void
  ) {
    lock.withLock {
      guard !tokens.contains(where: { $0.key == key }) else { return }
      let token: AnyObject = center.addObserver(
        forName: name, object: nil, queue: nil, using: block)
      tokens.appendUnspecialized((key, token))
    }
  }

  /// Removes every registration.
  package func removeAll() {
    let removed = lock.withLock {
      defer { tokens.removeAll() }
      return tokens
    }
    for (_, token) in removed { center.removeObserver(token) }
  }
}
