import Foundation
import Keyboardist
import Testing

/// The portable snippet of "Following the Keyboard Frame by Frame": the motion fed by hand.
@MainActor
@Suite struct FollowingTheKeyboardFrameByFrameTests {
  @Test func samplesFedByHandBecomeFrames() {
    let center = NotificationCenter()
    let keyboard = KeyboardObserver(center: center)
    keyboard.screen = CGRect(x: 0, y: 0, width: 390, height: 844)
    var heights: [CGFloat] = []
    keyboard.onMove { heights.append($0.height) }.start()
    let show = KeyboardOptions(
      endFrame: CGRect(x: 0, y: 508, width: 390, height: 336), animationDuration: 0.25,
      animationCurve: .keyboard)
    center.post(name: KeyboardEvent.willShow.notificationName, object: nil, userInfo: show.userInfo)
    keyboard.follow(KeyboardSample(time: 0.016, keyboardTop: 844))
    keyboard.follow(KeyboardSample(time: 0.1, keyboardTop: 600))
    keyboard.follow(KeyboardSample(time: 0.5, keyboardTop: 508))
    // heights == [0, 0, 244, 336]: the show starts, its first frame, one on the way, at rest.
    #expect(heights == [0, 0, 244, 336])
    #expect(keyboard.isObserving)
  }
}
