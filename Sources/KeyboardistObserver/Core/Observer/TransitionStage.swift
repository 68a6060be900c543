import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// The transitions of one observer: a ``KeyboardTracker`` on the observer's screen, fed by its
/// center's staged feed while the observer is started and something listens.
@MainActor
final class TransitionStage {
  /// The normaliser the notifications go through.
  private(set) var tracker = KeyboardTracker()
  /// The last transition handed out, or `nil` since none (or since the keyboard was forgotten).
  private(set) var lastTransition: KeyboardTransition?
  /// The listeners.
  private var listeners = KeyboardListeners<KeyboardTransition>()
  /// The screen and activity it measures in.
  private let environment: KeyboardEnvironment
  /// The center's staged feed, while it follows.
  private let feed = StagedFeed()
  /// The listeners added while it did not follow, told where the keyboard is once it does.
  private var untold: Set<Int> = []

  /// Creates a stage with a hidden keyboard, reading `environment`.
  nonisolated init(environment: KeyboardEnvironment) {
    self.environment = environment
  }

  /// Whether other apps' keyboards are ignored (their hides count).
  var ignoresOtherApps: Bool {
    get { tracker.ignoresOtherApps }
    set { tracker.ignoresOtherApps = newValue }
  }

  /// Whether anything listens; dead package listeners are dropped on the way.
  var isListened: Bool {
    listeners.prune { $0.listensToTransitions }
  }

  /// Whether the stage follows the center now: started and listened to.
  var isFollowing: Bool { feed.isFollowing }

  /// The package listeners.
  var packageListeners: [any KeyboardListener] { listeners.packageListeners }

  // MARK: - Following

  /// Follows `center` from now on, while something listens.
  func start(_ center: KeyboardCenter) {
    feed.start(center)
    follow()
  }

  /// Stops following.
  func stop() {
    feed.stop()
  }

  /// Subscribes when the stage is started and listened to (catching up), and unsubscribes when it
  /// is not.
  private func follow() {
    let state = feed.follow(isListened: isListened) { [weak self] post in self?.take(post) }
    guard let state else { return }
    catchUp(with: state)
    let newcomers = listeners.listeners(untold)
    untold = []
    guard let keyboard = keyboardAtRest else { return }
    for listener in newcomers { tell(listener, keyboard) }
  }

  /// Adds a listener; one added while the stage follows a keyboard that is up hears of it at
  /// once.
  @discardableResult
  func add(_ listener: KeyboardListeners<KeyboardTransition>.Listener) -> Int {
    let id = listeners.add(listener)
    guard !feed.isFollowing else {
      if let keyboard = keyboardAtRest { tell(listener, keyboard) }
      return id
    }
    untold.insert(id)
    follow()
    return id
  }

  /// Removes a listener (a stream that ended).
  func remove(_ id: Int) {
    listeners.remove(id)
    untold.remove(id)
    follow()
  }

  /// Ends every stream, forgets every listener and the keyboard.
  func removeAll() {
    let removed = listeners
    listeners = KeyboardListeners()
    untold = []
    feed.unsubscribe()
    removed.finishStreams()
    forgetKeyboard()
  }

  /// Forgets the keyboard: the tracker starts hidden, so the next start or show hands out an
  /// appear again.
  func forgetKeyboard() {
    tracker = KeyboardTracker(ignoresOtherApps: tracker.ignoresOtherApps)
    lastTransition = nil
  }

  /// The keyboard told to a listener just added: one appear at rest at the tracked height, or
  /// `nil` while it is hidden.
  private var keyboardAtRest: KeyboardTransition? {
    guard let last = lastTransition, last.kind == .appear, tracker.isVisible else { return nil }
    return KeyboardTransition(
      kind: .appear, appearIndex: last.appearIndex, height: tracker.height,
      heightIncrement: tracker.height, options: last.options.atRest)
  }

  // MARK: - Notifications

  private func take(_ post: KeyboardPost) {
    guard isListened else { return follow() }
    environment.read(notificationScreen: post.screen)
    tracker.screen = environment.screen
    hand(tracker.update(post.event, post.options, isAppActive: environment.isAppActive))
  }

  /// Brings the tracker to where the center's notifications left the keyboard, on this stage's
  /// screen and with its filter, handing out the one transition that takes; nothing while the app
  /// is not active.
  private func catchUp(with state: KeyboardCenterState) {
    environment.read()
    tracker.screen = environment.screen
    guard environment.isAppActive,
      let keyboard = state.tracker(on: environment.screen, ignoresOtherApps: ignoresOtherApps)
    else { return }
    hand(tracker.catchUp(with: keyboard))
  }

  private func hand(_ transition: KeyboardTransition?) {
    guard let transition else { return }
    lastTransition = transition
    listeners.send(transition, skipping: untold) { listener, transition in
      listener.keyboardDidTransition(transition, on: tracker.screen)
    }
  }

  private func tell(
    _ listener: KeyboardListeners<KeyboardTransition>.Listener, _ transition: KeyboardTransition
  ) {
    var one = KeyboardListeners<KeyboardTransition>()
    one.add(listener)
    one.send(transition) { $0.keyboardDidTransition($1, on: tracker.screen) }
  }
}
