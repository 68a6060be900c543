import Foundation
import Keyboardist
import KeyboardistTesting
import Testing

// The testing snippet of "Building a Chat", verbatim (at the top level, as pasted into a test
// file).

@MainActor @Test func theNewestMessageRidesOnTheComposer() {
  let device = KeyboardDeviceProfile.iPhone16
  let center = NotificationCenter()
  let keyboard = KeyboardObserver(center: center)
  var list = ChatListLayout(
    frame: device.screen, contentHeight: 2000, insetTop: 59,
    safeAreaBottom: device.bottomSafeAreaInset, barHeight: 52, lifting: .whenAtEnd)
  var gaps: [CGFloat] = []
  keyboard.onMove { motion in
    list.follow(motion)
    gaps.append(list.barTop - list.contentEnd)  // 0: the newest message sits on the composer
  }.start()
  KeyboardSimulator(center: center, device: device, driving: [keyboard]).play(.showHide)
  #expect(gaps.count > 20)  // one per display frame, up and down again
  #expect(gaps.allSatisfy { abs($0) < 0.001 })
}
