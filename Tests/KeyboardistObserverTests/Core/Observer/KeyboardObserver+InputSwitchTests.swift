import Foundation
import KeyboardistTestSupport
import Testing

@testable import KeyboardistObserver

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// `switchInput(to:)` and `inputDidEndEditing()`: every observer of a center holds a swap's hide
/// from its transitions and motion; raw callbacks stay raw.
@MainActor
@Suite struct KeyboardObserverInputSwitchTests {
  let center = NotificationCenter()
  /// The iPhone 8 keyboard docked, with equal begin and end frames: the show of a swapped input.
  let swappedIn = KeyboardOptions(
    startFrame: KeyboardOptions.iPhoneShow.endFrame, endFrame: KeyboardOptions.iPhoneShow.endFrame,
    animationDuration: 0.25, animationCurve: .keyboard)

  /// A started observer that records its transitions and motion.
  func follower() -> (KeyboardObserver, Log) {
    let log = Log()
    let keyboard = KeyboardObserver(center: center)
      .onAppear { log.transitions.append($0) }
      .onDisappear { log.transitions.append($0) }
      .onMove { log.motions.append($0) }
      .start()
    return (keyboard, log)
  }

  @MainActor final class Log {
    var transitions: [KeyboardTransition] = []
    var motions: [KeyboardMotion] = []
    var raw: [KeyboardEvent] = []
  }

  /// Posts a swap as `panelSwap` does: a hide to below the screen, then a show with equal frames.
  func postSwap(show: KeyboardOptions? = nil) {
    center.post(.willHide, .iPhoneHide)
    center.post(.didHide, .iPhoneHide)
    center.post(.willShow, show ?? swappedIn)
    center.post(.didShow, show ?? swappedIn)
  }

  @Test func everyObserverOfTheCenterStaysPutThroughBothSwaps() {
    let (announcer, _) = follower()
    let (neighbour, log) = follower()
    center.post(.willShow, .iPhoneShow)
    center.post(.didShow, .iPhoneShow)
    let before = (log.transitions.count, log.motions.count)

    announcer.switchInput(to: .panel)
    postSwap()
    announcer.switchInput(to: .keyboard)
    postSwap()

    #expect(log.transitions.count == before.0, "no disappear and appear pair")
    #expect(log.motions.count == before.1, "no motion")
    #expect(neighbour.tracker.height == 216)
    #expect(neighbour.motion.height == 216)
  }

  @Test func aPanelOfAnotherHeightResizesOnce() {
    let (keyboard, log) = follower()
    center.post(.willShow, .iPhoneShow)
    center.post(.didShow, .iPhoneShow)
    log.transitions = []
    log.motions = []

    keyboard.switchInput(to: .panel)
    let taller = KeyboardOptions(
      startFrame: CGRect(x: 0, y: 411, width: 375, height: 256),
      endFrame: CGRect(x: 0, y: 411, width: 375, height: 256),
      animationDuration: 0.25, animationCurve: .keyboard)
    postSwap(show: taller)

    #expect(log.transitions.map(\.kind) == [.appear])
    #expect(log.transitions.first?.heightIncrement == 40)
    #expect(!log.motions.isEmpty)
    #expect(log.motions.allSatisfy { $0.height >= 216 }, "never drops")
  }

  @Test func aSwapWhoseShowNeverComesHidesWhenEditingEnds() {
    let (keyboard, log) = follower()
    center.post(.willShow, .iPhoneShow)
    center.post(.didShow, .iPhoneShow)
    log.transitions = []

    keyboard.switchInput(to: .panel)
    center.post(.willHide, .iPhoneHide)
    center.post(.didHide, .iPhoneHide)
    #expect(log.transitions.isEmpty, "held")
    #expect(keyboard.tracker.isVisible)

    keyboard.inputDidEndEditing()
    #expect(log.transitions.map(\.kind) == [.disappear])
    #expect(keyboard.motion.height == 0)
    #expect(!keyboard.tracker.isVisible)
  }

  @Test func editingEndedWithNothingHeldChangesNothing() {
    let (keyboard, log) = follower()
    center.post(.willShow, .iPhoneShow)
    keyboard.inputDidEndEditing()
    center.post(.willHide, .iPhoneHide)
    #expect(log.transitions.map(\.kind) == [.appear, .disappear])
  }

  @Test func aHideAfterTheSwapIsTakenAtItsWord() {
    let (keyboard, log) = follower()
    center.post(.willShow, .iPhoneShow)
    center.post(.didShow, .iPhoneShow)
    keyboard.switchInput(to: .panel)
    postSwap()
    center.post(.willHide, .iPhoneHide)
    center.post(.didHide, .iPhoneHide)
    #expect(log.transitions.map(\.kind) == [.appear, .disappear])
    #expect(keyboard.motion.height == 0)
  }

  @Test func rawCallbacksGetEveryNotificationAsPosted() {
    let (announcer, _) = follower()
    let log = Log()
    let raw = KeyboardObserver(center: center)
    for event in KeyboardEvent.allCases { raw.on(event: event) { _ in log.raw.append(event) } }
    raw.start()
    center.post(.willShow, .iPhoneShow)
    center.post(.didShow, .iPhoneShow)
    announcer.switchInput(to: .panel)
    postSwap()
    #expect(log.raw == [.willShow, .didShow, .willHide, .didHide, .willShow, .didShow])
  }

  @Test func anObserverStoppedAtTheAnnouncementHoldsOnceStartedAgain() {
    let (keyboard, log) = follower()
    center.post(.willShow, .iPhoneShow)
    keyboard.stop()
    keyboard.switchInput(to: .panel)
    keyboard.start()
    center.post(.willHide, .iPhoneHide)
    #expect(log.transitions.map(\.kind) == [.appear])
    keyboard.inputDidEndEditing()
    #expect(log.transitions.map(\.kind) == [.appear, .disappear])
  }

  @Test func otherCentersAreNotHeld() {
    let (keyboard, _) = follower()
    let elsewhere = NotificationCenter()
    let other = KeyboardObserver(center: elsewhere).start()
    elsewhere.post(.willShow, .iPhoneShow)
    keyboard.switchInput(to: .panel)
    elsewhere.post(.willHide, .iPhoneHide)
    #expect(!other.tracker.isVisible)
  }

  @Test func anotherAppsHideIsHeldNeither() {
    // Hides of other apps' keyboards count for an observer that ignores them, held or not; only
    // this app's are the swap's.
    let (keyboard, log) = follower()
    center.post(.willShow, .iPhoneShow)
    keyboard.switchInput(to: .panel)
    var foreign = KeyboardOptions.iPhoneHide
    foreign.belongsToCurrentApp = false
    center.post(.willHide, foreign)
    #expect(log.transitions.map(\.kind) == [.appear, .disappear])
  }

  @Test func aClearedObserverStartedAgainFollowsTheSwapsEnd() {
    let (keyboard, log) = follower()
    let announcer = KeyboardObserver(center: center).start()
    keyboard.clear()
    announcer.switchInput(to: .panel)
    keyboard.onDisappear { log.transitions.append($0) }.start()
    center.post(.willShow, .iPhoneShow)
    center.post(.didShow, .iPhoneShow)
    center.post(.willHide, .iPhoneHide)
    #expect(log.transitions.map(\.kind) == [.disappear], "the show ended the switch")
  }

  @Test func anObserverStartedDuringASwapFindsTheKeyboardWhereItStays() {
    let announcer = KeyboardObserver(center: center).start()
    center.post(.willShow, .iPhoneShow)
    center.post(.didShow, .iPhoneShow)
    announcer.switchInput(to: .panel)
    center.post(.willHide, .iPhoneHide)
    center.post(.didHide, .iPhoneHide)

    let (late, log) = follower()
    #expect(log.transitions.map(\.kind) == [.appear], "caught up: the keyboard is up")
    #expect(late.motion.height == 216)
    center.post(.willShow, swappedIn)
    center.post(.didShow, swappedIn)
    #expect(log.transitions.map(\.kind) == [.appear])
  }

  /// Found by the lifecycle property test: the center's state watched only the tracker's four
  /// events, so it never saw the `didShow` that ends a swap and held every later hide, and a
  /// screen started after a real hide caught up with a keyboard that had gone.
  @Test func aScreenStartedAfterASwapAndARealHideFindsTheKeyboardHidden() {
    let announcer = KeyboardObserver(center: center).start()
    center.post(.willShow, .iPhoneShow)
    center.post(.didShow, .iPhoneShow)
    announcer.switchInput(to: .panel)
    postSwap()
    center.post(.willHide, .iPhoneHide)
    center.post(.didHide, .iPhoneHide)

    let (late, log) = follower()
    #expect(log.transitions.isEmpty, "the keyboard went after the swap")
    #expect(late.motion.height == 0)
  }

  /// Found by the lifecycle property test: an observer restarted during a swap, after its hide,
  /// holds nothing of its own, and must still hide when editing ends without the show.
  @Test func anObserverRestartedAfterASwapsHideHidesWhenEditingEnds() {
    let (keyboard, log) = follower()
    center.post(.willShow, .iPhoneShow)
    center.post(.didShow, .iPhoneShow)
    keyboard.switchInput(to: .panel)
    center.post(.willHide, .iPhoneHide)
    center.post(.didHide, .iPhoneHide)
    keyboard.stop()
    keyboard.start()
    #expect(log.transitions.map(\.kind) == [.appear], "held: the keyboard stays")

    keyboard.inputDidEndEditing()
    #expect(log.transitions.map(\.kind) == [.appear, .disappear])
    #expect(keyboard.motion.height == 0 && keyboard.motion.phase == .settled)
  }

  @Test func anObserverRestartedDuringASwapStaysPut() {
    let (keyboard, log) = follower()
    center.post(.willShow, .iPhoneShow)
    center.post(.didShow, .iPhoneShow)
    keyboard.switchInput(to: .panel)
    center.post(.willHide, .iPhoneHide)
    keyboard.stop()
    keyboard.start()
    center.post(.didHide, .iPhoneHide)
    center.post(.willShow, swappedIn)
    center.post(.didShow, swappedIn)
    #expect(log.transitions.map(\.kind) == [.appear])
    #expect(keyboard.tracker.height == 216)
  }

  @Test func anObserverStartedDuringASwapWhoseShowNeverComesHidesWhenEditingEnds() {
    let announcer = KeyboardObserver(center: center).start()
    center.post(.willShow, .iPhoneShow)
    announcer.switchInput(to: .panel)
    let (late, log) = follower()
    center.post(.willHide, .iPhoneHide)
    center.post(.didHide, .iPhoneHide)
    #expect(log.transitions.map(\.kind) == [.appear])
    announcer.inputDidEndEditing()
    #expect(log.transitions.map(\.kind) == [.appear, .disappear])

    // The center's state took the hide too: one more observer starts hidden.
    let (_, later) = follower()
    #expect(later.transitions.isEmpty)
    #expect(!late.tracker.isVisible)
  }
}
