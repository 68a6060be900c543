import Foundation
import Keyboardist
import Testing

/// "Testing Keyboard Handling": its example test, verbatim, runs here.
@MainActor
@Suite struct TestingKeyboardHandlingTests {
  @Test func theInsetFollowsTheKeyboard() {
    let center = NotificationCenter()
    let screen = ComposeScreen(screen: CGRect(x: 0, y: 0, width: 375, height: 667), center: center)
    let show = KeyboardOptions(
      startFrame: CGRect(x: 0, y: 667, width: 375, height: 216),
      endFrame: CGRect(x: 0, y: 451, width: 375, height: 216),
      animationDuration: 0.25,
      animationCurve: .keyboard)
    center.post(name: KeyboardEvent.willShow.notificationName, object: nil, userInfo: show.userInfo)
    #expect(screen.bottomInset == 216)
  }
}
