import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// The keyboard frame by frame, from the motion stage.
extension KeyboardObserver {
  /// Registers the callback for the keyboard's motion, frame by frame, replacing any earlier one.
  ///
  /// It runs on the main actor for every display frame of the keyboard's animations (showing,
  /// hiding, resizing) and of the user's interactive drag, and once when the keyboard comes to
  /// rest, with where the keyboard is in that frame (``KeyboardMotion``). The frames come from the
  /// view the observer is given on iOS, and from `KeyboardSimulator` in tests; without them, the
  /// callback runs when an animation starts and when it ends. A started observer catches up with
  /// one motion at rest (<doc:StartingAndStopping#Catching-up>).
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
    let wasListened = motionStage.isListened
    motionStage.moveCallback = callback
    motionListenerAdded(wasListened: wasListened)
    return self
  }

  /// Brings the motion of a started observer to where the keyboard is, when its first listener
  /// comes.
  func motionListenerAdded(wasListened: Bool) {
    let state = takeKeyboardState()
    if isObserving, !wasListened { catchUpMotion(with: state) }
  }

  /// The keyboard's motion in the last frame handed out.
  package var motion: KeyboardMotion { motionStage.model.motion }

  /// Whether the motion needs frames now: an animation is under way.
  var needsFrames: Bool { motionStage.model.needsFrames }

  /// The motion stage's model.
  var motionModel: KeyboardMotionModel { motionStage.model }

  /// Brings the motion to rest where the center's keyboard is.
  func catchUpMotion(with state: CenterKeyboardState) {
    environment.read()
    motionStage.catchUp(with: state.keyboard(ignoringOtherApps: ignoresOtherApps), in: environment)
  }

  /// Takes in where the keyboard is at one display frame of its animation, and hands the motion of
  /// that frame to ``onMove(_:)``.
  ///
  /// On a device the view the observer is given feeds it on every frame while the keyboard
  /// animates, and `KeyboardSimulator` does in tests; call it yourself to drive the motion from a
  /// source of your own. A frame counts while an animation that a keyboard notification started is
  /// under way, and only while the observer is started and something listens to its motion. A
  /// frame that reaches the animation's end, or comes well after the curve's end, brings the
  /// keyboard to rest (``KeyboardMotion/Phase/settled``).
  ///
  /// A sample with a ``KeyboardSample/displayTime`` is handed out for that time: where the
  /// keyboard will be when the frame is shown, along the animation's timing
  /// (<doc:FollowingTheKeyboardFrameByFrame#Where-the-keyboard-will-be>); without one, as read.
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
  /// From rest, a change that moves a shown keyboard down (and not all the way to hidden) starts a
  /// drag (``KeyboardMotion/Phase/dragging``); the notification UIKit posts when the finger lets go
  /// completes or cancels it. A change while an animation is under way, or that jumps to hidden,
  /// is where an animation ends, not the keyboard, and is ignored.
  ///
  /// - Parameter sample: Where the keyboard's top edge is, in screen coordinates, and when.
  public func follow(layoutChange sample: KeyboardSample) {
    follow(sample, isLayout: true)
  }

  func follow(_ sample: KeyboardSample, isLayout: Bool) {
    guard isObserving, motionStage.isListened else { return }
    environment.read()
    motionStage.follow(sample, isLayout: isLayout, in: environment)
  }

  /// Ignores layout changes for a moment: an input accessory view is about to be swapped.
  package func accessoryWillChange() {
    motionStage.accessoryWillChange()
  }

  /// Ignores samples: the view they are read from left its window.
  package func detachMotion() {
    motionStage.detach()
  }

  /// Takes samples again from a view back in a window, starting from where the keyboard is.
  ///
  /// - Parameter sample: The keyboard's position as the view reads it on arriving.
  package func attachMotion(_ sample: KeyboardSample) {
    environment.read()
    motionStage.attach(sample, in: environment, handsOut: isObserving && motionStage.isListened)
  }

  /// Learns where the keyboard is from the layout guide, for an observer that starts while the
  /// keyboard is up and whose center's state has seen no notification yet.
  ///
  /// The frame stands for a `willShow` at rest: the center's state takes it, and so does this
  /// observer, which hands out the appear it makes while it is started.
  ///
  /// - Parameter frame: The keyboard's frame in screen coordinates.
  package func keyboardFound(at frame: CGRect) {
    let state = takeKeyboardState()
    guard state.keyboard(ignoringOtherApps: true) == nil, frame.isFiniteAndNonEmpty else { return }
    state.update(.willShow, KeyboardOptions(endFrame: frame).atRest)
    if isObserving, transitionStage.isListened { catchUpTransitions(with: state) }
  }
}
