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
/// It records where the app's keyboard is, whatever the app's activity, and measures nothing: the
/// frame of the notification that put the keyboard up, or that it is hidden. Each observer applies
/// its own rules (app activity, other apps' keyboards) and measures that frame on its own screen as
/// it catches up (see ``KeyboardObserver/start()``).
@MainActor
final class CenterKeyboardState {
  /// The states in use, one per center, held weakly: observers hold their state.
  private(set) static var states: [ObjectIdentifier: WeakState] = [:]

  /// A state held weakly.
  struct WeakState {
    weak var state: CenterKeyboardState?
  }

  /// Where the keyboard is: up, with the options of the notification that put it there, or hidden.
  struct Keyboard: Equatable {
    /// The options of the notification that put the keyboard where it is.
    var options: KeyboardOptions
    /// Whether it is up (on some screen: each observer measures it on its own).
    var isUp: Bool
  }

  /// Which notifications say where the app's keyboard is: every one but another app's, hides
  /// excepted, whatever the app's activity.
  private static let filter = KeyboardNotificationFilter(ignoresOtherApps: true)

  /// Where the keyboard is, or `nil` while the state knows nothing.
  private(set) var keyboard: Keyboard?

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
      self?.update(delivery.event, delivery.options)
    }
  }

  /// Takes in one keyboard notification.
  ///
  /// A `willShow` puts the keyboard up at its end frame (an empty one leaves it hidden); a
  /// `willChangeFrame` moves a keyboard that is up; a hide puts it away.
  ///
  /// - Parameters:
  ///   - event: The notification's event.
  ///   - options: Its parsed options.
  func update(_ event: KeyboardEvent, _ options: KeyboardOptions) {
    guard Self.filter.admits(event, options, isAppActive: true) else { return }
    switch event {
    case .willShow:
      keyboard = Keyboard(options: options, isUp: options.endFrame.isFiniteAndNonEmpty)
    case .willChangeFrame where keyboard?.isUp == true:
      keyboard = Keyboard(options: options, isUp: true)
    case .willHide, .didHide:
      keyboard = Keyboard(options: options, isUp: false)
    case .willChangeFrame, .didShow, .didChangeFrame:
      break
    }
  }
}
