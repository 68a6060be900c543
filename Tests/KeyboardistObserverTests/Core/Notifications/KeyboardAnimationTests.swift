import Foundation
import KeyboardistTestSupport
import Testing

@testable import KeyboardistObserver

@Suite struct KeyboardAnimationTests {
  /// The animation of a notification with this curve and duration.
  static func animation(curve: KeyboardAnimationCurve, duration: TimeInterval)
    -> KeyboardAnimation?
  {
    KeyboardOptions(animationDuration: duration, animationCurve: curve).animation
  }

  @Test(arguments: [
    (KeyboardAnimationCurve.easeInOut, KeyboardAnimation.Timing.easeInOut),
    (.easeIn, .easeIn),
    (.easeOut, .easeOut),
    (.linear, .linear),
  ])
  func documentedCurvesKeepTheirNameAndDuration(
    curve: KeyboardAnimationCurve, timing: KeyboardAnimation.Timing
  ) throws {
    let animation = try #require(Self.animation(curve: curve, duration: 0.25))
    #expect(animation.timing == timing)
    #expect(animation.duration == 0.25)
  }

  @Test func curveSevenIsTheKeyboardsSpring() throws {
    let animation = try #require(Self.animation(curve: .keyboard, duration: 0.25))
    #expect(animation.timing == .spring(.keyboard))
    // The mass and stiffness of the CASpringAnimation UIKit makes for curve 7 (Apple Developer
    // Forums, thread 48088), critically damped: 2·√(3 · 1000) ≈ 109.54.
    #expect(KeyboardAnimation.Spring.keyboard.mass == 3)
    #expect(KeyboardAnimation.Spring.keyboard.stiffness == 1000)
    #expect(abs(KeyboardAnimation.Spring.keyboard.damping - 109.5445) < 0.0001)
    #expect(KeyboardAnimation.Spring.keyboard.initialVelocity == 0)
    #expect(animation.duration == 0.25, "kept, though a spring ignores it")
  }

  /// Where a damped spring from rest is, as a fraction of its change, `time` seconds after it
  /// starts: the solution of m·x″ + c·x′ + k·(x − 1) = 0 with x(0) = 0 and x′(0) = 0, whatever the
  /// damping (under, critical or over).
  static func position(of spring: KeyboardAnimation.Spring, after time: Double) -> Double {
    let frequency = (spring.stiffness / spring.mass).squareRoot()
    let ratio = spring.damping / (2 * (spring.stiffness * spring.mass).squareRoot())
    if abs(ratio - 1) < 1e-9 {
      return 1 - (1 + frequency * time) * exp(-frequency * time)
    }
    if ratio > 1 {
      let root = (ratio * ratio - 1).squareRoot()
      let fast = -frequency * (ratio + root)
      let slow = -frequency * (ratio - root)
      return 1 - (fast * exp(slow * time) - slow * exp(fast * time)) / (fast - slow)
    }
    let damped = frequency * (1 - ratio * ratio).squareRoot()
    let decay = exp(-ratio * frequency * time)
    return 1 - decay * (cos(damped * time) + ratio * frequency / damped * sin(damped * time))
  }

  @Test func theKeyboardsSpringMovesAsTheCoreModelsCurveSeven() {
    // SwiftUI's animation for curve 7 and the package's prediction of it, which the simulator's
    // frames and the motion model use, are one assumption: the same spring, at every 120 Hz frame
    // of its motion and after it settles.
    let curve = KeyboardAnimationCurve.keyboard
    let length = curve.totalDuration(for: 0.25)
    #expect(abs(length - 0.505) < 0.01, "about half a second")
    for frame in 0...Int(length * 120) + 12 {
      let time = Double(frame) / 120
      let spring = Self.position(of: .keyboard, after: time)
      let predicted = curve.progress(after: time, duration: 0.25)
      // The prediction rounds to 1 once the spring is within a thousandth of its end.
      #expect(abs(spring - predicted) <= 0.001, "at \(time) s")
    }
    // With the damping of 500 that the forum printed, the spring would have made less than 70 %
    // of its way when the core's curve has ended.
    let printed = KeyboardAnimation.Spring(mass: 3, stiffness: 1000, damping: 500)
    #expect(Self.position(of: printed, after: length) < 0.7)
  }

  @Test(arguments: [4, 5, 6, 8, 15, 16, -1, Int.max, Int.min])
  func otherCurvesFallBackToEaseInOut(raw: Int) throws {
    let animation = try #require(
      Self.animation(curve: KeyboardAnimationCurve(rawValue: raw), duration: 0.4))
    #expect(animation.timing == .easeInOut)
    #expect(animation.duration == 0.4)
  }

  @Test(arguments: [0, -0.25, .infinity, -.infinity, .nan] as [TimeInterval])
  func noAnimationWithoutAPositiveFiniteDuration(duration: TimeInterval) {
    #expect(Self.animation(curve: .keyboard, duration: duration) == nil)
    #expect(Self.animation(curve: .easeInOut, duration: duration) == nil)
  }

  @Test func aSpringCanBeDescribedFromItsParameters() {
    let spring = KeyboardAnimation.Spring(mass: 1, stiffness: 100, damping: 10, initialVelocity: 2)
    let animation = KeyboardAnimation(timing: .spring(spring), duration: 0)
    #expect(animation.timing == .spring(spring))
    #expect(animation.timing != .spring(.keyboard))
  }

  // MARK: `KeyboardOptions.animation`

  @Test func aKeyboardNotificationAnimatesWithTheKeyboardsSpring() {
    // The iPhone keyboard's show: 0.25 s, curve 7.
    #expect(
      KeyboardOptions.iPhoneShow.animation
        == KeyboardAnimation(timing: .spring(.keyboard), duration: 0.25))
  }

  @Test func anOptionsCurveAndDurationAreUsed() {
    let options = KeyboardOptions(animationDuration: 0.3, animationCurve: .easeOut)
    #expect(options.animation == KeyboardAnimation(timing: .easeOut, duration: 0.3))
  }

  @Test func theDefaultsDoNotAnimate() {
    // A duration of 0: an observer started while the keyboard is up, a missing duration key.
    #expect(KeyboardOptions().animation == nil)
    #expect(KeyboardOptions(userInfo: [:]).animation == nil)
  }
}
