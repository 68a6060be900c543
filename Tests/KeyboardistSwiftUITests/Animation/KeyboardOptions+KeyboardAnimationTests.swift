import Foundation
import KeyboardistObserver
import KeyboardistSwiftUI
import KeyboardistTestSupport
import Testing

@Suite struct KeyboardOptionsKeyboardAnimationTests {
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
