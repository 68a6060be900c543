import Foundation
import Keyboardist
import KeyboardistTestSupport
import KeyboardistTesting
import Testing

/// The scenarios of a layout guide that fails, through every follower.
///
/// Stuck at the screen's bottom while the keyboard is up, no animation readable on the first
/// frame, and a floating keyboard's 11 pt leftover: the notifications rule.
@MainActor
@Suite struct KeyboardScenarioLayoutGuideTests {
  nonisolated static let devices: [KeyboardDeviceProfile] = [.iPhoneSE, .iPhone16, .iPadMini]

  @Test(arguments: devices)
  func aGuideStuckAtTheBottomMovesNothingTheNotificationsDoNotSay(device: KeyboardDeviceProfile) {
    let shown = device.keyboardHeight
    let steps = KeyboardScenario.guideStuckAtBottom.steps(on: device)
    let stuckFrames = steps.compactMap(\.sample).filter { !$0.isLayoutChange }
    #expect(
      stuckFrames.count > 20 && stuckFrames.allSatisfy { $0.keyboardTop == device.screen.maxY })
    #expect(steps.compactMap(\.sample).filter(\.isLayoutChange).count == 2)
    let run = ScenarioRun(steps, on: device)
    #expect(run.steps == [.appear(0, shown, shown), .disappear(0, -shown)])
    #expect(run.frames.count > 20, "the show and the hide, frame by frame")
    #expect(run.framesBeyondTheKeyboard.isEmpty)
    #expect(!run.frames.contains { $0.motion.phase == .dragging }, "no drag from the stuck guide")
    // The show rises to the keyboard's height and rests there until the hide takes it to 0.
    let show = run.frames.prefix { $0.motion.phase != .hiding }
    #expect(zip(show, show.dropFirst()).allSatisfy { $0.motion.height <= $1.motion.height })
    #expect(show.last?.motion.height == shown && show.last?.motion.phase == .settled)
    #expect(run.frames.last?.motion.height == 0 && run.frames.last?.motion.phase == .settled)
    let bottom = device.screen.maxY
    #expect(run.plans.map(\.keyboardTop) == [bottom - shown, bottom])
    #expect(run.barHeights.last == 0 && run.barHeights.contains(shown))
    #expect(run.frameCoverages.max() == max(0, shown - device.bottomSafeAreaInset))
  }

  @Test(arguments: devices)
  func noAnimationOnTheFirstFrameChangesNoFrame(device: KeyboardDeviceProfile) throws {
    let steps = KeyboardScenario.noAnimationOnFirstTick.steps(on: device)
    let frames = steps.compactMap(\.sample)
    #expect(frames.filter { $0.timing == nil }.count == 2, "the first frame of each move")
    let spring = try #require(
      KeyboardAnimationTiming.spring(mass: 3, stiffness: 1000, damping: 500))
    let everyFrame = steps.map { step -> KeyboardScenario.Step in
      guard var sample = step.sample else { return step }
      sample.timing = spring
      return .sample(sample)
    }
    let run = ScenarioRun(steps, on: device)
    let full = ScenarioRun(everyFrame, on: device)
    #expect(run.frames.count > 20)
    #expect(run.seenFrames == full.seenFrames)
    #expect(run.steps == full.steps)
    #expect(run.framesBeyondTheKeyboard.isEmpty)
    #expect(run.frames.last?.motion.height == 0)
  }

  @Test func aFloatingKeyboardsElevenPointGuideCoversNothing() {
    let device = KeyboardDeviceProfile.iPadMini
    let steps = KeyboardScenario.floatingKeyboardGuide.steps(on: device)
    let leftover = steps.compactMap(\.sample).last
    #expect(leftover?.isLayoutChange == true && leftover?.keyboardTop == device.screen.maxY - 11)
    let run = ScenarioRun(steps, on: device)
    let undocked = ScenarioRun(KeyboardScenario.iPadUndockAndFloat.steps(on: device), on: device)
    #expect(run.steps == undocked.steps)
    #expect(run.frames.count > 10)
    #expect(run.seenFrames == undocked.seenFrames, "the leftover guide moves nothing")
    #expect(run.frames.last?.motion.height == 0 && run.frames.last?.motion.phase == .settled)
    #expect(run.frameCoverages.last == 0)
    #expect(run.plans.last?.keyboardTop == device.screen.maxY)
  }
}
