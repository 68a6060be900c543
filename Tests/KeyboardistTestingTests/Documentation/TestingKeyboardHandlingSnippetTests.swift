import Foundation
import Keyboardist
import KeyboardistTesting
import Testing

/// The simulator and trace snippets of "Testing Keyboard Handling", verbatim.
@MainActor
@Suite struct TestingKeyboardHandlingSnippetTests {
  @Test func aThirdPartyKeyboardGrowsOnce() {
    let center = NotificationCenter()
    let device = KeyboardDeviceProfile.iPhone8
    let keyboard = KeyboardObserver(center: center)
    keyboard.screen = device.screen
    var heights: [CGFloat] = []
    keyboard
      .onAppear { heights.append($0.height) }
      .onDisappear { _ in heights.append(0) }
      .start()
    KeyboardSimulator(center: center, device: device).play(.thirdPartyKeyboard)
    #expect(heights == [225, 258, 0])
  }

  @Test func theSwiftKeyTraceAppearsTwice() throws {
    let trace = try KeyboardTrace.named("third-party-swiftkey-ios8")
    let center = NotificationCenter()
    let keyboard = KeyboardObserver(center: center)
    keyboard.screen = trace.screen
    var heights: [CGFloat] = []
    keyboard.onAppear { heights.append($0.height) }.start()
    KeyboardSimulator(center: center).play(trace)
    #expect(heights == [216, 259])
  }
}
