import Foundation
import KeyboardistTestSupport
import Testing

@testable import KeyboardistObserver

/// The motion stage alone, on a center of its own: it follows the staged feed only while started
/// and listened to, comes to rest where the center's keyboard is, and tells its platform when
/// frames are needed.
@MainActor
@Suite struct MotionStageTests {
  static let screen = CGRect(x: 0, y: 0, width: 390, height: 844)
  static let show = KeyboardOptions(
    startFrame: CGRect(x: 0, y: 844, width: 390, height: 336),
    endFrame: CGRect(x: 0, y: 508, width: 390, height: 336), animationDuration: 0.25,
    animationCurve: .keyboard)

  let center = NotificationCenter()
  let keyboardCenter: KeyboardCenter
  let watch: KeyboardSubscription
  let platform = FakeKeyboardPlatform()
  let stage: MotionStage

  init() {
    keyboardCenter = KeyboardCenter.of(center)
    watch = keyboardCenter.watch()
    let environment = KeyboardEnvironment()
    environment.screen = Self.screen
    environment.platform = platform
    stage = MotionStage(environment: environment)
  }

  @Test func thePlatformIsToldWhileAnAnimationNeedsFrames() {
    var heights: [CGFloat] = []
    stage.add(.callback { heights.append($0.height) })
    stage.start(keyboardCenter)
    center.post(.willShow, Self.show)
    #expect(platform.framesNeededLog == [true])
    // The display link's first frame after the notification shows the keyboard at its start.
    stage.follow(KeyboardSample(time: 0.016, keyboardTop: 844), isLayout: false)
    stage.follow(KeyboardSample(time: 0.1, keyboardTop: 600), isLayout: false)
    // With frames, the didShow ends nothing: the timing does, at the frame that reaches the end.
    center.post(.didShow, Self.show)
    #expect(platform.framesNeededLog == [true])
    stage.follow(KeyboardSample(time: 0.6, keyboardTop: 508), isLayout: false)
    #expect(platform.framesNeededLog == [true, false])
    #expect(heights == [0, 0, 244, 336])
    stage.removeAll()
    #expect(platform.framesNeededLog == [true, false], "already told: nothing more")
  }

  @Test func itFollowsNothingWhileNothingListensOrWhileStopped() {
    stage.start(keyboardCenter)
    center.post(.willShow, Self.show)
    #expect(platform.framesNeededLog.isEmpty)
    #expect(stage.model.motion.height == 0)
    var heights: [CGFloat] = []
    stage.add(.callback { heights.append($0.height) })
    #expect(heights == [336], "the first listener brings it to rest where the keyboard is")
    stage.stop()
    center.post(.willHide, .iPhoneHide)
    // The display link's first frame after the notification shows the keyboard at its start.
    stage.follow(KeyboardSample(time: 0.016, keyboardTop: 844), isLayout: false)
    stage.follow(KeyboardSample(time: 0.1, keyboardTop: 600), isLayout: false)
    #expect(heights == [336])
  }

  @Test func itCatchesUpToRestWhereTheCenterLeftTheKeyboard() {
    var motions: [KeyboardMotion] = []
    stage.add(.callback { motions.append($0) })
    stage.start(keyboardCenter)
    center.post(.willShow, Self.show)
    // Stopped mid-show: the animation is stale; the keyboard is up at 336 now.
    stage.stop()
    stage.start(keyboardCenter)
    #expect(motions.last?.phase == .settled && motions.last?.height == 336)
    stage.stop()
    stage.start(keyboardCenter)
    #expect(motions.count == 2, "at rest there already: nothing")
    #expect(platform.framesNeededLog.last == false, "no frames needed at rest")
  }
}
