package import Foundation

/// Block-based NotificationCenter registrations, one per notification name, removed together from
/// any thread.
///
/// The package's one way to register with a notification center: the ``KeyboardCenter`` for the
/// keyboard's six names, the recorder and the avoidance's input session for others. Registering a
/// name twice observes it once. Every registration is counted per center
/// (``registrationCount(on:)``), so tests can tell who registers what.
///
/// It is `@unchecked Sendable` because a main-actor owner's nonisolated `deinit` must remove the
/// tokens from any thread; every access to `tokens` goes through `lock`, and `NotificationCenter`
/// itself is thread-safe.
package final class NotificationRegistrations: @unchecked Sendable {
  /// The center the tokens are registered with.
  package let center: NotificationCenter
  private let lock = NSLock()
  private var tokens: [Notification.Name: any NSObjectProtocol] = [:]

  /// The registrations alive, by center and name, for ``registrationCount(on:)``.
  private static let ledger = Ledger()

  /// The package's registrations with `center` alive now, by notification name.
  package static func registrationCount(on center: NotificationCenter) -> [Notification.Name: Int] {
    ledger.counts(of: center)
  }

  /// Creates an empty set of registrations with a center.
  package init(center: NotificationCenter) {
    self.center = center
  }

  /// The names registered now.
  package var names: Set<Notification.Name> {
    lock.withLock { Set(tokens.keys) }
  }

  /// Registers `block` for notifications named `name` from any object, unless `name` is registered
  /// already.
  package func register(
    _ name: Notification.Name, block: @escaping @Sendable (Notification) -> Void
  ) {
    lock.withLock {
      guard tokens[name] == nil else { return }
      tokens[name] = center.addObserver(forName: name, object: nil, queue: nil, using: block)
      Self.ledger.add(name, on: center)
    }
  }

  /// Removes every registration.
  package func removeAll() {
    let removed = lock.withLock {
      defer { tokens.removeAll() }
      return tokens
    }
    for (name, token) in removed {
      center.removeObserver(token)
      Self.ledger.remove(name, on: center)
    }
  }

  deinit {
    removeAll()
  }
}

/// The count of registrations alive, by center and name.
///
/// It is `@unchecked Sendable` because
/// registrations come and go on any thread: every access to `counts` goes through `lock`.
private final class Ledger: @unchecked Sendable {
  private let lock = NSLock()
  private var counts: [ObjectIdentifier: [Notification.Name: Int]] = [:]

  func add(_ name: Notification.Name, on center: NotificationCenter) {
    lock.withLock { counts[ObjectIdentifier(center), default: [:]][name, default: 0] += 1 }
  }

  func remove(_ name: Notification.Name, on center: NotificationCenter) {
    lock.withLock {
      let key = ObjectIdentifier(center)
      counts[key]?[name, default: 0] -= 1
      if counts[key]?[name] == 0 { counts[key]?[name] = nil }
      if counts[key]?.isEmpty == true { counts[key] = nil }
    }
  }

  func counts(of center: NotificationCenter) -> [Notification.Name: Int] {
    lock.withLock { counts[ObjectIdentifier(center)] ?? [:] }
  }
}
