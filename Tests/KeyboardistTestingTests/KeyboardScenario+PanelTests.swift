import Foundation
import Keyboardist
import KeyboardistTestSupport
import KeyboardistTesting
import Testing

@MainActor
@Suite struct KeyboardScenarioPanelTests {
  nonisolated static let devices: [KeyboardDeviceProfile] = [.iPhoneSE, .iPhone13Mini, .iPhone16]

  /// Played through the panel switch with its announcements, the swap leaves the bar at the
  /// keyboard's height at every notification, both ways; only the final hide lowers it.
  @Test(arguments: devices)
  nonisolated func theSwapNeverMovesTheBar(device: KeyboardDeviceProfile) {
    var panel = KeyboardPanelSwitch()
    panel.inputDidBeginEditing()
    var heights: [CGFloat] = []
    for step in KeyboardScenario.panelSwap.steps(on: device) {
      switch step {
      case .switchInput(let input): panel.switchInput(to: input)
      case .inputDidEndEditing: _ = panel.inputDidEndEditing()
      case .keyboard(let record):
        panel.receive(record.event, options: record.options, screen: device.screen)
        heights.append(panel.height)
      case .app, .sample: break
      }
    }
    let shown = device.keyboardHeight
    #expect(heights.count == 16, "the scenario's 16 notifications")
    #expect(heights.dropLast(4).allSatisfy { $0 == shown })
    #expect(heights.last == 0)
  }

  /// The app announces each swap just before its hide, as the bar does before
  /// `reloadInputViews()`, and the end of editing before the final hide; without the
  /// announcements the notifications are the same.
  @Test(arguments: devices)
  nonisolated func theAnnouncementsComeBeforeTheHides(device: KeyboardDeviceProfile) {
    let steps = KeyboardScenario.panelSwap.steps(on: device)
    let announced = steps.indices.compactMap { index -> (Int, KeyboardScenario.Step)? in
      switch steps[index] {
      case .switchInput, .inputDidEndEditing: (index, steps[index])
      case .keyboard, .app, .sample: nil
      }
    }
    #expect(
      announced.map(\.1) == [
        .switchInput(to: .panel), .switchInput(to: .keyboard), .inputDidEndEditing,
      ])
    let next = announced.map { index, _ in
      steps[(index + 1)...].lazy.compactMap(\.record).first?.event
    }
    #expect(
      next == [.willHide, .willHide, .willChangeFrame], "each is said before the hide it holds")
    let unannounced = KeyboardScenario.panelSwapUnannounced.steps(on: device)
    #expect(unannounced == steps.filter { !announced.map(\.1).contains($0) })
  }

  /// What the observers of one center saw while `panelSwap` played.
  final class Session {
    /// The transitions handed out, with the time of the notification that made them.
    var transitions: [(time: TimeInterval, transition: KeyboardTransition)] = []
    /// Every frame's motion, with where the chat list following it put its newest message.
    var frames: [(motion: KeyboardMotion, contentEnd: CGFloat, barTop: CGFloat)] = []
    /// The raw notifications, as posted.
    var raw: [KeyboardEvent] = []
    /// When the first swap's hide was posted, and when the final hide was.
    var swapsStart: TimeInterval = 0
    var finalHide: TimeInterval = 0
    /// The time of the last notification posted.
    var time: TimeInterval = 0
  }

  /// Plays a panel swap on a device into three observers of one center (one with onAppear and
  /// onDisappear, one with onMove and a chat list following its motion, one with raw callbacks
  /// only); `panelSwap` announces each swap as `KeyboardMessageBar` does.
  ///
  /// - Parameters:
  ///   - device: The device.
  ///   - scenario: `panelSwap`, or `panelSwapUnannounced`.
  ///   - endingEditingMidSwap: Whether editing ends after the first swap's hide, before its
  ///     show: the rest of the scenario is not played.
  /// - Returns: What the observers saw.
  static func play(
    on device: KeyboardDeviceProfile, _ scenario: KeyboardScenario = .panelSwap,
    endingEditingMidSwap: Bool = false
  ) -> Session {
    let session = Session()
    let center = NotificationCenter()
    let transitions = KeyboardObserver(center: center)
      .onAppear { session.transitions.append((session.time, $0)) }
      .onDisappear { session.transitions.append((session.time, $0)) }
      .start()
    var list = ChatListLayout(
      frame: device.screen, contentHeight: 3000, insetTop: 59,
      safeAreaBottom: device.bottomSafeAreaInset, barHeight: 52, lifting: .always)
    let motion = KeyboardObserver(center: center)
      .onMove { motion in
        list.follow(motion)
        session.frames.append((motion, list.contentEnd, list.barTop))
      }
      .start()
    let raw = KeyboardObserver(center: center)
    for event in KeyboardEvent.allCases { raw.on(event: event) { _ in session.raw.append(event) } }
    raw.start()
    // The simulator gives the observers it drives the device's screen, step by step too.
    let simulator = KeyboardSimulator(
      center: center, device: device, driving: [transitions, motion])

    var hides = 0
    for step in scenario.steps(on: device) {
      if case .keyboard(let record) = step {
        session.time = record.time
        if record.event == .willHide {
          hides += 1
          if hides == 1 { session.swapsStart = record.time }
          session.finalHide = record.time
        }
      }
      simulator.post(step)
      if endingEditingMidSwap, hides == 1, step.record?.event == .didHide {
        simulator.post(.inputDidEndEditing)
        break
      }
    }
    return session
  }

  @Test(arguments: devices)
  func nothingMovesInAnyFrameOfEitherSwap(device: KeyboardDeviceProfile) throws {
    let session = Self.play(on: device)
    let shown = device.keyboardHeight

    // One appear as the keyboard shows, one disappear at the final hide: no pair during a swap.
    #expect(session.transitions.map(\.transition.kind) == [.appear, .disappear])
    #expect(session.transitions.last?.time == session.finalHide)

    let risen = try #require(session.frames.last { $0.motion.time < session.swapsStart })
    #expect(risen.motion.height == shown)
    #expect(risen.motion.phase == .settled)
    let duringSwaps = session.frames.filter {
      $0.motion.time >= session.swapsStart && $0.motion.time < session.finalHide
    }
    // Not one frame is handed out from the first swap's hide to the final hide: the keyboard, the
    // bar and the newest message stay where the show left them, and the final hide starts there.
    #expect(duringSwaps.isEmpty, "\(duringSwaps.map(\.motion))")
    let hide = try #require(session.frames.first { $0.motion.time >= session.finalHide })
    #expect(
      hide.motion.height == shown && hide.contentEnd == risen.contentEnd
        && hide.barTop == risen.barTop, "the keyboard, the bar and the newest message stayed put")
    #expect(session.frames.count > 20, "the show and the final hide, frame by frame")
    #expect(session.frames.last?.motion.height == 0)
  }

  @Test func unannouncedTheSwapDropsTheListAndRaisesIt() {
    // What the hold prevents: the hide taken at its word.
    let session = Self.play(on: .iPhone16, .panelSwapUnannounced)
    #expect(
      session.transitions.map(\.transition.kind)
        == [.appear, .disappear, .appear, .disappear, .appear, .disappear])
    let duringSwaps = session.frames.filter {
      $0.motion.time >= session.swapsStart && $0.motion.time < session.finalHide
    }
    #expect(
      duringSwaps.contains { $0.motion.height < KeyboardDeviceProfile.iPhone16.keyboardHeight })
  }

  @Test(arguments: devices)
  func aSwapWhoseShowNeverComesHidesWhenEditingEnds(device: KeyboardDeviceProfile) throws {
    let session = Self.play(on: device, endingEditingMidSwap: true)
    #expect(session.transitions.map(\.transition.kind) == [.appear, .disappear])
    let frames = session.frames.filter { $0.motion.time >= session.swapsStart }
    let last = try #require(frames.last)
    // Two frames from the swap on: the held hide, released when editing ends, starts at the
    // keyboard's height and ends at rest at 0 (no frame is played after).
    #expect(frames.count == 2)
    #expect(frames.dropLast().allSatisfy { $0.motion.height == device.keyboardHeight }, "held")
    #expect(last.motion.height == 0)
    #expect(last.motion.phase == .settled)
    #expect(last.barTop == device.screen.maxY - device.bottomSafeAreaInset - 52, "the bar is down")
  }

  /// Whether a step is one of the swaps' `didHide`s (the final hide's comes after the last
  /// `willHide`, which none of the swaps' follows).
  static func isSwapDidHide(_ step: KeyboardScenario.Step, in steps: [KeyboardScenario.Step])
    -> Bool
  {
    guard step.record?.event == .didHide,
      let finalHide = steps.lastIndex(where: { $0.record?.event == .willHide }),
      let index = steps.firstIndex(of: step)
    else { return false }
    return index < finalHide
  }

  @Test(arguments: devices)
  func withoutDidsOrTheEndOfEditingTheRealHideStillTakesPlace(device: KeyboardDeviceProfile)
    throws
  {
    // Each swap's show ends its switch at its willShow: the final hide, which no end of editing
    // announces, is a hide, and the swaps still move nothing.
    let run = ScenarioRun(.panelSwap, on: device) {
      ScenarioRun.isDid($0) || $0 == .inputDidEndEditing
    }
    let shown = device.keyboardHeight
    #expect(run.steps == [.appear(0, shown, shown), .disappear(0, -shown)])
    let hide = try #require(run.transitions.last?.time)
    let risen = try #require(run.frames.last { $0.motion.time < 1.5 })
    #expect(risen.motion.height == shown && risen.motion.phase == .settled)
    #expect(!run.frames.contains { $0.motion.time > risen.motion.time && $0.motion.time < hide })
    #expect(run.frames.last?.motion.height == 0)
    #expect(run.barHeights.last == 0)
    #expect(!run.panel.isSwitching)
  }

  @Test(arguments: devices)
  func aSwapsDidHideAfterItsShowIsStillHeld(device: KeyboardDeviceProfile) throws {
    // The swap's hide ends after the new input's show began, when the animations overlap: its
    // `didHide` comes after the `willShow` that ended the switch, and still moves nothing.
    var steps = KeyboardScenario.panelSwap.steps(on: device)
    for index in steps.indices.reversed() where Self.isSwapDidHide(steps[index], in: steps) {
      let didHide = steps.remove(at: index)
      steps.insert(didHide, at: index + 1)  // after the swap's willShow
    }
    let order = steps.compactMap(\.record?.event)
    #expect(Array(order[4..<8]) == [.willHide, .willShow, .didHide, .didShow])
    let run = ScenarioRun(steps, on: device)
    let shown = device.keyboardHeight
    #expect(run.steps == [.appear(0, shown, shown), .disappear(0, -shown)])
    let hide = try #require(run.transitions.last?.time)
    let risen = try #require(run.frames.last { $0.motion.time < 1.5 })
    #expect(!run.frames.contains { $0.motion.time > risen.motion.time && $0.motion.time < hide })
    #expect(run.barHeights.dropLast(5).allSatisfy { $0 == shown })
    #expect(run.barHeights.last == 0)
  }

  @Test func rawCallbacksGetEveryNotificationOfTheSwaps() {
    let session = Self.play(on: .iPhone16)
    let posted = KeyboardScenario.panelSwap.steps(on: .iPhone16).compactMap { $0.record?.event }
    #expect(session.raw == posted)
    #expect(session.raw.filter { $0 == .willHide }.count == 3)
  }

  @Test func bothAreInTheCatalogueByName() {
    #expect(KeyboardScenario.panelSwap.name == "panelSwap")
    #expect(KeyboardScenario.panelSwapUnannounced.name == "panelSwapUnannounced")
    let names = KeyboardScenario.all.map(\.name)
    #expect(names.contains("panelSwap") && names.contains("panelSwapUnannounced"))
  }
}
