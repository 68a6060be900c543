import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// The motion stage of an observer: the motion model, fed by notifications and by the frames of a
/// ``KeyboardPlatform``, and the listeners of its motion.
///
/// It follows the keyboard only while something listens to its motion. Each start, and the first
/// listener of a started observer, bring it to rest where the center's keyboard is
/// (``catchUp(with:environment:)``). The platform is told whenever frames start or stop being
/// needed.
@MainActor
final class MotionStage {
  /// The model that turns notifications and samples into the keyboard's motion.
  private(set) var model = KeyboardMotionModel()

  /// The callback for each frame's motion.
  var moveCallback: KeyboardObserver.MotionCallback?
  /// The package listeners, which see each frame first.
  private(set) var listeners: [KeyboardListenerEntry] = []
  /// The last motion handed out, if any.
  private var lastHandedOut: KeyboardMotion?
  /// Whether the platform was last told that frames are needed.
  private var framesNeeded = false

  /// Creates a stage with a hidden keyboard at rest.
  nonisolated init() {}

  /// Whether anything listens to the motion; then notifications and samples go to the model.
  var isListened: Bool {
    moveCallback != nil || listeners.contains { $0.listener?.listensToMotion == true }
  }

  /// Adds a package listener.
  func addListener(_ entry: KeyboardListenerEntry) {
    listeners.append(entry)
  }

  /// Forgets every listener and the callback, and the keyboard's motion.
  ///
  /// - Parameter platform: Told that frames are no longer needed.
  func removeAll(platform: (any KeyboardPlatform)?) {
    moveCallback = nil
    listeners = []
    model = KeyboardMotionModel()
    lastHandedOut = nil
    handOut(nil, platform: platform)
  }

  /// Measures on a screen, clipping the motion to a smaller one.
  ///
  /// - Parameter screen: The screen's bounds in screen coordinates, if known.
  func measure(on screen: CGRect?) {
    model.screen = screen
  }

  /// Measures as the environment says: on its screen, as its platform reads the frames, with the
  /// filter of the transitions.
  private func measure(in environment: KeyboardEnvironment, ignoresOtherApps: Bool? = nil) {
    model.screen = environment.screen
    if let ignoresOtherApps { model.filter.ignoresOtherApps = ignoresOtherApps }
    if let platform = environment.platform {
      model.hiddenGuideHeight = platform.hiddenGuideHeight
      model.prefersCrossFade = platform.prefersCrossFade
    }
  }

  // MARK: - Inputs

  /// Takes in one notification, while something listens.
  ///
  /// - Parameters:
  ///   - event: The notification's event.
  ///   - options: Its parsed options.
  ///   - environment: The screen, activity and clock it arrives in.
  ///   - ignoresOtherApps: Whether other apps' keyboards are ignored.
  func take(
    _ event: KeyboardEvent, _ options: KeyboardOptions, in environment: KeyboardEnvironment,
    ignoresOtherApps: Bool
  ) {
    if !listeners.isEmpty { listeners.removeAll { $0.listener?.listensToMotion != true } }
    guard isListened else { return }
    measure(in: environment, ignoresOtherApps: ignoresOtherApps)
    let time = environment.now ?? model.motion.time
    let motion = model.update(event, options, at: time, isAppActive: environment.isAppActive)
    handOut(motion, platform: environment.platform)
  }

  /// Takes in one frame, or a change of the layout guide's position.
  ///
  /// - Parameters:
  ///   - sample: Where the keyboard's top edge is, and when.
  ///   - isLayout: Whether it is a change of the layout position rather than a display frame.
  ///   - environment: The screen it is measured on.
  func follow(_ sample: KeyboardSample, isLayout: Bool, in environment: KeyboardEnvironment) {
    measure(in: environment)
    handOut(model.update(sample, isLayout: isLayout), platform: environment.platform)
  }

  /// Brings the motion to rest where the center's keyboard is: the model was not fed while the
  /// observer was stopped, or while nothing listened to it.
  ///
  /// The model may also have moved while nothing was handed out (its view came into a window
  /// while the observer was stopped): the listeners then learn where it is now.
  ///
  /// - Parameters:
  ///   - keyboard: Where the center's keyboard is, if it knows.
  ///   - environment: The screen the keyboard is measured on, and the clock.
  func catchUp(with keyboard: CenterKeyboardState.Keyboard?, in environment: KeyboardEnvironment) {
    measure(in: environment)
    let time = environment.now ?? model.motion.time
    if let keyboard {
      let height = keyboard.isUp ? keyboard.options.trackedHeight(on: model.screen) : 0
      if let motion = model.rest(at: height, time: time) {
        return handOut(motion, platform: environment.platform)
      }
    }
    let unseen = model.motion
    let isUntouched = lastHandedOut == nil && unseen == KeyboardMotionModel().motion
    guard unseen != lastHandedOut, !isUntouched else { return }
    handOut(unseen, platform: environment.platform)
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
  ///
  /// - Parameters:
  ///   - sample: The keyboard's position as the view reads it on arriving.
  ///   - environment: The screen it is measured on.
  ///   - handsOut: Whether the motion it makes is handed out (the observer is started and
  ///     listened to).
  func attach(_ sample: KeyboardSample, in environment: KeyboardEnvironment, handsOut: Bool) {
    measure(in: environment)
    let motion = model.attach(sample)
    guard handsOut else { return }
    handOut(motion, platform: environment.platform)
  }

  // MARK: - Handing out

  /// Hands a frame's motion to the listeners, then to the callback, and tells the platform when
  /// frames start or stop being needed.
  private func handOut(_ motion: KeyboardMotion?, platform: (any KeyboardPlatform)?) {
    if let platform, model.needsFrames != framesNeeded {
      framesNeeded = model.needsFrames
      platform.framesNeeded(framesNeeded)
    }
    guard let motion else { return }
    lastHandedOut = motion
    listeners.removeAll { $0.listener?.listensToMotion != true }
    for entry in listeners { entry.listener?.keyboardDidMove(motion) }
    moveCallback?(motion)
  }
}
