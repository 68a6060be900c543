import Foundation
import KeyboardistTesting
import Testing

/// The keyboard's path frame by frame, from notifications and the finger, on an iPhone 8 screen
/// (375 × 667 pt; its 216 pt keyboard docked at y = 451).
@Suite struct KeyboardPathTests {
  static let screen = CGRect(x: 0, y: 0, width: 375, height: 667)
  static let docked = CGRect(x: 0, y: 451, width: 375, height: 216)
  static let hidden = CGRect(x: 0, y: 667, width: 375, height: 216)

  static func record(
    _ event: KeyboardEvent, to end: CGRect, at time: TimeInterval,
    duration: TimeInterval = 0.25, curve: KeyboardAnimationCurve = .keyboard
  ) -> KeyboardScenario.Step {
    .keyboard(
      KeyboardTrace.Record(
        event: event,
        options: KeyboardOptions(endFrame: end, animationDuration: duration, animationCurve: curve),
        fields: [.endFrame, .animationDuration, .animationCurve], time: time))
  }

  static func path(_ steps: [KeyboardScenario.Step], rate: Int = 60) -> KeyboardPath {
    KeyboardPath(steps: steps, screen: screen, framesPerSecond: rate)
  }

  @Test func aShowOnCurve7IsOneFramePerSixtiethUntilTheSpringSettles() throws {
    let path = Self.path([Self.record(.willShow, to: Self.docked, at: 2)])
    // The spring settles after 0.5057 s: frames 1 to ⌈0.5057 × 60⌉ = 31, the last at the target.
    #expect(path.points.count == 31)
    for (index, point) in path.points.enumerated() {
      let elapsed = Double(index + 1) / 60
      #expect(abs(point.time - (2 + elapsed)) < 1e-9)
      let x = (1000.0 / 3).squareRoot() * elapsed
      #expect(abs(Double(point.height) - 216 * (1 - (1 + x) * exp(-x))) < 0.5)
      #expect(!point.isLayoutChange)
    }
    #expect(path.points.last?.height == 216)
    // As samples, the frames are the keyboard's top edge: 667 − height.
    let samples = path.frameSamples
    #expect(samples.last == KeyboardTrace.Sample(time: 2 + 31.0 / 60, keyboardTop: 451))
    #expect(samples.count == path.points.count)
    #expect(zip(samples, path.points).allSatisfy { $0.keyboardTop == 667 - $1.height })
  }

  @Test func aDocumentedCurveLastsItsDuration() {
    let path = Self.path(
      [Self.record(.willShow, to: Self.docked, at: 0, duration: 0.25, curve: .easeInOut)],
      rate: 120)
    // 0.25 s × 120 Hz = 30 frames; ease-in-out is half-way at half the time (frame 15).
    #expect(path.points.count == 30)
    #expect(abs(path.points[14].height - 108) < 1e-6)
    #expect(path.points.last?.height == 216 && abs((path.points.last?.time ?? 0) - 0.25) < 1e-9)
  }

  @Test func aNewNotificationTakesOverFromWhereTheKeyboardIs() throws {
    let taller = CGRect(x: 0, y: 409, width: 375, height: 258)
    let path = Self.path([
      Self.record(.willShow, to: Self.docked, at: 0),
      Self.record(.willShow, to: taller, at: 0.05),
    ])
    // Two frames of the first show (1/60 and 2/60 s); none at 0.05 s, where the second starts from
    // 216 × p(0.05) = 216 × 0.23223 = 50.16 pt on its way to 258.
    #expect(path.points.filter { $0.time < 0.05 }.count == 2)
    #expect(!path.points.contains { abs($0.time - 0.05) < 1e-9 })
    let first = try #require(path.points.first { $0.time > 0.05 })
    #expect(abs(first.time - (0.05 + 1.0 / 60)) < 1e-9)
    // 50.16 + (258 − 50.16) × p(1/60) = 50.16 + 207.84 × 0.03789 = 58.04.
    #expect(abs(first.height - 58.04) < 0.01)
    #expect(path.points.last?.height == 258)
    // Where each animation starts, which no frame shows.
    #expect(path.starts.map(\.time) == [0, 0.05])
    #expect(path.starts[0].height == 0 && abs(path.starts[1].height - 50.16) < 0.01)
  }

  @Test func aNotificationWithTheSameTargetCutsNothingAndDidNotificationsMoveNothing() {
    let alone = Self.path([Self.record(.willShow, to: Self.docked, at: 0)])
    let paired = Self.path([
      Self.record(.willChangeFrame, to: Self.docked, at: 0),
      Self.record(.willShow, to: Self.docked, at: 0.1),
      Self.record(.didShow, to: Self.hidden, at: 0.2),
      Self.record(.didHide, to: Self.hidden, at: 0.3),
    ])
    #expect(paired.points == alone.points)
  }

  @Test func aZeroSecondChangeJumpsWithoutFrames() {
    let path = Self.path([
      Self.record(.willShow, to: Self.docked, at: 0, duration: 0),
      Self.record(.willHide, to: Self.hidden, at: 1, duration: 0),
    ])
    #expect(path.points.isEmpty)
    let hideAfterJump = Self.path([
      Self.record(.willShow, to: Self.docked, at: 0, duration: 0),
      Self.record(.willHide, to: Self.hidden, at: 1),
    ])
    // The hide starts from the 216 pt the jump left.
    #expect(abs(hideAfterJump.points[0].height - 216 * (1 - 0.03789)) < 0.01)
  }

  @Test func targetsFollowTheMotionModel() {
    let floating = CGRect(x: 27, y: 307, width: 320, height: 260)
    let path = Self.path([
      Self.record(.willShow, to: Self.docked, at: 0),
      // An empty frame change is no move; a hide goes to 0 whatever its frame.
      Self.record(.willChangeFrame, to: .zero, at: 1),
      Self.record(.willHide, to: CGRect(x: 0, y: 300, width: 375, height: 216), at: 2),
      Self.record(.willShow, to: Self.docked, at: 3),
      // A floating keyboard covers nothing: a move to 0.
      Self.record(.willChangeFrame, to: floating, at: 4),
    ])
    let settled = path.points.filter { $0.height == 0 || $0.height == 216 }.map(\.height)
    #expect(settled == [216, 0, 216, 0])
  }

  @Test func theFingerHoldsTheKeyboardWhereItIs() {
    let drag = [480.0, 520, 559].enumerated().map { index, top in
      KeyboardScenario.Step.sample(
        .init(time: 2 + Double(index) * 0.1, keyboardTop: top, isLayoutChange: true))
    }
    let path = Self.path(
      [Self.record(.willShow, to: Self.docked, at: 0)] + drag
        + [Self.record(.willChangeFrame, to: Self.docked, at: 2.2)])
    let layout = path.points.filter(\.isLayoutChange)
    // 667 − 480 = 187, 667 − 520 = 147, 667 − 559 = 108.
    #expect(layout.map(\.height) == [187, 147, 108])
    // The release springs back from 108 pt: 108 + 108 × p(1/60) = 112.09.
    let back = path.points.filter { $0.time > 2.2 }
    #expect(abs(back[0].height - (108 + 108 * 0.03789)) < 0.01)
    #expect(back.last?.height == 216)
    // The finger's positions are in the steps already: they are no frame samples.
    #expect(path.frameSamples.count == path.points.count - 3)
  }

  @Test func withoutAScreenHeightsAreTheFramesOwnAndThereAreNoSamples() {
    let path = KeyboardPath(
      steps: [Self.record(.willShow, to: Self.docked, at: 0)], screen: nil, framesPerSecond: 60)
    #expect(path.points.last?.height == 216)
    #expect(path.frameSamples.isEmpty)
  }

  @Test func recordedFramesAreThePathAndTheNotificationsStartNothing() {
    let trace = KeyboardTrace(
      name: "t", source: "s", screen: Self.screen,
      notifications: [
        .init(
          event: .willShow,
          options: KeyboardOptions(endFrame: Self.docked, animationDuration: 0.25),
          fields: [.endFrame, .animationDuration], time: 0)
      ],
      samples: [.init(time: 0.2, keyboardTop: 451), .init(time: 0.1, keyboardTop: 600)])
    let path = KeyboardPath(trace: trace, framesPerSecond: 60)
    #expect(path.isRecorded)
    #expect(path.points.map(\.time) == [0.1, 0.2])
    #expect(path.points.map(\.height) == [67, 216])
  }

  @Test func aRateBelowOneCountsAsOne() {
    let path = Self.path([Self.record(.willShow, to: Self.docked, at: 0)], rate: 0)
    #expect(path.points.map(\.time) == [1])
  }
}

/// Samples put among steps in time order.
@Suite struct KeyboardScenarioStepMergingTests {
  static func sample(_ time: TimeInterval, _ top: CGFloat = 500) -> KeyboardScenario.Step {
    .sample(.init(time: time, keyboardTop: top))
  }

  static func record(_ event: KeyboardEvent, _ time: TimeInterval) -> KeyboardScenario.Step {
    .keyboard(.init(event: event, options: KeyboardOptions(), fields: [], time: time))
  }

  @Test func samplesGoBeforeTheFirstStepAtTheirTimeOrLater() {
    let steps = [
      Self.record(.willShow, 0), Self.record(.didShow, 0.5), .app(.willResignActive),
      Self.record(.willHide, 2),
    ]
    let samples = [2.5, 0.25, 2, 1, 0.5, 0.25].enumerated().map {
      KeyboardTrace.Sample(time: $1, keyboardTop: CGFloat($0))
    }
    let merged = KeyboardScenario.Step.merging(samples, into: steps)
    #expect(
      merged == [
        Self.record(.willShow, 0), Self.sample(0.25, 1), Self.sample(0.25, 5),
        // A sample of a notification's time comes first.
        Self.sample(0.5, 4), Self.record(.didShow, 0.5),
        // An app step counts as at the time of the keyboard step after it.
        Self.sample(1, 3), Self.sample(2, 2), .app(.willResignActive), Self.record(.willHide, 2),
        Self.sample(2.5, 0),
      ])
  }

  @Test func noSamplesLeaveTheStepsAsTheyAre() {
    let steps = [Self.record(.willShow, 0), .app(.didBecomeActive), Self.record(.didShow, 0.5)]
    #expect(KeyboardScenario.Step.merging([], into: steps) == steps)
  }
}
