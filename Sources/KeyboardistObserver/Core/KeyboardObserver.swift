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
/// For one clean transition per real change of the keyboard instead of raw notifications, register
/// ``onAppear(_:)`` and ``onDisappear(_:)``, or iterate ``transitions``: a ``KeyboardTracker`` that
/// the observer owns turns every notification it receives into ``KeyboardTransition``s.
///
/// Isolation: the observer is main-actor isolated and so are its callbacks. A notification posted on
/// the main thread is delivered synchronously inside the posting call, so work done in a `will…`
/// callback joins UIKit's keyboard animation. A notification posted from another thread is delivered
/// later on the main actor, in the order it was posted from that thread; it is never dropped.
///
/// Observation uses block-based NotificationCenter observers. The center never keeps the observer
/// alive: when the instance goes away, its registrations are removed and no callback runs again.
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

  /// The raw callback of each event.
  private(set) var callbacks: [KeyboardEvent: Callback] = [:]
  /// The callback for appears.
  private var appearCallback: TransitionCallback?
  /// The callback for disappears.
  private var disappearCallback: TransitionCallback?
  /// The ``transitions`` streams alive, by identifier.
  private(set) var streams:
    [(id: Int, continuation: AsyncStream<KeyboardTransition>.Continuation)] = []
  /// Package listeners (``addTransitionSink(_:)``), which see each transition first.
  private(set) var sinks: [(id: Int, receive: @MainActor (KeyboardTransition, CGRect?) -> Bool)] =
    []
  /// The last identifier given to a stream or a sink.
  private var lastListenerID = 0
  /// The callback for the keyboard's motion, frame by frame.
  private var moveCallback: MotionCallback?
  /// Package listeners of the motion (``addMotionSink(_:)``), which see each frame first.
  private(set) var motionSinks: [(id: Int, receive: @MainActor (KeyboardMotion) -> Bool)] = []
  /// The model that turns notifications and samples into the keyboard's motion.
  private(set) var motionModel = KeyboardMotionModel()

  /// The center's registrations, one per observed notification name.
  let registrations: NotificationRegistrations
  /// The keyboard's state that the observers of ``center`` share.
  private let centerState: CenterKeyboardState
  /// The normaliser every notification goes through while the observer is started.
  private(set) var tracker = KeyboardTracker()

  /// Reads the screen's bounds at each notification (the UIKit shells set it from a view: this
  /// module's, and KeyboardistSwiftUI's from a window scene).
  package var screenSource: (@MainActor () -> CGRect?)?
  /// Reads whether the app is active at each notification (the UIKit shells set it, as
  /// ``screenSource``).
  package var appActivitySource: (@MainActor () -> Bool)?

  /// The last transition handed out, or `nil` since none (or since the keyboard was forgotten).
  package private(set) var lastTransition: KeyboardTransition?

  /// Reads the time of a notification for the motion it hands out, on the clock of the samples (the
  /// UIKit shell sets it to the display link's clock; the simulator to its own); without one, the
  /// time of the last motion.
  package var motionClock: (@MainActor () -> TimeInterval)?
  /// Told whenever the motion starts or stops needing frames: the UIKit shell runs its display link
  /// only while it does.
  package var needsFramesDidChange: (@MainActor (Bool) -> Void)?
  /// The UIKit shell's reader of the keyboard's position (`followMotion(in:)`), held weakly (the
  /// view it reads from keeps it), so that following another view removes the one before.
  package weak var motionReader: AnyObject?

  /// Creates an observer of a notification center, with no callbacks and not yet started.
  ///
  /// - Parameter center: The center keyboard notifications are posted to; inject your own in tests.
  public init(center: NotificationCenter = .default) {
    self.center = center
    registrations = NotificationRegistrations(center: center)
    centerState = CenterKeyboardState.of(center)
  }

  deinit {
    registrations.removeAll()
    if isObserving {
      let centerState = centerState
      MainActorHop.run { centerState.observerStopped() }
    }
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
    callbacks[event] = callback
    return self
  }

  /// Registers the callback for appears, replacing any earlier one.
  ///
  /// It runs on the main actor, synchronously inside UIKit's post, for each ``KeyboardTransition``
  /// of kind ``KeyboardTransition/Kind/appear``: the keyboard came up (``KeyboardTransition/appearIndex``
  /// 0) or changed height while up (1, 2, …). Registered on a started observer while the keyboard
  /// is up, it also runs at once with the keyboard where it is (a 0 duration, since nothing moves).
  ///
  /// - Parameter callback: What runs with each appear.
  /// - Returns: The observer, to chain further calls.
  @discardableResult
  public func onAppear(_ callback: @escaping TransitionCallback) -> Self {
    let wasTracking = isTracking
    appearCallback = callback
    listenerAdded(wasTracking: wasTracking) { callback($0) }
    return self
  }

  /// Registers the callback for disappears, replacing any earlier one.
  ///
  /// It runs on the main actor, synchronously inside UIKit's post, once for each time the keyboard
  /// goes away after an appear.
  ///
  /// - Parameter callback: What runs with each disappear.
  /// - Returns: The observer, to chain further calls.
  @discardableResult
  public func onDisappear(_ callback: @escaping TransitionCallback) -> Self {
    let wasTracking = isTracking
    disappearCallback = callback
    listenerAdded(wasTracking: wasTracking) { _ in }
    return self
  }

  /// A new stream of the observer's transitions, for `for await` loops.
  ///
  /// ```swift
  /// for await transition in keyboard.transitions {
  ///   print(transition.kind, transition.height)
  /// }
  /// ```
  ///
  /// Each read returns a new stream that receives every transition from then on, in order; give
  /// each consumer its own stream (one stream must not be iterated from two tasks at once).
  /// Transitions are few (a handful per tap), so a stream buffers every one its iterator has not
  /// consumed yet, without limit: a slow consumer sees them all, late but in order. Elements are
  /// produced on the main actor, inside UIKit's post. A stream read from a started observer while
  /// the keyboard is up starts with one appear: the keyboard where it is (a 0 duration).
  ///
  /// A stream keeps its observer alive until the stream ends, so
  /// `for await t in KeyboardObserver().start().transitions` keeps observing with nothing else
  /// holding the observer. A stream ends when its iterating task is cancelled (a SwiftUI `.task`
  /// is, when its view goes), when its consumer drops it, or when ``clear()`` is called; then it
  /// lets go of the observer. Cancel the task that iterates (or call ``clear()``) when its screen
  /// goes away: until then, the loop and its observer stay.
  public var transitions: AsyncStream<KeyboardTransition> {
    AsyncStream { continuation in
      let id = makeListenerID()
      // The handler holds the observer until the stream ends (the observer holds the
      // continuation: a cycle on purpose, broken by the termination).
      continuation.onTermination = { [self] _ in
        MainActorHop.run { [weak self] in self?.removeStream(id) }
      }
      let wasTracking = isTracking
      streams.append((id, continuation))
      listenerAdded(wasTracking: wasTracking) { continuation.yield($0) }
    }
  }

  /// Adds a package listener that sees every transition with the screen it was measured on, before
  /// the other listeners.
  ///
  /// - Parameter receive: Returns `false` when its owner is gone, to be removed.
  package func addTransitionSink(
    _ receive: @escaping @MainActor (KeyboardTransition, CGRect?) -> Bool
  ) {
    let id = makeListenerID()
    let wasTracking = isTracking
    sinks.append((id, receive))
    listenerAdded(wasTracking: wasTracking) { _ in }
  }

  /// Whether anything listens to transitions; then the tracker follows every notification.
  private var isTracking: Bool {
    appearCallback != nil || disappearCallback != nil || !streams.isEmpty || !sinks.isEmpty
  }

  /// Tells a transition listener just added where the keyboard is, while the observer is started
  /// and the keyboard is up.
  ///
  /// The first listener of a started observer brings the tracker up to date with the center's
  /// state (``catchUp()``), which tells every listener; a later one hears of the keyboard through
  /// `tell`, as one appear from nothing with a 0 duration.
  ///
  /// - Parameters:
  ///   - wasTracking: Whether anything listened to transitions before the listener was added.
  ///   - tell: Hands the listener one transition.
  private func listenerAdded(wasTracking: Bool, tell: (KeyboardTransition) -> Void) {
    guard isObserving else { return }
    guard wasTracking else { return catchUp() }
    guard let last = lastTransition, last.kind == .appear else { return }
    tell(
      KeyboardTransition(
        kind: .appear, appearIndex: last.appearIndex, height: last.height,
        heightIncrement: last.height, options: last.options.atRest))
  }

  /// Registers the callback for the keyboard's motion, frame by frame, replacing any earlier one.
  ///
  /// It runs on the main actor for every display frame of the keyboard's animations (showing,
  /// hiding, resizing) and of the user's interactive drag, and once when the keyboard comes to
  /// rest, with where the keyboard is in that frame (``KeyboardMotion``): its visible height, its
  /// progress from hidden to shown, its phase, and how much of a given view it covers. The frames
  /// come from the UIKit shell (`followMotion(in:)`) on a device and from `KeyboardSimulator` in
  /// tests; without them, the callback runs when an animation starts and when it ends. An observer
  /// that starts (or gets this callback while started) after the keyboard moved hands out one
  /// motion at rest where the keyboard is now.
  ///
  /// ```swift
  /// keyboard.onMove { [unowned self] motion in
  ///   hintLabel.alpha = 1 - motion.progress
  /// }
  /// ```
  ///
  /// - Parameter callback: What runs with each frame's motion.
  /// - Returns: The observer, to chain further calls.
  @discardableResult
  public func onMove(_ callback: @escaping MotionCallback) -> Self {
    let wasFollowing = isFollowingMotion
    moveCallback = callback
    if isObserving, !wasFollowing { catchUpMotion() }
    return self
  }

  /// Adds a package listener that sees every frame's motion before the motion callback.
  ///
  /// - Parameter receive: Returns `false` when its owner is gone, to be removed.
  package func addMotionSink(_ receive: @escaping @MainActor (KeyboardMotion) -> Bool) {
    let wasFollowing = isFollowingMotion
    motionSinks.append((makeListenerID(), receive))
    if isObserving, !wasFollowing { catchUpMotion() }
  }

  /// Brings the motion to where the center's keyboard state says the keyboard is, at rest: the
  /// motion was not fed while the observer was stopped, or while nothing listened to it.
  ///
  /// The model may also have moved while nothing was handed out (its view came into a window
  /// while the observer was stopped): the listeners then learn where it is now.
  private func catchUpMotion() {
    motionModel.screen = tracker.screen
    let time = motionClock?() ?? motionModel.motion.time
    if let known = centerState.lastTransition {
      let height = known.kind == .appear ? known.options.trackedHeight(on: tracker.screen) : 0
      if let motion = motionModel.rest(at: height, time: time) { return handOut(motion) }
    }
    let unseen = motionModel.motion
    let isUntouched = lastMotionHandedOut == nil && unseen == KeyboardMotionModel().motion
    guard unseen != lastMotionHandedOut, !isUntouched else { return }
    handOut(unseen)
  }

  /// Whether anything listens to the motion; then notifications and samples go to the model.
  private var isFollowingMotion: Bool { moveCallback != nil || !motionSinks.isEmpty }

  /// The keyboard's motion in the last frame handed out.
  package var motion: KeyboardMotion { motionModel.motion }

  private func removeStream(_ id: Int) {
    streams.removeAll { $0.id == id }
  }

  private func makeListenerID() -> Int {
    lastListenerID += 1
    return lastListenerID
  }

  // MARK: - Starting and stopping

  /// Starts observing; calling it again changes nothing.
  ///
  /// The observer watches the six keyboard notifications. It starts from what the observers of its center know about the keyboard, and catches up at
  /// once: if the keyboard is up and this observer has not been told, it hands out one
  /// ``KeyboardTransition/Kind/appear`` with the keyboard's height and frame (a 0 duration, since
  /// nothing moves), so a screen that starts while the keyboard is up lays out for it immediately,
  /// as `UIKeyboardLayoutGuide` does; if the keyboard went, or changed height, while this observer
  /// was stopped, it hands out the one disappear or appear that tells it so. Nothing is handed out
  /// when nothing changed, and raw callbacks see only real notifications. Either way, the hide that
  /// follows reaches it as exactly one disappear, and appears and disappears keep alternating.
  ///
  /// The observers of one `NotificationCenter` share that knowledge (a private center in a test
  /// shares it with no one), whatever they listen to and whether or not they are started; it lives
  /// as long as any of them. What happened before the first of them was made is not known: a
  /// keyboard that came up then is learnt of at its next change.
  ///
  /// - Returns: The observer, to chain further calls.
  @discardableResult
  public func start() -> Self {
    guard !isObserving else { return self }
    isObserving = true
    centerState.observerStarted()
    for event in KeyboardEvent.allCases { observe(event) }
    if isTracking { catchUp() }
    if isFollowingMotion { catchUpMotion() }
    return self
  }

  /// Stops observing and keeps the callbacks, so a later ``start()`` resumes where this left off.
  ///
  /// The normalised layer keeps what it last handed out; the next ``start()`` catches up with any
  /// change the keyboard made meanwhile (see ``start()``).
  public func stop() {
    guard isObserving else { return }
    isObserving = false
    registrations.removeAll()
    centerState.observerStopped()
  }

  /// Stops observing and removes every callback, transition callbacks included, ends every
  /// ``transitions`` stream, and forgets the keyboard.
  public func clear() {
    stop()
    callbacks = [:]
    appearCallback = nil
    disappearCallback = nil
    sinks = []
    moveCallback = nil
    motionSinks = []
    motionModel = KeyboardMotionModel()
    handOut(nil)  // a display link reading frames for an animation under way is paused
    let ended = streams
    streams = []
    for stream in ended { stream.continuation.finish() }
    forgetKeyboard()
  }

  /// Forgets the keyboard (used by ``clear()``, and by an avoider that has put its layout back):
  /// the tracker starts hidden, so the next start or show hands out an appear again.
  package func forgetKeyboard() {
    tracker = KeyboardTracker(screen: tracker.screen, ignoresOtherApps: tracker.ignoresOtherApps)
    lastTransition = nil
  }

  // MARK: - From notification to callback

  /// One notification's values, read on the posting thread, for the main actor.
  struct Delivery: Sendable {
    let event: KeyboardEvent
    let options: KeyboardOptions
    let screen: NotificationScreen

    init(_ event: KeyboardEvent, _ notification: Notification) {
      self.event = event
      options = KeyboardOptions(notification: notification)
      screen = NotificationScreen(notification)
    }
  }

  /// Observes one event's notifications: the block parses each on the posting thread, then hands it
  /// to ``deliver(_:)`` on the main actor.
  private func observe(_ event: KeyboardEvent) {
    let deliver = MainActorHop.sender { [weak self] (delivery: Delivery) in
      self?.deliver(delivery)
    }
    registrations.register(event.notificationName) { notification in
      deliver(Delivery(event, notification))
    }
  }

  /// Hands one notification to the center's state, to the tracker and the transition listeners,
  /// then to the callback for its event.
  ///
  /// A notification that arrives after ``stop()`` (one posted off the main thread just before) is
  /// dropped. The transition listeners are served before the raw callback, which finds the tracked
  /// keyboard already up to date. A listener may stop or clear the observer; then no raw callback
  /// runs.
  func deliver(_ delivery: Delivery) {
    deliver(delivery.event, delivery.options, notificationScreen: delivery.screen.bounds)
  }

  /// Hands one notification's values on, as ``deliver(_:)`` does.
  ///
  /// - Parameters:
  ///   - event: The event that was posted.
  ///   - options: The notification's parsed options.
  ///   - notificationScreen: The bounds of the screen the notification names, if any.
  func deliver(
    _ event: KeyboardEvent, _ options: KeyboardOptions, notificationScreen: CGRect? = nil
  ) {
    guard isObserving else { return }
    // The sources run before the tracker is touched: each may read the observer.
    if let screen = notificationScreen ?? screenSource?() { tracker.screen = screen }
    if let isActive = appActivitySource?() { isAppActive = isActive }
    centerState.update(event, options, screen: tracker.screen)
    if isTracking { normalize(event, options) }
    if isFollowingMotion {
      motionModel.screen = tracker.screen
      let time = motionClock?() ?? motionModel.motion.time
      let motion = motionModel.update(event, options, at: time, isAppActive: isAppActive)
      handOut(motion)
    }
    guard isObserving, let callback = callbacks[event] else { return }
    callback(options)
  }

  /// Feeds one notification to the tracker and hands the transition it makes, if any, to the
  /// sinks, then to the streams and the transition callback of its kind.
  ///
  /// The listeners run from copies of the lists: one may add or remove others.
  private func normalize(_ event: KeyboardEvent, _ options: KeyboardOptions) {
    guard let transition = tracker.update(event, options, isAppActive: isAppActive) else { return }
    lastTransition = transition
    let screen = tracker.screen
    for sink in sinks where !sink.receive(transition, screen) {
      sinks.removeAll { $0.id == sink.id }
    }
    for stream in streams { stream.continuation.yield(transition) }
    switch transition.kind {
    case .appear: appearCallback?(transition)
    case .disappear: disappearCallback?(transition)
    }
  }

  /// Brings the tracker to the center's keyboard, handing out the one transition that takes.
  ///
  /// The state's last transition is fed to the tracker as a `willShow` when it was an appear and
  /// as a `didHide` when it was a disappear, so the tracker's own rules decide: an appear when the
  /// keyboard came up (or changed height) since the tracker last saw it, a disappear when it went,
  /// nothing when nothing changed. The options are those of the notification behind that
  /// transition, with the start frame set to the end frame and a 0 duration: the keyboard is not
  /// moving, so layouts snap into place rather than animate.
  private func catchUp() {
    guard let known = centerState.lastTransition else { return }
    if let isActive = appActivitySource?() { isAppActive = isActive }
    normalize(known.kind == .appear ? .willShow : .didHide, known.options.atRest)
  }

  // MARK: - Following the keyboard frame by frame

  /// Takes in where the keyboard is at one display frame of its animation, and hands the motion of
  /// that frame to ``onMove(_:)``.
  ///
  /// On a device the UIKit shell (`followMotion(in:)`) calls it on every frame while the keyboard
  /// animates, and `KeyboardSimulator` does in tests; call it yourself to drive the motion from a
  /// source of your own. A frame counts while an animation that a keyboard notification started is
  /// under way, and only while the observer is started and something listens to its motion. A
  /// frame that reaches the animation's end, or comes well after the curve's end, brings the
  /// keyboard to rest (``KeyboardMotion/Phase/settled``). Isolation: main actor.
  ///
  /// - Parameter sample: Where the keyboard's top edge is, in screen coordinates, and when, on
  ///   the clock of the notifications' times (the display link's on a device).
  public func follow(_ sample: KeyboardSample) {
    follow(sample, isLayout: false)
  }

  /// Takes in a change of the keyboard layout guide's own position, and hands the motion it makes
  /// to ``onMove(_:)``: the user's finger during an interactive drag, which UIKit announces with no
  /// notification.
  ///
  /// The UIKit shell calls it whenever the guide's position changes, and `KeyboardSimulator` does
  /// for a scripted drag; call it yourself from a source of your own. From rest, a change that
  /// moves a shown keyboard down (and not all the way to hidden) starts a drag
  /// (``KeyboardMotion/Phase/dragging``); the notification UIKit posts when the finger lets go
  /// completes or cancels it. A change while an animation is under way, or that jumps to hidden,
  /// is where an animation ends, not the keyboard, and is ignored. Isolation: main actor.
  ///
  /// - Parameter sample: Where the keyboard's top edge is, in screen coordinates, and when.
  public func follow(layoutChange sample: KeyboardSample) {
    follow(sample, isLayout: true)
  }

  private func follow(_ sample: KeyboardSample, isLayout: Bool) {
    guard isObserving, isFollowingMotion else { return }
    if let screen = screenSource?() { tracker.screen = screen }
    motionModel.screen = tracker.screen
    handOut(motionModel.update(sample, isLayout: isLayout))
  }

  /// Sets how the motion is measured where the UIKit shell reads it: the layout guide's height
  /// while the keyboard is hidden, and whether the system cross-fades the keyboard.
  ///
  /// - Parameters:
  ///   - hiddenGuideHeight: 0 from iOS 17, the bottom safe area before.
  ///   - prefersCrossFade: Whether Reduce Motion cross-fades the keyboard instead of sliding it.
  package func measureMotion(hiddenGuideHeight: CGFloat, prefersCrossFade: Bool) {
    motionModel.hiddenGuideHeight = hiddenGuideHeight
    motionModel.prefersCrossFade = prefersCrossFade
  }

  /// Ignores layout changes for a moment: an input accessory view is about to be swapped.
  package func accessoryWillChange() {
    motionModel.accessoryWillChange()
  }

  /// Ignores samples: the view they are read from left its window.
  package func detachMotion() {
    motionModel.detach()
  }

  /// Takes samples again from a view back in a window, starting from where the keyboard is.
  ///
  /// - Parameter sample: The keyboard's position as the view reads it on arriving.
  package func attachMotion(_ sample: KeyboardSample) {
    motionModel.screen = tracker.screen
    let motion = motionModel.attach(sample)
    guard isObserving, isFollowingMotion else { return }
    handOut(motion)
  }

  /// Learns where the keyboard is from the layout guide, for an observer that starts while the
  /// keyboard is up and whose center's state has seen no notification yet.
  ///
  /// The frame stands for a `willShow` at rest: the center's state takes it, and so does this
  /// observer, which hands out the appear it makes while it is started.
  ///
  /// - Parameter frame: The keyboard's frame in screen coordinates.
  package func keyboardFound(at frame: CGRect) {
    guard centerState.lastTransition == nil, frame.isFiniteAndNonEmpty else { return }
    let options = KeyboardOptions(endFrame: frame).atRest
    centerState.update(.willShow, options, screen: tracker.screen)
    if isObserving, isTracking { catchUp() }
  }

  /// Hands a frame's motion to the motion sinks, then to the motion callback, and tells the shell
  /// when frames start or stop being needed.
  private func handOut(_ motion: KeyboardMotion?) {
    if let needsFramesDidChange, motionModel.needsFrames != framesNeeded {
      framesNeeded = motionModel.needsFrames
      needsFramesDidChange(framesNeeded)
    }
    guard let motion else { return }
    lastMotionHandedOut = motion
    for sink in motionSinks where !sink.receive(motion) {
      motionSinks.removeAll { $0.id == sink.id }
    }
    moveCallback?(motion)
  }

  /// Whether the shell was last told that frames are needed.
  private var framesNeeded = false

  /// The last motion handed to the listeners, if any.
  private var lastMotionHandedOut: KeyboardMotion?

  // MARK: - The normalised layer's inputs

  /// The screen's bounds, in screen coordinates, that visible heights are measured against.
  ///
  /// Set it yourself on Linux, in tests and wherever UIKit cannot tell. On iOS it is filled in at
  /// each notification: from the `UIScreen` that iOS 16.1 and later post as the notification's
  /// object, else from the view given to ``followScreen(of:)``; a value found there replaces the one
  /// you set. `nil` (the default) measures the end frame's own height, which cannot tell a hardware
  /// keyboard's 55 pt shortcut bar from its 313 pt frame, nor a floating keyboard from a docked one.
  public var screen: CGRect? {
    get { tracker.screen }
    set { tracker.screen = newValue }
  }

  /// Whether the app is active; while it is not, notifications make no transitions.
  ///
  /// iOS posts the keyboard's hide on the way to the background and posts it again on the way back;
  /// neither is a change the user made. Set it yourself on Linux and in tests; on iOS,
  /// ``followApplicationState()`` reads it from `UIApplication.shared.applicationState` at each
  /// notification. `true` by default.
  public var isAppActive = true

  /// Whether notifications about other apps' keyboards (Split View, Slide Over) are ignored, hides
  /// excepted; `true` by default.
  public var ignoresOtherApps: Bool {
    get { tracker.ignoresOtherApps }
    set { tracker.ignoresOtherApps = newValue }
  }
}
