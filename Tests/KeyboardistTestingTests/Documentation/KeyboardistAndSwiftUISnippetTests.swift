import Foundation
import Keyboardist
import KeyboardistTesting
import Testing

/// The testing snippet of "Keyboardist and SwiftUI", verbatim: the values a SwiftUI screen reads,
/// checked without a device.
@MainActor
@Suite struct KeyboardistAndSwiftUISnippetTests {
  @Test func anUndockedKeyboardCoversNothing() {
    let center = NotificationCenter()
    let keyboard = KeyboardState(center: center)
    KeyboardSimulator(center: center, device: .iPadMini, driving: [keyboard.observer])
      .play(.iPadUndockAndFloat)
    #expect(keyboard.snapshot.dockState == .floating)
    #expect(keyboard.snapshot.coverage(of: KeyboardDeviceProfile.iPadMini.screen) == 0)
  }

  @Test func beforeTheUndockTheDockedKeyboardCoversTheScreensBottom() {
    // The scenario's first step, the docked show, so that the test above cannot pass by covering
    // nothing at all: the whole keyboard covers a full-screen view with no safe area.
    let center = NotificationCenter()
    let keyboard = KeyboardState(center: center)
    let device = KeyboardDeviceProfile.iPadMini
    let steps = KeyboardScenario.iPadUndockAndFloat.steps(on: device)
    let simulator = KeyboardSimulator(center: center, device: device, driving: [keyboard.observer])
    simulator.play(Array(steps.prefix { $0.record?.event != .willHide }))
    #expect(keyboard.snapshot.dockState == .docked)
    #expect(keyboard.snapshot.coverage(of: device.screen) == device.keyboardHeight)
  }
}
