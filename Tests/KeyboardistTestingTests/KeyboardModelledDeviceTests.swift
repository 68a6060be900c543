import Foundation
import Testing

@testable import KeyboardistObserver
@testable import KeyboardistTesting

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
    #expect(frames.allSatisfy { abs(($0.displayTime ?? 0) - $0.time - 1 / 60) < 1e-9 })
    #expect(frames.first?.timing == .spring(mass: 3, stiffness: 1000, damping: 500))
  }
}
