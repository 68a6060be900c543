import Foundation

/// How to move alongside the keyboard in an animation system that has no keyboard curve of its own,
/// such as SwiftUI's: a named timing curve with a duration, or a spring.
///
/// UIKit replays the keyboard's curve exactly through `UIView.AnimationOptions` (see
/// ``KeyboardAnimationCurve/animationOptionsRawValue``). SwiftUI cannot: its `Animation` has no
/// curve 7. This value is the portable decision of what to use instead, taken from a
/// notification's curve and duration as `KeyboardOptions.animation`; on iOS, `Animation(_:)` and
/// `Animation.keyboard(_:)` build the SwiftUI animation from it.
///
/// - The four documented curves keep their name and the notification's duration.
/// - The keyboard's undocumented curve 7 becomes ``Spring/keyboard``, the package's one model of
///   curve 7: UIKit ignores the duration it is given for that curve, and a spring runs for as long
///   as its parameters say.
/// - Any other raw value falls back to ``Timing/easeInOut``, as
///   ``KeyboardAnimationCurve/animationOptionsRawValue`` does for values it cannot represent.
package struct KeyboardAnimation: Equatable, Sendable {
  /// The shape of the motion.
  package enum Timing: Equatable, Sendable {
    /// Slow at the beginning and the end, over ``KeyboardAnimation/duration``.
    case easeInOut
    /// Slow at the beginning, over ``KeyboardAnimation/duration``.
    case easeIn
    /// Slow at the end, over ``KeyboardAnimation/duration``.
    case easeOut
    /// Even speed, over ``KeyboardAnimation/duration``.
    case linear
    /// A spring, which runs until it settles whatever ``KeyboardAnimation/duration`` says.
    case spring(Spring)
  }

  /// A damped spring, described by the parameters of Core Animation's `CASpringAnimation` (and
  /// SwiftUI's `Animation.interpolatingSpring(mass:stiffness:damping:initialVelocity:)`).
  package struct Spring: Equatable, Sendable {
    /// The mass of the object attached to the spring.
    package var mass: Double
    /// The spring's stiffness coefficient.
    package var stiffness: Double
    /// The damping coefficient, the friction that slows the motion.
    package var damping: Double
    /// The velocity at the start, in units of the whole change per second; 0 starts from rest.
    package var initialVelocity: Double = 0

    /// The keyboard's curve 7 as a spring: mass 3, stiffness 1000, critically damped (damping
    /// 2·√(3 · 1000) ≈ 109.5), from rest.
    ///
    /// It moves exactly as the package's one model of curve 7,
    /// ``KeyboardAnimationCurve/progress(after:duration:)``, which says where the figures come from.
    package static let keyboard = Spring(
      mass: 3, stiffness: 1000, damping: 2 * (3.0 * 1000).squareRoot())
  }

  /// The shape of the motion.
  package var timing: Timing

  /// The duration in seconds, for the timed curves.
  ///
  /// Always greater than 0 when made from a notification. A ``Timing/spring(_:)`` ignores it.
  package var duration: TimeInterval
}

extension KeyboardAnimation.Timing {
  /// The timing for a keyboard animation curve: the documented four by name, curve 7 as the
  /// keyboard's spring, anything else ease-in-ease-out.
  ///
  /// - Parameter curve: The curve a keyboard notification carries.
  init(_ curve: KeyboardAnimationCurve) {
    switch curve {
    case .easeIn: self = .easeIn
    case .easeOut: self = .easeOut
    case .linear: self = .linear
    case .keyboard: self = .spring(.keyboard)
    default: self = .easeInOut
    }
  }
}

extension KeyboardOptions {
  /// The animation to move alongside this notification's keyboard with, outside UIKit; `nil` when
  /// the change should happen at once.
  ///
  /// A duration that is 0, negative or not finite means the keyboard is not animating (a hardware
  /// keyboard's bar, an observer that learns of a keyboard already up): make the change without
  /// animation. Otherwise the four documented curves keep their name and this duration, and curve
  /// 7 becomes `KeyboardAnimation.Spring.keyboard`, the package's model of curve 7; see
  /// `KeyboardAnimation` for the sources. In
  /// UIKit, use the exact curve instead: `animateAlongside(_:completion:)`.
  package var animation: KeyboardAnimation? {
    guard animationDuration.isFinite, animationDuration > 0 else { return nil }
    return KeyboardAnimation(timing: .init(animationCurve), duration: animationDuration)
  }
}
