import Foundation
import KeyboardistTestSupport
import Testing

@testable import KeyboardistObserver

/// One keyboard state per notification center, tested through observers posting into an injected
/// center: observers that start late or start again learn what they missed, and every hide reaches
/// each of them as exactly one disappear, whatever their neighbours listen to.
@MainActor
@Suite struct CenterKeyboardStateTests {
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
    #expect(CenterKeyboardState.existing(of: other) !== CenterKeyboardState.existing(of: center))
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
  /// Beside a neighbour, the observer is made after the keyboard came up; alone, it is made before
  /// (and not started), since what happened before any observer of a center existed is not known.
  @Test(arguments: Neighbour.allCases)
  func lateStart(beside neighbour: Neighbour) {
    let other = neighbour.make(center: center)
    var early: Screen? = neighbour == .none ? Screen(center: center) : nil
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

  // MARK: - The state's own life

  @Test func aPlainObserverTakesNoStateAndRegistersNothingBeforeItStarts() throws {
    let keyboard = KeyboardObserver(center: center).on(event: .willShow) { _ in }
    #expect(keyboard.registrations.events.isEmpty, "nothing registered before start()")
    #expect(CenterKeyboardState.existing(of: center) == nil, "no state taken before start()")
    keyboard.start()
    #expect(keyboard.registrations.events == Set(KeyboardEvent.allCases))
    let state = try #require(CenterKeyboardState.existing(of: center), "taken by start()")
    #expect(state.registrations.events == Set(KeyboardEvent.allCases), "its own watch")
    keyboard.stop()
    #expect(state.registrations.events == Set(KeyboardEvent.allCases), "watching while held")
  }

  @Test func aTransitionListenerTakesTheStateBeforeTheObserverStarts() {
    let keyboard = KeyboardObserver(center: center)
    keyboard.onAppear { _ in }
    #expect(
      CenterKeyboardState.existing(of: center)?.registrations.events
        == Set(KeyboardEvent.allCases))
    #expect(keyboard.registrations.events.isEmpty, "the observer's own stage still waits")
    keyboard.clear()
    #expect(CenterKeyboardState.existing(of: center) == nil, "cleared: let go")
  }

  @Test func theStateIsNeitherFedNorReadByRawDelivery() throws {
    // A raw-only observer's notifications stage hands the state nothing: the state's own watch is
    // what keeps it current, and a raw callback sees the notification as posted.
    let raw = KeyboardObserver(center: center).start()
    var seen: [CGFloat] = []
    raw.on(event: .willShow) { seen.append($0.endFrame.height) }
    let state = try #require(CenterKeyboardState.existing(of: center))
    state.registrations.removeAll()  // the state stops watching
    center.post(.willShow, .iPhoneShow)
    #expect(seen == [216])
    #expect(
      state.keyboard(ignoringOtherApps: true) == nil, "nothing reached the state but its own watch")
  }

  @Test func theStateGoesWithTheLastObserverOfItsCenter() {
    weak var state: CenterKeyboardState?
    var first: Screen? = Screen(center: center)
    var second: Screen? = Screen(center: center)
    first?.keyboard.start()
    second?.keyboard.start()
    center.post(.willShow, .iPhoneShow)
    state = CenterKeyboardState.existing(of: center)
    #expect(state != nil)
    first = nil
    #expect(CenterKeyboardState.existing(of: center) === state)
    second = nil
    #expect(state == nil)
    #expect(CenterKeyboardState.existing(of: center) == nil)
    // A new observer of the same center starts from nothing.
    let fresh = Screen(center: center)
    fresh.keyboard.start()
    #expect(fresh.kinds.isEmpty)
  }

  @Test func theStateWatchesOnWhenAnObserverIsReleased() throws {
    var running: Screen? = Screen(center: center)
    running?.keyboard.start()
    let stopped = Screen(center: center)
    let state = try #require(CenterKeyboardState.existing(of: center))
    running = nil
    #expect(state.registrations.events == Set(KeyboardEvent.allCases))
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

extension CenterKeyboardState {
  /// The state of `center` if an observer uses one, else `nil`.
  @MainActor
  fileprivate static func existing(of center: NotificationCenter) -> CenterKeyboardState? {
    states[ObjectIdentifier(center)]?.state
  }
}

extension CenterKeyboardStateTests {
  // MARK: Recording

  @Test func manyNotificationsWaitingAreReadInOrder() throws {
    let running = Screen(center: center)
    running.keyboard.start()
    let state = try #require(CenterKeyboardState.existing(of: center))
    // More than the records kept before a reading: a show, resizes, a hide, another show.
    center.post(.willShow, .iPhoneShow)
    for _ in 0..<CenterKeyboardState.recordLimit { center.post(.willShow, .shown(253, from: 216)) }
    center.post(.willHide, .hidden(253))
    center.post(.willShow, .shown(225, from: 0))
    center.post(.willChangeFrame, .shown(258, from: 225))
    #expect(state.keyboard(ignoringOtherApps: true)?.isUp == true)
    #expect(
      state.keyboard(ignoringOtherApps: true)?.options.endFrame.height == 258,
      "the resize after the last show")
    let late = Screen(center: center)
    late.keyboard.start()
    #expect(late.log.map(\.height) == [258])
  }

  @Test func anotherAppsShowCountsOnlyForObserversThatDoNotIgnoreIt() throws {
    let running = Screen(center: center)
    running.keyboard.start()
    let state = try #require(CenterKeyboardState.existing(of: center))
    var foreign = KeyboardOptions.iPhoneShow
    foreign.belongsToCurrentApp = false
    center.post(.willShow, foreign)
    #expect(state.keyboard(ignoringOtherApps: true) == nil)
    #expect(state.keyboard(ignoringOtherApps: false)?.isUp == true, "another app's keyboard is up")
    center.post(.willShow, KeyboardOptions(endFrame: .zero))
    center.post(.willChangeFrame, .iPhoneShow)
    #expect(
      state.keyboard(ignoringOtherApps: true)?.isUp == false,
      "a frame change moves only a keyboard that is up")
  }

  @Test func notificationsFromAnotherThreadAreRecorded() async throws {
    let running = Screen(center: center)
    running.keyboard.start()
    let state = try #require(CenterKeyboardState.existing(of: center))
    let center = center
    await Task.detached { center.post(.willShow, .iPhoneShow) }.value
    #expect(state.keyboard(ignoringOtherApps: true)?.isUp == true, "recorded on the posting thread")
  }
}
