import Foundation
import KeyboardistObserver
import Testing

/// One frame's motion as a value: what moves, what the finger drives, what a view gives up.
@Suite struct KeyboardMotionTests {
  /// A Face ID iPhone's 336 pt keyboard half-way up: its top at 844 − 168 = 676.
  static let halfway = KeyboardMotion(
    time: 1, phase: .showing, height: 168, progress: 0.5, keyboardTop: 676)

  @Test(arguments: [
    (KeyboardMotion.Phase.settled, false, false),
    (.showing, true, false),
    (.hiding, true, false),
    (.resizing, true, false),
    (.dragging, true, true),
    (.completingDrag, true, true),
    (.cancellingDrag, true, true),
  ])
  func phasesTellWhatMovesAndWhatTheFingerDrives(
    phase: KeyboardMotion.Phase, isMoving: Bool, isInteractive: Bool
  ) {
    var motion = Self.halfway
    motion.phase = phase
    #expect(motion.isMoving == isMoving)
    #expect(motion.isInteractive == isInteractive)
  }

  @Test func coverageIsWhatLiesBelowTheKeyboardsTopLessTheSafeArea() {
    // A full-screen view (0…844) with a 34 pt safe area: 844 − 676 − 34 = 134.
    let screen = CGRect(x: 0, y: 0, width: 390, height: 844)
    #expect(Self.halfway.coverage(of: screen, safeAreaBottom: 34) == 134)
    // A bar from 700 to 800: 100 pt of it lie below 676, all covered.
    #expect(Self.halfway.coverage(of: CGRect(x: 0, y: 700, width: 390, height: 100)) == 100)
    // A view that ends above the keyboard's top: nothing.
    #expect(Self.halfway.coverage(of: CGRect(x: 0, y: 0, width: 390, height: 600)) == 0)
  }

  @Test func aHiddenKeyboardOrAnUnknownTopCoversNothing() {
    let screen = CGRect(x: 0, y: 0, width: 390, height: 844)
    let hidden = KeyboardMotion(time: 0, phase: .settled, height: 0, progress: 0, keyboardTop: 844)
    #expect(hidden.coverage(of: screen) == 0)
    var unknown = Self.halfway
    unknown.keyboardTop = nil
    #expect(unknown.coverage(of: screen) == 0)
  }
}
