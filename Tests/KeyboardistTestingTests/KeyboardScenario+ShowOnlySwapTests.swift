import Foundation
import Keyboardist
import KeyboardistTestSupport
import KeyboardistTesting
import Testing

/// The show-only panel swaps of `reloadInputViews()` (a show each way, no hide) through every
/// follower of the keyboard, with their did-notifications on time and missing: on the iPhone 16 a
/// 336 pt keyboard from y = 516 and a 336 − 44 = 292 pt panel from y = 560.
@MainActor
@Suite struct KeyboardScenarioShowOnlySwapTests {
  nonisolated static let devices: [KeyboardDeviceProfile] = [.iPhoneSE, .iPhone16, .iPadMini]
  nonisolated static let scenarios: [KeyboardScenario] = [
    .showOnlyPanelSwap, .showOnlyPanelSwapWithoutAnimation,
  ]

  /// The keyboard's height and the panel's on a device.
  static func heights(on device: KeyboardDeviceProfile) -> (keyboard: CGFloat, panel: CGFloat) {
    (device.keyboardHeight, device.keyboardHeight - device.predictiveBarHeight)
  }

  @Test(arguments: scenarios)
  func theNotificationsAreAShowEachWayAndNoHideBeforeTheLast(scenario: KeyboardScenario) {
    let device = KeyboardDeviceProfile.iPhone16
    let steps = scenario.steps(on: device)
    let events = steps.compactMap(\.record?.event)
    let show: [KeyboardEvent] = [.willChangeFrame, .willShow, .didChangeFrame, .didShow]
    let hide: [KeyboardEvent] = [.willChangeFrame, .willHide, .didChangeFrame, .didHide]
    #expect(events == show + show + show + hide)
    let swaps = steps.compactMap(\.record).dropFirst(4).prefix(8)
    #expect(swaps.allSatisfy { $0.options.startFrame == $0.options.endFrame }, "begin = end")
    #expect(
      swaps.map(\.options.endFrame.minY) == [560, 560, 560, 560, 516, 516, 516, 516])
    let durations = swaps.filter { $0.event == .willShow }.map(\.options.animationDuration)
    #expect(durations == (scenario.name == "showOnlyPanelSwap" ? [0.25, 0.25] : [0, 0]))
    let announced = steps.filter(ScenarioRun.isAnnouncement)
    #expect(
      announced == [.switchInput(to: .panel), .switchInput(to: .keyboard), .inputDidEndEditing])
  }

  @Test(arguments: scenarios, devices)
  func eachSwapIsAHeightChangeAndNothingElse(
    scenario: KeyboardScenario, device: KeyboardDeviceProfile
  ) {
    let (keyboard, panel) = Self.heights(on: device)
    let expected: [TransitionStep] = [
      .appear(0, keyboard, keyboard), .appear(1, panel, panel - keyboard),
      .appear(2, keyboard, keyboard - panel), .disappear(2, -keyboard),
    ]
    for dropping in [{ _ in false }, ScenarioRun.isDid, ScenarioRun.isAnnouncement] {
      let run = ScenarioRun(scenario, on: device, dropping: dropping)
      #expect(run.steps == expected)
    }
  }

  @Test(arguments: scenarios, devices)
  func theMotionGoesToThePanelAndBackAndNoFurther(
    scenario: KeyboardScenario, device: KeyboardDeviceProfile
  ) throws {
    let (keyboard, panel) = Self.heights(on: device)
    let run = ScenarioRun(scenario, on: device)
    #expect(run.frames.count > 20, "the show and the hide, frame by frame")
    #expect(run.destinationRange == 0...keyboard)
    #expect(run.framesBeyondTheKeyboard.isEmpty, "\(run.framesBeyondTheKeyboard)")
    let swaps = run.transitions.map(\.time)
    // From the first swap to the final hide, the keyboard stays between the panel and itself.
    let duringSwaps = run.frames.filter { $0.motion.time >= swaps[1] && $0.motion.time < swaps[3] }
    #expect(duringSwaps.allSatisfy { (panel...keyboard).contains($0.motion.height) })
    #expect(duringSwaps.contains { $0.motion.height == panel && $0.motion.phase == .settled })
    let beforeHide = try #require(duringSwaps.last)
    #expect(beforeHide.motion.height == keyboard && beforeHide.motion.phase == .settled)
    #expect(run.frames.last?.motion.height == 0)
    #expect(run.frames.last?.motion.phase == .settled)
  }

  @Test(arguments: scenarios, devices)
  func theViewTheListAndTheAvoiderFollowThePanel(
    scenario: KeyboardScenario, device: KeyboardDeviceProfile
  ) throws {
    let (keyboard, panel) = Self.heights(on: device)
    let run = ScenarioRun(scenario, on: device)
    let bottom = device.screen.maxY
    let safeArea = device.bottomSafeAreaInset
    #expect(run.frames.allSatisfy { $0.coverage == max(0, $0.motion.height - safeArea) })
    #expect(
      run.frames.allSatisfy {
        abs($0.barTop - (bottom - max($0.motion.height, safeArea) - 52)) < 1e-6
      })
    #expect(
      run.frames.allSatisfy {
        abs($0.barTop - $0.contentEnd - (run.frames[0].barTop - run.frames[0].contentEnd)) < 1e-6
      })
    #expect(
      run.plans.map(\.keyboardTop) == [
        bottom - keyboard, bottom - panel, bottom - keyboard, bottom,
      ])
    #expect(run.plans.dropLast().allSatisfy { $0.fieldBottom <= $0.keyboardTop - 10 })
    // A SwiftUI view's coverage: animated with each swap's show (at once without animation),
    // and at every frame between none and the keyboard's.
    let covered = { (height: CGFloat) in max(0, height - safeArea) }
    #expect(
      run.coverageChanges.map(\.coverage) == [
        covered(keyboard), covered(panel), covered(keyboard), 0,
      ])
    let swap: TimeInterval? = scenario.name == KeyboardScenario.showOnlyPanelSwap.name ? 0.25 : nil
    #expect(run.coverageChanges.map(\.duration) == [0.25, swap, swap, 0.25])
    #expect(run.frameCoverages.count > 20)
    #expect(run.frameCoverages.allSatisfy { (0...covered(keyboard)).contains($0) })
    #expect(run.frameCoverages.contains(covered(panel)))
    #expect(run.frameCoverages.last == 0)
  }

  @Test(arguments: scenarios, devices)
  func theBarFollowsEachSwapAndTheSwitchEndsAtItsShow(
    scenario: KeyboardScenario, device: KeyboardDeviceProfile
  ) {
    let (keyboard, panel) = Self.heights(on: device)
    let run = ScenarioRun(scenario, on: device)
    let four = { (height: CGFloat) in [CGFloat](repeating: height, count: 4) }
    #expect(run.barHeights == four(keyboard) + four(panel) + four(keyboard) + [keyboard] + four(0))
    #expect(!run.panel.isSwitching)
    #expect(run.panel.keyboardHeight == keyboard, "the panel's height is not the keyboard's")
  }

  // MARK: - Missing did-notifications

  @Test(arguments: scenarios, devices)
  func withoutDidsEachSwapEndsAtItsWillShow(
    scenario: KeyboardScenario, device: KeyboardDeviceProfile
  ) {
    // The bar's rule, step by step: a swap is over once its will-notification shows the input.
    let (keyboard, panel) = Self.heights(on: device)
    var rule = KeyboardPanelSwitch()
    rule.inputDidBeginEditing()
    var switching: [Bool] = []
    var heights: [CGFloat] = []
    for step in scenario.steps(on: device) where !ScenarioRun.isDid(step) {
      switch step {
      case .switchInput(let input): rule.switchInput(to: input)
      case .inputDidEndEditing: rule.inputDidEndEditing()
      case .keyboard(let record):
        rule.receive(record.event, options: record.options, screen: device.screen)
        switching.append(rule.isSwitching)
        heights.append(rule.height)
      case .app, .sample: break
      }
    }
    #expect(switching == [Bool](repeating: false, count: 8))
    #expect(heights == [keyboard, keyboard, panel, panel, keyboard, keyboard, 0, 0])
    #expect(rule.keyboardHeight == keyboard)
  }

  @Test(arguments: scenarios, devices)
  func withoutDidsOrTheEndOfEditingTheRealHideStillTakesPlace(
    scenario: KeyboardScenario, device: KeyboardDeviceProfile
  ) throws {
    // An app that never says editing ended, on a device that posts no did-notification: the
    // final hide is a hide, not held for a switch that never ends.
    let (keyboard, panel) = Self.heights(on: device)
    let run = ScenarioRun(scenario, on: device) {
      ScenarioRun.isDid($0) || $0 == .inputDidEndEditing
    }
    #expect(
      run.steps == [
        .appear(0, keyboard, keyboard), .appear(1, panel, panel - keyboard),
        .appear(2, keyboard, keyboard - panel), .disappear(2, -keyboard),
      ])
    #expect(run.frames.count > 20)
    #expect(run.frames.last?.motion.height == 0)
    #expect(run.frames.last?.motion.phase == .settled)
    #expect(run.barHeights.last == 0)
  }

  @Test(arguments: scenarios, devices)
  func missingDidsChangeNoFrame(scenario: KeyboardScenario, device: KeyboardDeviceProfile) {
    // Every frame the motion hands out with the did-notifications, it hands out without them.
    let onTime = ScenarioRun(scenario, on: device)
    let missing = ScenarioRun(scenario, on: device, dropping: ScenarioRun.isDid)
    let seen = { (run: ScenarioRun) in
      run.frames.map { [$0.motion.time, Double($0.motion.height), Double($0.barTop)] }
    }
    #expect(onTime.frames.count > 20)
    #expect(seen(missing) == seen(onTime))
    #expect(missing.plans.map(\.keyboardTop) == onTime.plans.map(\.keyboardTop))
  }
}
