import Foundation
import KeyboardistTestSupport
import Testing

@testable import KeyboardistObserver

/// The observer's per-frame layer: `onMove`, fed by notifications and by samples.
@MainActor
@Suite struct KeyboardObserverMotionTests {
  let center = NotificationCenter()

  /// An iPhone 8 observer (375 × 667, 216 pt keyboard) with a clock the test sets, logging its
  /// motion and when frames are needed.
  @MainActor final class Screen {
    let keyboard: KeyboardObserver
    let platform = FakeKeyboardPlatform()
    private(set) var motions: [KeyboardMotion] = []

    var now: TimeInterval {
      get { platform.time }
      set { platform.time = newValue }
    }

    var framesNeeded: [Bool] { platform.framesNeededLog }

    init(center: NotificationCenter) {
      keyboard = KeyboardObserver(center: center)
      keyboard.environment.platform = platform
      keyboard.screen = .iPhonePortrait
      keyboard.onMove { [unowned self] in motions.append($0) }
    }
  }

  @Test func withoutSamplesTheMotionStartsAndEndsWithTheNotifications() {
    let screen = Screen(center: center)
    screen.keyboard.start()
    screen.now = 5
    center.post(.willShow, .iPhoneShow)
    screen.now = 5.5
    center.post(.didShow, .iPhoneShow)
    #expect(screen.motions.map(\.phase) == [.showing, .settled])
    #expect(screen.motions.map(\.time) == [5, 5.5])
    #expect(screen.motions.map(\.height) == [0, 216])
    #expect(screen.framesNeeded == [true, false])
  }

  @Test func samplesBecomeFramesWhileTheKeyboardMoves() {
    let screen = Screen(center: center)
    screen.keyboard.start()
    center.post(.willShow, .iPhoneShow)
    // The first frame shows the start (the screen is 667 pt tall); three frames on the way up,
    // each placing the show on its timing, then the top reaches 451 as the timing ends.
    for (time, top) in [(0.01, 667.0), (0.03, 660.0), (0.05, 600.0), (0.12, 500.0), (0.6, 451.0)] {
      screen.keyboard.follow(KeyboardSample(time: time, keyboardTop: top))
    }
    let heights = screen.motions.map(\.height)
    #expect(heights.count == 6)
    for (height, expected) in zip(heights, [0, 0, 7, 67, 167, 216] as [CGFloat]) {
      #expect(abs(height - expected) < 0.001)
    }
    #expect(
      screen.motions.map(\.phase) == [.showing, .showing, .showing, .showing, .showing, .settled])
    #expect(screen.motions.last?.progress == 1)
    #expect(screen.framesNeeded == [true, false])
    // A layout sample afterwards, the finger dragging the keyboard down 40 pt: a drag.
    screen.keyboard.follow(layoutChange: KeyboardSample(time: 1, keyboardTop: 491))
    #expect(screen.motions.last?.phase == .dragging && screen.motions.last?.height == 176)
  }

  @Test func aStoppedObserverOrOneWithoutAMotionCallbackTakesNoSamples() {
    let screen = Screen(center: center)
    screen.keyboard.start()
    center.post(.willShow, .iPhoneShow)
    screen.keyboard.stop()
    screen.keyboard.follow(KeyboardSample(time: 0.1, keyboardTop: 500))
    #expect(screen.motions.count == 1)

    let plain = KeyboardObserver(center: center).start()
    plain.follow(KeyboardSample(time: 0.1, keyboardTop: 500))
    #expect(plain.motion.height == 0, "no motion callback: the model is not fed")
  }

  @Test func clearForgetsTheMotionAndItsCallback() {
    let screen = Screen(center: center)
    screen.keyboard.start()
    center.post(.willShow, .iPhoneShow)
    screen.keyboard.clear()
    screen.keyboard.start()
    center.post(.willHide, .iPhoneHide)
    #expect(screen.motions.count == 1)
    #expect(screen.keyboard.motion.phase == .settled && screen.keyboard.motion.height == 0)
    // Cleared mid-animation, the shell is told that frames are no longer needed.
    #expect(screen.framesNeeded == [true, false])
  }

  @Test func motionListenersSeeEveryFrameFirstAndGoWhenTheyStopListening() {
    let screen = Screen(center: center)
    var log: [String] = []
    let listener = RecordingListener(motion: true)
    listener.motionTaken = { [unowned listener] _ in
      log.append("listener")
      listener.listensToMotion = log.count < 2
    }
    screen.keyboard.addListener(listener, holding: true)
    screen.keyboard.onMove { _ in log.append("callback") }
    screen.keyboard.start()
    center.post(.willShow, .iPhoneShow)
    center.post(.didShow, .iPhoneShow)
    center.post(.willHide, .iPhoneHide)
    #expect(log == ["listener", "callback", "listener", "callback", "callback"])
    #expect(screen.keyboard.motionStage.packageListeners.isEmpty)
  }

  @Test func listenersHearOfTheStopAndOfTheStartWithWhereTheKeyboardIs() {
    let screen = Screen(center: center)
    let listener = RecordingListener(motion: true)
    screen.keyboard.addListener(listener)
    screen.keyboard.start()
    center.post(.willShow, KeyboardOptions(endFrame: KeyboardOptions.iPhoneShow.endFrame))
    screen.keyboard.stop()
    screen.keyboard.stop()
    #expect(listener.stops == 1, "a stop of a stopped observer changes nothing")
    screen.keyboard.start()
    #expect(listener.starts.map(\.height) == [0, 216])
    screen.keyboard.clear()
    #expect(listener.stops == 2, "a clear stops")
  }

  @Test func aListenerThatListensToNothingIsLetGoWhenAnotherComes() {
    let screen = Screen(center: center)
    let retired = RecordingListener(motion: true)
    screen.keyboard.addListener(retired, holding: true)
    retired.listensToMotion = false
    let next = RecordingListener(motion: true)
    screen.keyboard.addListener(next, holding: true)
    #expect(screen.keyboard.packageListeners.map { $0 === next } == [true])
  }

  @Test func anObserverHoldsOnlyTheListenersItIsToldToHold() {
    let screen = Screen(center: center)
    weak var weaklyHeld: RecordingListener?
    weak var held: RecordingListener?
    do {
      let first = RecordingListener(motion: true)
      let second = RecordingListener(motion: true)
      screen.keyboard.addListener(first)
      screen.keyboard.addListener(second, holding: true)
      weaklyHeld = first
      held = second
    }
    #expect(weaklyHeld == nil)
    #expect(held != nil)
    screen.keyboard.clear()
    #expect(held == nil, "cleared: let go")
  }

  @Test func theLayoutGuideTellsAStartingObserverWhereTheKeyboardIs() {
    // No notification has reached this center's observers yet, but the layout guide has the
    // keyboard up: an observer that starts learns it at once.
    var log: [KeyboardTransition] = []
    let keyboard = KeyboardObserver(center: center)
    keyboard.screen = .iPhonePortrait
    keyboard.onAppear { log.append($0) }.onDisappear { log.append($0) }.start()
    keyboard.keyboardFound(at: CGRect(x: 0, y: 451, width: 375, height: 216))
    #expect(log.map(\.kind) == [.appear])
    #expect(log.first?.height == 216 && log.first?.options.animationDuration == 0)
    // What the center's observers saw wins over the guide.
    keyboard.keyboardFound(at: CGRect(x: 0, y: 400, width: 375, height: 267))
    #expect(log.count == 1)
    center.post(.willHide, .iPhoneHide)
    #expect(log.map(\.kind) == [.appear, .disappear])
  }

  @Test func theShellsHooksReachTheModel() {
    let screen = Screen(center: center)
    screen.platform.hiddenGuideHeight = 34
    screen.platform.prefersCrossFade = true
    screen.keyboard.start()
    center.post(.willShow, .iPhoneShow)
    center.post(.didShow, .iPhoneShow)
    screen.keyboard.motionStage.detach()
    screen.keyboard.follow(layoutChange: KeyboardSample(time: 1, keyboardTop: 500))
    #expect(screen.motions.count == 2)
    // Back in a window, the guide at the bottom while the notifications left the keyboard up: the
    // notifications rule, and the guide is ignored (a view attached late, cmux PR 9663).
    screen.keyboard.motionStage.attach(KeyboardSample(time: 2, keyboardTop: 667))
    #expect(screen.motions.count == 2)
    #expect(screen.keyboard.motionStage.model.isGuideIgnored)
    screen.keyboard.motionStage.attach(KeyboardSample(time: 3, keyboardTop: 451))
    #expect(!screen.keyboard.motionStage.model.isGuideIgnored, "it agrees again")
    #expect(screen.keyboard.motionStage.model.hiddenGuideHeight == 34, "read from the platform")
    #expect(screen.keyboard.motionStage.model.prefersCrossFade)
    screen.keyboard.motionStage.accessoryWillChange()
    #expect(screen.keyboard.motionStage.model.needsFrames == false)
  }

  @Test func whatTheModelLearntWhileStoppedIsHandedOutAtTheStart() {
    // The screen's view comes into a window while the observer is stopped, with the keyboard up.
    let screen = Screen(center: center)
    screen.keyboard.motionStage.attach(KeyboardSample(time: 1, keyboardTop: 451))
    #expect(screen.motions.isEmpty)
    screen.keyboard.start()
    #expect(screen.motions.map(\.height) == [216])
    screen.keyboard.stop()
    screen.keyboard.start()
    #expect(screen.motions.count == 1, "nothing new")
  }

  /// An `onMove` added while the keyboard is up hears of it at once, at rest where it is, whether
  /// the observer follows the motion already or is stopped and starts; one added while the
  /// keyboard is hidden hears nothing.
  ///
  /// On the 375 × 667 screen the keyboard shows (`willShow`, `didShow`) and rests at 216. A second
  /// `onMove` then gets one motion, at rest at 216; a third, added while stopped, gets the same at
  /// the start, although nothing moved for the first two (which get nothing). After the hide
  /// (rest at 0), a fourth gets nothing. Found by the lifecycle property test: the second and the
  /// third heard nothing until the keyboard next moved.
  @Test func anOnMoveAddedWhileTheKeyboardIsUpHearsOfItAtOnce() {
    let screen = Screen(center: center)
    screen.keyboard.start()
    center.post(.willShow, .iPhoneShow)
    center.post(.didShow, .iPhoneShow)
    #expect(screen.motions.last?.height == 216)
    var second: [KeyboardMotion] = []
    screen.keyboard.onMove { second.append($0) }
    #expect(second.map(\.height) == [216])
    #expect(second.map(\.phase) == [.settled])

    screen.keyboard.stop()
    var third: [KeyboardMotion] = []
    screen.keyboard.onMove { third.append($0) }
    let firstCount = screen.motions.count
    screen.keyboard.start()
    #expect(third.map(\.height) == [216])
    #expect(third.map(\.phase) == [.settled])
    #expect(screen.motions.count == firstCount, "nothing moved for the first")
    #expect(second.count == 1, "nothing moved for the second")

    center.post(.willHide, .iPhoneHide)
    center.post(.didHide, .iPhoneHide)
    #expect(third.last?.height == 0)
    var fourth: [KeyboardMotion] = []
    screen.keyboard.onMove { fourth.append($0) }
    #expect(fourth.isEmpty, "the keyboard is hidden: nothing to hear of")
  }

  /// An `onMove` added after the screen shrank under a keyboard that is up is told the motion
  /// clipped to the screen now, as every motion is.
  ///
  /// A 400 pt keyboard (a tall input accessory) rests on the 375 × 667 screen, which then turns
  /// 667 × 375 with no notification yet. A new `onMove` is told the keyboard at rest at
  /// min(400, 375) = 375 pt, its top at 375 − 375 = 0. Found by the lifecycle property test: it
  /// was told 400 pt on the 375 pt tall screen.
  @Test func anOnMoveAddedAfterTheScreenShrankIsToldAMotionThatFitsIt() {
    let screen = Screen(center: center)
    screen.keyboard.start()
    center.post(.willShow, .shown(400))
    center.post(.didShow, .shown(400))
    #expect(screen.motions.last?.height == 400)
    screen.keyboard.screen = .iPhoneLandscape
    var told: [KeyboardMotion] = []
    screen.keyboard.onMove { told.append($0) }
    #expect(told.map(\.height) == [375])
    #expect(told.first?.keyboardTop == 0)
    #expect(told.first?.phase == .settled)
  }

  /// `clear()` forgets callbacks and the keyboard but keeps the settings: an observer told to
  /// take other apps' keyboards still takes them in its motion, as in its transitions.
  ///
  /// On the 375 × 667 screen, with `ignoresOtherApps = false` set before `clear()`, another
  /// app's keyboard shows at 216 (`willShow`, `didShow`, not local): the transitions say appear
  /// 216 and the motion must rest at 216 too. Found by the lifecycle property test: the motion
  /// went back to ignoring other apps at `clear()` and stayed at 0.
  @Test func clearKeepsWhetherOtherAppsKeyboardsCountForTheMotion() {
    let screen = Screen(center: center)
    screen.keyboard.ignoresOtherApps = false
    screen.keyboard.clear()
    var transitions: [KeyboardTransition] = []
    var motions: [KeyboardMotion] = []
    screen.keyboard.onAppear { transitions.append($0) }.onMove { motions.append($0) }.start()
    #expect(!screen.keyboard.ignoresOtherApps)
    center.post(.willShow, .shown(216, isLocal: false))
    center.post(.didShow, .shown(216, isLocal: false))
    #expect(transitions.map(\.height) == [216])
    #expect(motions.last?.height == 216)
    #expect(motions.last?.phase == .settled)
  }

  @Test func anObserverThatNeverSawTheKeyboardHandsOutNothingAtTheStart() {
    let screen = Screen(center: center)
    screen.keyboard.start()
    #expect(screen.motions.isEmpty)
  }
}
