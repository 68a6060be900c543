public import Foundation

/// How one animation of the keyboard moves over time: the curve a notification names, or the
/// timing Core Animation reports for it.
///
/// Without anything better, the timing is the notification's curve and duration; on iOS the one
/// Core Animation reports replaces it
/// (<doc:FollowingTheKeyboardFrameByFrame#Where-the-keyboard-will-be>).
public struct KeyboardAnimationTiming: Equatable, Sendable {
  /// The shape of the motion.
  package enum Shape: Equatable, Sendable {
    /// A notification's curve and duration, as the package models them.
    case curve(KeyboardAnimationCurve, duration: TimeInterval)
    /// A damped spring, as `CASpringAnimation` describes it.
    case spring(KeyboardAnimation.Spring)
    /// A cubic Bézier timing function with control points (x1, y1) and (x2, y2), over a duration,
    /// as `CAMediaTimingFunction` describes it.
    case cubicBezier(x1: Double, y1: Double, x2: Double, y2: Double, duration: TimeInterval)
  }

  /// The shape of the motion.
  package let shape: Shape

  /// How long the motion lasts, in seconds: until a spring is within a thousandth of its change.
  package let length: TimeInterval

  /// The timing a notification's curve and duration describe.
  ///
  /// - Parameters:
  ///   - curve: The notification's curve.
  ///   - duration: The notification's duration, in seconds.
  package init(curve: KeyboardAnimationCurve, duration: TimeInterval) {
    shape = .curve(curve, duration: duration)
    length = curve.totalDuration(for: duration)
  }

  private init(shape: Shape, length: TimeInterval) {
    self.shape = shape
    self.length = length
  }

  /// A damped spring, as `CASpringAnimation` reports it; `nil` for values no spring has.
  ///
  /// A damping ratio above 1 is taken as 1, critically damped, as `CAAnimation.h` documents for a
  /// spring that does not allow overdamping: the spring UIKit reports for
  /// ``KeyboardAnimationCurve/keyboard`` (damping 500) moves as the package's model of it.
  ///
  /// - Parameters:
  ///   - mass: The mass; greater than 0.
  ///   - stiffness: The stiffness; greater than 0.
  ///   - damping: The damping; 0 or more.
  ///   - initialVelocity: The velocity at the start, in units of the whole change per second.
  /// - Returns: The timing, or `nil` when a value is not finite or out of range.
  public static func spring(
    mass: Double, stiffness: Double, damping: Double, initialVelocity: Double = 0
  ) -> KeyboardAnimationTiming? {
    guard mass.isFinite, stiffness.isFinite, damping.isFinite, initialVelocity.isFinite,
      mass > 0, stiffness > 0, damping >= 0
    else { return nil }
    let spring = KeyboardAnimation.Spring(
      mass: mass, stiffness: stiffness, damping: damping, initialVelocity: initialVelocity)
    guard let length = spring.settlingTime else { return nil }
    return KeyboardAnimationTiming(shape: .spring(spring), length: length)
  }

  /// A cubic Bézier timing function over a duration, as a `CABasicAnimation`'s
  /// `timingFunction` (its control points, `getControlPoint(at:values:)`) and `duration` report
  /// it; `nil` for values no timing function has.
  ///
  /// - Parameters:
  ///   - x1: The first control point's x, from 0 to 1.
  ///   - y1: The first control point's y.
  ///   - x2: The second control point's x, from 0 to 1.
  ///   - y2: The second control point's y.
  ///   - duration: The duration, in seconds; greater than 0.
  /// - Returns: The timing, or `nil` when a value is not finite or out of range.
  public static func cubicBezier(
    _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, duration: TimeInterval
  ) -> KeyboardAnimationTiming? {
    guard [x1, y1, x2, y2, duration].allSatisfy(\.isFinite), (0...1).contains(x1),
      (0...1).contains(x2), duration > 0
    else { return nil }
    return KeyboardAnimationTiming(
      shape: .cubicBezier(x1: x1, y1: y1, x2: x2, y2: y2, duration: duration), length: duration)
  }

  // MARK: - Evaluating

  /// How far along its change the motion is after `elapsed` seconds: 0 at the start, 1 at the end.
  ///
  /// - Parameter elapsed: Seconds since the start.
  /// - Returns: The fraction of the change done; 1 once ``length`` has passed.
  package func progress(after elapsed: TimeInterval) -> Double {
    switch shape {
    case .curve(let curve, let duration):
      return curve.progress(after: elapsed, duration: duration)
    case .spring(let spring):
      guard !elapsed.isNaN, elapsed < length else { return 1 }
      return elapsed > 0 ? 1 - spring.displacement(after: elapsed) : 0
    case .cubicBezier(let x1, let y1, let x2, let y2, let duration):
      guard !elapsed.isNaN, elapsed < duration else { return 1 }
      guard elapsed > 0 else { return 0 }
      return CubicBezier(x1: x1, y1: y1, x2: x2, y2: y2).y(atX: elapsed / duration)
    }
  }

  /// The time since the start at which the motion is `progress` of the way, or `nil` when it never
  /// is before ``length`` (a spring's overshoot, a value out of range).
  ///
  /// - Parameter progress: A fraction of the change, from 0 to 1.
  /// - Returns: The elapsed time, in seconds, or `nil`.
  package func elapsed(reaching progress: Double) -> TimeInterval? {
    guard progress.isFinite, progress >= 0, progress <= 1 else { return nil }
    guard progress > 0 else { return 0 }
    var elapsed: TimeInterval
    switch shape {
    case .curve(let curve, let duration) where curve != .keyboard:
      let points = curve.controlPoints
      let bezier = CubicBezier(x1: points.x1, y1: points.y1, x2: points.x2, y2: points.y2)
      elapsed = bezier.x(atY: progress) * duration
    case .cubicBezier(let x1, let y1, let x2, let y2, let duration):
      elapsed = CubicBezier(x1: x1, y1: y1, x2: x2, y2: y2).x(atY: progress) * duration
    case .curve, .spring:
      // Bisection on time: the spring rises from 0 towards 1 before any overshoot. 40 halvings
      // place a half-second spring to within a picosecond, so that a reading placed on it gives
      // its own height back.
      var low = 0.0
      var high = length
      for _ in 0..<40 {
        let middle = (low + high) / 2
        if self.progress(after: middle) < progress { low = middle } else { high = middle }
      }
      elapsed = (low + high) / 2
    }
    guard elapsed.isFinite, abs(self.progress(after: elapsed) - progress) <= 0.001 else {
      return nil
    }
    return elapsed
  }
}

extension KeyboardAnimation.Spring {
  /// How far from its end the spring is, as a fraction of the whole change, `elapsed` seconds
  /// after its start (1 at the start).
  ///
  /// Under- and critically damped springs by their closed forms (a damping ratio above 1 is 1).
  func displacement(after elapsed: TimeInterval) -> Double {
    let frequency = (stiffness / mass).squareRoot()
    let ratio = min(1, damping / (2 * (stiffness * mass).squareRoot()))
    // x(0) = 1 and x'(0) = −initialVelocity: a positive velocity moves towards the end.
    if ratio < 1 {
      let damped = frequency * (1 - ratio * ratio).squareRoot()
      let sine = (ratio * frequency - initialVelocity) / damped
      return exp(-ratio * frequency * elapsed)
        * (cos(damped * elapsed) + sine * sin(damped * elapsed))
    }
    return exp(-frequency * elapsed) * (1 + (frequency - initialVelocity) * elapsed)
  }

  /// When the spring stays within a thousandth of its change, in seconds, or `nil` for a spring
  /// with no damping, which never settles.
  ///
  /// The envelope of the motion is bounded: `A·e^(−ζ·ω·t)` under damping, `(1 + |ω − v|·t)·e^(−ω·t)`
  /// when critically damped.
  var settlingTime: TimeInterval? {
    let frequency = (stiffness / mass).squareRoot()
    let ratio = min(1, damping / (2 * (stiffness * mass).squareRoot()))
    guard ratio > 0, frequency.isFinite else { return nil }
    if ratio < 1 {
      let damped = frequency * (1 - ratio * ratio).squareRoot()
      let sine = (ratio * frequency - initialVelocity) / damped
      let amplitude = (1 + sine * sine).squareRoot()
      let time = log(amplitude / 0.001) / (ratio * frequency)
      return time.isFinite ? max(0, time) : nil
    }
    // (1 + b·u)·e^(−u) = 0.001 in u = ω·t, b = |ω − v| / ω: it falls from its peak, at
    // u = max(0, 1 − 1/b), so a bisection past the peak finds where it crosses.
    let slope = abs(frequency - initialVelocity) / frequency
    var low = max(0, 1 - 1 / max(slope, 1e-9))
    var high = 50 + 50 * slope
    for _ in 0..<60 {
      let middle = (low + high) / 2
      if (1 + slope * middle) * exp(-middle) > 0.001 { low = middle } else { high = middle }
    }
    let time = (low + high) / 2 / frequency
    return time.isFinite ? max(0, time) : nil
  }
}
