import Foundation
import Keyboardist
import KeyboardistTestSupport
import Testing

/// The snippets of "Migrating from Typist" and "Migrating from KeyboardMan".
@MainActor
@Suite struct MigrationGuideTests {
  let center = NotificationCenter()

  @Test func aTypistChainReadsTheSame() {
    var log: [String] = []
    let keyboard = KeyboardObserver(center: center)
    keyboard
      .on(event: .willShow) { options in log.append("will show \(options.endFrame.height)") }
      .on(event: .didHide) { options in log.append("did hide, \(options.animationDuration) s") }
      .start()
    center.post(.willShow, .iPhoneShow)
    center.post(.willHide, .iPhoneHide)
    center.post(.didHide, .iPhoneHide)
    #expect(log == ["will show 216.0", "did hide, 0.25 s"])
  }

  @Test func keyboardMansClosuresBecomeTransitionCallbacks() {
    let screen = CGRect(x: 0, y: 0, width: 320, height: 568)
    var log: [String] = []
    let keyboard = KeyboardObserver(center: center)
    keyboard.screen = screen
    keyboard
      .onAppear { transition in
        log.append("appear #\(transition.appearIndex): \(transition.heightIncrement)")
      }
      .onDisappear { transition in log.append("disappear: \(-transition.heightIncrement)") }
      .start()
    for height: CGFloat in [0, 216, 259] {
      center.post(
        .willShow,
        KeyboardOptions(endFrame: CGRect(x: 0, y: 568 - height, width: 320, height: height)))
    }
    center.post(.willHide, KeyboardOptions(endFrame: CGRect(x: 0, y: 568, width: 320, height: 259)))
    #expect(log == ["appear #0: 216.0", "appear #1: 43.0", "disappear: 259.0"])
  }
}
