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

  /// Creates a segment.
  ///
  /// - Parameters:
  ///   - from: The visible height it starts from, in points.
  ///   - to: The visible height it ends at, in points.
  ///   - curve: The notification's curve.
  ///   - duration: The notification's duration, in seconds.
  package init(from: CGFloat, to: CGFloat, curve: KeyboardAnimationCurve, duration: TimeInterval) {
    self.from = from
    self.to = to
    self.curve = curve
    self.duration = duration
  }

  /// How long the animation lasts, by its curve (curve 7's spring outlasts its duration).
  package var length: TimeInterval { curve.totalDuration(for: duration) }

  /// The visible height `elapsed` seconds after the animation started: its end once the curve is
  /// complete.
  ///
  /// - Parameter elapsed: Seconds since the start.
  /// - Returns: The height along the curve, in points.
  package func height(after elapsed: TimeInterval) -> CGFloat {
    let progress = curve.progress(after: elapsed, duration: duration)
    return progress >= 1 ? to : from + (to - from) * CGFloat(progress)
  }
}
