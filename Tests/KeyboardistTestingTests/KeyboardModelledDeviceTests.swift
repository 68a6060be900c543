import Foundation
import Testing

@testable import KeyboardistObserver
@testable import KeyboardistTesting
@testable import KeyboardistTraces

/// The modelled device: its keyboard starts at the first vsync after a notification, an
/// interrupted animation composes additively, and its display link reads at every vsync.
@Suite struct KeyboardModelledDeviceTests {
  @Test func theKeyboardStartsAtTheFirstVsyncAfterItsNotification() throws {
    // iPhone 16 at 60 Hz, the interrupted show: the show at 0 s starts at the vsync of 1/60 s,
    // the hide at 0.1 s (6/60 s, on a vsync) at the next one, 7/60 s.
    let device = KeyboardModelledDevice(
      steps: KeyboardScenario.interruptedShow.steps(on: .iPhone16),
      screen: KeyboardDeviceProfile.iPhone16.screen, framesPerSecond: 60)
    #expect(device.animations.map(\.begin).map { ($0 * 60).rounded() } == [1, 7])
    #expect(device.height(at: 1 / 60) == 0)
    // At 7/60 s the show is 6 frames in: 336 × 0.54478 = 183.05 pt; the hide adds nothing yet.
    #expect(abs(device.height(at: 7 / 60) - 183.046) < 0.01)
    // One frame later both move: the target is 0, the show adds −336 × (1 − p(7/60)) and the hide
    // +336 × (1 − p(1/60)): 336 × (p(7/60) − p(1/60)) = 336 × (0.62805 − 0.03789) = 198.29 pt,
    // still rising with the show's speed before it turns down.
    let show = KeyboardAnimationCurve.keyboard
    let expected =
      336
      * (show.progress(after: 7 / 60, duration: 0.25)
        - show.progress(after: 1 / 60, duration: 0.25))
    #expect(abs(device.height(at: 8 / 60) - expected) < 1e-6)
    #expect(abs(expected - 198.29) < 0.01)
    let frames = device.steps.compactMap(\.sample)
    #expect(frames.count == 38, "a frame per vsync, from the show's start to the hide's end")
    #expect(frames.allSatisfy { abs(($0.displayTime ?? 0) - $0.time - 1 / 60) < 1e-9 })
    #expect(frames.first?.timing == .spring(mass: 3, stiffness: 1000, damping: 500))
  }

  /// A trace as the recorder writes it on a device (notifications, frames with their display
  /// times and the timing Core Animation reported), made from the model, written to JSON and read
  /// back, replays into an observer that hands out, at every frame, where the keyboard is when
  /// that frame is shown.
  @MainActor
  @Test(arguments: [KeyboardDeviceProfile.iPhone16, .iPhone16ProMax, .iPadPro11M4])
  func aRecordedTraceWithTimingsReplaysThePrediction(device profile: KeyboardDeviceProfile) throws {
    let device = KeyboardModelledDevice(
      steps: KeyboardScenario.showHide.steps(on: profile), screen: profile.screen,
      framesPerSecond: profile.framesPerSecond)
    let recorded = KeyboardTrace(
      name: "modelled", source: "KeyboardModelledDevice", screen: profile.screen,
      notifications: device.steps.compactMap(\.record), samples: device.steps.compactMap(\.sample))
    #expect(recorded.samples.count > 20, "a show and a hide, frame by frame")
    #expect(recorded.samples.allSatisfy { $0.displayTime != nil && $0.timing != nil })
    let trace = try KeyboardTrace(json: try recorded.jsonData())
    #expect(trace.samples == recorded.samples)

    let center = NotificationCenter()
    let keyboard = KeyboardObserver(center: center)
    var motions: [KeyboardMotion] = []
    keyboard.onMove { motions.append($0) }.start()
    KeyboardSimulator(center: center, device: profile, driving: [keyboard]).play(trace)
    let frames = motions.filter { $0.isMoving && $0.time > 0 }
    #expect(frames.count > 20)
    for motion in motions where motion.time > 0 {
      // Stamped with its display time: the keyboard then is within a point of it (half a point
      // at rest, where the last frames settle).
      #expect(abs(motion.height - device.height(at: motion.time)) <= 1, "\(motion)")
    }
  }

  /// The device's frame readings under `failure`, with the keyboard's own top at each, for the
  /// show and hide on an iPhone 16.
  static func readings(
    _ failure: KeyboardFrameFailure?, _ scenario: KeyboardScenario = .showHide
  ) -> (device: KeyboardModelledDevice, frames: [(sample: KeyboardTrace.Sample, top: CGFloat)]) {
    let profile = KeyboardDeviceProfile.iPhone16
    let device = KeyboardModelledDevice(
      steps: scenario.steps(on: profile), screen: profile.screen, framesPerSecond: 60,
      failure: failure)
    let frames = device.steps.compactMap(\.sample).filter { !$0.isLayoutChange }.map {
      ($0, profile.screen.maxY - device.height(at: $0.time))
    }
    return (device, frames)
  }

  @Test func aGuideStuckAtTheBottomReadsItAtEveryFrame() throws {
    let (device, frames) = Self.readings(.guideStuckAtBottom)
    #expect(frames.count > 40)
    #expect(frames.allSatisfy { $0.sample.keyboardTop == device.screen.maxY })
    #expect(frames.contains { $0.top < device.screen.maxY - 300 }, "the keyboard itself is up")
    let (plain, _) = Self.readings(nil)
    #expect(device.animations.map(\.begin) == plain.animations.map(\.begin))
  }

  @Test func aFrozenPresentationReadsEachAnimationsStartUntilItsEnd() throws {
    let (device, frames) = Self.readings(.frozenPresentation)
    let show = try #require(device.animations.first)
    let during = frames.filter { $0.sample.time < show.end - 1e-9 }
    #expect(during.count > 20)
    #expect(during.allSatisfy { $0.sample.keyboardTop == device.screen.maxY })
    let after = try #require(frames.first { $0.sample.time >= show.end - 1e-9 })
    #expect(after.sample.keyboardTop == after.top)
  }

  @Test func theFirstTickOfEachAnimationReadsNoTiming() throws {
    let (device, frames) = Self.readings(.noAnimationOnFirstTick)
    #expect(device.animations.count == 2)
    let firsts = Set(device.animations.map { ($0.begin * 60).rounded() })
    for (sample, top) in frames {
      #expect(sample.keyboardTop == top)
      let isFirst = firsts.contains((sample.time * 60).rounded())
      #expect((sample.timing == nil) == isFirst, "at \(sample.time)")
    }
  }

  @Test func aViewAttachedWhileTheKeyboardIsUpReadsItsFallbackUntilItHides() throws {
    let (device, frames) = Self.readings(.attachedWhileUp)
    let attach = try #require(device.attach)
    let show = try #require(device.animations.first)
    #expect(attach.time >= show.end && attach.keyboardTop == device.screen.maxY)
    #expect(device.height(at: attach.time) > 300, "the keyboard is up")
    let hide = try #require(device.animations.last)
    let whileUp = frames.filter { $0.sample.time >= attach.time && $0.sample.time < hide.end }
    #expect(whileUp.count > 20)
    #expect(whileUp.allSatisfy { $0.sample.keyboardTop == device.screen.maxY })
    #expect(whileUp.contains { $0.top < device.screen.maxY - 100 })
    // No attach for a guide that works.
    #expect(Self.readings(nil).device.attach == nil)
  }

  @Test func aFloatingKeyboardLeavesTheGuide11PointsHighAfterTheShow() throws {
    let (device, frames) = Self.readings(.floatingKeyboardGuide)
    let show = try #require(device.animations.first)
    let leftover = device.screen.maxY - 11
    for (sample, top) in frames {
      let expected = sample.time < show.end - 1e-9 ? top : min(top, leftover)
      #expect(sample.keyboardTop == expected, "at \(sample.time)")
    }
    #expect(frames.contains { $0.top > leftover + 1 && $0.sample.keyboardTop == leftover })
    // The guide settles at its leftover height after the hide, with a layout change.
    let changes = device.steps.compactMap(\.sample).filter(\.isLayoutChange)
    let hide = try #require(device.animations.last)
    #expect(changes.count == 1)
    #expect(changes.first.map { $0.keyboardTop == leftover && $0.time > hide.end } == true)
    #expect(device.layoutChanges.isEmpty, "not the finger's")
  }
}
