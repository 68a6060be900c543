import Foundation
import KeyboardistObserver
import KeyboardistTraces

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// Builds a scenario's steps the way iOS posts them, keeping the keyboard's frame and the clock.
///
/// Every keyboard change posts `willChangeFrame`, then `willShow` or `willHide` (when the change is
/// one), then, once the animation is over, `didChangeFrame` and `didShow`/`didHide`. The
/// will-notifications carry ``/Keyboardist/KeyboardAnimationCurve/keyboard`` and 0.25 s; the
/// did-notifications carry no animation keys (the trace `quicktype-toggle-iphone6`) and come when
/// the spring settles, which is assumed. A change with a 0 s duration is over at once.
struct ScenarioBuilder {
  /// How a frame change announces itself.
  enum Announcement {
    /// `willShow` and `didShow` alongside the frame-change pair.
    case show
    /// `willHide` and `didHide` alongside the frame-change pair.
    case hide
    /// Only the frame-change pair.
    case frameChangeOnly
  }

  static let duration: TimeInterval = 0.25

  /// How long the keyboard's animation of ``duration`` lasts: its spring's settling time.
  static let animationLength = KeyboardAnimationCurve.keyboard.totalDuration(for: duration)

  let device: KeyboardDeviceProfile
  private(set) var steps: [KeyboardScenario.Step] = []
  private(set) var time: TimeInterval = 0
  /// The keyboard's current frame in screen coordinates.
  var frame: CGRect
  var belongsToCurrentApp = true
  private(set) var isAppActive = true

  init(device: KeyboardDeviceProfile) {
    self.device = device
    self.frame = device.offscreenFrame(height: device.keyboardHeight)
  }

  /// Lets time pass.
  mutating func wait(_ seconds: TimeInterval) {
    time += seconds
  }

  /// Posts an app-activity change.
  mutating func app(_ event: KeyboardScenario.AppEvent) {
    steps.append(.app(event))
    isAppActive = event.notification.isAppActiveAfter
  }

  /// Has the app tell the observers what its input does: a switch between the keyboard and a
  /// panel (``KeyboardScenario/Step/switchInput(to:)``) or the end of editing.
  mutating func announce(_ step: KeyboardScenario.Step) {
    steps.append(step)
  }

  /// Posts one keyboard notification now, with or without animation keys.
  mutating func post(
    _ event: KeyboardEvent, from start: CGRect, to end: CGRect, animated: Bool,
    duration: TimeInterval = ScenarioBuilder.duration
  ) {
    steps.append(
      .keyboard(
        KeyboardTrace.Record(
          event: event,
          options: KeyboardOptions(
            belongsToCurrentApp: belongsToCurrentApp, startFrame: start, endFrame: end,
            animationDuration: duration, animationCurve: .keyboard),
          fields: animated ? .all : [.belongsToCurrentApp, .startFrame, .endFrame],
          isAppActive: isAppActive, time: time)))
  }

  /// Moves the keyboard to `end`, posting the notifications iOS posts for such a change, and lets
  /// the animation finish.
  ///
  /// The notifications' begin frame is the keyboard's frame, or `start` when given (an input view
  /// swap reports its end frame as both). The did-notifications come `didDelay` seconds after the
  /// animation is over (the time is then theirs), or not at all when it is `nil`.
  mutating func move(
    to end: CGRect, _ announcement: Announcement, duration: TimeInterval = ScenarioBuilder.duration,
    from start: CGRect? = nil, didDelay: TimeInterval? = 0
  ) {
    let start = start ?? frame
    post(.willChangeFrame, from: start, to: end, animated: true, duration: duration)
    switch announcement {
    case .show: post(.willShow, from: start, to: end, animated: true, duration: duration)
    case .hide: post(.willHide, from: start, to: end, animated: true, duration: duration)
    case .frameChangeOnly: break
    }
    if duration > 0 { time += KeyboardAnimationCurve.keyboard.totalDuration(for: duration) }
    frame = end
    guard let didDelay else { return }
    time += didDelay
    post(.didChangeFrame, from: start, to: end, animated: false)
    switch announcement {
    case .show: post(.didShow, from: start, to: end, animated: false)
    case .hide: post(.didHide, from: start, to: end, animated: false)
    case .frameChangeOnly: break
    }
  }

  /// Moves the keyboard layout guide's own position to `top` now, with no notification: a finger,
  /// or a guide that fails.
  mutating func layoutChange(to top: CGFloat) {
    steps.append(
      .sample(KeyboardTrace.Sample(time: time, keyboardTop: top, isLayoutChange: true)))
  }

  /// Drags the keyboard down with a finger at an even speed: its top edge goes from where it is to
  /// `top` over `seconds`, one change of the layout guide's position per display frame of the
  /// device; iOS posts nothing.
  mutating func drag(to top: CGFloat, over seconds: TimeInterval) {
    let start = time
    let from = frame.minY
    let count = max(1, Int((seconds * Double(device.framesPerSecond)).rounded()))
    for index in 1...count {
      let fraction = Double(index) / Double(count)
      steps.append(
        .sample(
          KeyboardTrace.Sample(
            time: index == count ? start + seconds : start + seconds * fraction,
            keyboardTop: from + (top - from) * CGFloat(fraction), isLayoutChange: true)))
    }
    time = start + seconds
    frame.origin.y = top
  }

  /// Shows the docked keyboard at `height` (the device's full keyboard by default), its
  /// did-notifications `didDelay` seconds late or, when it is `nil`, missing.
  mutating func show(height: CGFloat? = nil, didDelay: TimeInterval? = 0) {
    let height = height ?? device.keyboardHeight
    frame = device.offscreenFrame(height: height)
    move(to: device.dockedFrame(height: height), .show, didDelay: didDelay)
  }

  /// Hides the keyboard below the bottom of the screen, animated unless `duration` is 0, its
  /// did-notifications `didDelay` seconds late or, when it is `nil`, missing.
  mutating func hide(duration: TimeInterval = ScenarioBuilder.duration, didDelay: TimeInterval? = 0)
  {
    move(
      to: device.offscreenFrame(height: frame.height), .hide, duration: duration,
      didDelay: didDelay)
  }
}
