import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// Where the keyboard is, as one notification center last said: the keyboard state that an
/// observer starting late, or again, catches up from.
///
/// **One per center.** The observers of a `NotificationCenter` share one state (a private center in
/// a test has its own). **Its life.** An observer takes its center's state when it starts, or when
/// it gets its first transition or motion listener, whichever comes first, and holds it until it is
/// cleared or goes away; the state lives as long as any observer holds it, and the table of states
/// holds them weakly. A plain `on(event:)` observer takes it only when it starts. **Its watch.**
/// From its making to its end, the state watches the center itself (the four events that move the
/// keyboard); no observer feeds it, so a neighbour that only has raw callbacks keeps it current by
/// being there. What happened before a center's state was made is not known: a keyboard that came
/// up then is learnt of at its next change (or, on iOS, from the layout guide of an observer given
/// a view).
///
/// It records where the keyboard is for the app, whatever the app's activity and whatever screen
/// any observer measures on: other apps' keyboards but their hides are left out, and heights are
/// measured only on the screen a notification names. Each observer applies its own rules (app
/// activity, other apps' keyboards, its own screen) to the last transition as it catches up (see
/// ``KeyboardObserver/start()``).
@MainActor
final class CenterKeyboardState {
  /// The states in use, one per center, held weakly: observers hold their state.
  private(set) static var states: [ObjectIdentifier: WeakState] = [:]

  /// A state held weakly.
  struct WeakState {
    weak var state: CenterKeyboardState?
  }

  /// The normaliser the notifications go through; its screen is the last one a notification (or
  /// the layout guide) named.
  private var tracker = KeyboardTracker(ignoresOtherApps: true)

  /// The last transition the keyboard made, or `nil` while the state knows of none.
  private(set) var lastTransition: KeyboardTransition?

  /// The state's own watch of the center.
  let registrations: NotificationRegistrations

  /// The one state of `center`, made (and watching) when none exists.
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
    NotificationStage.watch(KeyboardTracker.events, with: registrations) { [weak self] delivery in
      self?.update(delivery.event, delivery.options, screen: delivery.screen.bounds)
    }
  }

  /// Takes in one keyboard notification.
  ///
  /// - Parameters:
  ///   - event: The notification's event.
  ///   - options: Its parsed options.
  ///   - screen: The bounds of the screen the notification names, in screen coordinates, if any.
  func update(_ event: KeyboardEvent, _ options: KeyboardOptions, screen: CGRect?) {
    if let screen { tracker.screen = screen }
    if let transition = tracker.update(event, options) { lastTransition = transition }
  }
}
