import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// The transitions stage of an observer: the tracker, the listeners of its transitions, and the
/// catch-up with the center's keyboard.
///
/// It follows notifications only while something listens to its transitions. The first listener
/// of a started observer, and every start, bring the tracker to where the center's keyboard is
/// (``catchUp(with:isAppActive:)``); a later listener hears of the keyboard as one appear at rest.
@MainActor
final class TransitionStage {
  /// The normaliser the notifications go through.
  private(set) var tracker: KeyboardTracker

  /// The last transition handed out, or `nil` since none (or since the keyboard was forgotten).
  private(set) var lastTransition: KeyboardTransition?

  /// The callback for appears.
  var appearCallback: KeyboardObserver.TransitionCallback?
  /// The callback for disappears.
  var disappearCallback: KeyboardObserver.TransitionCallback?
  /// The ``KeyboardObserver/transitions`` streams alive, by identifier.
  private var streams: [(id: Int, continuation: AsyncStream<KeyboardTransition>.Continuation)] = []
  /// The package listeners, which see each transition first.
  private(set) var listeners: [KeyboardListenerEntry] = []
  /// The last identifier given to a stream.
  private var lastStreamID = 0

  /// Creates a stage with a hidden keyboard.
  nonisolated init() {
    tracker = KeyboardTracker()
  }

  /// Whether anything listens to transitions; then the tracker follows every notification.
  var isListened: Bool {
    appearCallback != nil || disappearCallback != nil || !streams.isEmpty
      || listeners.contains { $0.listener?.listensToTransitions == true }
  }

  /// The screen heights are measured on; setting a smaller one clips the tracked height.
  var screen: CGRect? {
    get { tracker.screen }
    set { tracker.screen = newValue }
  }

  /// Whether other apps' keyboards are ignored (their hides count).
  var ignoresOtherApps: Bool {
    get { tracker.ignoresOtherApps }
    set { tracker.ignoresOtherApps = newValue }
  }

  // MARK: - Listeners

  /// Adds a stream's continuation and returns its identifier.
  func addStream(_ continuation: AsyncStream<KeyboardTransition>.Continuation) -> Int {
    lastStreamID += 1
    streams.append((lastStreamID, continuation))
    return lastStreamID
  }

  /// Whether a stream is alive.
  var hasStreams: Bool { !streams.isEmpty }

  /// Removes a stream that ended.
  func removeStream(_ id: Int) {
    streams.removeAll { $0.id == id }
  }

  /// Adds a package listener.
  func addListener(_ entry: KeyboardListenerEntry) {
    listeners.append(entry)
  }

  /// Ends every stream and forgets every listener and callback.
  func removeAll() {
    appearCallback = nil
    disappearCallback = nil
    listeners = []
    let ended = streams
    streams = []
    for stream in ended { stream.continuation.finish() }
  }

  /// The transition that tells a listener just added where the keyboard is: one appear at rest,
  /// from nothing, at the tracked height (clipped to the screen), or `nil` while it is hidden.
  var keyboardAtRest: KeyboardTransition? {
    guard let last = lastTransition, last.kind == .appear, tracker.isVisible else { return nil }
    return KeyboardTransition(
      kind: .appear, appearIndex: last.appearIndex, height: tracker.height,
      heightIncrement: tracker.height, options: last.options.atRest)
  }

  // MARK: - Notifications

  /// Feeds one notification to the tracker, while something listens, and hands the transition it
  /// makes, if any, to the listeners, then to the streams and the callback of its kind.
  ///
  /// The listeners run from copies of the lists: one may add or remove others.
  ///
  /// - Parameters:
  ///   - event: The notification's event.
  ///   - options: Its parsed options.
  ///   - isAppActive: Whether the app is active.
  func take(_ event: KeyboardEvent, _ options: KeyboardOptions, isAppActive: Bool) {
    if !listeners.isEmpty { listeners.removeAll { $0.listener?.listensToTransitions != true } }
    guard isListened,
      let transition = tracker.update(event, options, isAppActive: isAppActive)
    else { return }
    lastTransition = transition
    let screen = tracker.screen
    for entry in listeners { entry.listener?.keyboardDidTransition(transition, on: screen) }
    for stream in streams { stream.continuation.yield(transition) }
    switch transition.kind {
    case .appear: appearCallback?(transition)
    case .disappear: disappearCallback?(transition)
    }
  }

  /// Brings the tracker to the center's keyboard, handing out the one transition that takes.
  ///
  /// The notification that put the center's keyboard where it is is fed to the tracker as a
  /// `willShow` when the keyboard is up and as a `didHide` when it is hidden, so the tracker's own
  /// rules decide, on this observer's screen: an appear when the keyboard came up (or changed
  /// height) since the tracker last saw it, a disappear when it went, nothing when nothing
  /// changed. The options are at rest (the start frame set to the end frame, a 0 duration): the
  /// keyboard is not moving, so layouts snap into place rather than animate.
  ///
  /// - Parameters:
  ///   - keyboard: Where the center's keyboard is, if it knows.
  ///   - isAppActive: Whether the app is active.
  func catchUp(with keyboard: CenterKeyboardState.Keyboard?, isAppActive: Bool) {
    guard let keyboard else { return }
    take(keyboard.isUp ? .willShow : .didHide, keyboard.options.atRest, isAppActive: isAppActive)
  }

  /// Forgets the keyboard: the tracker starts hidden, so the next start or show hands out an
  /// appear again.
  func forgetKeyboard() {
    tracker = KeyboardTracker(screen: tracker.screen, ignoresOtherApps: tracker.ignoresOtherApps)
    lastTransition = nil
  }
}
