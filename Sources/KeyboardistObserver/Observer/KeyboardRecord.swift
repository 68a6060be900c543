import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// What the observers of one notification center know about the keyboard: whether it is up, and
/// the options that made it so.
///
/// One record exists per `NotificationCenter` while observers that follow transitions use it (see
/// ``KeyboardObserver/start()``). Each such observer, once started, holds the record of its center
/// and keeps it current with its transitions; an observer that starts reads it and catches up. While
/// none of them runs (every screen that follows the keyboard is stopped, and the keyboard may still
/// come and go), the record watches the center itself with its own ``KeyboardTracker``, so that a
/// screen that starts again learns what it missed. A private center has its own record, so tests
/// that inject one never share.
///
/// Nothing outlives its users: the registry holds records weakly, observers hold them strongly, and
/// the record's own registrations go with it when the last observer that used it goes.
///
/// Isolation: main actor, like the observers. Only the registry is reached from other threads (a
/// record's nonisolated `deinit` leaves it), behind a lock.
@MainActor
final class KeyboardRecord {
  /// The keyboard as last seen.
  struct Snapshot: Equatable, Sendable {
    /// Whether the keyboard was up (its last transition an appear).
    var isUp: Bool
    /// The options of the notification behind the last transition.
    var options: KeyboardOptions
  }

  /// The keyboard as last seen, or `nil` before any transition.
  private(set) var snapshot: Snapshot?
  /// Whether the record watches its center itself, because no observer of it runs.
  private(set) var isWatching = false
  /// The center whose keyboard this is.
  var center: NotificationCenter { registrations.center }

  /// How many observers of the center keep the record current now.
  private var runningObservers = 0
  /// The screen of the last transition, which the record's own tracker measures against.
  private var screen: CGRect?
  /// The tracker that follows the keyboard while the record watches.
  private var tracker = KeyboardTracker()
  private let registrations: NotificationRegistrations<KeyboardEvent>
  private let key: ObjectIdentifier

  private init(center: NotificationCenter) {
    registrations = NotificationRegistrations(center: center)
    key = ObjectIdentifier(center)
  }

  deinit {
    registrations.removeAll()
    Self.registry.remove(key)
  }

  /// The record of `center`, made when none exists.
  ///
  /// - Parameter center: A notification center.
  /// - Returns: The one record of that center.
  static func shared(for center: NotificationCenter) -> KeyboardRecord {
    registry.record(for: center) { KeyboardRecord(center: center) }
  }

  /// The record of `center` if an observer uses one, else `nil`.
  ///
  /// - Parameter center: A notification center.
  /// - Returns: The record, or `nil`.
  static func existing(for center: NotificationCenter) -> KeyboardRecord? {
    registry.existing(for: center)
  }

  /// Takes in a transition that a running observer of the center made.
  ///
  /// - Parameters:
  ///   - transition: The transition.
  ///   - screen: The screen it was measured on.
  func write(_ transition: KeyboardTransition, screen: CGRect?) {
    snapshot = Snapshot(isUp: transition.kind == .appear, options: transition.options)
    self.screen = screen
  }

  /// Counts an observer that started keeping the record current; the record stops watching.
  func observerStarted() {
    runningObservers += 1
    stopWatching()
  }

  /// Counts an observer that stopped (or went away); with none left running, the record watches.
  func observerStopped() {
    runningObservers = max(0, runningObservers - 1)
    if runningObservers == 0 { startWatching() }
  }

  // MARK: - Watching

  private func startWatching() {
    guard !isWatching else { return }
    isWatching = true
    tracker = KeyboardTracker(screen: screen)
    if let snapshot, snapshot.isUp { _ = tracker.update(.willShow, snapshot.options) }
    for event in KeyboardObserver.trackedEvents {
      registrations.register(event, name: event.notificationName) { [weak self] notification in
        let options = KeyboardOptions(notification: notification)
        let screen = NotificationScreen(notification)
        MainActorHop.run { self?.watched(event, options, notificationScreen: screen.bounds) }
      }
    }
  }

  private func stopWatching() {
    guard isWatching else { return }
    isWatching = false
    registrations.removeAll()
  }

  private func watched(
    _ event: KeyboardEvent, _ options: KeyboardOptions, notificationScreen: CGRect?
  ) {
    guard isWatching else { return }
    if let notificationScreen { tracker.screen = notificationScreen }
    guard let transition = tracker.update(event, options) else { return }
    write(transition, screen: tracker.screen)
  }
}
