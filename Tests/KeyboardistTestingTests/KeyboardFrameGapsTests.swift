import Foundation
import Keyboardist
import KeyboardistTesting
import Testing

/// The gap between the keyboard and a view moved by `onMove`, in every frame a modelled device
/// shows, for every profile: the echo trails by a frame; the prediction does not.
@MainActor
@Suite struct KeyboardFrameGapsTests {
  nonisolated static let devices: [KeyboardDeviceProfile] = [
    .iPhone16, .iPhone16ProMax, .iPadPro11M4, .iPadPro13M4StageManager,
  ]

  static func worst(
    _ frames: [KeyboardFrameGaps.Frame], _ gap: (KeyboardFrameGaps.Frame) -> CGFloat
  )
    -> CGFloat
  {
    frames.map { abs(gap($0)) }.max() ?? 0
  }

  @Test(arguments: devices)
  func showHideAndResizeArePredictedWithinAPoint(device: KeyboardDeviceProfile) throws {
    for scenario in [KeyboardScenario.showHide, .quickTypeToggle] {
      let gaps = KeyboardFrameGaps(scenario: scenario, device: device)
      #expect(!gaps.animations.isEmpty)
      for animation in gaps.animations {
        let frames = gaps.frames(from: animation.firstFrame, to: animation.end + 0.02)
        #expect(Self.worst(frames, \.predictedGap) <= 1, "\(scenario.name) \(device.name)")
        // The first shown frame shows where the animation starts: the notification's own motion.
        #expect(abs(frames[0].predictedGap) < 1e-9 && abs(frames[0].echoedGap) < 1e-9)
      }
      // The echo trails by a frame: at 60 Hz up to about 37 pt of a 336 pt keyboard.
      #expect(Self.worst(gaps.frames, \.echoedGap) > 5)
    }
  }

  /// SwiftUI's coverage inset trails the keyboard no more than a bar on the layout guide does.
  ///
  /// `keyboardCoverageInset()` and `keyboardComposer` set, from each motion, the coverage of a
  /// full-screen view above its bottom safe area. In the modelled pipeline it trails
  /// the keyboard's own coverage by no more than a bar pinned to the keyboard layout guide, which
  /// moves in the keyboard's own frames: within the half point at which the motion comes to rest.
  @Test(arguments: devices)
  func swiftUIsCoverageInsetTrailsNoMoreThanABarOnTheLayoutGuide(
    device: KeyboardDeviceProfile
  ) throws {
    let screen = device.screen
    func coverage(_ height: CGFloat) -> CGFloat {
      KeyboardMotion(
        time: 0, phase: .settled, height: height, progress: 0, keyboardTop: screen.maxY - height
      )
      .coverage(of: screen, in: screen, safeAreaBottom: device.bottomSafeAreaInset)
    }
    for scenario in [KeyboardScenario.showHide, .quickTypeToggle, .interactiveDismissal] {
      let gaps = KeyboardFrameGaps(scenario: scenario, device: device)
      for frame in gaps.frames {
        let trail = abs(coverage(frame.predictedHeight) - coverage(frame.keyboardHeight))
        #expect(trail <= 0.5, "\(scenario.name) \(device.name) at \(frame.time)")
      }
    }
  }

  @Test func theEchoTrailsByAFrameSpelledOut() throws {
    // iPhone 16 at 60 Hz: the show's notification at 0 s; the keyboard starts at the vsync at
    // 1/60 s. At 3/60 s it is 2 frames in: p = 1 − 1.60858 × 0.54412 = 0.12473, 41.91 pt. The echo
    // set 1 frame in (12.73 pt) at the callback of 2/60 s: 29.18 pt below; the prediction set
    // 41.91 pt.
    let gaps = KeyboardFrameGaps(scenario: .showHide, device: .iPhone16)
    let frame = try #require(gaps.frames.first { abs($0.time - 3.0 / 60) < 1e-9 })
    #expect(abs(frame.keyboardHeight - 41.911) < 0.01)
    #expect(abs(frame.echoedHeight - 12.733) < 0.01)
    #expect(abs(frame.predictedGap) < 0.01)
  }

  @Test(arguments: devices)
  func aDragsLayoutChangesAreShownInTheFrameTheyArrive(device: KeyboardDeviceProfile) throws {
    let gaps = KeyboardFrameGaps(scenario: .interactiveDismissal, device: device)
    #expect(!gaps.layoutChanges.isEmpty)
    for change in gaps.layoutChanges {
      let shown = try #require(gaps.frames.first { $0.time > change })
      #expect(abs(shown.predictedGap) < 1e-9 && abs(shown.echoedGap) < 1e-9)
    }
    // The release's animations are predicted as a show's.
    for animation in gaps.animations.dropFirst() {
      let frames = gaps.frames(from: animation.firstFrame, to: animation.end + 0.02)
      #expect(Self.worst(frames, \.predictedGap) <= 1)
    }
  }

  @Test(arguments: devices)
  func anInterruptedShowComposesAndIsNeverWorseThanTheEcho(device: KeyboardDeviceProfile) throws {
    let gaps = KeyboardFrameGaps(scenario: .interruptedShow, device: device)
    #expect(gaps.animations.count == 2)
    // The keyboard turns back without a jump: no two frames further apart than a frame's worth
    // of the show's fastest speed (about 2,250 pt/s for 336 pt; 40 pt at 60 Hz).
    for (earlier, later) in zip(gaps.frames, gaps.frames.dropFirst()) {
      #expect(abs(later.keyboardHeight - earlier.keyboardHeight) < 3_000 / 60)
    }
    let interrupted = gaps.frames(from: gaps.animations[1].firstFrame, to: 10)
    let predicted = Self.worst(interrupted, \.predictedGap)
    let echoed = Self.worst(interrupted, \.echoedGap)
    #expect(predicted <= echoed + 1, "\(predicted) vs \(echoed)")
    #expect(gaps.frames.last.map { abs($0.predictedGap) < 0.5 } == true)
  }

  @Test(arguments: [KeyboardDeviceProfile.iPhone16, .iPhone16ProMax])
  func anInterruptedShowIsWithinTwoPointsWhereTheGuideAloneIsNot(
    device: KeyboardDeviceProfile
  ) throws {
    let predicted = KeyboardFrameGaps(scenario: .interruptedShow, device: device)
    #expect(predicted.frames.count > 30)
    #expect(Self.worst(predicted.frames, \.predictedGap) <= 2)
    // Without the notifications' timing, the guide's readings of the composed animation are
    // placed on one move's timing: far off while the hide turns the show back.
    let alone = KeyboardFrameGaps(scenario: .interruptedShow, device: device, source: .layoutGuide)
    #expect(alone.frames.count == predicted.frames.count)
    #expect(Self.worst(alone.frames, \.predictedGap) > 15)
  }

  @Test func theSourceAndFailureDefaultToADeviceWhoseGuideWorks() throws {
    let plain = KeyboardFrameGaps(scenario: .showHide, device: .iPhone16)
    let both = KeyboardFrameGaps(
      scenario: .showHide, device: .iPhone16, source: .both, failure: nil)
    #expect(!plain.frames.isEmpty && plain.frames == both.frames)
    #expect(plain.animations == both.animations)
  }
}
