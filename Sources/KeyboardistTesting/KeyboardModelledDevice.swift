import Foundation
import KeyboardistObserver
import KeyboardistTraces

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// A modelled device: where its keyboard is at each display frame, and what its display link
/// reads, for the notifications and finger of a scenario.
///
/// What is modelled, and from where:
/// - The display refreshes at vsyncs `k / framesPerSecond`. A display link's callback at a vsync
///   reads the keyboard where it is in the frame on screen (`CADisplayLink.timestamp`), and what the
///   app sets in it is shown at the next vsync (`targetTimestamp`), as Apple documents both
///   properties. Whatever the app sets between two vsyncs (in a notification, a layout change) is
///   shown at the next one.
/// - A notification that moves the keyboard starts its animation at the first vsync after it: the
///   keyboard is where it was until then, and moves along the notification's timing from there
///   (curve 7 as the package models it, ``/Keyboardist/KeyboardAnimationCurve/progress(after:duration:)``;
///   the documented curves as their timing functions). An animation that interrupts another
///   composes as UIKit's additive animations do: each animation adds, to where the last sends
///   the keyboard, what is left of its own change, so the new one starts from where the keyboard
///   is, with its speed (WWDC 2014 session 236, "Building Interruptible and Responsive
///   Interactions").
/// - The finger's layout changes put the keyboard where they say at the next vsync, with no
///   animation, and end any animation.
/// - The display link runs at every vsync from an animation's start to the first vsync at or after
///   its end, and reads, where the device ``readsTiming``, the timing Core Animation would report
///   for the newest animation: curve 7 as the spring UIKit reports (mass 3, stiffness 1000,
///   damping 500; Apple Developer Forums thread 48088), a documented curve as its control points
///   and duration.
///
/// None of this is measured on a device: it is what the predictor must cope with, not what it
/// assumes (it trusts no begin time, and falls back to the reading when the keyboard moves off its
/// timing).
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
    readsTiming: Bool = true
  ) {
    self.screen = screen.standardized
    self.framesPerSecond = max(1, framesPerSecond)
    self.readsTiming = readsTiming
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
    self.steps = KeyboardScenario.Step.merging(frameSamples(), into: steps)
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
    return vsyncs.sorted().map { index in
      let time = Double(index) / rate
      let newest = animations.last { $0.begin <= time + 1e-9 }
      return KeyboardTrace.Sample(
        time: time, keyboardTop: screen.maxY - height(at: time),
        displayTime: Double(index + 1) / rate, timing: readsTiming ? newest?.readTiming : nil)
    }
  }

  /// The visible height a top edge gives on the screen.
  private func height(ofTop top: CGFloat) -> CGFloat? {
    guard top.isFinite else { return nil }
    return min(screen.height, max(0, screen.maxY - top))
  }

  /// What Core Animation reports for an animation of a curve: the spring UIKit makes for curve 7,
  /// the control points of a documented curve.
  private static func readTiming(
    _ curve: KeyboardAnimationCurve, _ duration: TimeInterval
  ) -> KeyboardAnimationTiming? {
    if curve == .keyboard { return .spring(mass: 3, stiffness: 1000, damping: 500) }
    let points = curve.controlPoints
    return .cubicBezier(points.x1, points.y1, points.x2, points.y2, duration: duration)
  }
}
