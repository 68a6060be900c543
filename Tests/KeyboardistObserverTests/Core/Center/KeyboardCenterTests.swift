import Foundation
import KeyboardistTestSupport
import Testing

@testable import KeyboardistObserver

/// One keyboard center per notification center, tested through observers posting into an
/// injected center: observers that start late or start again learn what they missed, and every
/// hide reaches each of them as exactly one disappear, whatever their neighbours listen to.
@MainActor
@Suite struct KeyboardCenterTests {
  let center = NotificationCenter()

  /// An observer of `center` on the iPhone 8 screen that logs its transitions.
  @MainActor final class Screen {
    let keyboard: KeyboardObserver
    private(set) var log: [KeyboardTransition] = []

    init(center: NotificationCenter, screen: CGRect = .iPhonePortrait) {
      keyboard = KeyboardObserver(center: center)
      keyboard.screen = screen
      keyboard
        .onAppear { [unowned self] in log.append($0) }
        .onDisappear { [unowned self] in log.append($0) }
    }

    var kinds: [KeyboardTransition.Kind] { log.map(\.kind) }
  }

  @Test func anObserverStartedWhileTheKeyboardIsUpLaysOutAtOnce() {
    let running = Screen(center: center)
    running.keyboard.start()
    center.post(.willShow, .iPhoneShow)

    let late = Screen(center: center)
    late.keyboard.start()
    // It knows the keyboard is up, with its height and frame, without a notification: one appear,
    // with a 0 duration since nothing is moving.
    #expect(late.kinds == [.appear])
    #expect(late.log.first?.height == 216)
    #expect(late.log.first?.appearIndex == 0)
    #expect(late.log.first?.heightIncrement == 216)
    #expect(late.log.first?.options.endFrame == KeyboardOptions.iPhoneShow.endFrame)
    #expect(late.log.first?.options.startFrame == KeyboardOptions.iPhoneShow.endFrame)
    #expect(late.log.first?.options.animationDuration == 0)

    center.post(.willHide, .iPhoneHide)
    center.post(.didHide, .iPhoneHide)
    #expect(running.kinds == [.appear, .disappear])
    #expect(late.kinds == [.appear, .disappear], "exactly one disappear")
  }

  @Test func stopAndStartWhileTheKeyboardStaysUpThenAHide() {
    // A cancelled swipe back, or a sheet shown over the screen and dismissed.
    let screen = Screen(center: center)
    screen.keyboard.start()
    center.post(.willShow, .iPhoneShow)
    screen.keyboard.stop()
    screen.keyboard.start()
    #expect(screen.kinds == [.appear], "nothing changed while stopped: nothing to deliver")
    center.post(.willHide, .iPhoneHide)
    center.post(.didHide, .iPhoneHide)
    #expect(screen.kinds == [.appear, .disappear])
  }

  @Test func stopAndStartWithAnotherScreenRunningMeanwhile() {
    let first = Screen(center: center)
    first.keyboard.start()
    center.post(.willShow, .iPhoneShow)
    first.keyboard.stop()
    let second = Screen(center: center)
    second.keyboard.start()
    second.keyboard.stop()
    first.keyboard.start()
    center.post(.willHide, .iPhoneHide)
    #expect(first.kinds == [.appear, .disappear])
    #expect(second.kinds == [.appear], "stopped before the hide")
    second.keyboard.start()
    #expect(second.kinds == [.appear, .disappear], "told of the hide as it starts again")
  }

  @Test func aHideWhileStoppedIsDeliveredAtTheNextStart() {
    let screen = Screen(center: center)
    screen.keyboard.start()
    center.post(.willShow, .iPhoneShow)
    screen.keyboard.stop()
    center.post(.willHide, .iPhoneHide)  // missed while stopped, seen by the center's state
    center.post(.didHide, .iPhoneHide)
    screen.keyboard.start()
    #expect(screen.kinds == [.appear, .disappear], "its bar comes down as it appears again")
    #expect(screen.log.last?.heightIncrement == -216)
    center.post(.willShow, .iPhoneShow)
    #expect(screen.kinds == [.appear, .disappear, .appear])
  }

  @Test func aResizeWhileStoppedIsDeliveredAtTheNextStart() {
    let screen = Screen(center: center)
    screen.keyboard.start()
    center.post(.willShow, .iPhoneShow)
    screen.keyboard.stop()
    center.post(.willShow, .shown(253, from: 216))  // QuickType on while stopped
    screen.keyboard.start()
    #expect(screen.kinds == [.appear, .appear])
    #expect(screen.log.last?.appearIndex == 1)
    #expect(screen.log.last?.heightIncrement == 37)
    center.post(.willHide, .hidden(253))
    #expect(screen.kinds == [.appear, .appear, .disappear])
  }

  @Test func aShowWhileEveryObserverIsStoppedIsKnownAtTheNextStart() {
    let screen = Screen(center: center)
    screen.keyboard.start()
    screen.keyboard.stop()
    center.post(.willShow, .iPhoneShow)
    screen.keyboard.start()
    #expect(screen.kinds == [.appear])
    center.post(.willHide, .iPhoneHide)
    #expect(screen.kinds == [.appear, .disappear])
  }

  @Test func eachObserverMeasuresOnItsOwnScreen() {
    // Another observer saw a docked keyboard; on this observer's screen it floats: nothing to do.
    let iPad = CGRect(x: 0, y: 0, width: 768, height: 1024)
    let running = Screen(center: center, screen: iPad)
    running.keyboard.start()
    center.post(.willShow, KeyboardOptions(endFrame: CGRect(x: 0, y: 760, width: 768, height: 264)))
    let wider = Screen(center: center, screen: CGRect(x: 0, y: 0, width: 1024, height: 1024))
    wider.keyboard.start()
    #expect(running.kinds == [.appear])
    #expect(wider.kinds.isEmpty)
  }

  @Test func privateCentersDoNotShare() {
    let other = NotificationCenter()
    let running = Screen(center: center)
    running.keyboard.start()
    center.post(.willShow, .iPhoneShow)
    let elsewhere = Screen(center: other)
    elsewhere.keyboard.start()
    #expect(elsewhere.kinds.isEmpty)
    #expect(KeyboardCenter.of(other) !== KeyboardCenter.of(center))
  }

  @Test func anObserverWhoseListenersWentKeepsTheStateCurrentUntilItStops() {
    let keyboard = KeyboardObserver(center: center).start()
    let listener = RecordingListener(transitions: true)
    listener.transitionTaken = { [unowned listener] _, _ in listener.listensToTransitions = false }
    keyboard.addListener(listener, holding: true)  // gone at the first transition
    center.post(.willShow, .iPhoneShow)
    center.post(.willHide, .iPhoneHide)
    keyboard.stop()
    let late = Screen(center: center)
    late.keyboard.start()
    #expect(late.kinds.isEmpty, "the state saw the hide: nothing to catch up with")
  }

  @Test func aStreamReadWhileTheKeyboardIsUpStartsWithIt() async {
    let running = Screen(center: center)
    running.keyboard.start()
    center.post(.willShow, .iPhoneShow)
    let keyboard = KeyboardObserver(center: center).start()
    let stream = keyboard.transitions
    center.post(.willHide, .iPhoneHide)
    #expect(await stream.first(2).map(\.kind) == [.appear, .disappear])
  }

  // MARK: - The lifecycle matrix

  /// What else observes the center, started before anything happens.
  enum Neighbour: String, CaseIterable, CustomTestStringConvertible {
    case none
    /// Raw callbacks only, the app-wide style of observers migrated from Typist.
    case rawOnly
    /// Appear and disappear callbacks.
    case tracking
    /// Started, with nothing registered yet.
    case startedWithoutCallbacks

    var testDescription: String { rawValue }

    @MainActor func make(center: NotificationCenter) -> KeyboardObserver? {
      switch self {
      case .none:
        return nil
      case .rawOnly:
        return KeyboardObserver(center: center)
          .on(event: .willShow) { _ in }
          .on(event: .willHide) { _ in }
          .start()
      case .tracking:
        return KeyboardObserver(center: center).onAppear { _ in }.onDisappear { _ in }.start()
      case .startedWithoutCallbacks:
        return KeyboardObserver(center: center).start()
      }
    }
  }

  /// An observer that starts after the keyboard came up knows it is up, and the hide reaches it as
  /// exactly one disappear.
  ///
  /// Beside a neighbour, the observer is made after the keyboard came up; alone, it is started and
  /// stopped before, since what happened before the center's watch began is not known.
  @Test(arguments: Neighbour.allCases)
  func lateStart(beside neighbour: Neighbour) {
    let other = neighbour.make(center: center)
    var early: Screen? = neighbour == .none ? Screen(center: center) : nil
    early?.keyboard.start().stop()
    center.post(.willShow, .iPhoneShow)
    center.post(.didShow, .iPhoneShow)
    let screen = early ?? Screen(center: center)
    early = nil
    screen.keyboard.start()
    #expect(screen.kinds == [.appear])
    #expect(screen.log.last?.height == 216)
    #expect(screen.log.last?.options.animationDuration == 0)
    center.post(.willHide, .iPhoneHide)
    center.post(.didHide, .iPhoneHide)
    #expect(screen.kinds == [.appear, .disappear], "exactly one disappear")
    _ = other
  }

  /// An observer stopped and started again while the keyboard stays up hears nothing new, and the
  /// hide reaches it as exactly one disappear.
  @Test(arguments: Neighbour.allCases)
  func restartWhileUp(beside neighbour: Neighbour) {
    let other = neighbour.make(center: center)
    let screen = Screen(center: center)
    screen.keyboard.start()
    center.post(.willShow, .iPhoneShow)
    screen.keyboard.stop()
    screen.keyboard.start()
    #expect(screen.kinds == [.appear], "nothing changed while stopped")
    center.post(.willHide, .iPhoneHide)
    center.post(.didHide, .iPhoneHide)
    #expect(screen.kinds == [.appear, .disappear], "exactly one disappear")
    _ = other
  }

  /// An observer stopped while the keyboard went gets the one disappear when it starts again, and
  /// the next show as an appear.
  @Test(arguments: Neighbour.allCases)
  func hideWhileStopped(beside neighbour: Neighbour) {
    let other = neighbour.make(center: center)
    let screen = Screen(center: center)
    screen.keyboard.start()
    center.post(.willShow, .iPhoneShow)
    screen.keyboard.stop()
    center.post(.willHide, .iPhoneHide)
    center.post(.didHide, .iPhoneHide)
    #expect(screen.kinds == [.appear])
    screen.keyboard.start()
    #expect(screen.kinds == [.appear, .disappear], "told of the hide as it starts again")
    #expect(screen.log.last?.heightIncrement == -216)
    center.post(.willHide, .iPhoneHide)
    center.post(.didHide, .iPhoneHide)
    #expect(screen.kinds == [.appear, .disappear], "no second disappear")
    center.post(.willShow, .iPhoneShow)
    #expect(screen.kinds == [.appear, .disappear, .appear])
    _ = other
  }

  /// The motion catches up too: a late start, and a hide while stopped, each end at rest where the
  /// keyboard is, for per-frame listeners such as a list's inset.
  @Test(arguments: Neighbour.allCases)
  func theMotionCatchesUpAsTheObserverStarts(beside neighbour: Neighbour) {
    let other = neighbour.make(center: center)
    let keyboard = KeyboardObserver(center: center)
    keyboard.screen = .iPhonePortrait
    var heights: [CGFloat] = []
    keyboard.onMove { heights.append($0.height) }
    if neighbour == .none { keyboard.start().stop() }  // the center's watch begins
    center.post(.willShow, .iPhoneShow)
    keyboard.start()
    #expect(heights == [216], "a late start: at rest at the keyboard's height")
    #expect(keyboard.motion.phase == .settled)
    keyboard.stop()
    center.post(.willHide, .iPhoneHide)
    center.post(.didHide, .iPhoneHide)
    keyboard.start()
    #expect(heights == [216, 0], "a hide while stopped: at rest at 0")
    keyboard.stop()
    keyboard.start()
    #expect(heights == [216, 0], "nothing moved")
    _ = other
  }

  // MARK: - The center's own life

  @Test func nothingRegistersBeforeTheFirstStart() throws {
    let keyboard = KeyboardObserver(center: center).on(event: .willShow) { _ in }
    keyboard.onAppear { _ in }.onMove { _ in }
    _ = keyboard.transitions
    #expect(center.registeredEvents.isEmpty, "nothing registered before start()")
    #expect(KeyboardCenter.existing(of: center) == nil, "no center taken before start()")
    keyboard.start()
    #expect(center.registeredEvents == Set(KeyboardEvent.allCases))
    #expect(center.keyboardRegistrationCount == 6)
    let keyboardCenter = try #require(KeyboardCenter.existing(of: center), "taken by start()")
    #expect(keyboardCenter.isWatching)
    keyboard.stop()
    #expect(center.keyboardRegistrationCount == 6, "watching while the observer may start again")
    keyboard.clear()
    #expect(center.keyboardRegistrationCount == 0, "cleared: no observer may start again")
    #expect(!keyboardCenter.isWatching)
  }

  @Test(arguments: [1, 4, 16])
  func startedObserversMakeTheCentersSixRegistrations(count: Int) {
    var observers: [KeyboardObserver] = []
    for index in 0..<count {
      let keyboard = KeyboardObserver(center: center)
      switch index % 4 {
      case 0: keyboard.on(event: .willShow) { _ in }
      case 1: keyboard.onAppear { _ in }
      case 2: keyboard.onMove { _ in }
      default: break
      }
      observers.append(keyboard.start())
    }
    #expect(center.keyboardRegistrationCount == 6)
    #expect(center.registeredEvents == Set(KeyboardEvent.allCases))
    for keyboard in observers.prefix(count / 2) { keyboard.clear() }
    #expect(center.keyboardRegistrationCount == (count / 2 == count ? 0 : 6))
    observers.removeAll()
    #expect(
      center.keyboardRegistrationCount == 0, "none once every observer is cleared or released")
  }

  @Test func aRawCallbackSeesTheNotificationAsPostedAndTheCenterKeepsIt() {
    let raw = KeyboardObserver(center: center).start()
    var seen: [CGFloat] = []
    raw.on(event: .willShow) { seen.append($0.endFrame.height) }
    center.post(.willShow, .iPhoneShow)
    #expect(seen == [216])
    let late = Screen(center: center)
    late.keyboard.start()
    #expect(late.log.map(\.height) == [216], "the raw-only neighbour kept the center watching")
  }

  @Test func theCenterGoesWithTheLastObserverOfItsCenter() {
    weak var keyboardCenter: KeyboardCenter?
    var first: Screen? = Screen(center: center)
    var second: Screen? = Screen(center: center)
    first?.keyboard.start()
    second?.keyboard.start()
    center.post(.willShow, .iPhoneShow)
    keyboardCenter = KeyboardCenter.existing(of: center)
    #expect(keyboardCenter != nil)
    first = nil
    #expect(KeyboardCenter.existing(of: center) === keyboardCenter)
    second = nil
    #expect(keyboardCenter == nil)
    #expect(KeyboardCenter.existing(of: center) == nil)
    #expect(center.keyboardRegistrationCount == 0)
    // A new observer of the same center starts from nothing.
    let fresh = Screen(center: center)
    fresh.keyboard.start()
    #expect(fresh.kinds.isEmpty)
  }

  @Test func theCenterWatchesOnWhileAStoppedObserverMayStartAgain() {
    var running: Screen? = Screen(center: center)
    running?.keyboard.start()
    let stopped = Screen(center: center)
    stopped.keyboard.start().stop()
    running = nil
    #expect(center.registeredEvents == Set(KeyboardEvent.allCases))
    center.post(.willShow, .iPhoneShow)
    stopped.keyboard.start()
    #expect(stopped.kinds == [.appear])
  }

  @Test func theStateRecordsTheKeyboardWhateverTheAppsActivity() {
    // The keyboard iOS hides on the way to the background is hidden until iOS shows it again; an
    // inactive observer applies its own rule as it catches up.
    let screen = Screen(center: center)
    screen.keyboard.start()
    center.post(.willShow, .iPhoneShow)
    screen.keyboard.stop()
    screen.keyboard.isAppActive = false
    center.post(.willHide, .iPhoneHide)
    center.post(.didHide, .iPhoneHide)
    screen.keyboard.start()
    #expect(screen.kinds == [.appear], "inactive: the background hide is no transition")
    center.post(.willShow, .iPhoneShow)
    screen.keyboard.isAppActive = true
    #expect(screen.kinds == [.appear])
    center.post(.willHide, .iPhoneHide)
    #expect(screen.kinds == [.appear, .disappear])
  }

  @Test func clearForgetsTheKeyboard() {
    let screen = Screen(center: center)
    screen.keyboard.start()
    center.post(.willShow, .iPhoneShow)
    screen.keyboard.clear()
    #expect(screen.keyboard.tracker.height == 0)
    #expect(screen.keyboard.lastTransition == nil)
  }

  @Test func aListenerAddedWhileTheKeyboardIsUpHearsOfItAtOnce() {
    let keyboard = KeyboardObserver(center: center)
    keyboard.screen = .iPhonePortrait
    keyboard.start()
    center.post(.willShow, .iPhoneShow)
    var log: [KeyboardTransition] = []
    keyboard.onAppear { log.append($0) }
    #expect(log.map(\.kind) == [.appear])
    #expect(log.first?.height == 216 && log.first?.heightIncrement == 216)
    #expect(log.first?.options.animationDuration == 0)
    keyboard.stop()
    keyboard.onAppear { log.append($0) }
    #expect(log.count == 1, "a stopped observer hears of it when it starts")
  }
}

extension KeyboardCenter {
  /// The keyboard center of `center` if an observer uses one, else `nil`.
  @MainActor
  fileprivate static func existing(of center: NotificationCenter) -> KeyboardCenter? {
    centers[ObjectIdentifier(center)]?.center
  }
}

extension KeyboardCenterTests {
  @Test func notificationsFromAnotherThreadReachTheCenterOnTheMainActor() async {
    let running = Screen(center: center)
    running.keyboard.start()
    let center = center
    await Task.detached { center.post(.willShow, .iPhoneShow) }.value
    let (drained, drain) = AsyncStream<Never>.makeStream()
    DispatchQueue.main.async { drain.finish() }
    _ = await drained.untilEnd()
    #expect(running.log.map(\.height) == [216], "delivered on the main actor, in order")
    let late = Screen(center: center)
    late.keyboard.start()
    #expect(late.log.map(\.height) == [216])
  }
}

// MARK: - What a campaign of random lifecycles found, one test each

extension KeyboardCenterTests {
  /// A landscape keyboard (667 x 375 screen, 162 pt), then a panel swapped in unannounced, first by
  /// resigning and becoming first responder (a hide and a show), then by `reloadInputViews()`
  /// (a show whose begin and end frames are equal): a late observer ends where the running one
  /// is, 162 pt up.
  @Test func aLateObserverAgreesWithTheRunningOnesAfterAnUnannouncedSwapOnARotatedScreen() {
    let landscape = CGRect(x: 0, y: 0, width: 667, height: 375)
    let shown = CGRect(x: 0, y: 213, width: 667, height: 162)
    let hidden = CGRect(x: 0, y: 375, width: 667, height: 162)
    let running = Screen(center: center, screen: landscape)
    running.keyboard.start()
    center.post(.willShow, KeyboardOptions(startFrame: hidden, endFrame: shown))
    center.post(.didShow, KeyboardOptions(startFrame: hidden, endFrame: shown))
    center.post(.willHide, KeyboardOptions(startFrame: shown, endFrame: hidden))
    center.post(.didHide, KeyboardOptions(startFrame: shown, endFrame: hidden))
    center.post(.willShow, KeyboardOptions(startFrame: hidden, endFrame: shown))
    center.post(.didShow, KeyboardOptions(startFrame: hidden, endFrame: shown))
    center.post(.willShow, KeyboardOptions(startFrame: shown, endFrame: shown))
    center.post(.didShow, KeyboardOptions(startFrame: shown, endFrame: shown))
    #expect(running.kinds == [.appear, .disappear, .appear])
    let late = Screen(center: center, screen: landscape)
    late.keyboard.start()
    #expect(late.log.map(\.height) == [162])
    #expect(late.keyboard.tracker.height == running.keyboard.tracker.height)
  }

  /// Increments are changes of the reported height, across a screen change.
  ///
  /// A 440 pt keyboard on an iPad's 768 x 1024 screen (frame at y 584); the screen becomes a
  /// 667 x 375 one, shorter than the keyboard, and a hardware keyboard shows its 55 pt bar there (a
  /// 313 pt frame at y 320). The appear's increment is the change from the height reported before,
  /// 55 - 440 = -385, so the increments add up to 55; the hide's increment is -55.
  @Test func incrementsAreChangesOfTheReportedHeightAcrossAScreenChange() {
    let screen = Screen(center: center, screen: .iPadPortrait)
    screen.keyboard.start()
    center.post(.willShow, KeyboardOptions(endFrame: CGRect(x: 0, y: 584, width: 768, height: 440)))
    screen.keyboard.screen = .iPhoneLandscape
    center.post(
      .willShow,
      KeyboardOptions(
        startFrame: CGRect(x: 0, y: 375, width: 667, height: 313),
        endFrame: CGRect(x: 0, y: 320, width: 667, height: 313)))
    center.post(.willHide, KeyboardOptions(endFrame: CGRect(x: 0, y: 375, width: 667, height: 313)))
    #expect(screen.log.map(\.height) == [440, 55, 0])
    #expect(screen.log.map(\.heightIncrement) == [440, -385, -55])
    #expect(screen.log.prefix(2).map(\.heightIncrement).reduce(0, +) == 55)
  }

  /// A listener added while the keyboard is up is told the height the running listeners have.
  ///
  /// A 378 pt keyboard on a 390 x 844 screen; the screen turns 844 x 390 before the rotation's
  /// notifications come. The running listener's last appear says 378, and so must what a listener
  /// added now and an observer started now are told (not 390 clipped, nor anything else).
  @Test func aListenerAddedAfterTheScreenTurnedIsToldTheHeightTheRunningOnesHave() {
    let portrait = CGRect(x: 0, y: 0, width: 390, height: 844)
    let landscape = CGRect(x: 0, y: 0, width: 844, height: 320)
    let running = Screen(center: center, screen: portrait)
    running.keyboard.start()
    center.post(.willShow, KeyboardOptions(endFrame: CGRect(x: 0, y: 466, width: 390, height: 378)))
    running.keyboard.screen = landscape
    var told: [KeyboardTransition] = []
    running.keyboard.onAppear { told.append($0) }
    #expect(running.log.map(\.height) == [378])
    #expect(told.map(\.height) == [378])
  }

  /// A keyboard that shows at 216 and grows to 253 (QuickType): a listener added now, and an
  /// observer started now, are told 253, the height every running listener has.
  @Test func aListenerAddedWhileTheKeyboardIsUpIsToldTheHeightTheRunningOnesHave() {
    let running = Screen(center: center)
    running.keyboard.start()
    center.post(.willShow, .shown(216))
    center.post(.willShow, .shown(253, from: 216))
    var told: [KeyboardTransition] = []
    running.keyboard.onAppear { told.append($0) }
    let late = Screen(center: center)
    late.keyboard.start()
    #expect(running.log.last?.height == 253)
    #expect(told.map(\.height) == [253])
    #expect(late.log.map(\.height) == [253])
  }
}

// MARK: - Observers of one center changed while it dispatches

extension KeyboardCenterTests {
  /// While the center hands one `willShow` out, the first observer's callback stops the second,
  /// clears the third, releases the fourth and starts the fifth: none of those four gets that
  /// post (the fifth subscribed after it); at the next post the stopped, cleared and released get
  /// nothing and the fifth gets it.
  @Test func callbacksMayStartStopClearAndReleaseNeighboursWhileTheCenterDispatches() {
    var log: [String] = []
    let stopped = KeyboardObserver(center: center).on(event: .willShow) { _ in log.append("stopped")
    }
    let cleared = KeyboardObserver(center: center).onAppear { _ in log.append("cleared") }
    var released: KeyboardObserver? = KeyboardObserver(center: center)
      .on(event: .willShow) { _ in log.append("released") }
    weak let releasedWeakly = released
    let late = KeyboardObserver(center: center).on(event: .willShow) { _ in log.append("late") }
    let first = KeyboardObserver(center: center).on(event: .willShow) { _ in
      log.append("first")
      stopped.stop()
      cleared.clear()
      released = nil
      late.start()
    }
    first.start()
    stopped.start()
    cleared.start()
    released?.start()
    center.post(.willShow, .iPhoneShow)
    #expect(log == ["first"])
    #expect(releasedWeakly == nil, "nothing kept the released observer")
    log.removeAll()
    center.post(.willShow, .iPhoneShow)
    #expect(log == ["first", "late"])
    #expect(center.keyboardRegistrationCount == 6)
  }
}
