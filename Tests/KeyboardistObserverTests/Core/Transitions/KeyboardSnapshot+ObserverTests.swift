import Foundation
import KeyboardistTestSupport
import Testing

@testable import KeyboardistObserver

/// A snapshot and a motion kept current by an observer's transitions and frames.
///
/// The way SwiftUI's `observesKeyboard()` keeps them: the snapshot from
/// ``KeyboardSnapshot/init(observer:)``, then
/// each transition through ``KeyboardSnapshot/update(with:screen:)``; the motion from the
/// observer's, then each frame. It counts what changed, as the views that read each would render.
@MainActor
private final class Follower: KeyboardListener {
  private(set) var snapshot: KeyboardSnapshot
  private(set) var motion: KeyboardMotion
  let observer: KeyboardObserver
  /// How many transitions and frames reached it.
  private(set) var transitions = 0
  private(set) var moves = 0

  init(observer: KeyboardObserver) {
    self.observer = observer
    snapshot = KeyboardSnapshot(observer: observer)
    motion = observer.motion
    observer.addListener(self)
  }

  var listensToTransitions: Bool { true }
  var listensToMotion: Bool { true }

  func keyboardDidTransition(_ transition: KeyboardTransition, on screen: CGRect?) {
    snapshot.update(with: transition, screen: screen)
    transitions += 1
  }

  func keyboardDidMove(_ motion: KeyboardMotion) {
    self.motion = motion
    moves += 1
  }

  convenience init(center: NotificationCenter) {
    self.init(observer: KeyboardObserver(center: center).start())
  }
}

/// The keyboard as the SwiftUI layer follows it from an observer: the snapshot at transitions, the
/// motion at frames.
@MainActor
@Suite struct KeyboardSnapshotObserverTests {
  let center = NotificationCenter()

  @Test func aStateMadeWhileTheKeyboardIsUpKnowsIt() {
    // Another started observer of the center sees the keyboard come up first (the state of its center).
    let running = KeyboardObserver(center: center)
    running.screen = .iPhonePortrait
    running.onAppear { _ in }.start()
    center.post(.willShow, .iPhoneShow)
    let keyboard = KeyboardObserver(center: center)
    keyboard.screen = .iPhonePortrait
    let state = Follower(observer: keyboard.start())
    #expect(state.snapshot.isVisible)
    #expect(state.snapshot.height == 216)
    #expect(state.snapshot.frame == KeyboardOptions.iPhoneShow.endFrame)
    center.post(.willHide, .iPhoneHide)
    #expect(!state.snapshot.isVisible)
  }

  @Test func startsHiddenAndFollowsTheObserversTransitions() {
    let keyboard = KeyboardObserver(center: center)
    keyboard.screen = .iPhonePortrait
    let state = Follower(observer: keyboard.start())
    #expect(!state.snapshot.isVisible)
    #expect(state.snapshot.height == 0)
    #expect(state.snapshot.frame == .zero)
    #expect(state.snapshot.dockState == .hidden)
    #expect(state.snapshot.options == nil)
    #expect(center.registeredEvents == Set(KeyboardEvent.allCases))

    center.post(.willShow, .iPhoneShow)
    #expect(state.snapshot.isVisible)
    #expect(state.snapshot.height == 216)
    #expect(state.snapshot.frame == KeyboardOptions.iPhoneShow.endFrame)
    #expect(state.snapshot.dockState == .docked)
    #expect(state.snapshot.options == .iPhoneShow)

    center.post(.willHide, .iPhoneHide)
    #expect(!state.snapshot.isVisible)
    #expect(state.snapshot.height == 0)
    #expect(state.snapshot.dockState == .hidden)
    #expect(state.snapshot.options == .iPhoneHide)
  }

  @Test func aFloatingKeyboardIsHiddenButFloating() {
    let keyboard = KeyboardObserver(center: center)
    keyboard.screen = .iPadPortrait
    let state = Follower(observer: keyboard.start())
    let docked = KeyboardOptions(endFrame: CGRect(x: 0, y: 760, width: 768, height: 264))
    let floating = KeyboardOptions(endFrame: CGRect(x: 224, y: 700, width: 320, height: 250))
    center.post(.willShow, docked)
    center.post(.willChangeFrame, floating)
    #expect(!state.snapshot.isVisible)
    #expect(state.snapshot.dockState == .floating)
    #expect(state.snapshot.frame == floating.endFrame)
  }

  @Test func withoutAScreenAVisibleKeyboardCountsAsDocked() {
    let state = Follower(center: center)
    #expect(state.observer.isObserving)
    center.post(.willShow, .iPhoneShow)
    #expect(state.snapshot.dockState == .docked)
    #expect(state.snapshot.height == 216)
  }

  @Test func startsFromWhatTheObserverKnows() {
    let keyboard = KeyboardObserver(center: center).onAppear { _ in }.start()
    center.post(.willShow, .iPhoneShow)
    let state = Follower(observer: keyboard)
    #expect(state.snapshot.isVisible)
    #expect(state.snapshot.height == 216)
  }

  @Test func changesAtTransitionsOnly() {
    let state = Follower(center: center)
    center.post(.didShow, .iPhoneShow)
    #expect(state.transitions == 0, "no transition, no change")
    center.post(.willShow, .iPhoneShow)
    #expect(state.transitions == 1)
  }

  @Test func holdsTheSnapshotEveryOtherFollowerHolds() {
    // One reduction for KeyboardState, ObservableKeyboard and SwiftUI's environment.
    let keyboard = KeyboardObserver(center: center)
    keyboard.screen = .iPhonePortrait
    var snapshot = KeyboardSnapshot()
    let listener = RecordingListener(transitions: true)
    listener.transitionTaken = { snapshot.update(with: $0, screen: $1) }
    keyboard.addListener(listener)
    let state = Follower(observer: keyboard.start())
    center.post(.willShow, .iPhoneShow)
    #expect(state.snapshot == snapshot)
    #expect(state.snapshot.height == 216)
    center.post(.willHide, .iPhoneHide)
    #expect(state.snapshot == snapshot)
    #expect(!state.snapshot.isVisible)
  }

  @Test func aStateThatGoesAwayIsDroppedByItsObserver() {
    let keyboard = KeyboardObserver(center: center).start()
    do {
      let state = Follower(observer: keyboard)
      _ = state
    }
    #expect(keyboard.stateListenerCount == 0, "a listener that went is not listed")
    #expect(keyboard.transitionStage.isFollowing, "not told yet")
    center.post(.willShow, .iPhoneShow)
    #expect(!keyboard.transitionStage.isFollowing, "nothing listens: it lets go of the center")
  }

  @Test func aStateCreatedWhileAnotherGoesAwayIsKept() {
    let keyboard = KeyboardObserver(center: center).start()
    var later: Follower?
    do {
      let gone = Follower(observer: keyboard)
      _ = gone
    }
    // An internal listener that, while transitions are handed out, creates a new state.
    let creator = RecordingListener(transitions: true)
    creator.transitionTaken = { [weak keyboard] _, _ in
      guard let keyboard else { return }
      if later == nil { later = Follower(observer: keyboard) }
    }
    keyboard.addListener(creator)
    center.post(.willShow, .iPhoneShow)
    #expect(
      keyboard.stateListenerCount == 2, "the gone state removed, the creator and the new one kept")
    center.post(.willHide, .iPhoneHide)
    #expect(later?.snapshot.isVisible == false)
    center.post(.willShow, .iPhoneShow)
    #expect(later?.snapshot.height == 216)
  }
}

extension KeyboardObserver {
  /// How many state listeners (followers and other package listeners) the list holds.
  fileprivate var stateListenerCount: Int {
    transitionStage.packageListeners.count
  }
}

extension KeyboardSnapshotObserverTests {
  // MARK: Coverage of the snapshot it holds

  @Test func coversTheViewOnTheObserversScreen() {
    let keyboard = KeyboardObserver(center: center)
    keyboard.screen = KeyboardSnapshotTests.faceIDPhone
    let state = Follower(observer: keyboard.start())
    #expect(state.snapshot.coverage(of: KeyboardSnapshotTests.faceIDPhone, safeAreaBottom: 34) == 0)

    center.post(.willShow, KeyboardSnapshotTests.shown)
    // 336 pt keyboard over a full-screen view with a 34 pt safe area: 336 − 34 = 302.
    #expect(state.snapshot.height == 336)
    #expect(
      state.snapshot.coverage(of: KeyboardSnapshotTests.faceIDPhone, safeAreaBottom: 34) == 302)
    let placement = ScreenPlacement(
      frame: KeyboardSnapshotTests.faceIDPhone, screen: KeyboardSnapshotTests.faceIDPhone,
      safeAreaBottom: 34)
    #expect(state.snapshot.coverage(of: placement) == 302)
    #expect(state.snapshot.coverage(of: nil) == 0)

    center.post(.willHide, KeyboardSnapshotTests.hidden)
    #expect(state.snapshot.coverage(of: KeyboardSnapshotTests.faceIDPhone, safeAreaBottom: 34) == 0)
    #expect(state.snapshot.coverage(of: placement) == 0)
  }

  @Test func aFloatingKeyboardCoversNothing() {
    let keyboard = KeyboardObserver(center: center)
    keyboard.screen = .iPadPortrait
    let state = Follower(observer: keyboard.start())
    center.post(.willShow, KeyboardOptions(endFrame: CGRect(x: 0, y: 760, width: 768, height: 264)))
    // Docked: 1024 − 760 = 264.
    #expect(state.snapshot.coverage(of: .iPadPortrait) == 264)
    center.post(
      .willChangeFrame, KeyboardOptions(endFrame: CGRect(x: 224, y: 700, width: 320, height: 250)))
    #expect(state.snapshot.coverage(of: .iPadPortrait) == 0)
  }

  @Test func withoutAScreenAVisibleKeyboardCoversBelowItsTop() {
    let state = Follower(center: center)
    center.post(.willShow, KeyboardSnapshotTests.shown)
    // No screen: the end frame's top, 508, is the keyboard's top. A view from 600 to 844 (244 tall)
    // is covered all the way: 244; a full-screen view with a 34 pt safe area: 844 − 508 − 34 = 302.
    #expect(state.snapshot.coverage(of: CGRect(x: 0, y: 600, width: 390, height: 244)) == 244)
    #expect(
      state.snapshot.coverage(of: KeyboardSnapshotTests.faceIDPhone, safeAreaBottom: 34) == 302)
  }
}

extension KeyboardSnapshotObserverTests {
  // MARK: The motion, frame by frame

  /// An observer of the center on a Face ID iPhone (390 x 844), whose show is 336 pt of curve 7.
  func faceIDObserver() -> KeyboardObserver {
    let keyboard = KeyboardObserver(center: center)
    keyboard.screen = KeyboardSnapshotTests.faceIDPhone
    return keyboard
  }

  @Test func theMotionFollowsEveryFrameAndTheSnapshotOnlyTheTransition() {
    let keyboard = faceIDObserver()
    let state = Follower(observer: keyboard.start())
    #expect(state.motion.phase == .settled)
    #expect(state.motion.height == 0)

    center.post(.willShow, KeyboardSnapshotTests.shown.animated(0.25))
    #expect(state.snapshot.height == 336, "the snapshot takes the end at once")
    #expect(state.motion.phase == .showing)
    #expect(state.motion.height == 0, "the motion starts where the keyboard is")

    // The display link's first frame after the notification shows the keyboard at its start.
    keyboard.follow(KeyboardSample(time: 0.016, keyboardTop: 844))
    keyboard.follow(KeyboardSample(time: 0.1, keyboardTop: 600))
    // 844 − 600 = 244 pt, 244 / 336 of the way up.
    #expect(state.motion.phase == .showing)
    #expect(state.motion.height == 244)
    #expect(state.motion.progress == CGFloat(244) / 336)
    #expect(state.motion.keyboardTop == 600)
    #expect(state.snapshot.height == 336)

    keyboard.follow(KeyboardSample(time: 0.5, keyboardTop: 508))
    #expect(state.motion.phase == .settled)
    #expect(state.motion.height == 336)
    #expect(state.motion.progress == 1)
  }

  @Test func aFrameChangesTheMotionAloneForObservation() {
    let keyboard = faceIDObserver()
    let state = Follower(observer: keyboard.start())
    center.post(.willShow, KeyboardSnapshotTests.shown.animated(0.25))
    let transitions = state.transitions
    // The display link's first frame after the notification shows the keyboard at its start.
    keyboard.follow(KeyboardSample(time: 0.016, keyboardTop: 844))
    keyboard.follow(KeyboardSample(time: 0.1, keyboardTop: 600))
    #expect(state.moves > 0)
    #expect(state.transitions == transitions, "a view that reads only the snapshot does not follow")
  }

  @Test func startsFromTheObserversMotion() {
    let keyboard = faceIDObserver().start()
    let first = Follower(observer: keyboard)
    center.post(.willShow, KeyboardSnapshotTests.shown.animated(0.25))
    // The display link's first frame after the notification shows the keyboard at its start.
    keyboard.follow(KeyboardSample(time: 0.016, keyboardTop: 844))
    keyboard.follow(KeyboardSample(time: 0.1, keyboardTop: 600))
    let second = Follower(observer: keyboard)
    #expect(second.motion == first.motion)
    #expect(second.motion.height == 244)
  }

  @Test func aStateThatGoesAwayStopsFollowingTheMotion() {
    let keyboard = faceIDObserver().start()
    do {
      let state = Follower(observer: keyboard)
      _ = state
    }
    #expect(keyboard.motionStage.isFollowing, "not told yet")
    #expect(keyboard.motionStage.packageListeners.isEmpty)
    center.post(.willShow, KeyboardSnapshotTests.shown.animated(0.25))
    #expect(!keyboard.motionStage.isFollowing, "nothing listens: it lets go of the center")
  }
}

extension KeyboardOptions {
  /// These options with an animation of `duration` seconds on the keyboard's curve 7.
  fileprivate func animated(_ duration: TimeInterval) -> KeyboardOptions {
    KeyboardOptions(
      startFrame: startFrame, endFrame: endFrame, animationDuration: duration,
      animationCurve: .keyboard)
  }
}
