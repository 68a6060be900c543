public import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// Observes the keyboard notifications of one screen (or of the whole app) with chained callbacks.
///
/// Register a callback per event, then start observing:
///
/// ```swift
/// let keyboard = KeyboardObserver()
/// keyboard
///   .on(event: .willShow) { options in print("will show", options.endFrame) }
///   .on(event: .willHide) { _ in print("will hide") }
///   .start()
/// ```
///
/// Each instance keeps one callback per event; registering an event again replaces its callback.
/// Use one instance per screen (start it when the screen appears, stop it when it disappears) so
/// screens never overwrite each other's callbacks; ``shared`` is for app-wide listeners.
///
/// Raw callbacks are raw: they get every notification as UIKit posts it, whatever the app's state,
/// the screen, or whose keyboard it is. For one clean transition per real change of the keyboard,
/// register ``onAppear(_:)`` and ``onDisappear(_:)`` (or iterate ``transitions``); to follow every
/// frame, ``onMove(_:)``. Those are measured on ``screen`` and hold still while the app is not
/// active (``isAppActive``): on iOS, give the observer its screen's view and both follow that view's
/// window scene (see <doc:GettingStarted>).
///
/// The observer is a façade over three stages: the notifications stage (registration, parsing and
/// delivery of raw callbacks), the transitions stage (a ``KeyboardTracker``) and the motion stage.
/// Only the last two catch up with a keyboard that is already up (<doc:StartingAndStopping>).
///
/// A notification posted on the main thread is delivered synchronously inside the posting call, so
/// work done in a `will…` callback joins UIKit's keyboard animation. A notification posted from
/// another thread is delivered later on the main actor, in the order it was posted from that
/// thread; it is never dropped. The center never keeps the observer alive: when the instance goes
/// away, its registrations are removed and no callback runs again.
@MainActor
public final class KeyboardObserver {
  /// A callback that receives the parsed options of one notification, on the main actor.
  public typealias Callback = @MainActor (KeyboardOptions) -> Void

  /// A callback that receives one normalised keyboard transition, on the main actor.
  public typealias TransitionCallback = @MainActor (KeyboardTransition) -> Void

  /// A callback that receives the keyboard's motion at one display frame, on the main actor.
  public typealias MotionCallback = @MainActor (KeyboardMotion) -> Void

  /// The app-wide observer on `NotificationCenter.default`, for listeners that live as long as the app.
  ///
  /// Prefer a per-screen instance for screen work: callbacks registered here by one screen are
  /// replaced by the next screen that registers the same event.
  public static let shared = KeyboardObserver()

  /// The center this observer listens to.
  public let center: NotificationCenter

  /// Whether the observer is started, that is, between ``start()`` and ``stop()`` or ``clear()``.
  public private(set) var isObserving = false

  /// Registration, parsing and delivery: the raw callbacks.
  let notifications: NotificationStage
  /// The tracker and the transitions' listeners.
  let transitionStage = TransitionStage()
  /// The motion model and the motion's listeners.
  let motionStage = MotionStage()
  /// The hold on an input switch's hide, which the transitions and motion stages consult.
  var inputHold = InputSwitchHold()
  /// The package listeners, told of the observer's stop and start.
  var listeners: [KeyboardListenerEntry] = []

  /// The screen, the app's activity, the clock and the frames the stages read.
  package var environment = KeyboardEnvironment() {
    didSet {
      if environment.screen != oldValue.screen { measureOnScreen() }
    }
  }

  /// The center's keyboard state, once the observer has taken it (see ``CenterKeyboardState``).
  var keyboardState: CenterKeyboardState?

  /// Creates an observer of a notification center, with no callbacks and not yet started.
  ///
  /// It registers nothing with the center until ``start()``.
  ///
  /// - Parameter center: The center keyboard notifications are posted to; inject your own in tests.
  public nonisolated init(center: NotificationCenter = .default) {
    self.center = center
    notifications = NotificationStage(center: center)
  }

  deinit {
    notifications.registrations.removeAll()
  }

  // MARK: - Registering

  /// Registers the callback for an event, replacing any earlier one for that event.
  ///
  /// A started observer watches every keyboard event, so a callback registered while it is
  /// started runs from the next notification on.
  ///
  /// - Parameters:
  ///   - event: The keyboard event to handle.
  ///   - callback: What runs, on the main actor, with the notification's parsed options.
  /// - Returns: The observer, to chain further calls.
  @discardableResult
  public func on(event: KeyboardEvent, do callback: @escaping Callback) -> Self {
    notifications[event] = callback
    return self
  }

  /// Adds a package listener of the transitions or the motion, which also hears of the stop and
  /// the start.
  ///
  /// - Parameters:
  ///   - listener: The listener.
  ///   - holding: Whether the observer holds it (it has no other owner); else it is held weakly.
  package func addListener(_ listener: any KeyboardListener, holding: Bool = false) {
    let entry = KeyboardListenerEntry(listener, holding: holding)
    listeners.removeAll { entry in
      entry.listener.map { !$0.listensToTransitions && !$0.listensToMotion } ?? true
    }
    listeners.append(entry)
    if listener.listensToTransitions {
      let wasListened = transitionStage.isListened
      transitionStage.addListener(entry)
      transitionListenerAdded(wasListened: wasListened) { _ in }
    }
    if listener.listensToMotion {
      let wasListened = motionStage.isListened
      motionStage.addListener(entry)
      motionListenerAdded(wasListened: wasListened)
    }
  }

  /// The package listeners the observer keeps, in the order they were added.
  package var packageListeners: [any KeyboardListener] { listeners.compactMap(\.listener) }

  // MARK: - Starting and stopping

  /// Starts observing; calling it again changes nothing.
  ///
  /// The observer watches the six keyboard notifications and catches up at once with where the
  /// keyboard is: started while the keyboard is up, it hands out one appear with a 0 duration
  /// rather than waiting for the next notification. <doc:StartingAndStopping#Catching-up> says
  /// what it hands out, from what, and for how long the observers of a center share it.
  ///
  /// - Returns: The observer, to chain further calls.
  @discardableResult
  public func start() -> Self {
    guard !isObserving else { return self }
    isObserving = true
    let state = takeKeyboardState()
    if let input = state.switchingInput { inputHold.announce(input) }
    notifications.start { [weak self] delivery in self?.deliver(delivery) }
    if transitionStage.isListened { catchUpTransitions(with: state) }
    if motionStage.isListened { catchUpMotion(with: state) }
    listeners.removeAll { $0.listener == nil }
    for entry in listeners { entry.listener?.keyboardObserverDidStart(with: motion) }
    return self
  }

  /// Stops observing and keeps the callbacks, so a later ``start()`` resumes where this left off.
  ///
  /// The inset that `insetOnMove` added is put back, and comes back at the next start; the
  /// normalised layer keeps what it last handed out, and the next start catches up
  /// (<doc:StartingAndStopping>).
  public func stop() {
    guard isObserving else { return }
    isObserving = false
    notifications.stop()
    inputHold = InputSwitchHold()
    listeners.removeAll { $0.listener == nil }
    for entry in listeners { entry.listener?.keyboardObserverDidStop() }
  }

  /// Stops observing (putting back what ``stop()`` puts back) and removes every callback and
  /// listener, transition callbacks included, ends every ``transitions`` stream, and forgets the
  /// keyboard.
  public func clear() {
    stop()
    notifications.removeCallbacks()
    transitionStage.removeAll()
    motionStage.removeAll(platform: environment.platform)
    listeners = []
    forgetKeyboard()
    keyboardState?.remove(self)
    keyboardState = nil
  }

  /// Forgets the keyboard (used by ``clear()``, and by an avoider that has put its layout back):
  /// the tracker starts hidden, so the next start or show hands out an appear again.
  package func forgetKeyboard() {
    transitionStage.forgetKeyboard()
  }

  /// The center's keyboard state, taken now if the observer holds none yet.
  func takeKeyboardState() -> CenterKeyboardState {
    if let keyboardState { return keyboardState }
    let state = CenterKeyboardState.of(center)
    keyboardState = state
    state.add(self)
    return state
  }

  // MARK: - From notification to callback

  /// Hands one notification to the transitions and motion stages, then to the callback for its
  /// event.
  ///
  /// A notification that arrives after ``stop()`` (one posted off the main thread just before) is
  /// dropped. A listener may stop or clear the observer; then no raw callback runs.
  private func deliver(_ delivery: NotificationStage.Delivery) {
    deliver(delivery.event, delivery.options, notificationScreen: delivery.screen.bounds)
  }

  /// Hands one notification's values on, as a delivery from the center does.
  ///
  /// - Parameters:
  ///   - event: The event that was posted.
  ///   - options: The notification's parsed options.
  ///   - notificationScreen: The bounds of the screen the notification names, if any.
  func deliver(
    _ event: KeyboardEvent, _ options: KeyboardOptions, notificationScreen: CGRect? = nil
  ) {
    guard isObserving else { return }
    environment.read(notificationScreen: notificationScreen)
    if !inputHold.take(event, options, screen: environment.screen) {
      handToStages(event, options)
    }
    guard isObserving, let callback = notifications[event] else { return }
    callback(options)
  }

  /// Hands one notification to the transitions stage, then to the motion stage.
  ///
  /// - Parameters:
  ///   - event: The notification's event.
  ///   - options: Its parsed options.
  func handToStages(_ event: KeyboardEvent, _ options: KeyboardOptions) {
    transitionStage.take(event, options, isAppActive: environment.isAppActive)
    motionStage.take(event, options, in: environment, ignoresOtherApps: ignoresOtherApps)
  }

  /// The raw callbacks, by event.
  var callbacks: [KeyboardEvent: Callback] { notifications.callbacks }

  /// The notifications stage's registrations with the center.
  var registrations: NotificationRegistrations { notifications.registrations }

  // MARK: - The normalised layer's inputs

  /// The screen's bounds, in screen coordinates, that visible heights are measured against.
  ///
  /// Set it yourself on Linux, in tests and previews. On iOS it is filled in at each notification:
  /// from the `UIScreen` that iOS 16.1 and later post as the notification's object, else from the
  /// view the observer is given; a value found there replaces the one you set. `nil` (the default)
  /// measures the end frame's own height, which cannot tell a hardware keyboard's shortcut bar
  /// from its whole frame, nor a floating keyboard from a docked one. A smaller screen (a rotation)
  /// clips the tracked height and the motion to it.
  public var screen: CGRect? {
    get { environment.screen }
    set { environment.screen = newValue }
  }

  /// Whether the app is active; while it is not, notifications make no transitions and move
  /// nothing.
  ///
  /// iOS posts the keyboard's hide on the way to the background and posts it again on the way back;
  /// neither is a change the user made. Set it yourself on Linux and in tests; on iOS an observer
  /// given a view reads its window scene's activation state at each notification. `true` by
  /// default.
  public var isAppActive: Bool {
    get { environment.isAppActive }
    set { environment.isAppActive = newValue }
  }

  /// Whether notifications about other apps' keyboards (Split View, Slide Over) are ignored by the
  /// transitions and the motion, hides excepted; `true` by default.
  public var ignoresOtherApps: Bool {
    get { transitionStage.ignoresOtherApps }
    set { transitionStage.ignoresOtherApps = newValue }
  }

  /// Measures the tracker and the motion on the environment's screen (clipping both to a smaller
  /// one).
  private func measureOnScreen() {
    transitionStage.screen = environment.screen
    motionStage.measure(on: environment.screen)
  }
}
