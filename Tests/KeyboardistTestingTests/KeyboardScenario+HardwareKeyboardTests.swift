import Foundation
import Keyboardist
import KeyboardistTestSupport
import KeyboardistTesting
import Testing

/// A hardware keyboard attaching and detaching while the keyboard is up, simulated: what the
/// transitions, the snapshot and the height memory make of it.
@MainActor
@Suite struct KeyboardScenarioHardwareKeyboardTests {
  let keyboard = ObservedKeyboard()

  @Test(arguments: [KeyboardDeviceProfile.iPhone16, .iPadMini, .iPadPro13M4])
  func attachingLeavesTheBarAndDetachingBringsTheKeyboardBack(device: KeyboardDeviceProfile) {
    keyboard.simulator(device).play(.hardwareKeyboardAttach)
    let show: [KeyboardEvent] = [.willChangeFrame, .willShow, .didChangeFrame, .didShow]
    let hide: [KeyboardEvent] = [.willChangeFrame, .willHide, .didChangeFrame, .didHide]
    #expect(keyboard.events == show + show + show + hide)
    #expect(
      keyboard.transitions.map(\.height) == [
        device.keyboardHeight, device.shortcutBarHeight, device.keyboardHeight, 0,
      ])
    #expect(keyboard.transitions.map(\.isHardwareKeyboardAttached) == [false, true, false, nil])
  }

  @Test func theSnapshotFollowsAndTheMemoryLearnsOnlyTheSoftwareKeyboard() throws {
    let suite = "Keyboardist.KeyboardScenarioHardwareKeyboardTests.\(UUID().uuidString)"
    let defaults = try #require(UserDefaults(suiteName: suite))
    defer { defaults.removePersistentDomain(forName: suite) }
    let memory = KeyboardHeightMemory(store: defaults)
    memory.learn(from: keyboard.observer)
    var snapshots: [Bool] = []
    keyboard.observer.onAppear { [observer = keyboard.observer] _ in
      snapshots.append(KeyboardSnapshot(observer: observer).isHardwareKeyboardAttached)
    }
    let device = KeyboardDeviceProfile.iPadMini
    keyboard.simulator(device).play(.hardwareKeyboardAttach)
    #expect(snapshots == [false, true, false])
    let context = KeyboardHeightMemory.Context(screen: device.screen)
    #expect(memory.learnedHeight(for: context) == device.keyboardHeight, "never the bar's 55 pt")
  }

  @Test func onADeviceWithAHardwareKeyboardItDetachesFirst() {
    let device = KeyboardDeviceProfile.iPadWithHardwareKeyboard
    keyboard.simulator(device).play(.hardwareKeyboardAttach)
    #expect(keyboard.transitions.map(\.isHardwareKeyboardAttached) == [true, false, true, nil])
  }
}
