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
}
