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

  /// The app-wide observer on `NotificationCenter.default`, for listeners that live as long as the app.
  ///
  /// Prefer a per-screen instance for screen work: callbacks registered here by one screen are
  /// replaced by the next screen that registers the same event.
  public static let shared = KeyboardObserver()

  /// The center this observer listens to.
  public var center: NotificationCenter { registrations.center }

  private var callbacks = EventCallbacks()
  let registrations: NotificationRegistrations<KeyboardEvent>
  /// The normalised layer: the tracker, its inputs and its consumers (see `KeyboardObserver+Tracking`).
  var tracking = Tracking()
  /// The continuations of ``transitions`` streams, finished by ``clear()``; each stream holds the
  /// observer until it ends.
  let transitionStreams = TransitionStreams()

  /// The record of the keyboard shared by the observers of ``center``, once this observer follows
  /// transitions and has started (see `KeyboardObserver+Record`).
  var record: KeyboardRecord?
  /// Whether this observer keeps ``record`` current: it is started and follows transitions.
  var isMaintainingRecord = false

  /// Whether the observer is started, that is, between ``start()`` and ``stop()`` or ``clear()``.
  public private(set) var isObserving = false

  /// Creates an observer of a notification center, with no callbacks and not yet started.
  ///
  /// - Parameter center: The center keyboard notifications are posted to; inject your own in tests.
  public init(center: NotificationCenter = .default) {
    registrations = NotificationRegistrations(center: center)
  }

  deinit {
    registrations.removeAll()
    transitionStreams.finishAll()
    if isMaintainingRecord, let record {
      MainActorHop.run { record.observerStopped() }
    }
  }

  /// The events that have a callback.
  public var registeredEvents: Set<KeyboardEvent> {
    Set(KeyboardEvent.allCases.filter { callbacks[$0] != nil })
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
    callbacks[event] = callback
    if isObserving { register(event) }
    return self
  }

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
    for event in observedEvents { register(event) }
    joinRecord()
    return self
  }

  /// Stops observing and keeps the callbacks, so a later ``start()`` resumes where this left off.
  ///
  /// The normalised layer keeps what it last handed out; the next ``start()`` catches up with any
  /// change the keyboard made meanwhile (see ``start()``).
  public func stop() {
    isObserving = false
    registrations.removeAll()
    leaveRecord()
  }

  /// Stops observing and removes every callback, transition callbacks included, ends every
  /// ``transitions`` stream, and forgets the keyboard.
  public func clear() {
    stop()
    callbacks = EventCallbacks()
    clearTracking()
    forgetKeyboard()
    record = nil
  }

  func register(_ event: KeyboardEvent) {
    registrations.register(event, name: event.notificationName) { [weak self] notification in
      let screen = NotificationScreen(notification)
      guard MainActorHop.isOnMainActor else {
        let options = KeyboardOptions(notification: notification)
        MainActorHop.enqueue { self?.deliver(event, options, notificationScreen: screen.bounds) }
        return
      }
      guard let observer = self else { return }
      observer.deliverOnMainActor(event, KeyboardOptions(notification: notification), screen)
    }
  }

  /// Hands one notification to the tracker, then to the callback for its event.
  ///
  /// A notification that arrives after ``stop()`` (one posted off the main thread just before) is
  /// dropped, as is one whose callback was removed. The tracker sees every notification first, so
  /// the transition callbacks, the transition streams and a `KeyboardState` fed by this observer
  /// are served before the raw callback, which finds the tracked keyboard already up to date.
  ///
  /// - Parameters:
  ///   - event: The event that was posted.
  ///   - options: The notification's parsed options.
  ///   - notificationScreen: The bounds of the screen the notification names, if any.
  func deliver(
    _ event: KeyboardEvent, _ options: KeyboardOptions, notificationScreen: CGRect? = nil
  ) {
    guard isObserving else { return }
    track(event, options, notificationScreen: notificationScreen)
    guard isObserving, let callback = callbacks[event] else { return }
    callback(options)
  }
}
