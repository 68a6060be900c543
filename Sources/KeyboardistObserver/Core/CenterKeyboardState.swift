import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// Where the keyboard is, as the observers of one notification center know it.
///
/// Every ``KeyboardObserver`` of a center shares this one state and keeps it alive; it lives as
/// long as any of them does, started or not, whatever they listen to. It is kept current by every
/// started observer of its center, which hands it each notification it receives, and by its own
/// watch of the center while none of them is started. An observer that starts reads it to catch up
/// with what it missed (see ``KeyboardObserver/start()``).
///
/// It records where the keyboard is, whatever the app's activity: the keyboard iOS hides on the
/// way to the background is hidden until iOS shows it again. Each observer applies its own rules
/// (app activity, other apps' keyboards, its screen) when it catches up. A private center has a
/// state of its own, so tests that inject one never share.
///
/// Isolation: main actor.
@MainActor
final class CenterKeyboardState {
  /// The states in use, one per center, held weakly: observers hold their state.
  private(set) static var states: [ObjectIdentifier: WeakState] = [:]

  /// A state held weakly.
  struct WeakState {
    weak var state: CenterKeyboardState?
  }

  /// The normaliser the notifications go through; its screen is the last one an observer measured
  /// on, or that a notification named.
  private var tracker = KeyboardTracker(ignoresOtherApps: true)

  /// The last transition the keyboard made, or `nil` while the state knows of none.
  private(set) var lastTransition: KeyboardTransition?

  /// How many observers of the center are started, and so hand this state every notification.
  private var startedObservers = 0

  /// The state's own watch of the center, active while no observer of it is started.
  let registrations: NotificationRegistrations

  /// The one state of `center`, made when none exists.
  ///
  /// - Parameter center: A notification center.
  /// - Returns: The state every observer of that center shares.
  static func of(_ center: NotificationCenter) -> CenterKeyboardState {
    let key = ObjectIdentifier(center)
    if let state = states[key]?.state { return state }
    states = states.filter { $0.value.state != nil }
    let state = CenterKeyboardState(center: center)
    states[key] = WeakState(state: state)
    return state
  }

  private init(center: NotificationCenter) {
    registrations = NotificationRegistrations(center: center)
    watch()
  }

  /// Takes in one keyboard notification.
  ///
  /// - Parameters:
  ///   - event: The notification's event.
  ///   - options: Its parsed options.
  ///   - screen: The screen's bounds it is measured on, in screen coordinates, if known.
  func update(_ event: KeyboardEvent, _ options: KeyboardOptions, screen: CGRect?) {
    if let screen { tracker.screen = screen }
    if let transition = tracker.update(event, options) { lastTransition = transition }
  }

  /// Counts an observer that started: from now on the observers keep the state current.
  func observerStarted() {
    startedObservers += 1
    if startedObservers == 1 { registrations.removeAll() }
  }

  /// Counts an observer that stopped or went away; with none started, the state watches the center.
  func observerStopped() {
    startedObservers = max(0, startedObservers - 1)
    if startedObservers == 0 { watch() }
  }

  /// Watches the events that move the keyboard.
  private func watch() {
    let update = MainActorHop.sender { [weak self] (delivery: KeyboardObserver.Delivery) in
      self?.update(delivery.event, delivery.options, screen: delivery.screen.bounds)
    }
    for event in KeyboardTracker.events {
      registrations.register(event.notificationName) { notification in
        update(KeyboardObserver.Delivery(event, notification))
      }
    }
  }
}
