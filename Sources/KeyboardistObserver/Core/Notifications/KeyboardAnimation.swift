import Foundation

/// How to move alongside the keyboard in an animation system that has no keyboard curve of its own,
/// such as SwiftUI's: a named timing curve with a duration, or a spring.
///
/// The four documented curves keep their name and the notification's duration;
/// ``KeyboardAnimationCurve/keyboard`` becomes ``Spring/keyboard``; any other raw value falls back
/// to ``Timing/easeInOut``. On iOS, `Animation(_:)` and `Animation.keyboard(_:)` build the SwiftUI
/// animation from it.
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

    /// ``KeyboardAnimationCurve/keyboard`` as a spring: mass 3, stiffness 1000, critically damped.
    package static let keyboard = Spring(
      mass: 3, stiffness: 1000, damping: 2 * (3.0 * 1000).squareRoot())
  }

  /// The shape of the motion.
  package var timing: Timing

  /// The duration in seconds, greater than 0, for the timed curves (a spring ignores it).
  package var duration: TimeInterval
}

extension KeyboardAnimation.Timing {
  /// The timing for a keyboard notification's curve, as ``KeyboardAnimation`` says.
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
  /// A duration that is 0, negative or not finite means the keyboard is not animating. In UIKit,
  /// use the exact curve instead: `animateAlongside(_:completion:)`.
  package var animation: KeyboardAnimation? {
    guard animationDuration.isFinite, animationDuration > 0 else { return nil }
    return KeyboardAnimation(timing: .init(animationCurve), duration: animationDuration)
  }
}
