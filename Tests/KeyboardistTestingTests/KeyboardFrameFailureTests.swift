import Foundation
import Testing

@testable import KeyboardistObserver
@testable import KeyboardistTesting
@testable import KeyboardistTraces

/// Each modelled failure of the layout guide, through `onMove` on the modelled device: the motion
/// ends where the keyboard does, never leaves the heights the notifications send it between, and
/// with both sources stays within a point of the keyboard; the guide alone does not.
@MainActor
@Suite struct KeyboardFrameFailureTests {
  nonisolated static let devices: [KeyboardDeviceProfile] = [.iPhone16, .iPhone16ProMax]

  /// The failures the motion with both sources follows within a point today.
  nonisolated static let followed: [KeyboardFrameFailure] = KeyboardFrameFailure.allCases.filter {
    $0 != .floatingKeyboardGuide
  }

  static func worst(_ frames: [KeyboardFrameGaps.Frame]) -> CGFloat {
    frames.map { abs($0.predictedGap) }.max() ?? 0
  }

  /// The heights `onMove` set on the modelled device, and the span the notifications send the
  /// keyboard through.
  static func heights(
    _ scenario: KeyboardScenario, on device: KeyboardDeviceProfile,
    failure: KeyboardFrameFailure, source: KeyboardFrameSource = .both
  ) -> (set: [CGFloat], span: ClosedRange<CGFloat>) {
    let modelled = KeyboardModelledDevice(
      steps: scenario.steps(on: device), screen: device.screen,
      framesPerSecond: device.framesPerSecond, failure: failure)
    let set = KeyboardFrameReplay.heightsSet(
      by: modelled.steps, screen: device.screen, source: source, attaching: modelled.attach)
    let ends = modelled.animations.flatMap { [$0.from, $0.to] }
    return (set.map(\.height), (ends.min() ?? 0)...(ends.max() ?? 0))
  }

  /// The frames of each animation of the show and hide that the view is on screen for.
  static func animationFrames(
    _ gaps: KeyboardFrameGaps, device: KeyboardDeviceProfile
  ) -> [[KeyboardFrameGaps.Frame]] {
    let frame = 1 / Double(device.framesPerSecond)
    return gaps.animations.map { gaps.frames(from: $0.firstFrame, to: $0.end + frame) }
      .filter { $0.count > 2 }
  }

  @Test(arguments: KeyboardFrameFailure.allCases, devices)
  func theMotionEndsWhereTheKeyboardDoesAndNeverGoesFurther(
    failure: KeyboardFrameFailure, device: KeyboardDeviceProfile
  ) throws {
    for scenario in [KeyboardScenario.showHide, .quickTypeToggle] {
      let (set, span) = Self.heights(scenario, on: device, failure: failure)
      #expect(set.count > 20, "frame by frame: \(scenario.name) \(failure)")
      for height in set {
        #expect(height >= span.lowerBound - 0.5 && height <= span.upperBound + 0.5)
      }
      // The 8.5 pt a floating keyboard's guide leaves the motion at is a known issue (below).
      guard failure != .floatingKeyboardGuide else { continue }
      #expect(set.last == 0, "\(scenario.name) \(failure) \(device.name)")
    }
  }

  @Test(arguments: followed, devices)
  func bothSourcesKeepShowAndHideWithinAPoint(
    failure: KeyboardFrameFailure, device: KeyboardDeviceProfile
  ) throws {
    let gaps = KeyboardFrameGaps(scenario: .showHide, device: device, failure: failure)
    let animations = Self.animationFrames(gaps, device: device)
    // The view attached late is on screen for the hide only.
    #expect(animations.count == (failure == .attachedWhileUp ? 1 : 2))
    for frames in animations {
      #expect(Self.worst(frames) <= 1, "\(failure) \(device.name)")
    }
  }

  @Test(arguments: devices)
  func theGuideAloneIsFarOffWhenItIsStuckOrAttachedLate(device: KeyboardDeviceProfile) throws {
    for failure in [KeyboardFrameFailure.guideStuckAtBottom, .attachedWhileUp] {
      let alone = KeyboardFrameGaps(
        scenario: .showHide, device: device, source: .layoutGuide, failure: failure)
      let both = KeyboardFrameGaps(scenario: .showHide, device: device, failure: failure)
      #expect(!alone.frames.isEmpty && alone.frames.count == both.frames.count)
      // Off by most of the keyboard: a guide that reads hidden is followed there.
      #expect(Self.worst(alone.frames) > device.keyboardHeight / 2, "\(failure)")
      #expect(Self.worst(both.frames) <= 1, "\(failure)")
    }
  }

  /// A known issue of the motion model, reported to the lead.
  ///
  /// On the floating keyboard's guide, the hide's last frames read 11 pt while the keyboard goes
  /// below it; `KeyboardMotionAnimation.place` bounds each shift of the move's origin against the
  /// origin as the last reading left it, so the same reading, frame after frame, moves the origin
  /// one frame later each time: the prediction stays put above the keyboard, the move is never over
  /// by its timing, and once the frames stop (the keyboard at rest) the motion stays there, the
  /// `didHide` ending nothing.
  @Test(arguments: devices)
  func aFloatingKeyboardsGuideKeepsTheHideWithinAPoint(device: KeyboardDeviceProfile) throws {
    let gaps = KeyboardFrameGaps(
      scenario: .showHide, device: device, failure: .floatingKeyboardGuide)
    let animations = Self.animationFrames(gaps, device: device)
    try #require(animations.count == 2)
    #expect(Self.worst(animations[0]) <= 1, "the show, before the guide is left high")
    let (set, _) = Self.heights(.showHide, on: device, failure: .floatingKeyboardGuide)
    withKnownIssue("the origin creeps after a reading stuck above a hide's end") {
      #expect(Self.worst(animations[1]) <= 1, "the hide")
      #expect(set.last == 0)
    }
  }
}
