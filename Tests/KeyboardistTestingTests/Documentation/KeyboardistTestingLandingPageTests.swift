import Foundation
import Keyboardist
import KeyboardistTesting
import Testing

/// The example of KeyboardistTesting's documentation landing page, verbatim.
@MainActor
@Suite struct KeyboardistTestingLandingPageTests {
  @Test func theQuickTypeBarChangesTheHeightTwice() {
    let center = NotificationCenter()
    let keyboard = KeyboardObserver(center: center)
    var heights: [CGFloat] = []
    keyboard
      .onAppear { heights.append($0.height) }
      .onDisappear { _ in heights.append(0) }
      .start()
    KeyboardSimulator(center: center, device: .iPhone8, driving: [keyboard]).play(.quickTypeToggle)
    #expect(heights == [225, 258, 225, 0])
  }

  @Test func theDragsAreFollowedFrameByFrame() {
    let center = NotificationCenter()
    let keyboard = KeyboardObserver(center: center)
    var phases: [KeyboardMotion.Phase] = []
    keyboard.onMove { phases.append($0.phase) }.start()
    KeyboardSimulator(center: center, device: .iPhone16, driving: [keyboard])
      .play(.interactiveDismissal)
    #expect(phases.count > 40)  // a motion per display frame and per move of the finger
    #expect(phases.contains(.cancellingDrag) && phases.contains(.completingDrag))
  }
}
