public import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

extension KeyboardObserver {
  /// A callback that receives one normalised keyboard transition, on the main actor.
  public typealias TransitionCallback = @MainActor (KeyboardTransition) -> Void

  /// The normalised layer's storage: the tracker, what it is told about the world, and who listens.
  struct Tracking {
    /// The tracker every delivered notification goes through.
    var tracker = KeyboardTracker()
    /// Whether the app is active, as last given or read.
    var isAppActive = true
    /// Reads the screen's bounds at each notification (the UIKit shell sets it from a view).
    var screenSource: (@MainActor () -> CGRect?)?
    /// Reads whether the app is active at each notification (the UIKit shell sets it).
    var appActivitySource: (@MainActor () -> Bool)?
    /// The callback for appears.
    var onAppear: TransitionCallback?
    /// The callback for disappears.
    var onDisappear: TransitionCallback?
    /// Internal listeners such as ``KeyboardState``: each returns `false` once it is gone.
    var sinks: [TransitionSink] = []
    /// The identifier the next sink gets.
    var nextSinkID = 0

    /// Takes what the sources read (`nil` where they read nothing), then feeds the tracker.
    ///
    /// - Parameters:
    ///   - event: The event that was posted.
    ///   - options: The notification's parsed options.
    ///   - screen: The screen's bounds, if known; replaces the tracker's.
    ///   - isAppActive: Whether the app is active, if known; replaces the stored value.
    /// - Returns: The transition the notification makes, if any.
    mutating func update(
      _ event: KeyboardEvent, _ options: KeyboardOptions, screen: CGRect?, isAppActive: Bool?
    ) -> KeyboardTransition? {
      if let screen { tracker.screen = screen }
      if let isAppActive { self.isAppActive = isAppActive }
      return tracker.update(event, options, isAppActive: self.isAppActive)
    }
    /// The last transition handed out, or `nil` since none (or since the keyboard was forgotten).
    var lastTransition: KeyboardTransition?
  }

  /// An internal listener with an identity, so it can be removed while others are added.
  struct TransitionSink {
    /// Unique within one observer.
    var id: Int
    /// Takes a transition and the screen it was measured on; returns `false` once its owner is gone.
    var receive: @MainActor (KeyboardTransition, CGRect?) -> Bool
  }

  /// The events whose notifications can make a transition, observed whenever transitions are used.
  static let trackedEvents: Set<KeyboardEvent> = [.willShow, .willChangeFrame, .willHide, .didHide]

  /// The screen's bounds, in screen coordinates, that visible heights are measured against.
  ///
  /// Set it yourself on Linux, in tests and wherever UIKit cannot tell. On iOS it is filled in at
  /// each notification: from the `UIScreen` that iOS 16.1 and later post as the notification's
  /// object, else from the view given to ``followScreen(of:)``; a value found there replaces the one
  /// you set. `nil` (the default) measures the end frame's own height, which cannot tell a hardware
  /// keyboard's 55 pt shortcut bar from its 313 pt frame, nor a floating keyboard from a docked one.
  public var screen: CGRect? {
    get { tracking.tracker.screen }
    set { tracking.tracker.screen = newValue }
  }

  /// Whether the app is active; while it is not, notifications make no transitions.
  ///
  /// iOS posts the keyboard's hide on the way to the background and posts it again on the way back;
  /// neither is a change the user made. Set it yourself on Linux and in tests; on iOS,
  /// ``followApplicationState()`` reads it from `UIApplication.shared.applicationState` at each
  /// notification. `true` by default.
  public var isAppActive: Bool {
    get { tracking.isAppActive }
    set { tracking.isAppActive = newValue }
  }

  /// Whether notifications about other apps' keyboards (Split View, Slide Over) are ignored, hides
  /// excepted; `true` by default.
  public var ignoresOtherApps: Bool {
    get { tracking.tracker.ignoresOtherApps }
    set { tracking.tracker.ignoresOtherApps = newValue }
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
    tracking.onAppear = callback
    observeTrackedEvents()
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
    tracking.onDisappear = callback
    observeTrackedEvents()
    return self
  }

  /// Adds an internal listener that sees every transition with the screen it was measured on.
  ///
  /// - Parameter sink: Returns `false` when it is gone, to be removed.
  package func addTransitionSink(_ sink: @escaping @MainActor (KeyboardTransition, CGRect?) -> Bool)
  {
    tracking.sinks.append(TransitionSink(id: tracking.nextSinkID, receive: sink))
    tracking.nextSinkID += 1
    observeTrackedEvents()
  }

  /// The last transition handed out, or `nil` since none (or since the keyboard was forgotten).
  package var lastTransition: KeyboardTransition? { tracking.lastTransition }

  /// The visible height the observer's tracker holds now, in points.
  var trackedHeight: CGFloat { tracking.tracker.height }

  /// The events to observe: those with a raw callback, and the tracked ones while transitions are used.
  var observedEvents: Set<KeyboardEvent> {
    isTracking ? registeredEvents.union(Self.trackedEvents) : registeredEvents
  }

  /// Whether anything consumes transitions.
  var isTracking: Bool {
    tracking.onAppear != nil || tracking.onDisappear != nil || !tracking.sinks.isEmpty
      || transitionStreams.hasStreams
  }

  /// While started, observes the tracked events at once, and catches up with the center's record.
  func observeTrackedEvents() {
    guard isObserving else { return }
    for event in Self.trackedEvents { register(event) }
    joinRecord()
  }

  /// Feeds one notification to the tracker and hands on the transition it makes.
  ///
  /// The screen comes from the notification, else from the screen source, else stays as set; app
  /// activity from the activity source, else stays as set.
  ///
  /// - Parameters:
  ///   - event: The event that was posted.
  ///   - options: The notification's parsed options.
  ///   - notificationScreen: The bounds of the screen the notification names, if any.
  func track(_ event: KeyboardEvent, _ options: KeyboardOptions, notificationScreen: CGRect?) {
    // The sources run outside any access to `tracking`, then one access updates it: each access to
    // the observer's state is checked at run time, and this runs for every notification.
    let (screenSource, appActivitySource) = (tracking.screenSource, tracking.appActivitySource)
    let screen = notificationScreen ?? screenSource?()
    let isActive = appActivitySource?()
    guard let transition = tracking.update(event, options, screen: screen, isAppActive: isActive)
    else { return }
    writeRecord(transition)
    emit(transition)
  }

  /// Hands a transition to the internal listeners, the streams, then the callback for its kind.
  private func emit(_ transition: KeyboardTransition) {
    tracking.lastTransition = transition
    let screen = tracking.tracker.screen
    // Sinks added or cleared while these run are left as they are: only the gone ones are removed.
    let gone = tracking.sinks.filter { !$0.receive(transition, screen) }.map(\.id)
    if !gone.isEmpty { tracking.sinks.removeAll { gone.contains($0.id) } }
    transitionStreams.yield(transition)
    let callback = transition.kind == .appear ? tracking.onAppear : tracking.onDisappear
    callback?(transition)
  }

  /// Forgets the keyboard (used by ``clear()``, and by an avoider that has put its layout back):
  /// the tracker starts hidden, so the next start or show hands out an appear again.
  package func forgetKeyboard() {
    let old = tracking.tracker
    tracking.tracker = KeyboardTracker(screen: old.screen, ignoresOtherApps: old.ignoresOtherApps)
    tracking.lastTransition = nil
  }

  /// Removes the transition callbacks and listeners and finishes the streams (used by ``clear()``).
  func clearTracking() {
    tracking.onAppear = nil
    tracking.onDisappear = nil
    tracking.sinks.removeAll()
    transitionStreams.finishAll()
  }
}
