import Foundation
import Keyboardist
import KeyboardistTesting
import Testing

// The testing snippets of "Building a Chat", verbatim (at the top level, as pasted into a test
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

@Test func aMessageSentShowsOnTheComposer() {
  var list = ChatListLayout(
    frame: CGRect(x: 0, y: 0, width: 393, height: 852), contentHeight: 2000,
    contentOffset: 500, insetTop: 59, safeAreaBottom: 34, barHeight: 52)
  list.addToEnd(80, isSent: false)  // one arrives while the user reads back: the list stays
  #expect(list.contentOffset == 500)
  list.addToEnd(60)  // the user sends one: the list shows its end, the message on the composer
  #expect(list.isShowingEnd)
  #expect(list.contentEnd == list.barTop)
}
