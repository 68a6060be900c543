public import Foundation

/// The animation curve the keyboard moves with, as UIKit reports it.
///
/// UIKit documents four curves, but the keyboard animates with the undocumented ``keyboard``.
/// This type keeps every raw value as it arrived (``animationOptionsRawValue``); never switch
/// exhaustively over curves: compare with the static members.
public struct KeyboardAnimationCurve: RawRepresentable, Hashable, Sendable {
  /// The curve's raw value, as in `UIView.AnimationCurve`.
  public var rawValue: Int

  /// Creates a curve from any raw value, including undocumented ones such as `7`.
  ///
  /// - Parameter rawValue: The raw value of a `UIView.AnimationCurve`.
  public init(rawValue: Int) {
    self.rawValue = rawValue
  }

  /// Slow at the beginning and end of the animation (raw value 0), the default.
  public static let easeInOut = Self(rawValue: 0)
  /// Slow at the beginning of the animation (raw value 1).
  public static let easeIn = Self(rawValue: 1)
  /// Slow at the end of the animation (raw value 2).
  public static let easeOut = Self(rawValue: 2)
  /// Even speed throughout (raw value 3).
  public static let linear = Self(rawValue: 3)
  /// The undocumented curve the system keyboard really animates with (raw value 7).
  ///
  /// UIKit plays it as a spring whatever positive duration it is given: the `CASpringAnimation` of
  /// mass 3 and stiffness 1000 printed from a `UIView` animation run with this curve (Apple
  /// Developer Forums, <https://developer.apple.com/forums/thread/48088>, which measured 0.5 s).
  /// The package takes it as critically damped, with natural frequency √(1000 / 3), as Flutter's
  /// engine models the iOS keyboard (`spring_curve_ios.mm` in `flutter/engine`); the damping of
  /// 500 the report printed would take seconds to settle. It settles after about half a second.
  /// Every prediction of the package (the simulator's frames, the motion, SwiftUI's animation)
  /// uses this one model, through ``progress(after:duration:)``; that the keyboard moves so frame
  /// for frame is an assumption, not a measurement.
  public static let keyboard = Self(rawValue: 7)

  /// The raw value of the `UIView.AnimationOptions` that select this curve: `rawValue << 16`.
  ///
  /// The conversion Apple documents for `UIView.AnimationOptions.curveEaseIn` and its siblings:
  /// ``keyboard`` becomes 458752. Raw values outside `0...15` (the options' four curve bits) give
  /// the options for ``easeInOut``, that is 0.
  public var animationOptionsRawValue: UInt {
    guard (0...15).contains(rawValue) else { return 0 }
    return UInt(rawValue) << 16
  }
}

// MARK: - Timing

extension KeyboardAnimationCurve {
  /// How far along its change an animation with this curve is after `elapsed` seconds: 0 at the
  /// start, 1 at the end.
  ///
  /// It predicts the keyboard's motion where its real position cannot be read (the simulator,
  /// SwiftUI animations). The four documented curves are the cubic Béziers Apple documents for
  /// `CAMediaTimingFunction`'s named functions, over `duration`; ``keyboard`` is its spring; any
  /// other raw value moves as ease-in-out.
  ///
  /// - Parameters:
  ///   - elapsed: Seconds since the animation started.
  ///   - duration: The notification's animation duration, in seconds.
  /// - Returns: The fraction of the change done, from 0 to 1; 1 once the animation is over, and
  ///   for a duration that is 0, negative or not finite: UIKit makes such a change at once.
  public func progress(after elapsed: TimeInterval, duration: TimeInterval) -> Double {
    guard !elapsed.isNaN, duration.isFinite, duration > 0 else { return 1 }
    guard elapsed > 0 else { return 0 }
    if self == .keyboard {
      let time = elapsed * Self.springFrequency
      guard time < Self.springSettlingTime else { return 1 }
      return 1 - (1 + time) * exp(-time)
    }
    guard elapsed < duration else { return 1 }
    let fraction = elapsed / duration
    guard self != .linear else { return fraction }
    let points = controlPoints
    return CubicBezier(x1: points.x1, y1: points.y1, x2: points.x2, y2: points.y2)
      .y(atX: fraction)
  }

  /// How long an animation with this curve lasts, in seconds: `duration` for the documented
  /// curves, the spring's settling time for ``keyboard``.
  ///
  /// - Parameter duration: The notification's animation duration, in seconds.
  /// - Returns: The animation's length; 0 for a duration that is 0, negative or not finite, whose
  ///   change UIKit makes at once.
  public func totalDuration(for duration: TimeInterval) -> TimeInterval {
    guard duration.isFinite, duration > 0 else { return 0 }
    return self == .keyboard ? Self.springSettlingTime / Self.springFrequency : duration
  }

  /// The natural frequency of the keyboard's spring, in radians per second: √(stiffness / mass).
  private static let springFrequency = (1000.0 / 3).squareRoot()

  /// The spring's settling time in units of 1 / ``springFrequency``: when the critically damped
  /// spring, `1 − (1 + t)·e^−t`, is within a thousandth of its change.
  private static let springSettlingTime: Double = {
    // Newton's method on (1 + t)·e^−t = 0.001, from a point past the function's knee.
    var time = 10.0
    for _ in 0..<20 {
      let value = (1 + time) * exp(-time) - 0.001
      let slope = -time * exp(-time)
      time -= value / slope
    }
    return time
  }()

  /// The control points of the cubic Bézier timing function of a documented curve.
  package var controlPoints: (x1: Double, y1: Double, x2: Double, y2: Double) {
    switch self {
    case .easeIn: (0.42, 0, 1, 1)
    case .easeOut: (0, 0, 0.58, 1)
    case .linear: (0, 0, 1, 1)
    default: (0.42, 0, 0.58, 1)
    }
  }
}
