import Foundation
import KeyboardistTestSupport
import Testing

@testable import KeyboardistObserver

@Suite struct ViewCoverageTests {
  typealias Measurement = ViewCoverage.Measurement
  typealias Change = ViewCoverage.Change
  static let faceIDPhone = CGRect(x: 0, y: 0, width: 390, height: 844)
  static let shown = KeyboardOptions(endFrame: CGRect(x: 0, y: 508, width: 390, height: 336))
  static let hidden = KeyboardOptions(endFrame: CGRect(x: 0, y: 844, width: 390, height: 336))
  /// A view inside the safe area of a Face ID iPhone: from the status bar (47) to the home
  /// indicator area (844 − 34 = 810).
  static let safeView = Measurement(
    frameInWindow: CGRect(x: 0, y: 47, width: 390, height: 763), safeAreaBottom: 0)

  static func keyboard(_ steps: [(KeyboardEvent, KeyboardOptions)], screen: CGRect? = faceIDPhone)
    -> KeyboardSnapshot
  {
    KeyboardSnapshotTests.snapshot(after: steps, screen: screen)
  }

  @Test func handsOnTheFirstMeasurementThenOnlyChanges() {
    var view = ViewCoverage()
    let hidden = KeyboardSnapshot()
    #expect(view.keyboardChanged(to: hidden, onScreen: nil, motion: nil) == nil, "not measured")
    #expect(
      view.measure(Self.safeView, onScreen: nil, keyboard: hidden, motion: nil)
        == Change(coverage: 0), "the first, at once")
    #expect(
      view.measure(Self.safeView, onScreen: nil, keyboard: hidden, motion: nil) == nil,
      "unchanged")

    let up = Self.keyboard([(.willShow, Self.shown)])
    // The safe view ends at 810, the keyboard's top is at 508: 302.
    #expect(view.keyboardChanged(to: up, onScreen: nil, motion: nil)?.coverage == 302)
    #expect(view.keyboardChanged(to: up, onScreen: nil, motion: nil) == nil)
    #expect(view.coverage == 302)

    let down = Self.keyboard([(.willShow, Self.shown), (.willHide, Self.hidden)])
    #expect(view.keyboardChanged(to: down, onScreen: nil, motion: nil)?.coverage == 0)
  }

  @Test func aViewThatSwiftUIAlreadyMovedIsCoveredByNothing() {
    // SwiftUI's own avoidance shrank the view to end at the keyboard's top (508): nothing is left
    // to do, whatever SwiftUI now reports as its safe area.
    var view = ViewCoverage()
    let up = Self.keyboard([(.willShow, Self.shown)])
    _ = view.measure(Self.safeView, onScreen: nil, keyboard: up, motion: nil)
    let avoided = Measurement(
      frameInWindow: CGRect(x: 0, y: 47, width: 390, height: 461), safeAreaBottom: 0)
    #expect(view.measure(avoided, onScreen: nil, keyboard: up, motion: nil)?.coverage == 0)
  }

  @Test func theSafeAreaComesFromSwiftUIAndIsCountedOnce() {
    // A full-bleed view (0 to 844) with SwiftUI's 34 pt container safe area: 336 − 34 = 302, even
    // when the UIKit view behind it reports another safe area.
    let up = Self.keyboard([(.willShow, Self.shown)])
    let fullBleed = Measurement(frameInWindow: Self.faceIDPhone, safeAreaBottom: 34)
    let onScreen = ScreenPlacement(
      frame: Self.faceIDPhone, screen: Self.faceIDPhone, safeAreaBottom: 0)
    #expect(
      ViewCoverage.coverage(of: fullBleed, onScreen: onScreen, keyboard: up) == 302)
    #expect(ViewCoverage.coverage(of: fullBleed, onScreen: nil, keyboard: up) == 302)
  }

  @Test func theFrameOnScreenWinsOverTheFrameInTheWindow() {
    // iPad Pro 11" landscape (1194 x 834), 398 pt keyboard: its top is at 834 − 398 = 436. A Stage
    // Manager window whose top is at 200 on screen: its view measures 0 to 500 in its window (so
    // SwiftUI's .global frame alone would say 500 − 436 = 64), but sits at 200 to 700 on screen:
    // 700 − 436 = 264.
    let screen = CGRect(x: 0, y: 0, width: 1194, height: 834)
    let keyboardUp = KeyboardOptions(endFrame: CGRect(x: 0, y: 436, width: 1194, height: 398))
    let up = Self.keyboard([(.willShow, keyboardUp)], screen: screen)
    let measured = Measurement(
      frameInWindow: CGRect(x: 0, y: 0, width: 700, height: 500), safeAreaBottom: 0)
    let onScreen = ScreenPlacement(
      frame: CGRect(x: 300, y: 200, width: 700, height: 500), screen: screen, safeAreaBottom: 0)
    #expect(ViewCoverage.coverage(of: measured, onScreen: nil, keyboard: up) == 64)
    #expect(ViewCoverage.coverage(of: measured, onScreen: onScreen, keyboard: up) == 264)
    // The same window moved up to end above the keyboard's top (0 to 400 on screen): nothing.
    var view = ViewCoverage()
    #expect(view.measure(measured, onScreen: onScreen, keyboard: up, motion: nil)?.coverage == 264)
    let movedUp = ScreenPlacement(
      frame: CGRect(x: 300, y: 0, width: 700, height: 400), screen: screen, safeAreaBottom: 0)
    #expect(view.keyboardChanged(to: up, onScreen: movedUp, motion: nil)?.coverage == 0)
  }

  @Test func aFormSheetThatEndsAboveTheKeyboardIsCoveredByNothing() {
    // iPad portrait (768 x 1024), 264 pt keyboard (top at 760): a form sheet from 212 to 752 on
    // screen ends above it.
    let up = Self.keyboard(
      [(.willShow, KeyboardOptions(endFrame: CGRect(x: 0, y: 760, width: 768, height: 264)))],
      screen: .iPadPortrait)
    let sheet = Measurement(
      frameInWindow: CGRect(x: 0, y: 0, width: 540, height: 540), safeAreaBottom: 0)
    let onScreen = ScreenPlacement(
      frame: CGRect(x: 114, y: 212, width: 540, height: 540), screen: .iPadPortrait,
      safeAreaBottom: 0)
    #expect(ViewCoverage.coverage(of: sheet, onScreen: onScreen, keyboard: up) == 0)
  }

  @Test func aFloatingKeyboardCoversNothingWhereverTheViewIs() {
    let up = Self.keyboard(
      [
        (.willShow, KeyboardOptions(endFrame: CGRect(x: 0, y: 760, width: 768, height: 264))),
        (
          .willChangeFrame,
          KeyboardOptions(endFrame: CGRect(x: 224, y: 700, width: 320, height: 250))
        ),
      ], screen: .iPadPortrait)
    let view = Measurement(frameInWindow: .iPadPortrait, safeAreaBottom: 20)
    let onScreen = ScreenPlacement(frame: .iPadPortrait, screen: .iPadPortrait, safeAreaBottom: 20)
    #expect(ViewCoverage.coverage(of: view, onScreen: onScreen, keyboard: up) == 0)
    #expect(ViewCoverage.coverage(of: view, onScreen: nil, keyboard: up) == 0)
  }
}

extension ViewCoverageTests {
  // MARK: Frames and notifications

  /// A full-bleed view on a Face ID iPhone (0 to 844) with SwiftUI's 34 pt container safe area, in
  /// a window that fills the screen.
  static let fullBleed = Measurement(frameInWindow: faceIDPhone, safeAreaBottom: 34)
  static let fullBleedOnScreen = ScreenPlacement(
    frame: faceIDPhone, screen: faceIDPhone, safeAreaBottom: 0)

  /// The keyboard's motion in one frame on the Face ID iPhone: its top is 844 − height.
  static func motion(_ phase: KeyboardMotion.Phase, height: CGFloat) -> KeyboardMotion {
    KeyboardMotion(
      time: 0, phase: phase, height: height, progress: height / 336, keyboardTop: 844 - height)
  }

  @Test func withoutFramesATransitionMovesTheViewWithTheKeyboardsAnimation() throws {
    var view = ViewCoverage()
    let show = KeyboardOptions(
      endFrame: Self.shown.endFrame, animationDuration: 0.25, animationCurve: .keyboard)
    let up = Self.keyboard([(.willShow, show)])
    _ = view.measure(
      Self.fullBleed, onScreen: Self.fullBleedOnScreen, keyboard: KeyboardSnapshot(), motion: nil)
    // 336 − 34 = 302, moved with the show's animation: 0.25 s of curve 7, the keyboard's spring.
    let changed = view.keyboardChanged(to: up, onScreen: Self.fullBleedOnScreen, motion: nil)
    let change = try #require(changed)
    #expect(change.coverage == 302)
    #expect(change.animation == KeyboardAnimation(timing: .spring(.keyboard), duration: 0.25))
    // The motion a notification hands out without frames marks the animation's start or end: it
    // moves nothing.
    #expect(view.keyboardMoved(to: Self.motion(.showing, height: 0), isReadingFrames: false) == nil)
    #expect(view.coverage == 302)
  }

  @Test func aTransitionThatDoesNotAnimateMovesTheViewAtOnce() throws {
    // An observer that learns the keyboard is up hands out an appear of 0 s: nothing to animate.
    var view = ViewCoverage()
    let up = Self.keyboard([(.willShow, Self.shown)])
    _ = view.measure(Self.fullBleed, onScreen: nil, keyboard: KeyboardSnapshot(), motion: nil)
    #expect(view.keyboardChanged(to: up, onScreen: nil, motion: nil) == Change(coverage: 302))
  }

  @Test func withFramesEveryFrameMovesTheViewAtOnceAndTheTransitionNothing() {
    var view = ViewCoverage()
    let settledHidden = Self.motion(.settled, height: 0)
    #expect(
      view.measure(
        Self.fullBleed, onScreen: Self.fullBleedOnScreen, keyboard: KeyboardSnapshot(),
        motion: settledHidden) == Change(coverage: 0))
    // The show's transition comes before its first frame: the keyboard is still hidden.
    let up = Self.keyboard([(.willShow, Self.shown)])
    #expect(
      view.keyboardChanged(to: up, onScreen: Self.fullBleedOnScreen, motion: settledHidden) == nil)
    #expect(view.keyboardMoved(to: Self.motion(.showing, height: 0), isReadingFrames: true) == nil)
    // Frames on the way up: 20 pt is inside the 34 pt safe area; 200 − 34 = 166; 336 − 34 = 302.
    let frames: [(KeyboardMotion.Phase, CGFloat, Change?)] = [
      (.showing, 20, nil),
      (.showing, 200, Change(coverage: 166)),
      (.settled, 336, Change(coverage: 302)),
      // The user drags it down and lets go; it goes.
      (.dragging, 300, Change(coverage: 266)),
      (.dragging, 150, Change(coverage: 116)),
      (.completingDrag, 90, Change(coverage: 56)),
      (.completingDrag, 30, Change(coverage: 0)),
      (.settled, 0, nil),
    ]
    for (phase, height, expected) in frames {
      #expect(
        view.keyboardMoved(to: Self.motion(phase, height: height), isReadingFrames: true)
          == expected, "\(phase) at \(height) pt")
    }
    // The hide's transition, when frames come, leaves the view where its frames put it.
    let down = Self.keyboard([(.willShow, Self.shown), (.willHide, Self.hidden)])
    #expect(
      view.keyboardChanged(
        to: down, onScreen: Self.fullBleedOnScreen, motion: Self.motion(.settled, height: 0))
        == nil)
  }

  @Test func withFramesAMeasurementIsMadeAgainstTheMotionNotTheSnapshot() {
    // Mid-drag the snapshot still says 336 pt (UIKit posts nothing during a drag); the motion
    // says 150: a view laid out again then is measured where the keyboard is.
    var view = ViewCoverage()
    let up = Self.keyboard([(.willShow, Self.shown)])
    let dragged = Self.motion(.dragging, height: 150)
    #expect(
      view.measure(Self.fullBleed, onScreen: Self.fullBleedOnScreen, keyboard: up, motion: dragged)
        == Change(coverage: 116))
    #expect(
      view.measure(Self.fullBleed, onScreen: Self.fullBleedOnScreen, keyboard: up, motion: nil)
        == Change(coverage: 302))
  }

  @Test func framesAreMeasuredWhereTheViewWasLastReadOnItsScreen() {
    // The Stage Manager window of an iPad Pro 11" landscape (1194 x 834): its view measures 0 to
    // 500 in its window, 200 to 700 on screen. The keyboard at 398 pt has its top at 436: 264 of
    // the view on screen, where the window alone would say 64.
    let screen = CGRect(x: 0, y: 0, width: 1194, height: 834)
    let measured = Measurement(
      frameInWindow: CGRect(x: 0, y: 0, width: 700, height: 500), safeAreaBottom: 0)
    let onScreen = ScreenPlacement(
      frame: CGRect(x: 300, y: 200, width: 700, height: 500), screen: screen, safeAreaBottom: 0)
    let hidden = KeyboardMotion(time: 0, phase: .settled, height: 0, progress: 0, keyboardTop: 834)
    let up = KeyboardMotion(time: 1, phase: .settled, height: 398, progress: 1, keyboardTop: 436)
    var view = ViewCoverage()
    _ = view.measure(measured, onScreen: onScreen, keyboard: KeyboardSnapshot(), motion: hidden)
    #expect(view.placement == onScreen)
    #expect(view.keyboardMoved(to: up, isReadingFrames: true) == Change(coverage: 264))
    // The same view in no window: measured in its window, taken to fill the screen.
    var unplaced = ViewCoverage()
    _ = unplaced.measure(measured, onScreen: nil, keyboard: KeyboardSnapshot(), motion: hidden)
    #expect(unplaced.keyboardMoved(to: up, isReadingFrames: true) == Change(coverage: 64))
  }

  @Test func aFrameBeforeTheViewIsMeasuredOrOnAnUnknownScreenMovesNothing() {
    var view = ViewCoverage()
    #expect(
      view.keyboardMoved(to: Self.motion(.showing, height: 200), isReadingFrames: true) == nil)
    _ = view.measure(Self.fullBleed, onScreen: nil, keyboard: KeyboardSnapshot(), motion: nil)
    // A motion without a screen has no top edge: it covers nothing.
    let unknown = KeyboardMotion(time: 0, phase: .showing, height: 200, progress: 0.6)
    #expect(view.keyboardMoved(to: unknown, isReadingFrames: true) == nil)
    #expect(view.coverage == 0)
  }
}
