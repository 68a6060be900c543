import Foundation
import Keyboardist
import KeyboardistTesting
import Testing

// The simulator and per-frame tests of "Testing Keyboard Handling", verbatim (at the top level,
// as pasted into a test file), and its trace snippet.

@MainActor @Test func aThirdPartyKeyboardGrowsOnce() {
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

@MainActor @Test func theComposerRidesOnTheKeyboard() throws {
  let center = NotificationCenter()
  let keyboard = KeyboardObserver(center: center)
  let screen = KeyboardDeviceProfile.iPhone16.screen
  var insets: [CGFloat] = []
  keyboard
    .onMove { insets.append($0.coverage(of: screen, safeAreaBottom: 34)) }
    .start()
  KeyboardSimulator(center: center, device: .iPhone16, driving: [keyboard]).play(.showHide)
  try #require(insets.count > 40)  // a frame at a time, up and down again
  // Frame 3, at 0.05 s: p = 1 − 1.91287 × e^−0.91287 = 0.23223, so the keyboard is
  // 336 × 0.23223 = 78.03 pt high, 44.03 pt of it above the 34 pt home indicator strip.
  #expect(abs(insets[3] - 44.03) < 0.01)
  #expect(insets[29] == 302)  // frame 29: within half a point of 336, at rest
  #expect(insets.last == 0)
}

/// The trace snippet of "Testing Keyboard Handling", verbatim.
@MainActor
@Suite struct TestingKeyboardHandlingSnippetTests {
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
