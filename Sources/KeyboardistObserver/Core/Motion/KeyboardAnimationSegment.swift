import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// One animation of the keyboard's visible height, as the notification that starts it describes
/// it: from where the keyboard is, to where the notification sends it, along its curve.
///
/// The motion model follows the keyboard along it between display frames; the testing kit's
/// simulator draws the frames a device shows with it.
package struct KeyboardAnimationSegment: Equatable, Sendable {
  /// The visible height the animation starts from, in points.
  package var from: CGFloat
  /// The visible height it ends at, in points.
  package var to: CGFloat
  /// The notification's curve.
  package var curve: KeyboardAnimationCurve
  /// The notification's duration, in seconds.
  package var duration: TimeInterval
  /// How the keyboard moves between the two: the notification's curve and duration, until a
  /// timing read from Core Animation replaces it.
  package var timing: KeyboardAnimationTiming

  /// Creates a segment that moves along the notification's curve.
  package init(from: CGFloat, to: CGFloat, curve: KeyboardAnimationCurve, duration: TimeInterval) {
    self.from = from
    self.to = to
    self.curve = curve
    self.duration = duration
    timing = KeyboardAnimationTiming(curve: curve, duration: duration)
  }

  /// How long the animation lasts, by its timing (a spring outlasts its duration).
  package var length: TimeInterval { timing.length }

  /// The visible height `elapsed` seconds after the animation started: its end once the timing is
  /// complete.
  package func height(after elapsed: TimeInterval) -> CGFloat {
    let progress = timing.progress(after: elapsed)
    return progress >= 1 ? to : from + (to - from) * CGFloat(progress)
  }

  /// How long after the animation's start it is at `height`: where a reading of the keyboard
  /// places it on the timing, or `nil` when no moment of it is there (a height outside its ends, or
  /// past a spring's first overshoot).
  package func elapsed(at height: CGFloat) -> TimeInterval? {
    let change = to - from
    guard change != 0, height.isFinite else { return nil }
    return timing.elapsed(reaching: Double((height - from) / change))
  }
}
