import Foundation
import Keyboardist
import KeyboardistTesting
import Testing

/// A chat list followed at every frame of simulated sessions, as an app's test would follow its
/// own: where the newest message sits against the bar riding on the keyboard, for each lift.
@MainActor
@Suite struct ChatListLayoutScenarioTests {
  /// Plays a scenario on a device and hands the list every frame; returns what `read` read of it
  /// after each frame.
  static func play<Value>(
    _ scenario: KeyboardScenario, on device: KeyboardDeviceProfile, list: ChatListLayout,
    touching: @escaping (KeyboardMotion) -> Bool = { _ in false },
    read: @escaping (ChatListLayout, KeyboardMotion) -> Value
  ) -> [Value] {
    let center = NotificationCenter()
    let keyboard = KeyboardObserver(center: center)
    var list = list
    var values: [Value] = []
    keyboard.onMove { motion in
      list.isTouched = touching(motion)
      list.follow(motion)
      values.append(read(list, motion))
    }.start()
    KeyboardSimulator(center: center, device: device, driving: [keyboard]).play(scenario)
    keyboard.stop()
    return values
  }

  static func list(
    on device: KeyboardDeviceProfile, contentOffset: CGFloat? = nil,
    lifting lift: KeyboardContentLift
  ) -> ChatListLayout {
    ChatListLayout(
      frame: device.screen, contentHeight: 3000, contentOffset: contentOffset, insetTop: 59,
      safeAreaBottom: device.bottomSafeAreaInset, barHeight: 52, lifting: lift)
  }

  nonisolated static let devices: [KeyboardDeviceProfile] = [.iPhoneSE, .iPhone16, .iPadMini]

  @Test(arguments: devices)
  func whenAtEndKeepsTheNewestMessageOnTheBarAtEveryFrame(device: KeyboardDeviceProfile) {
    let gaps = Self.play(
      .showHide, on: device, list: Self.list(on: device, lifting: .whenAtEnd)
    ) { list, _ in list.barTop - list.contentEnd }
    #expect(gaps.count > 20, "one per display frame")
    #expect(gaps.allSatisfy { abs($0) < 0.001 })
  }

  nonisolated static let lateAndSwapScenarios: [KeyboardScenario] = [
    .showOnlyPanelSwap, .showOnlyPanelSwapWithoutAnimation, .iOS17ShortWillShow, .lateDidShow,
    .missingDidNotifications,
  ]

  /// The show-only swaps, the short `willShow` and the late or missing did-notifications: the
  /// newest message rides on the bar at every frame, and the bar goes no higher than the keyboard.
  @Test(arguments: lateAndSwapScenarios, devices)
  func whenAtEndKeepsTheNewestMessageOnTheBarThroughLateAndSwappedInputs(
    scenario: KeyboardScenario, device: KeyboardDeviceProfile
  ) {
    let frames = Self.play(
      scenario, on: device, list: Self.list(on: device, lifting: .whenAtEnd)
    ) { list, _ in (gap: list.barTop - list.contentEnd, barTop: list.barTop) }
    #expect(frames.count > 20, "one per display frame")
    #expect(frames.allSatisfy { abs($0.gap) < 0.001 })
    let highest = device.screen.maxY - device.keyboardHeight - 52
    #expect(frames.map(\.barTop).min() == highest, "up to the keyboard's top, not past it")
    #expect(frames.last?.barTop == device.screen.maxY - device.bottomSafeAreaInset - 52)
  }

  @Test func theBarRisesWithTheKeyboardAndTheMessageWithIt() {
    // iPhone 16: the bar from 852 − 34 − 52 = 766 up to 516 − 52 = 464 and back.
    let tops = Self.play(
      .showHide, on: .iPhone16, list: Self.list(on: .iPhone16, lifting: .whenAtEnd)
    ) { list, _ in list.contentEnd }
    #expect(tops.min() == 464)
    #expect(tops.last == 766)
    #expect(zip(tops, tops.dropFirst()).contains { $0 > $1 }, "rises")
  }

  @Test func alwaysKeepsWhatWasAboveTheBarThereAtEveryFrame() {
    // Scrolled back 1000 pt: a message stays at the same height above the bar at every frame.
    let device = KeyboardDeviceProfile.iPhone16
    let end = Self.list(on: device, lifting: .always).contentOffset
    let list = Self.list(on: device, contentOffset: end - 1000, lifting: .always)
    let frames = Self.play(.showHide, on: device, list: list) { list, _ in
      (gap: list.barTop - list.contentEnd, barTop: list.barTop)
    }
    #expect(frames.count > 20, "one per display frame")
    // The bar rose from 766 to 516 - 52 = 464 meanwhile.
    #expect(frames.map(\.barTop).min() == 464)
    #expect(frames.allSatisfy { abs($0.gap - -1000) < 0.001 })
  }

  @Test func whenAtEndLeavesAListScrolledIntoItsHistoryAlone() {
    let device = KeyboardDeviceProfile.iPhone16
    let frames = Self.play(
      .showHide, on: device, list: Self.list(on: device, contentOffset: 400, lifting: .whenAtEnd)
    ) { list, _ in (offset: list.contentOffset, barTop: list.barTop) }
    #expect(frames.count > 20, "one per display frame")
    #expect(frames.map(\.barTop).min() == 464, "the bar rose under the list")
    #expect(frames.allSatisfy { $0.offset == 400 })
  }

  @Test func neverLetsTheKeyboardCoverTheEnd() {
    let device = KeyboardDeviceProfile.iPhone16
    let gaps = Self.play(
      .showHide, on: device, list: Self.list(on: device, lifting: .never)
    ) { list, _ in list.barTop - list.contentEnd }
    #expect(abs((gaps.min() ?? 0) - (464 - 766)) < 0.001)
    #expect(gaps.last == 0)
  }

  @Test func duringADragTheFingerDecidesAndTheEndStaysInBounds() {
    // The finger on the list while it drags the keyboard (twice: cancelled, then completed): the
    // offset stays, even past the end, from which a scroll view bounces back by itself. After the
    // release the content is only kept between its top and its end, never lifted.
    let device = KeyboardDeviceProfile.iPhone16
    let frames = Self.play(
      .interactiveDismissal, on: device, list: Self.list(on: device, lifting: .always),
      touching: { $0.phase == .dragging },
      read: { list, motion in (motion.phase, list.contentOffset, list.endOffset) })
    let pairs = zip(frames, frames.dropFirst())
    #expect(frames.contains { $0.0 == .dragging })
    #expect(
      pairs.allSatisfy { $1.0 != .dragging || $0.0 != .dragging || $0.1 == $1.1 },
      "the finger holds the content")
    #expect(
      frames.allSatisfy { $0.0 == .dragging || $0.1 <= $0.2 + 0.001 }, "never left past the end")
    #expect(abs(frames[frames.count - 1].1 - frames[frames.count - 1].2) < 0.001)
  }
}
