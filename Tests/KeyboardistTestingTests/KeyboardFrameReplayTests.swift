import Foundation
import Keyboardist
import KeyboardistTesting
import Testing

/// What `onMove` sets when steps are replayed into an observer, and when.
@MainActor
@Suite struct KeyboardFrameReplayTests {
  static let device = KeyboardDeviceProfile.iPhone16

  @Test func aShowAndHideSetHeightsUpToTheKeyboardAndBackAtTheStepsTimes() throws {
    let steps = KeyboardScenario.showHide.steps(on: Self.device)
    let set = KeyboardFrameReplay.heightsSet(by: steps, screen: Self.device.screen, source: .both)
    #expect(set.count > 20)
    let times = Set(steps.compactMap { $0.record?.time ?? $0.sample?.time })
    #expect(set.allSatisfy { times.contains($0.time) })
    #expect(zip(set, set.dropFirst()).allSatisfy { $0.time <= $1.time })
    let highest = try #require(set.map(\.height).max())
    #expect(abs(highest - Self.device.keyboardHeight) < 0.5)
    #expect(set.last?.height == 0)
  }

  @Test func theNotificationsTimingAloneTakesNoLayoutChangeSoNoDrag() throws {
    let steps = KeyboardScenario.interactiveDismissal.steps(on: Self.device)
    let notified = Set(steps.compactMap { $0.record?.time })
    let changes = Set(
      steps.compactMap { $0.sample.flatMap { $0.isLayoutChange ? $0.time : nil } }
    ).subtracting(notified)
    #expect(changes.count > 10)
    func dragged(_ source: KeyboardFrameSource) -> Int {
      KeyboardFrameReplay.heightsSet(by: steps, screen: Self.device.screen, source: source)
        .filter { changes.contains($0.time) }.count
    }
    #expect(dragged(.notificationTiming) == 0)
    #expect(dragged(.layoutGuide) > 10)
    #expect(dragged(.both) == dragged(.layoutGuide))
  }

  @Test func theGuideAloneIgnoresTheTimingReadAtTheNotification() throws {
    // Frames shown a frame after they are read, so that each is predicted from a timing.
    let plain = KeyboardScenario.showHide.steps(on: Self.device).map { step in
      guard case .sample(var sample) = step else { return step }
      sample.displayTime = sample.time + 1.0 / 60
      return .sample(sample)
    }
    // A linear timing read at the notifications, which the frames do not follow.
    let linear = KeyboardAnimationTiming.cubicBezier(0, 0, 1, 1, duration: 0.5)
    let steps = plain.map { step in
      guard case .keyboard(var record) = step else { return step }
      record.timing = linear
      return .keyboard(record)
    }
    func heights(_ source: KeyboardFrameSource, _ steps: [KeyboardScenario.Step]) -> [CGFloat] {
      KeyboardFrameReplay.heightsSet(by: steps, screen: Self.device.screen, source: source)
        .map(\.height)
    }
    #expect(heights(.layoutGuide, steps) == heights(.layoutGuide, plain))
    #expect(heights(.notificationTiming, steps) != heights(.notificationTiming, plain))
    #expect(heights(.both, steps) != heights(.both, plain))
  }

  @Test func noScreenMeasuresWithoutOne() throws {
    let steps = KeyboardScenario.showHide.steps(on: Self.device)
    let set = KeyboardFrameReplay.heightsSet(by: steps, screen: nil, source: .notificationTiming)
    #expect(!set.isEmpty)
    #expect(set.last?.height == 0)
  }
}
