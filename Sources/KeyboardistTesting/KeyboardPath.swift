import Foundation
import KeyboardistObserver
package import KeyboardistTraces

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// Where the keyboard's visible height goes over time, frame by frame, as a device shows it: along
/// the curve of each notification that moves it, and under the user's finger during a drag.
///
/// The simulator makes a scenario's frame samples with it (``KeyboardScenario/steps(on:)``), and
/// the `keyboardist` tool draws traces with it. Each `will…` notification that sends the keyboard
/// elsewhere (`KeyboardMotionModel.destination(of:_:on:)`) starts an animation along its curve,
/// shown every 1 / `framesPerSecond` s until its end or until something else takes over; layout
/// samples put the keyboard where they say, and a trace's recorded frames are the path itself.
package struct KeyboardPath: Equatable, Sendable {
  /// One position of the keyboard.
  package struct Point: Equatable, Sendable {
    /// When, in seconds on the clock of the notifications.
    package var time: TimeInterval
    /// The keyboard's visible height, in points.
    package var height: CGFloat
    /// Whether the finger put it there (a layout change) rather than a display frame.
    package var isLayoutChange: Bool
  }

  /// How far two heights may differ and still count as the same, in points: the motion model's
  /// tolerance.
  static let tolerance: CGFloat = 0.5

  /// Which notifications move the keyboard on a device: every keyboard's, whatever the app's state
  /// (a device shows other apps' keyboards and the keyboard of an inactive app moving too).
  private static let filter = KeyboardNotificationFilter(ignoresOtherApps: false)

  /// The positions in time order: the frames of every animation and the finger's positions.
  package private(set) var points: [Point] = []

  /// Where each animation starts: the time of the notification that starts it and the keyboard's
  /// height then, which no display frame shows (for drawing the path).
  package private(set) var starts: [Point] = []

  /// The screen heights are measured on, or `nil` when it is not known (heights are then the end
  /// frames' own, and samples, which need the screen's bottom edge, are left out).
  package let screen: CGRect?

  /// Whether the points are a trace's recorded frames rather than the notifications' curves.
  package let isRecorded: Bool

  /// The keyboard's height at rest, before `animation` or when there is none.
  private var height: CGFloat = 0
  /// The animation under way, if any.
  private var animation: Animation?
  private let framesPerSecond: Int

  /// One animation, as a notification describes it, from the notification's time.
  private struct Animation: Equatable, Sendable {
    var segment: KeyboardAnimationSegment
    var start: TimeInterval

    func height(at time: TimeInterval) -> CGFloat {
      segment.height(after: time - start)
    }
  }

  /// Works out the path of the keyboard through steps.
  package init(
    steps: [KeyboardScenario.Step], screen: CGRect?, framesPerSecond: Int
  ) {
    self.screen = screen.flatMap { $0.isFiniteAndNonEmpty ? $0.standardized : nil }
    self.framesPerSecond = max(1, framesPerSecond)
    let recorded = steps.compactMap(\.sample).filter { !$0.isLayoutChange }
    isRecorded = self.screen != nil && !recorded.isEmpty
    guard !isRecorded else {
      points = steps.compactMap(\.sample).compactMap { sample in
        height(of: sample).map {
          Point(time: sample.time, height: $0, isLayoutChange: sample.isLayoutChange)
        }
      }.sorted { $0.time < $1.time }
      return
    }
    for step in steps {
      switch step {
      case .keyboard(let record): take(record)
      case .sample(let sample) where sample.isLayoutChange: take(layoutChange: sample)
      case .sample, .app, .switchInput, .inputDidEndEditing, .viewAttached: break
      }
    }
    finishAnimation(before: .infinity)
  }

  /// Works out the path of the keyboard through a trace: its recorded frames when it has some
  /// and a screen to measure them on, else its notifications' curves.
  package init(trace: KeyboardTrace, framesPerSecond: Int) {
    self.init(
      steps: KeyboardSimulator.steps(of: trace), screen: trace.screen,
      framesPerSecond: framesPerSecond)
  }

  /// The keyboard's frames as samples of its top edge, for the simulator; empty without a screen.
  package var frameSamples: [KeyboardTrace.Sample] {
    guard let screen else { return [] }
    return points.filter { !$0.isLayoutChange }.map {
      KeyboardTrace.Sample(time: $0.time, keyboardTop: screen.maxY - $0.height)
    }
  }

  // MARK: - Walking the steps

  private mutating func take(_ record: KeyboardTrace.Record) {
    let options = record.options
    guard record.time.isFinite,
      Self.filter.admits(record.event, options, isAppActive: true),
      let target = KeyboardMotionModel.destination(of: record.event, options, on: screen)
    else { return }
    guard abs(target - (animation?.segment.to ?? height)) > Self.tolerance else { return }
    let now = position(at: record.time)
    finishAnimation(before: record.time)
    height = now
    let duration = options.animationDuration
    guard duration > 0 else {
      height = target
      return
    }
    animation = Animation(
      segment: KeyboardAnimationSegment(
        from: now, to: target, curve: options.animationCurve, duration: duration),
      start: record.time)
    starts.append(Point(time: record.time, height: now, isLayoutChange: false))
  }

  private mutating func take(layoutChange sample: KeyboardTrace.Sample) {
    guard let height = height(of: sample) else { return }
    finishAnimation(before: sample.time)
    self.height = height
    points.append(Point(time: sample.time, height: height, isLayoutChange: true))
  }

  /// Adds the frames of the animation under way that a display shows before `time`, and brings
  /// the keyboard to rest where the animation is at `time` (its end, when it is over by then).
  private mutating func finishAnimation(before time: TimeInterval) {
    guard let animation else { return }
    self.animation = nil
    let rate = Double(framesPerSecond)
    let length = animation.segment.length
    // The last frame is the first one at or after the animation's end: it shows the target.
    let count = max(1, Int((length * rate - 1e-9).rounded(.up)))
    height = animation.segment.to
    for index in 1...count {
      let frameTime = animation.start + Double(index) / rate
      guard frameTime < time - 1e-9 else {
        height = animation.height(at: time)
        return
      }
      points.append(
        Point(time: frameTime, height: animation.height(at: frameTime), isLayoutChange: false))
    }
  }

  /// Where the keyboard is at `time`: along the animation under way, or at rest.
  private func position(at time: TimeInterval) -> CGFloat {
    animation?.height(at: time) ?? height
  }

  /// The visible height a sample's top edge gives on the screen, or `nil` without one.
  private func height(of sample: KeyboardTrace.Sample) -> CGFloat? {
    guard let screen, sample.keyboardTop.isFinite, sample.time.isFinite else { return nil }
    return min(screen.height, max(0, screen.maxY - sample.keyboardTop))
  }
}
