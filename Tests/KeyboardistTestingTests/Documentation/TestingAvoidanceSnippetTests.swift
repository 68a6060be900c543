import Foundation
import Keyboardist
import KeyboardistTesting
import Testing

// The avoidance test of "Testing Keyboard Handling", verbatim (at the top level, as pasted into a
// test file).

@MainActor @Test func theEmailFieldClearsTheKeyboardAndItsToolbar() throws {
  let device = KeyboardDeviceProfile.iPhone16
  let form = AvoidanceLayout.view(
    frame: device.screen, safeAreaTop: 59, safeAreaBottom: device.bottomSafeAreaInset,
    [
      .scrollView(
        "form", frame: device.screen, contentSize: CGSize(width: 393, height: 1200),
        contentOffset: CGPoint(x: 0, y: -59),  // at rest under the top safe area
        [
          .input("name", frame: CGRect(x: 16, y: 100, width: 361, height: 44)),
          .input(
            "email", frame: CGRect(x: 16, y: 700, width: 361, height: 44), accessoryHeight: 44),
        ])
    ])
  let keyboard = KeyboardOptions(endFrame: device.dockedFrame(height: device.keyboardHeight))
  let outcome = try #require(form.avoiding(keyboard, on: device.screen, editing: "email"))
  #expect(outcome.keyboardTop == 472)  // 852 − 336 − 44: the toolbar rides on the keyboard
  #expect(outcome.inputFrame.maxY == outcome.keyboardTop - 10)
  #expect(outcome.contentOffsets["form"]?.y == 282)
  let name = try #require(form.avoiding(keyboard, on: device.screen, editing: "name"))
  #expect(name.contentOffsets["form"]?.y == -59)  // in view already: nothing scrolls
}
