import Foundation
import KeyboardistObserver
import KeyboardistSwiftUI
import Testing

@Suite struct KeyboardAnimationTests {
  @Test(arguments: [
    (KeyboardAnimationCurve.easeInOut, KeyboardAnimation.Timing.easeInOut),
    (.easeIn, .easeIn),
    (.easeOut, .easeOut),
    (.linear, .linear),
  ])
  func documentedCurvesKeepTheirNameAndDuration(
    curve: KeyboardAnimationCurve, timing: KeyboardAnimation.Timing
  ) throws {
    let animation = try #require(KeyboardAnimation(curve: curve, duration: 0.25))
    #expect(animation.timing == timing)
    #expect(animation.duration == 0.25)
  }

  @Test func curveSevenIsTheKeyboardsSpring() throws {
    let animation = try #require(KeyboardAnimation(curve: .keyboard, duration: 0.25))
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
      KeyboardAnimation(curve: KeyboardAnimationCurve(rawValue: raw), duration: 0.4))
    #expect(animation.timing == .easeInOut)
    #expect(animation.duration == 0.4)
  }

  @Test(arguments: [0, -0.25, .infinity, -.infinity, .nan] as [TimeInterval])
  func noAnimationWithoutAPositiveFiniteDuration(duration: TimeInterval) {
    #expect(KeyboardAnimation(curve: .keyboard, duration: duration) == nil)
    #expect(KeyboardAnimation(curve: .easeInOut, duration: duration) == nil)
  }

  @Test func aSpringCanBeDescribedFromItsParameters() {
    let spring = KeyboardAnimation.Spring(mass: 1, stiffness: 100, damping: 10, initialVelocity: 2)
    let animation = KeyboardAnimation(timing: .spring(spring), duration: 0)
    #expect(animation.timing == .spring(spring))
    #expect(animation.timing != .spring(.keyboard))
  }
}
