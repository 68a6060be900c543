import Foundation
import Keyboardist
import KeyboardistTesting
import Testing

/// The testing snippet of "A Message Bar and Panels in the Keyboard's Place", verbatim.
@MainActor
@Suite struct MessageBarAndPanelsSnippetTests {
  @MainActor @Test func theListStaysPutThroughPanelSwaps() {
    let device = KeyboardDeviceProfile.iPhone16
    let center = NotificationCenter()
    let keyboard = KeyboardObserver(center: center)
    var list = ChatListLayout(
      frame: device.screen, contentHeight: 2000, insetTop: 59,
      safeAreaBottom: device.bottomSafeAreaInset, barHeight: 52)
    var moves: [TimeInterval] = []
    keyboard.onMove { motion in
      list.follow(motion)
      moves.append(motion.time)
    }.start()
    let simulator = KeyboardSimulator(center: center, device: device, driving: [keyboard])
    var hides: [TimeInterval] = []  // the two swaps' hides, then the keyboard's own
    for step in KeyboardScenario.panelSwap.steps(on: device) {
      if let record = step.record, record.event == .willHide {
        hides.append(record.time)
        if hides.count == 1 { keyboard.switchInput(to: .panel) }  // as the bar does
        if hides.count == 2 { keyboard.switchInput(to: .keyboard) }
      }
      simulator.post(step)
    }
    #expect(hides.count == 3)
    #expect(!moves.contains { (hides[0]..<hides[2]).contains($0) })  // no frame of either swap
    #expect(list.contentEnd == list.barTop)  // the keyboard went at the end: resting on the bar
  }

  /// The snippet's claim can fail: without the announcements, the swaps' hides move the list.
  @MainActor @Test func withoutTheAnnouncementsTheSwapsMoveTheList() {
    let device = KeyboardDeviceProfile.iPhone16
    let center = NotificationCenter()
    let keyboard = KeyboardObserver(center: center)
    var moves: [TimeInterval] = []
    keyboard.onMove { moves.append($0.time) }.start()
    let simulator = KeyboardSimulator(center: center, device: device, driving: [keyboard])
    var hides: [TimeInterval] = []
    for step in KeyboardScenario.panelSwap.steps(on: device) {
      if let record = step.record, record.event == .willHide { hides.append(record.time) }
      simulator.post(step)
    }
    #expect(hides.count == 3)
    #expect(moves.contains { (hides[0]..<hides[2]).contains($0) })
  }
}
