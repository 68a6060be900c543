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

  /// The app-wide observer on `NotificationCenter.default`, for listeners that live as long as the app.
  ///
  /// Prefer a per-screen instance for screen work: callbacks registered here by one screen are
  /// replaced by the next screen that registers the same event.
  public static let shared = KeyboardObserver()

  /// The center this observer listens to.
  public var center: NotificationCenter { registrations.center }

  /// Everything that listens to this observer: raw callbacks, transition callbacks, streams and
  /// state (see ``Listener``).
  private(set) var listeners: [Listener] = []
  /// The last key a state listener or stream got; theirs start at 8 (see ``Listener``).
  private var lastListenerKey = 7
  /// The center's registrations, one per observed event.
  let registrations: NotificationRegistrations
  /// The normaliser every notification goes through while anything follows transitions.
  var tracker = KeyboardTracker()
  /// Reads the screen's bounds at each notification (the UIKit shells set it from a view: this
  /// module's, and KeyboardistSwiftUI's from a window scene).
  package var screenSource: (@MainActor () -> CGRect?)?
  /// Reads whether the app is active at each notification (the UIKit shells set it, as
  /// ``screenSource``).
  package var appActivitySource: (@MainActor () -> Bool)?

  /// The record of the keyboard shared by the observers of ``center``, once this observer follows
  /// transitions and has started; itself an observer of the center (see `KeyboardObserver+Record`).
  var record: KeyboardObserver?
  /// Whether this observer keeps ``record`` current: it is started and follows transitions.
  var isMaintainingRecord = false
  /// Whether this observer is the record of its center, which only watches and writes.
  let isRecord: Bool
  /// For a record: how many observers of its center keep it current now.
  var runningObservers = 0

  /// Whether the observer is started, that is, between ``start()`` and ``stop()`` or ``clear()``.
  public private(set) var isObserving = false

  /// Creates an observer of a notification center, with no callbacks and not yet started.
  ///
  /// - Parameter center: The center keyboard notifications are posted to; inject your own in tests.
  public convenience init(center: NotificationCenter = .default) {
    self.init(center: center, isRecord: false)
  }

  /// Creates an observer, or the record of a center.
  init(center: NotificationCenter, isRecord: Bool) {
    registrations = NotificationRegistrations(center: center)
    self.isRecord = isRecord
  }

  deinit {
    registrations.removeAll()
    if isMaintainingRecord, let record {
      MainActorHop.run { record.observerStopped() }
    }
  }

  // MARK: - The listener list

  /// One entry of the listener list: who receives what.
  ///
  /// Entries are boxed (`indirect`), so the list moves pointers around, whatever an entry holds;
  /// that also compiles to 2.3 KB less than unboxed entries.
  indirect enum Listener {
    /// A package listener (``KeyboardState``, `ObservableKeyboard`) that sees each transition with
    /// the screen it was measured on, before anyone else, and returns `false` once it is gone.
    case state(id: Int, receive: @MainActor (KeyboardTransition, CGRect?) -> Bool)
    /// A ``KeyboardObserver/transitions`` stream.
    case stream(id: Int, continuation: AsyncStream<KeyboardTransition>.Continuation)
    /// The callback for the appears or for the disappears; one of each.
    case transition(KeyboardTransition.Kind, TransitionCallback)
    /// The raw callback for one event; one per event.
    case event(KeyboardEvent, Callback)

    /// What the listener stands for, unique in the list; a listener replaces the one with its key.
    ///
    /// The raw callback of an event has the event's ordinal (0 to 5), the appear and disappear
    /// callbacks 6 and 7, a state listener or stream its identifier (8 and up).
    fileprivate var key: Int {
      switch self {
      case .event(let event, _): event.ordinal
      case .transition(let kind, _): kind == .appear ? 6 : 7
      case .state(let id, _), .stream(let id, _): id
      }
    }
  }

  /// Adds a listener to the list, in place of the one it replaces (the same event's raw callback,
  /// the same kind's transition callback), then, while started, observes what it needs.
  @inline(never)  // One copy for every way in: apps pay for the object's bytes.
  private func add(_ listener: Listener) {
    removeListener(listener.key)
    listeners.appendUnspecialized(listener)
    observeEvents()
  }

  /// Removes the listener with this key, if it is still there.
  @inline(never)  // One copy for add, streams and gone states.
  private func removeListener(_ key: Int) {
    guard let index = listeners.firstIndex(where: { $0.key == key }) else { return }
    listeners.removeUnspecialized(at: index)
  }

  /// A new key for a state listener or a stream.
  private func makeListenerKey() -> Int {
    lastListenerKey += 1
    return lastListenerKey
  }

  /// Whether anything follows transitions; then the observer watches every event the tracker needs.
  var isTracking: Bool {
    if isRecord { return true }
    for listener in listeners {
      if case .event = listener { continue }
      return true
    }
    return false
  }

  /// The events whose notifications can make a transition.
  static let trackedEvents: [KeyboardEvent] = [.willShow, .willChangeFrame, .willHide, .didHide]

  // MARK: - Registering

  /// The events that have a callback.
  public var registeredEvents: Set<KeyboardEvent> {
    // Left unoptimized on purpose: specialized for `KeyboardEvent`, `Set`'s insertion and growth
    // code adds 2.4 KB to every app that links the observer (measured with `Benchmarks/sizes`),
    // for a getter that is seldom read; the standard library's generic copy does the same work.
    @_optimize(none) get {
      var events = Set<KeyboardEvent>()
      for case .event(let event, _) in listeners { events.insert(event) }
      return events
    }
  }

  /// Registers the callback for an event, replacing any earlier one for that event.
  ///
  /// While the observer is started, the event is observed at once.
  ///
  /// - Parameters:
  ///   - event: The keyboard event to handle.
  ///   - callback: What runs, on the main actor, with the notification's parsed options.
  /// - Returns: The observer, to chain further calls.
  @discardableResult
  public func on(event: KeyboardEvent, do callback: @escaping Callback) -> Self {
    add(.event(event, callback))
    return self
  }

  /// Registers the callback for appears, replacing any earlier one.
  ///
  /// It runs on the main actor, synchronously inside UIKit's post, for each ``KeyboardTransition``
  /// of kind ``KeyboardTransition/Kind/appear``: the keyboard came up (``KeyboardTransition/appearIndex``
  /// 0) or changed height while up (1, 2, …). From then on the observer watches every event the
  /// tracker needs, whether or not it has a raw callback for it.
  ///
  /// - Parameter callback: What runs with each appear.
  /// - Returns: The observer, to chain further calls.
  @discardableResult
  public func onAppear(_ callback: @escaping TransitionCallback) -> Self {
    add(.transition(.appear, callback))
    return self
  }

  /// Registers the callback for disappears, replacing any earlier one.
  ///
  /// It runs on the main actor, synchronously inside UIKit's post, once for each time the keyboard
  /// goes away after an appear. From then on the observer watches every event the tracker needs.
  ///
  /// - Parameter callback: What runs with each disappear.
  /// - Returns: The observer, to chain further calls.
  @discardableResult
  public func onDisappear(_ callback: @escaping TransitionCallback) -> Self {
    add(.transition(.disappear, callback))
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
  /// consumed yet, without limit: a slow consumer sees them all, late but in order. While a stream
  /// is alive, the observer watches every event the tracker needs. Elements are produced on the
  /// main actor, inside UIKit's post.
  ///
  /// A stream keeps its observer alive until the stream ends, so
  /// `for await t in KeyboardObserver().start().transitions` keeps observing with nothing else
  /// holding the observer. A stream ends when its iterating task is cancelled (a SwiftUI `.task`
  /// is, when its view goes), when its consumer drops it, or when ``clear()`` is called; then it
  /// lets go of the observer. Cancel the task that iterates (or call ``clear()``) when its screen
  /// goes away: until then, the loop and its observer stay.
  public var transitions: AsyncStream<KeyboardTransition> {
    AsyncStream { continuation in
      let id = makeListenerKey()
      // The handler holds the observer until the stream ends (the observer holds the
      // continuation: a cycle on purpose, broken by the termination), then takes the stream off
      // the list.
      continuation.onTermination = { [self] _ in
        MainActorHop.run { [weak self] in self?.removeListener(id) }
      }
      add(.stream(id: id, continuation: continuation))
    }
  }

  /// Adds a package listener that sees every transition with the screen it was measured on.
  ///
  /// - Parameter receive: Returns `false` when its owner is gone, to be removed.
  package func addTransitionSink(
    _ receive: @escaping @MainActor (KeyboardTransition, CGRect?) -> Bool
  ) {
    add(.state(id: makeListenerKey(), receive: receive))
  }

  // MARK: - Starting and stopping

  /// Starts observing every event that has a callback; calling it again changes nothing.
  ///
  /// An observer that follows transitions (``onAppear(_:)``, ``onDisappear(_:)``,
  /// ``transitions``, a ``KeyboardState``) starts from what the observers of its center know about
  /// the keyboard, and catches up at once: if the keyboard is up and this observer has not been
  /// told, it hands out one ``KeyboardTransition/Kind/appear`` with the keyboard's height and frame
  /// (a 0 duration, since nothing moves), so a screen that starts while the keyboard is up lays out
  /// for it immediately, as `UIKeyboardLayoutGuide` does; if the keyboard went, or changed height,
  /// while this observer was stopped, it hands out the one disappear or appear that tells it so.
  /// Nothing is handed out when nothing changed. Either way, the hide that follows reaches it as
  /// exactly one disappear, and appears and disappears keep alternating.
  ///
  /// The observers of one `NotificationCenter` share that knowledge (a private center in a test
  /// shares it with no one); it is kept current by whichever of them runs, and by the center's own
  /// watch while none does. It goes when the last observer that used it goes. What happened before
  /// any of them started is not known: a keyboard that came up then is learnt of at its next change.
  ///
  /// - Returns: The observer, to chain further calls.
  @discardableResult
  public func start() -> Self {
    isObserving = true
    observeEvents()
    return self
  }

  /// Stops observing and keeps the callbacks, so a later ``start()`` resumes where this left off.
  ///
  /// The normalised layer keeps what it last handed out; the next ``start()`` catches up with any
  /// change the keyboard made meanwhile (see ``start()``).
  @inline(never)  // One copy for clear() and the record (iOS: 212 B less, with forgetKeyboard).
  public func stop() {
    isObserving = false
    registrations.removeAll()
    leaveRecord()
  }

  /// Stops observing and removes every callback, transition callbacks included, ends every
  /// ``transitions`` stream, and forgets the keyboard.
  public func clear() {
    stop()
    let removed = listeners
    listeners = []
    for case .stream(_, let continuation) in removed { continuation.finish() }
    forgetKeyboard()
    record = nil
  }

  /// While started, observes what the listeners need, and joins the center's record.
  ///
  /// That is each event that has a raw callback and, while anything follows transitions, every
  /// event the tracker needs. Registering an event twice observes it once.
  @inline(never)  // One copy for add, start and the record.
  private func observeEvents() {
    guard isObserving else { return }
    for case .event(let event, _) in listeners { register(event) }
    guard isTracking else { return }
    for event in Self.trackedEvents { register(event) }
    joinRecord()
  }

  // MARK: - From notification to callback

  /// Observes one event's notifications: the start of every delivery.
  ///
  /// The block runs on the posting thread. It parses the notification there (values that may cross
  /// threads), then hands it to the main actor: at once when the post came from it, so that work
  /// done in a `will…` callback joins UIKit's keyboard animation, otherwise through the main queue,
  /// in order and holding the observer weakly.
  @inline(never)  // One copy for both loops of observeEvents.
  private func register(_ event: KeyboardEvent) {
    registrations.register(event.ordinal, name: event.notificationName) {
      [weak self] notification in
      let options = KeyboardOptions(notification: notification)
      let screen = NotificationScreen(notification)
      if MainActorHop.isOnMainActor {
        (self as (any MainActorDelivery)?)?.deliverOnMainActor(event, options, screen)
      } else {
        MainActorHop.enqueue { self?.deliver(event, options, notificationScreen: screen.bounds) }
      }
    }
  }

  /// Hands one notification to the tracker and the transition listeners, then to the callback for
  /// its event.
  ///
  /// A notification that arrives after ``stop()`` (one posted off the main thread just before) is
  /// dropped, as is one whose callback was removed. The tracker sees every notification first, so
  /// the transition listeners are served before the raw callback, which finds the tracked keyboard
  /// already up to date. A listener may stop or clear the observer; then no raw callback runs.
  ///
  /// - Parameters:
  ///   - event: The event that was posted.
  ///   - options: The notification's parsed options.
  ///   - notificationScreen: The bounds of the screen the notification names, if any.
  @inline(never)  // One copy for both ways in (iOS: 232 B less).
  func deliver(
    _ event: KeyboardEvent, _ options: KeyboardOptions, notificationScreen: CGRect? = nil
  ) {
    guard isObserving else { return }
    // An observer that joined the record keeps it current until it stops, even once its last
    // transition listener has gone.
    if isMaintainingRecord || isTracking {
      follow(event, options, notificationScreen: notificationScreen)
    }
    guard isObserving, let callback = callback(for: event) else { return }
    callback(options)
  }

  /// The raw callback for an event, if any.
  private func callback(for event: KeyboardEvent) -> Callback? {
    for case .event(event, let callback) in listeners { return callback }
    return nil
  }

  /// Feeds one notification to the tracker and hands the transition it makes to the record, to the
  /// state listeners, then to the streams and transition callbacks.
  ///
  /// The screen comes from the notification, else from the screen source, else stays as set; app
  /// activity from the activity source, else stays as set. The listeners run from a copy of the
  /// list: one may add or remove others (a removed one still runs for this transition).
  ///
  /// - Parameters:
  ///   - event: The event that was posted.
  ///   - options: The notification's parsed options.
  ///   - notificationScreen: The bounds of the screen the notification names, if any.
  func follow(_ event: KeyboardEvent, _ options: KeyboardOptions, notificationScreen: CGRect?) {
    // The sources run before the tracker is touched: each may read the observer.
    if let screen = notificationScreen ?? screenSource?() { tracker.screen = screen }
    if let isActive = appActivitySource?() { isAppActive = isActive }
    guard let transition = tracker.update(event, options, isAppActive: isAppActive) else { return }
    lastTransition = transition
    let screen = tracker.screen
    if isMaintainingRecord { record?.write(transition, screen: screen) }
    // State listeners first, so that the keyboard's state is current for everyone else.
    for case .state(let id, let receive) in listeners where !receive(transition, screen) {
      removeListener(id)
    }
    for listener in listeners {
      switch listener {
      case .stream(_, let continuation): continuation.yield(transition)
      case .transition(transition.kind, let callback): callback(transition)
      default: break
      }
    }
  }

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

  /// The last transition handed out, or `nil` since none (or since the keyboard was forgotten).
  package internal(set) var lastTransition: KeyboardTransition?

  /// The visible height the observer's tracker holds now, in points.
  var trackedHeight: CGFloat { tracker.height }

  /// Forgets the keyboard (used by ``clear()``, and by an avoider that has put its layout back):
  /// the tracker starts hidden, so the next start or show hands out an appear again.
  @inline(never)  // One copy for clear() and the avoider.
  package func forgetKeyboard() {
    tracker = KeyboardTracker(screen: tracker.screen, ignoresOtherApps: tracker.ignoresOtherApps)
    lastTransition = nil
  }
}

/// A nonisolated way in to the observer's main-actor delivery, checked by the runtime at each call.
///
/// The notification block is nonisolated; on the main actor it calls ``KeyboardObserver/deliver(_:_:notificationScreen:)``
/// through this `@preconcurrency` conformance. Swift checks at run time, in the conformance's
/// witness, that the caller is on the main actor (and stops the program if it is not), and nothing
/// is allocated. The `Isolation` benchmarks in `Benchmarks/` compare it with the other ways: in one
/// run (Linux, from `DispatchQueue.main.sync`), a call cost 24 ns this way, 74 ns and one
/// allocation through `MainActor.assumeIsolated`, and 2 ns through a main-actor closure bit-cast to
/// a nonisolated one, which skips the check. Against about 950 ns for a whole delivery, the check's
/// 22 ns buy a trap instead of undefined behaviour on misuse.
private protocol MainActorDelivery {
  /// Delivers one notification; the caller has checked ``MainActorHop/isOnMainActor``.
  func deliverOnMainActor(
    _ event: KeyboardEvent, _ options: KeyboardOptions, _ screen: NotificationScreen)
}

extension KeyboardObserver: @preconcurrency MainActorDelivery {
  fileprivate func deliverOnMainActor(
    _ event: KeyboardEvent, _ options: KeyboardOptions, _ screen: NotificationScreen
  ) {
    deliver(event, options, notificationScreen: screen.bounds)
  }
}
