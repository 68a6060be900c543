import Foundation
import KeyboardistObserver
import KeyboardistTestSupport
import Testing

@testable import KeyboardistSwiftUI

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
    // The CASpringAnimation UIKit makes for curve 7 (Apple Developer Forums, thread 48088).
    #expect(KeyboardAnimation.Spring.keyboard.mass == 3)
    #expect(KeyboardAnimation.Spring.keyboard.stiffness == 1000)
    #expect(KeyboardAnimation.Spring.keyboard.damping == 500)
    #expect(KeyboardAnimation.Spring.keyboard.initialVelocity == 0)
    #expect(animation.duration == 0.25, "kept, though a spring ignores it")
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
