import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// The motion of one observer: a ``KeyboardMotionModel`` fed by its center's staged feed and by the
/// frames of a ``KeyboardPlatform``, while the observer is started and something listens.
@MainActor
final class MotionStage {
  /// The model that turns notifications and samples into the keyboard's motion.
  private(set) var model = KeyboardMotionModel()
  /// The listeners.
  private var listeners = KeyboardListeners<KeyboardMotion>()
  /// The screen, activity, clock and frames it reads.
  private let environment: KeyboardEnvironment
  /// The center's staged feed, while it follows.
  private let feed = StagedFeed()
  /// The last motion handed out, if any.
  private var lastHandedOut: KeyboardMotion?
  /// Whether the platform was last told that frames are needed.
  private var framesNeeded = false
  /// The listeners added while it did not follow, told where the keyboard is once it does.
  private var untold: Set<Int> = []

  /// Creates a stage with a hidden keyboard at rest, reading `environment`.
  nonisolated init(environment: KeyboardEnvironment) {
    self.environment = environment
  }

  /// Whether other apps' keyboards are ignored (their hides count).
  var ignoresOtherApps: Bool {
    get { model.filter.ignoresOtherApps }
    set { model.filter.ignoresOtherApps = newValue }
  }

  /// Whether animations are predicted from their notification's timing (the model's
  /// ``KeyboardMotionModel/usesNotificationTiming``).
  var usesNotificationTiming: Bool {
    get { model.usesNotificationTiming }
    set { model.usesNotificationTiming = newValue }
  }

  /// Whether readings of the layout guide are taken (the model's
  /// ``KeyboardMotionModel/usesLayoutGuide``).
  var usesLayoutGuide: Bool {
    get { model.usesLayoutGuide }
    set { model.usesLayoutGuide = newValue }
  }

  /// Whether anything listens; dead package listeners are dropped on the way.
  var isListened: Bool {
    listeners.prune { $0.listensToMotion }
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

  private func follow() {
    let state = feed.follow(isListened: isListened) { [weak self] post in self?.take(post) }
    guard let state else { return }
    catchUp(with: state)
    let newcomers = listeners.listeners(untold)
    untold = []
    for listener in newcomers { tell(listener) }
  }

  /// Adds a listener; the first one of a started observer brings the motion to where the
  /// keyboard is.
  func add(_ listener: KeyboardListeners<KeyboardMotion>.Listener) {
    let id = listeners.add(listener)
    guard !feed.isFollowing else { return tell(listener) }
    untold.insert(id)
    follow()
  }

  private func tell(_ listener: KeyboardListeners<KeyboardMotion>.Listener) {
    environment.read()
    measure()
    let motion = model.motionOnScreen
    guard motion.height > KeyboardMotionModel.tolerance || motion.phase != .settled else { return }
    var one = KeyboardListeners<KeyboardMotion>()
    one.add(listener)
    one.send(motion) { $0.keyboardDidMove($1) }
  }

  /// Forgets every listener and the keyboard's motion; frames are no longer needed.
  func removeAll() {
    let removed = listeners
    listeners = KeyboardListeners()
    untold = []
    feed.unsubscribe()
    removed.finishStreams()
    var fresh = KeyboardMotionModel()
    fresh.filter = model.filter
    fresh.usesNotificationTiming = model.usesNotificationTiming
    fresh.usesLayoutGuide = model.usesLayoutGuide
    model = fresh
    lastHandedOut = nil
    handOut(nil)
  }

  // MARK: - Inputs

  private func take(_ post: KeyboardPost) {
    guard isListened else { return follow() }
    environment.read(notificationScreen: post.screen)
    measure()
    let time = environment.now ?? model.motion.time
    let timing = environment.platform?.notificationTiming(post.event, post.options)
    handOut(
      model.update(
        post.event, post.options, at: time, isAppActive: environment.isAppActive, timing: timing))
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

  /// Takes samples again from a view back in a window, starting from where the keyboard is: where
  /// the center's notifications put it, when they did and the guide disagrees.
  func attach(_ sample: KeyboardSample) {
    environment.read()
    measure()
    let keyboard = feed.state?.tracker(on: environment.screen, ignoresOtherApps: ignoresOtherApps)
    let motion = model.attach(sample, notified: keyboard?.height)
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
    listeners.send(motion, skipping: untold) { $0.keyboardDidMove($1) }
  }
}
