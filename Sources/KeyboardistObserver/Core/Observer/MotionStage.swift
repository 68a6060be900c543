import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// The motion of one observer: a ``KeyboardMotionModel`` fed by its center's staged feed and by the
/// frames of a ``KeyboardPlatform``, while the observer is started and something listens.
@MainActor
final class MotionStage {
  /// A callback that receives the keyboard's motion at one frame.
  typealias Callback = @MainActor (KeyboardMotion) -> Void

  /// The model that turns notifications and samples into the keyboard's motion.
  private(set) var model = KeyboardMotionModel()
  /// The listeners.
  private var listeners = KeyboardListeners<KeyboardMotion>()
  /// The screen, activity, clock and frames it reads.
  private let environment: KeyboardEnvironment
  /// The center, while the observer is started.
  private var center: KeyboardCenter?
  /// The subscription to the staged feed, while it follows.
  private var subscription: KeyboardSubscription?
  /// The last motion handed out, if any.
  private var lastHandedOut: KeyboardMotion?
  /// Whether the platform was last told that frames are needed.
  private var framesNeeded = false

  /// Creates a stage with a hidden keyboard at rest, reading `environment`.
  nonisolated init(environment: KeyboardEnvironment) {
    self.environment = environment
  }

  /// Whether other apps' keyboards are ignored (their hides count).
  var ignoresOtherApps: Bool {
    get { model.filter.ignoresOtherApps }
    set { model.filter.ignoresOtherApps = newValue }
  }

  /// Whether anything listens; dead package listeners are dropped on the way.
  var isListened: Bool {
    listeners.prune { $0.listensToMotion }
  }

  /// Whether the stage follows the center now: started and listened to.
  var isFollowing: Bool { subscription != nil }

  /// The package listeners.
  var packageListeners: [any KeyboardListener] { listeners.packageListeners }

  // MARK: - Following

  /// Follows `center` from now on, while something listens.
  func start(_ center: KeyboardCenter) {
    self.center = center
    follow()
  }

  /// Stops following.
  func stop() {
    center = nil
    subscription = nil
  }

  private func follow() {
    guard isListened, let center else {
      subscription = nil
      return
    }
    guard subscription == nil else { return }
    subscription = center.subscribe(to: .staged) { [weak self] post in self?.take(post) }
    catchUp(with: center.state)
  }

  /// Adds a listener; the first one of a started observer brings the motion to where the
  /// keyboard is.
  func add(_ listener: KeyboardListeners<KeyboardMotion>.Listener) {
    listeners.add(listener)
    follow()
  }

  /// Forgets every listener and the keyboard's motion; frames are no longer needed.
  func removeAll() {
    let removed = listeners
    listeners = KeyboardListeners()
    subscription = nil
    removed.finishStreams()
    model = KeyboardMotionModel()
    lastHandedOut = nil
    handOut(nil)
  }

  // MARK: - Inputs

  private func take(_ post: KeyboardPost) {
    guard isListened else { return follow() }
    environment.read(notificationScreen: post.screen)
    measure()
    let time = environment.now ?? model.motion.time
    handOut(model.update(post.event, post.options, at: time, isAppActive: environment.isAppActive))
  }

  /// Takes in one frame, or a change of the layout guide's position, while the stage follows.
  func follow(_ sample: KeyboardSample, isLayout: Bool) {
    guard isFollowing else { return }
    environment.read()
    measure()
    handOut(model.update(sample, isLayout: isLayout))
  }

  /// Brings the motion to rest where the center's notifications left the keyboard, measured as
  /// the transitions are; a motion the model made while nothing was handed out (its view came
  /// into a window while the observer was stopped) is handed out too.
  private func catchUp(with state: KeyboardCenterState) {
    environment.read()
    measure()
    let time = environment.now ?? model.motion.time
    if environment.isAppActive,
      let keyboard = state.tracker(on: environment.screen, ignoresOtherApps: ignoresOtherApps),
      let motion = model.rest(at: keyboard.height, time: time)
    {
      return handOut(motion)
    }
    let unseen = model.motion
    let isUntouched = lastHandedOut == nil && unseen == KeyboardMotionModel().motion
    guard unseen != lastHandedOut, !isUntouched else { return }
    handOut(unseen)
  }

  /// Measures as the environment says: on its screen, as its platform reads the frames.
  private func measure() {
    model.screen = environment.screen
    if let platform = environment.platform {
      model.hiddenGuideHeight = platform.hiddenGuideHeight
      model.prefersCrossFade = platform.prefersCrossFade
    }
  }

  // MARK: - The frames' view

  /// Ignores layout changes for a moment: an input accessory view is about to be swapped.
  func accessoryWillChange() {
    model.accessoryWillChange()
  }

  /// Ignores samples: the view they are read from left its window.
  func detach() {
    model.detach()
  }

  /// Takes samples again from a view back in a window, starting from where the keyboard is.
  func attach(_ sample: KeyboardSample) {
    environment.read()
    measure()
    let motion = model.attach(sample)
    guard isFollowing else { return }
    handOut(motion)
  }

  // MARK: - Handing out

  /// Hands a frame's motion to the listeners, and tells the platform when frames start or stop
  /// being needed.
  private func handOut(_ motion: KeyboardMotion?) {
    if let platform = environment.platform, model.needsFrames != framesNeeded {
      framesNeeded = model.needsFrames
      platform.framesNeeded(framesNeeded)
    }
    guard let motion else { return }
    lastHandedOut = motion
    guard isListened else { return }
    listeners.send(motion) { $0.keyboardDidMove($1) }
  }
}
