import Foundation
import KeyboardistObserver
import KeyboardistTraces

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// A modelled device: where its keyboard is at each display frame, and what its display link
/// reads, for the notifications and finger of a scenario.
///
/// The model (display link timestamps, a keyboard that starts at the first vsync after its
/// notification, interrupted animations that compose additively as WWDC 2014 session 236
/// describes, the timing Core Animation reports where ``readsTiming``) is the Keyboardist
/// article "Following the Keyboard Frame by Frame", "Where the keyboard will be"; none of it is
/// measured on a device.
struct KeyboardModelledDevice {
  /// One animation of the keyboard, added to where the ones before it send it.
  struct Animation {
    /// Where the keyboard was sent before, and where this animation sends it.
    var from: CGFloat
    var to: CGFloat
    var timing: KeyboardAnimationTiming
    /// What Core Animation would report for it.
    var readTiming: KeyboardAnimationTiming?
    /// The vsync it starts at.
    var begin: TimeInterval

    /// What is left of its change at `time`, in points.
    func remainder(at time: TimeInterval) -> CGFloat {
      (from - to) * CGFloat(1 - timing.progress(after: time - begin))
    }

    var end: TimeInterval { begin + timing.length }
  }

  /// What the keyboard does from one time on: where it is sent, and the animations under way.
  private struct State {
    var time: TimeInterval
    var target: CGFloat
    var animations: [Animation]
  }

  /// The screen's bounds, in screen coordinates.
  let screen: CGRect
  /// The display's refresh rate.
  let framesPerSecond: Int
  /// Whether the display link reads the animation's timing.
  let readsTiming: Bool
  /// How the layout guide fails, if it does: its readings are changed as the failure says.
  let failure: KeyboardFrameFailure?
  /// The guide's reading when the view arrives in its window, for a view attached late
  /// (``KeyboardFrameFailure/attachedWhileUp``); `nil` for a view in its window from the start.
  private(set) var attach: KeyboardTrace.Sample?
  /// Every animation, in order.
  private(set) var animations: [Animation] = []
  /// The times of the finger's layout changes.
  private(set) var layoutChanges: [TimeInterval] = []
  /// The steps as the device gives them: the notifications, the finger's layout changes, and a
  /// frame sample at every vsync of the display link.
  private(set) var steps: [KeyboardScenario.Step] = []
  private var states: [State] = []

  private static let filter = KeyboardNotificationFilter(ignoresOtherApps: false)

  /// Models a device playing `steps` (their frame samples, if any, are dropped: the device makes
  /// its own).
  init(
    steps input: [KeyboardScenario.Step], screen: CGRect, framesPerSecond: Int,
    readsTiming: Bool = true, failure: KeyboardFrameFailure? = nil
  ) {
    self.screen = screen.standardized
    self.framesPerSecond = max(1, framesPerSecond)
    self.readsTiming = readsTiming
    self.failure = failure
    let steps = input.filter { $0.sample.map(\.isLayoutChange) ?? true }
    var state = State(time: -.infinity, target: 0, animations: [])
    states = [state]
    for step in steps {
      switch step {
      case .keyboard(let record):
        let options = record.options
        guard record.time.isFinite, Self.filter.admits(record.event, options, isAppActive: true),
          let target = KeyboardMotionModel.destination(of: record.event, options, on: screen),
          abs(target - state.target) > 0.5
        else { continue }
        state.time = record.time
        state.animations.removeAll { $0.end <= vsync(after: record.time) }
        if options.animationDuration > 0, options.animationDuration.isFinite {
          let animation = Animation(
            from: state.target, to: target,
            timing: KeyboardAnimationTiming(
              curve: options.animationCurve, duration: options.animationDuration),
            readTiming: Self.readTiming(options.animationCurve, options.animationDuration),
            begin: vsync(after: record.time))
          state.animations.append(animation)
          animations.append(animation)
        } else {
          state.animations = []
        }
        state.target = target
        states.append(state)
      case .sample(let sample):
        guard let height = height(ofTop: sample.keyboardTop) else { continue }
        state = State(time: sample.time, target: height, animations: [])
        states.append(state)
        layoutChanges.append(sample.time)
      case .app, .switchInput, .inputDidEndEditing: break
      }
    }
    if failure == .attachedWhileUp, let shown = animations.first(where: { $0.to > 0.5 }) {
      let time = vsync(after: shown.end)
      attach = KeyboardTrace.Sample(time: time, keyboardTop: self.screen.maxY)
    }
    let guided = steps.map { step -> KeyboardScenario.Step in
      guard case .sample(var sample) = step else { return step }
      sample.keyboardTop = guideTop(at: sample.time, keyboard: sample.keyboardTop)
      return .sample(sample)
    }
    self.steps = KeyboardScenario.Step.merging(frameSamples() + guideLayoutChanges(), into: guided)
  }

  /// The first vsync after `time`.
  func vsync(after time: TimeInterval) -> TimeInterval {
    let rate = Double(framesPerSecond)
    return ((time * rate + 1e-6).rounded(.down) + 1) / rate
  }

  /// The keyboard's visible height in the frame shown at `time`: what was set before it.
  func height(at time: TimeInterval) -> CGFloat {
    guard let state = states.last(where: { $0.time < time - 1e-9 }) else { return 0 }
    return state.animations.reduce(state.target) { $0 + $1.remainder(at: time) }
  }

  /// The display link's frame samples: at every vsync from each animation's start to the first
  /// vsync at or after its end.
  private func frameSamples() -> [KeyboardTrace.Sample] {
    let rate = Double(framesPerSecond)
    var vsyncs = Set<Int>()
    for animation in animations {
      let first = Int((animation.begin * rate).rounded())
      let last = Int((animation.end * rate - 1e-6).rounded(.up))
      vsyncs.formUnion(first...max(first, last))
    }
    let firstTicks = Set(animations.map { Int(($0.begin * rate).rounded()) })
    return vsyncs.sorted().map { index in
      let time = Double(index) / rate
      let newest = animations.last { $0.begin <= time + 1e-9 }
      var timing = readsTiming ? newest?.readTiming : nil
      if failure == .noAnimationOnFirstTick, firstTicks.contains(index) { timing = nil }
      return KeyboardTrace.Sample(
        time: time, keyboardTop: guideTop(at: time, keyboard: screen.maxY - height(at: time)),
        displayTime: Double(index + 1) / rate, timing: timing)
    }
  }

  /// Where the layout guide's top is read at `time`, the keyboard's top being at `top`: there,
  /// unless the guide fails.
  private func guideTop(at time: TimeInterval, keyboard top: CGFloat) -> CGFloat {
    switch failure {
    case .guideStuckAtBottom:
      return screen.maxY
    case .frozenPresentation:
      // Under way: begun, and not yet at the first vsync at or after its end.
      let underWay = animations.filter {
        $0.begin <= time + 1e-9 && vsync(after: $0.end - 1e-6) > time + 1e-9
      }
      guard let earliest = underWay.first else { return top }
      return screen.maxY - height(at: earliest.begin)
    case .attachedWhileUp:
      guard let attach, time >= attach.time - 1e-9, !hasBeenHidden(after: attach.time, by: time)
      else { return top }
      return screen.maxY
    case .floatingKeyboardGuide:
      // Right until the keyboard first comes up; from then on never below its leftover height.
      guard let shown = animations.first(where: { $0.to > 0.5 }), time >= shown.end - 1e-9
      else { return top }
      return min(top, screen.maxY - CGFloat(KeyboardFrameFailure.floatingGuideHeight))
    case .noAnimationOnFirstTick, nil:
      return top
    }
  }

  /// Whether the keyboard came to rest hidden after `start` and by `time`.
  private func hasBeenHidden(after start: TimeInterval, by time: TimeInterval) -> Bool {
    states.contains { state in
      state.time > start && state.time <= time + 1e-9 && state.target <= 0.5
        && state.animations.allSatisfy { $0.end <= time + 1e-9 }
    }
  }

  /// The guide's own layout changes that a failure adds: the floating keyboard's guide settling
  /// 11 pt high after each animation that hides the keyboard.
  private func guideLayoutChanges() -> [KeyboardTrace.Sample] {
    guard failure == .floatingKeyboardGuide else { return [] }
    let top = screen.maxY - CGFloat(KeyboardFrameFailure.floatingGuideHeight)
    return animations.filter { $0.to <= 0.5 }.map { animation in
      KeyboardTrace.Sample(
        time: vsync(after: animation.end - 1e-6) + 1e-3, keyboardTop: top, isLayoutChange: true)
    }
  }

  /// The visible height a top edge gives on the screen.
  private func height(ofTop top: CGFloat) -> CGFloat? {
    guard top.isFinite else { return nil }
    return min(screen.height, max(0, screen.maxY - top))
  }

  /// What Core Animation reports for an animation of a curve: the spring UIKit makes for
  /// ``/Keyboardist/KeyboardAnimationCurve/keyboard``, the control points of a documented curve.
  private static func readTiming(
    _ curve: KeyboardAnimationCurve, _ duration: TimeInterval
  ) -> KeyboardAnimationTiming? {
    if curve == .keyboard { return .spring(mass: 3, stiffness: 1000, damping: 500) }
    let points = curve.controlPoints
    return .cubicBezier(points.x1, points.y1, points.x2, points.y2, duration: duration)
  }
}
