import Foundation
import Keyboardist
import KeyboardistTesting
import Testing

/// The testing snippets of "Keyboardist and SwiftUI", verbatim: the values a SwiftUI screen reads,
/// checked without a device.
@MainActor
@Suite struct KeyboardistAndSwiftUISnippetTests {
  @Test func anUndockedKeyboardCoversNothing() {
    let center = NotificationCenter()
    var appears = 0
    let keyboard = KeyboardObserver(center: center).onAppear { _ in appears += 1 }.start()
    KeyboardSimulator(center: center, device: .iPadMini, driving: [keyboard])
      .play(.iPadUndockAndFloat)
    let snapshot = KeyboardSnapshot(observer: keyboard)  // what a view's `keyboard.snapshot` reads
    #expect(appears == 1)
    #expect(snapshot.dockState == .floating)
    #expect(snapshot.coverage(of: KeyboardDeviceProfile.iPadMini.screen) == 0)
  }

  @Test func beforeTheUndockTheDockedKeyboardCoversTheScreensBottom() throws {
    // The scenario's first step, the docked show, so that the test above cannot pass by covering
    // nothing at all: the whole keyboard covers a full-screen view with no safe area.
    let center = NotificationCenter()
    let keyboard = KeyboardObserver(center: center).onAppear { _ in }.start()
    let device = KeyboardDeviceProfile.iPadMini
    let steps = KeyboardScenario.iPadUndockAndFloat.steps(on: device)
    let simulator = KeyboardSimulator(center: center, device: device, driving: [keyboard])
    let shown = try #require(steps.firstIndex { $0.record?.event == .didShow })
    simulator.play(Array(steps[...shown]))
    let snapshot = KeyboardSnapshot(observer: keyboard)
    #expect(snapshot.dockState == .docked)
    #expect(snapshot.coverage(of: device.screen) == device.keyboardHeight)
  }

  @Test func aComposerRidesOnTheKeyboardThroughADrag() {
    let center = NotificationCenter()
    let keyboard = KeyboardObserver(center: center).start()
    let screen = KeyboardDeviceProfile.iPhone16.screen  // 393 x 852, a 336 pt keyboard
    var lifts: [CGFloat] = []  // how far a full-screen composer rides, frame by frame
    keyboard.onMove { lifts.append($0.coverage(of: screen, safeAreaBottom: 34)) }
    KeyboardSimulator(center: center, device: .iPhone16, driving: [keyboard])
      .play(.interactiveDismissal)
    #expect(lifts.count > 40)  // a lift per display frame and per move of the finger
    #expect(lifts.max() == 302)  // 336 − 34 over the home indicator
    #expect(lifts.contains(134))  // where the finger let go: 168 − 34
    #expect(lifts.last == 0)
    // Beyond the snippet: the first drag moves the composer down at every 60 Hz frame, 336 / 2 pt
    // over 0.6 s (4.67 pt a frame), with no notification posted.
    let firstDrag = lifts.drop { $0 != 302 }.prefix { $0 != 134 }
    #expect(firstDrag.count == 36)
    #expect(zip(firstDrag, firstDrag.dropFirst()).allSatisfy { abs($0 - $1 - 14 / 3) < 0.001 })
    #expect(keyboard.motion.phase == .settled)
  }
}
