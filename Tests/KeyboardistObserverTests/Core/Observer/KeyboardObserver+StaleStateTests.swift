import Foundation
import KeyboardistObserver
import KeyboardistTestSupport
import Testing

/// The stale-state cases of issue 24, each as the issue states it: state restated in several
/// machines (the tracker, the motion model, the center's keyboard state) must not let an observer
/// break its own documentation.
///
/// Frames are in screen points on a 390 × 844 screen: the keyboard docked at (0, 508, 390, 336),
/// "below" at (0, 844, 390, 336).
@MainActor
@Suite struct KeyboardObserverStaleStateTests {
  let center = NotificationCenter()

  /// The 390 × 844 screen in portrait.
  static let portrait = CGRect(x: 0, y: 0, width: 390, height: 844)
  /// The same screen in landscape, 844 × 390.
  static let landscape = CGRect(x: 0, y: 0, width: 844, height: 390)
  /// The keyboard docked.
  static let docked = CGRect(x: 0, y: 508, width: 390, height: 336)
  /// The keyboard below the screen.
  static let below = CGRect(x: 0, y: 844, width: 390, height: 336)

  /// The keyboard sliding from below to docked with the keyboard's curve 7, in 0.25 s.
  static let show = KeyboardOptions(
    startFrame: below, endFrame: docked, animationDuration: 0.25, animationCurve: .keyboard)
  /// The keyboard sliding from docked to below.
  static let hide = KeyboardOptions(
    startFrame: docked, endFrame: below, animationDuration: 0.25, animationCurve: .keyboard)

  /// An observer of `center` on the 390 × 844 screen that logs its transitions and its motion.
  @MainActor final class Screen {
    let keyboard: KeyboardObserver
    private(set) var transitions: [KeyboardTransition] = []
    private(set) var motions: [KeyboardMotion] = []

    init(center: NotificationCenter, screen: CGRect? = KeyboardObserverStaleStateTests.portrait) {
      keyboard = KeyboardObserver(center: center)
      keyboard.screen = screen
      keyboard
        .onAppear { [unowned self] in transitions.append($0) }
        .onDisappear { [unowned self] in transitions.append($0) }
        .onMove { [unowned self] in motions.append($0) }
    }
  }

  // MARK: - Motion does not catch up

  /// Stopped during the show, the keyboard hides meanwhile: the start hands out one motion, at rest.
  ///
  /// `onMove` promises that "an observer that starts … after the keyboard moved hands out one
  /// motion at rest where the keyboard is now".
  @Test func aHideWhileStoppedDuringTheShowEndsTheMotionAtRestAtZero() {
    let screen = Screen(center: center)
    screen.keyboard.start()
    center.post(.willShow, Self.show)
    // The display link's first frame after the notification shows the keyboard at its start.
    screen.keyboard.follow(KeyboardSample(time: 0.016, keyboardTop: 844))
    screen.keyboard.follow(KeyboardSample(time: 0.1, keyboardTop: 600))
    #expect(screen.motions.last?.height == 244, "one frame of the show")
    screen.keyboard.stop()
    center.post(.willHide, Self.hide)
    center.post(.didHide, Self.hide)
    let before = screen.motions.count
    let kindsBefore = screen.transitions.count
    screen.keyboard.start()

    #expect(screen.transitions.dropFirst(kindsBefore).map(\.kind) == [.disappear])
    let handedOut = Array(screen.motions.dropFirst(before))
    #expect(handedOut.count == 1, "one motion handed out as it starts: \(handedOut)")
    #expect(handedOut.last?.phase == .settled)
    #expect(handedOut.last?.height == 0)
  }

  /// The mirror case: stopped during the show, the show ends (`didShow`) while stopped.
  @Test func aShowThatEndsWhileStoppedEndsTheMotionAtRestAtItsHeight() {
    let screen = Screen(center: center)
    screen.keyboard.start()
    center.post(.willShow, Self.show)
    screen.keyboard.stop()
    center.post(.didShow, Self.show)
    let before = screen.motions.count
    screen.keyboard.start()

    #expect(screen.transitions.map(\.kind) == [.appear], "nothing changed for the transitions")
    let handedOut = Array(screen.motions.dropFirst(before))
    #expect(handedOut.count == 1, "one motion handed out as it starts: \(handedOut)")
    #expect(handedOut.last?.phase == .settled)
    #expect(handedOut.last?.height == 336)
  }

  // MARK: - Motion taller than the screen

  /// A 500 pt keyboard settled on the 844 pt tall screen, which then turns 390 pt tall: no motion
  /// handed out afterwards is taller than the screen, and a new listener is told the height last
  /// handed out (the notifications of the turn bring the new one), so its increments add up.
  @Test func nothingHandedOutIsTallerThanTheScreenAfterItShrinks() {
    let tall = CGRect(x: 0, y: 344, width: 390, height: 500)
    let showTall = KeyboardOptions(
      startFrame: CGRect(x: 0, y: 844, width: 390, height: 500), endFrame: tall,
      animationDuration: 0.25, animationCurve: .keyboard)
    let screen = Screen(center: center)
    screen.keyboard.start()
    center.post(.willShow, showTall)
    center.post(.didShow, showTall)
    #expect(screen.motions.last?.height == 500 && screen.motions.last?.phase == .settled)
    let before = screen.motions.count

    screen.keyboard.screen = Self.landscape
    var told: [KeyboardTransition] = []
    screen.keyboard.onAppear { told.append($0) }
    #expect(told.map(\.kind) == [.appear], "registered while up: told where the keyboard is")
    #expect(told.first?.height == 500, "the height last reported, as the running listeners have it")

    let hideTall = KeyboardOptions(
      startFrame: CGRect(x: 0, y: -110, width: 844, height: 500),
      endFrame: CGRect(x: 0, y: 390, width: 844, height: 500),
      animationDuration: 0.25, animationCurve: .keyboard)
    center.post(.willHide, hideTall)
    center.post(.didHide, hideTall)
    let handedOut = screen.motions.dropFirst(before)
    #expect(!handedOut.isEmpty)
    for motion in handedOut {
      #expect(motion.height <= 390, "\(motion.phase), \(motion.height) pt on a 390 pt screen")
    }
  }

  // MARK: - A late observer misses a keyboard its neighbours see

  /// An observer whose screen is unknown sees the landscape keyboard come up; a new observer
  /// that starts now, its screen unknown too, must know it as well.
  @Test func aLateObserverSeesTheKeyboardItsNeighbourSees() {
    let first = Screen(center: center)
    first.keyboard.start()
    center.post(.didHide, Self.hide)
    first.keyboard.screen = nil  // as the simulator's rotation does
    let landscapeShow = KeyboardOptions(
      startFrame: CGRect(x: 0, y: 390, width: 844, height: 169),
      endFrame: CGRect(x: 0, y: 221, width: 844, height: 169),
      animationDuration: 0.25, animationCurve: .keyboard)
    center.post(.willShow, landscapeShow)
    #expect(first.transitions.map(\.kind) == [.appear])
    #expect(first.transitions.last?.height == 169)

    let late = Screen(center: center, screen: nil)
    late.keyboard.start()
    #expect(late.transitions.map(\.kind) == [.appear], "it knows the keyboard is up")
    #expect(late.transitions.last?.height == 169)
    _ = first
  }

  // MARK: - One filter for transitions and motion

  /// Another app's keyboard counts for the transitions and the motion alike: both with
  /// `ignoresOtherApps = false`, neither with `true`.
  @Test(arguments: [false, true])
  func anotherAppsKeyboardCountsForTransitionsAndMotionAlike(ignoresOtherApps: Bool) {
    let screen = Screen(center: center)
    screen.keyboard.ignoresOtherApps = ignoresOtherApps
    screen.keyboard.start()
    var otherApp = Self.show
    otherApp.belongsToCurrentApp = false
    center.post(.willShow, otherApp)
    center.post(.didShow, otherApp)
    if ignoresOtherApps {
      #expect(screen.transitions.isEmpty)
      #expect(screen.motions.isEmpty)
    } else {
      #expect(screen.transitions.map(\.kind) == [.appear])
      #expect(screen.transitions.last?.height == 336)
      #expect(!screen.motions.isEmpty, "the motion follows the keyboard the transitions follow")
      #expect(screen.motions.last?.height == 336 && screen.motions.last?.phase == .settled)
    }
  }
}
