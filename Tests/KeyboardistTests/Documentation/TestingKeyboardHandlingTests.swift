import Foundation
import Keyboardist
import KeyboardistTestSupport
import Testing

// "Testing Keyboard Handling": its example test, verbatim (at the top level, as pasted into a
// test file), and its recorder snippet.

@MainActor @Test func theInsetFollowsTheKeyboard() {
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

/// The recorder snippet of "Testing Keyboard Handling", verbatim.
@MainActor
@Suite struct TestingKeyboardHandlingTests {
  @Test func aRecorderExportsItsSessionAsJSON() throws {
    let recorder = KeyboardRecorder(name: "Emoji switch", source: "iPhone 15, iOS 18.1")
    recorder.start()
    // … reproduce the bug …
    recorder.stop()
    let json = try recorder.trace.jsonData()
    let trace = try KeyboardTrace(json: json)
    #expect(trace.name == "Emoji switch")
    #expect(trace.source == "iPhone 15, iOS 18.1")
  }
}
