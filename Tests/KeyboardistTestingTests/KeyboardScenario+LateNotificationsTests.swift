import Foundation
import Keyboardist
import KeyboardistTestSupport
import KeyboardistTesting
import Testing

/// The scenarios of notifications that come wrong, late or never, through every follower.
///
/// iOS 17's `willShow` 45 pt short followed at once by the right one, a `didShow` 40 ms late, and
/// no did-notification at all; and the panel swaps with their did-notifications late or missing.
/// On the iPhone 16 the keyboard is 336 pt tall, from y = 516.
@MainActor
@Suite struct KeyboardScenarioLateNotificationsTests {
  nonisolated static let devices: [KeyboardDeviceProfile] = [.iPhoneSE, .iPhone16, .iPadMini]

  // MARK: - iOS 17's short willShow

  @Test func theShortWillShowIsFollowedAtOnceByTheRightOne() {
    let records = KeyboardScenario.iOS17ShortWillShow.steps(on: .iPhone16).compactMap(\.record)
    #expect(
      records.map(\.event) == [
        .willChangeFrame, .willShow, .didChangeFrame, .didShow, .willChangeFrame, .willShow,
        .willChangeFrame, .willShow, .didChangeFrame, .didShow, .willChangeFrame, .willHide,
        .didChangeFrame, .didHide,
      ])
    let switchRecords = records[4..<8]
    #expect(
      switchRecords.map(\.options.endFrame.minY) == [561, 561, 516, 516], "852 − 291, then 516")
    #expect(Set(switchRecords.map(\.time)).count == 1, "the same turn of the run loop")
  }

  @Test(arguments: devices)
  func theShortWillShowIsTwoHeightChangesOfOneMomentAndNoDisappear(device: KeyboardDeviceProfile) {
    let shown = device.keyboardHeight
    let run = ScenarioRun(.iOS17ShortWillShow, on: device)
    #expect(
      run.steps == [
        .appear(0, shown, shown), .appear(1, shown - 45, -45), .appear(2, shown, 45),
        .disappear(2, -shown),
      ])
    #expect(run.transitions[1].time == run.transitions[2].time, "one moment: nothing in between")
    let bottom = device.screen.maxY
    #expect(
      run.plans.map(\.keyboardTop) == [bottom - shown, bottom - shown + 45, bottom - shown, bottom])
    let covered = { (height: CGFloat) in max(0, height - device.bottomSafeAreaInset) }
    #expect(
      run.coverageChanges.map(\.coverage) == [
        covered(shown), covered(shown - 45), covered(shown), 0,
      ])
    // While frames are read, the view's coverage never takes the short height.
    #expect(run.frameCoverages.count > 20)
    #expect(!run.frameCoverages.contains(covered(shown - 45)))
    #expect(run.frameCoverages.max() == covered(shown))
  }

  @Test(arguments: devices)
  func theMotionNeverFollowsTheShortWillShow(device: KeyboardDeviceProfile) throws {
    let shown = device.keyboardHeight
    let run = ScenarioRun(.iOS17ShortWillShow, on: device)
    #expect(run.frames.count > 20, "the show and the hide, frame by frame")
    #expect(run.destinationRange == 0...shown)
    #expect(run.framesBeyondTheKeyboard.isEmpty, "\(run.framesBeyondTheKeyboard)")
    let (start, hide) = (run.transitions[1].time, run.transitions[3].time)
    let during = run.frames.filter { $0.motion.time >= start && $0.motion.time < hide }
    // The keyboard, the view's coverage and the bar stay where the show left them.
    let risen = try #require(run.frames.last { $0.motion.time < start })
    #expect(risen.motion.height == shown && risen.motion.phase == .settled)
    #expect(!during.isEmpty)
    #expect(during.allSatisfy { $0.motion.height == shown }, "\(during)")
    #expect(during.allSatisfy { $0.coverage == risen.coverage && $0.barTop == risen.barTop })
    #expect(run.frames.last?.motion.height == 0)
  }

  @Test(arguments: devices)
  func theBarsRuleGoesBackToTheKeyboardsHeightInTheSameMoment(device: KeyboardDeviceProfile) {
    let shown = device.keyboardHeight
    let run = ScenarioRun(.iOS17ShortWillShow, on: device)
    let four = { (height: CGFloat) in [CGFloat](repeating: height, count: 4) }
    #expect(
      run.barHeights
        == four(shown) + [shown - 45, shown - 45, shown, shown, shown, shown] + four(0))
    #expect(run.panel.keyboardHeight == shown, "the short height was not kept")
  }

  // MARK: - Late and missing did-notifications

  @Test(arguments: devices)
  func aLateDidShowChangesNoTransitionAndNoFrame(device: KeyboardDeviceProfile) throws {
    let shown = device.keyboardHeight
    let late = ScenarioRun(.lateDidShow, on: device)
    let missing = ScenarioRun(.lateDidShow, on: device, dropping: ScenarioRun.isDid)
    #expect(late.steps == [.appear(0, shown, shown), .disappear(0, -shown)])
    #expect(missing.steps == late.steps)
    #expect(late.frames.count > 20)
    #expect(late.seenFrames == missing.seenFrames, "the didShow moves nothing")
    // The show came to rest before its didShow: nothing waited for it.
    let didShow = try #require(
      KeyboardScenario.lateDidShow.steps(on: device).compactMap(\.record).first {
        $0.event == .didShow
      })
    let rest = try #require(
      late.frames.first { $0.motion.phase == .settled && $0.motion.height == shown })
    #expect(rest.motion.time < didShow.time)
    #expect(late.framesBeyondTheKeyboard.isEmpty)
    #expect(late.barHeights == [shown, shown, shown, shown, 0, 0, 0, 0])
  }

  @Test(arguments: devices)
  func withNoDidNotificationTheKeyboardShowsAndHidesAsUsual(device: KeyboardDeviceProfile) {
    let shown = device.keyboardHeight
    let missing = ScenarioRun(.missingDidNotifications, on: device)
    let usual = ScenarioRun(.showHide, on: device)
    #expect(
      KeyboardScenario.missingDidNotifications.steps(on: device).compactMap(\.record?.event) == [
        .willChangeFrame, .willShow, .willChangeFrame, .willHide,
      ])
    #expect(missing.steps == [.appear(0, shown, shown), .disappear(0, -shown)])
    #expect(missing.frames.count > 20)
    #expect(missing.seenFrames == usual.seenFrames, "the frames of a show and hide with dids")
    #expect(missing.frames.contains { $0.motion.height == shown && $0.motion.phase == .settled })
    #expect(missing.frames.last?.motion.height == 0)
    #expect(missing.frames.last?.motion.phase == .settled)
    #expect(missing.framesBeyondTheKeyboard.isEmpty)
    let bottom = device.screen.maxY
    #expect(missing.plans.map(\.keyboardTop) == [bottom - shown, bottom])
    #expect(missing.barHeights == [shown, shown, 0, 0])
    #expect(missing.coverageChanges.map(\.coverage) == usual.coverageChanges.map(\.coverage))
    #expect(missing.frameCoverages == usual.frameCoverages)
    #expect(missing.frameCoverages.count > 20)
  }

  /// A `didShow` 40 ms after its `willShow`, while the keyboard still slides, changes no frame.
  ///
  /// The other reading of "after ~40ms": the motion must follow the keyboard, not jump to the end.
  @Test(arguments: devices)
  func aDidShowDuringTheSlideChangesNoFrame(device: KeyboardDeviceProfile) throws {
    let steps = KeyboardScenario.showHide.steps(on: device)
    let willShow = try #require(steps.compactMap(\.record).first { $0.event == .willShow })
    let early = Self.moving(dids: [.didShow, .didChangeFrame], of: steps, to: willShow.time + 0.04)
    let onTime = ScenarioRun(steps, on: device)
    let run = ScenarioRun(early, on: device)
    #expect(run.steps == onTime.steps)
    #expect(onTime.frames.count > 20)
    #expect(run.frames.contains { $0.motion.time < 0.04 && $0.motion.phase == .showing })
    // Once frames flow, a did-notification ends nothing: the slide's frames are handed out as
    // when the did comes on time (before the notification's timing ruled, the motion was
    // "settled 336" at 0.040 s while the keyboard was at about 55.9 pt on the iPhone 16).
    #expect(run.seenFrames == onTime.seenFrames)
  }

  /// The steps with the first of each of `events` moved to `time`, in time order.
  static func moving(
    dids events: [KeyboardEvent], of steps: [KeyboardScenario.Step], to time: TimeInterval
  ) -> [KeyboardScenario.Step] {
    var steps = steps
    var moved: [KeyboardScenario.Step] = []
    for event in events {
      guard let index = steps.firstIndex(where: { $0.record?.event == event }),
        var record = steps[index].record
      else { continue }
      steps.remove(at: index)
      record.time = time
      moved.append(.keyboard(record))
    }
    let at =
      steps.firstIndex { ($0.record?.time ?? $0.sample?.time ?? 0) > time } ?? steps.endIndex
    steps.insert(contentsOf: moved.reversed(), at: at)
    return steps
  }

  /// Every panel swap, with its did-notifications on time, 40 ms late or missing: the same
  /// transitions, the same frames, the same bar.
  @Test(
    arguments: [
      KeyboardScenario.panelSwap, .showOnlyPanelSwap, .showOnlyPanelSwapWithoutAnimation,
    ],
    devices)
  func lateOrMissingDidsChangeNothingInAPanelSwap(
    scenario: KeyboardScenario, device: KeyboardDeviceProfile
  ) {
    let steps = scenario.steps(on: device)
    let onTime = ScenarioRun(steps, on: device)
    let late = ScenarioRun(ScenarioRun.delayingDids(steps, by: 0.04), on: device)
    let missing = ScenarioRun(steps.filter { !ScenarioRun.isDid($0) }, on: device)
    #expect(onTime.frames.count > 20)
    #expect(onTime.transitions.count >= 2)
    for run in [late, missing] {
      #expect(run.steps == onTime.steps)
      #expect(run.seenFrames == onTime.seenFrames)
      #expect(run.plans.map(\.keyboardTop) == onTime.plans.map(\.keyboardTop))
      #expect(!run.panel.isSwitching)
      #expect(run.panel.height == 0)
    }
  }

  /// The center keeps where the keyboard is without any did-notification: an observer started
  /// after the show catches up with it, one started after the hide sees nothing.
  @Test(arguments: devices)
  func observersStartedWithoutDidsCatchUp(device: KeyboardDeviceProfile) {
    let shown = device.keyboardHeight
    let center = NotificationCenter()
    let first = KeyboardObserver(center: center).onAppear { _ in }.start()
    let simulator = KeyboardSimulator(center: center, device: device, driving: [first])
    let steps = KeyboardScenario.missingDidNotifications.steps(on: device)
    let hide = steps.lastIndex { $0.record?.event == .willChangeFrame } ?? steps.endIndex
    var caughtUp: [[TransitionStep]] = []
    for (index, step) in steps.enumerated() {
      if index == hide { caughtUp.append(Self.start(on: center, device: device)) }
      simulator.post(step)
    }
    caughtUp.append(Self.start(on: center, device: device))
    #expect(caughtUp.count == 2)
    #expect(caughtUp.first == [.appear(0, shown, shown)], "started after the show, before the hide")
    #expect(caughtUp.last == [], "started after the hide")
    first.stop()
  }

  /// Starts an observer of `center` on the device's screen and returns the transitions it hands
  /// out as it starts.
  static func start(on center: NotificationCenter, device: KeyboardDeviceProfile)
    -> [TransitionStep]
  {
    var steps: [TransitionStep] = []
    let observer = KeyboardObserver(center: center)
    observer.screen = device.screen
    observer.onAppear { steps.append(TransitionStep($0)) }
      .onDisappear { steps.append(TransitionStep($0)) }
      .start()
    observer.stop()
    return steps
  }
}
