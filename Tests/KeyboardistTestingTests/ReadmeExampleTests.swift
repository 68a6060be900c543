import Foundation
import Keyboardist
import KeyboardistTesting
import Testing

// The README's testing snippet, verbatim (at the top level, as pasted into a test file), so it
// keeps compiling and stays true.

@MainActor @Test func quickTypeResizesTheKeyboard() {
  let center = NotificationCenter()
  let keyboard = KeyboardObserver(center: center)
  var heights: [CGFloat] = []
  keyboard.onAppear { heights.append($0.height) }.start()
  KeyboardSimulator(center: center, device: .iPhone8, driving: [keyboard]).play(.quickTypeToggle)
  #expect(heights == [225, 258, 225])
}

/// The README quick start's promises.
@MainActor
@Suite struct ReadmeExampleTests {
  /// The quick start's promises, on the values `attach(to:)` gives an observer on iOS (its
  /// screen, its scene's activity), as the simulator gives them here: a hardware keyboard's
  /// coverage is its shortcut bar, and an app switch moves nothing.
  @Test(arguments: [KeyboardDeviceProfile.iPadMini, .iPhone16])
  func theQuickStartsObserverCoversTheShortcutBarAndIgnoresAnAppSwitch(
    device: KeyboardDeviceProfile
  ) {
    let center = NotificationCenter()
    let keyboard = KeyboardObserver(center: center)
    var insets: [CGFloat] = []
    keyboard
      .onAppear { insets.append($0.coverage(of: device.screen, in: device.screen)) }
      .onDisappear { _ in insets.append(0) }
      .start()
    let simulator = KeyboardSimulator(center: center, device: device, driving: [keyboard])
    simulator.play(.hardwareKeyboardBar)
    #expect(insets.count == 2)
    #expect(insets.first.map { $0 > 0 && $0 < 80 } == true, "the shortcut bar: \(insets)")
    insets = []
    simulator.play(.backgroundAndReturn)
    #expect(insets.count == 2, "one appear and one disappear, the re-posts ignored: \(insets)")
  }
}
