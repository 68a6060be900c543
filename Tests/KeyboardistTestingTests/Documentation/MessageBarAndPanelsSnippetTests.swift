import Foundation
import Keyboardist
import KeyboardistTesting
import Testing

// The testing snippet of "A Message Bar and Panels in the Keyboard's Place", verbatim, and the
// tests that show its claims can fail and hold for the scenario that announces its own swaps.

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
  for step in KeyboardScenario.panelSwapUnannounced.steps(on: device) {
    if let record = step.record, record.event == .willHide {
      hides.append(record.time)
      if hides.count == 1 { keyboard.switchInput(to: .panel) }  // as the bar does
      if hides.count == 2 { keyboard.switchInput(to: .keyboard) }
    }
    simulator.post(step)
  }
  #expect(hides.count == 3)
  #expect(moves.filter { $0 < hides[0] }.count > 20)  // the show, frame by frame
  #expect(moves.filter { $0 >= hides[2] }.count > 20)  // the final hide
  #expect(!moves.contains { (hides[0]..<hides[2]).contains($0) })  // no frame of either swap
  #expect(abs(list.contentEnd - list.barTop) < 1e-6)  // the keyboard went: resting on the bar
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
  for step in KeyboardScenario.panelSwapUnannounced.steps(on: device) {
    if let record = step.record, record.event == .willHide { hides.append(record.time) }
    simulator.post(step)
  }
  #expect(hides.count == 3)
  #expect(moves.contains { (hides[0]..<hides[2]).contains($0) })
}

/// `panelSwap` announces its swaps itself, as the bar does: played whole, the list stays put too.
@MainActor @Test func panelSwapAnnouncesItsSwapsAsTheBarDoes() {
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
  KeyboardSimulator(center: center, device: device, driving: [keyboard]).play(.panelSwap)
  let hides = KeyboardScenario.panelSwap.steps(on: device).compactMap(\.record)
    .filter { $0.event == .willHide }.map(\.time)
  #expect(hides.count == 3)
  #expect(moves.count > 40)
  #expect(!moves.contains { (hides[0]..<hides[2]).contains($0) })
  #expect(abs(list.contentEnd - list.barTop) < 1e-6)
}
