import Foundation
import KeyboardistTestSupport
import Testing

@testable import KeyboardistObserver

/// The motion stage alone: it follows notifications only while listened to, comes to rest where
/// it is told the keyboard is, and tells its platform when frames are needed.
@MainActor
@Suite struct MotionStageTests {
  static let screen = CGRect(x: 0, y: 0, width: 390, height: 844)
  static let show = KeyboardOptions(
    startFrame: CGRect(x: 0, y: 844, width: 390, height: 336),
    endFrame: CGRect(x: 0, y: 508, width: 390, height: 336), animationDuration: 0.25,
    animationCurve: .keyboard)

  func environment(_ platform: FakeKeyboardPlatform) -> KeyboardEnvironment {
    var environment = KeyboardEnvironment()
    environment.screen = Self.screen
    environment.platform = platform
    return environment
  }

  @Test func thePlatformIsToldWhileAnAnimationNeedsFrames() {
    let stage = MotionStage()
    let platform = FakeKeyboardPlatform()
    var heights: [CGFloat] = []
    stage.moveCallback = { heights.append($0.height) }
    stage.take(.willShow, Self.show, in: environment(platform), ignoresOtherApps: true)
    #expect(platform.framesNeededLog == [true])
    stage.follow(
      KeyboardSample(time: 0.1, keyboardTop: 600), isLayout: false, in: environment(platform))
    stage.take(.didShow, Self.show, in: environment(platform), ignoresOtherApps: true)
    #expect(platform.framesNeededLog == [true, false])
    #expect(heights == [0, 244, 336])
    stage.removeAll(platform: platform)
    #expect(platform.framesNeededLog == [true, false], "already told: nothing more")
  }

  @Test func itFollowsNothingWhileNothingListens() {
    let stage = MotionStage()
    let platform = FakeKeyboardPlatform()
    stage.take(.willShow, Self.show, in: environment(platform), ignoresOtherApps: true)
    #expect(platform.framesNeededLog.isEmpty)
    #expect(stage.model.motion.height == 0)
  }

  @Test func itCatchesUpToRestWhereItIsTold() {
    let stage = MotionStage()
    let platform = FakeKeyboardPlatform()
    var motions: [KeyboardMotion] = []
    stage.moveCallback = { motions.append($0) }
    stage.take(.willShow, Self.show, in: environment(platform), ignoresOtherApps: true)
    // Stopped mid-show: the animation is stale; the keyboard is up at 336 now.
    stage.catchUp(
      with: .init(options: Self.show, isUp: true), in: environment(platform))
    #expect(motions.last?.phase == .settled && motions.last?.height == 336)
    stage.catchUp(
      with: .init(options: Self.show, isUp: true), in: environment(platform))
    #expect(motions.count == 2, "at rest there already: nothing")
    #expect(platform.framesNeededLog.last == false, "no frames needed at rest")
  }
}
