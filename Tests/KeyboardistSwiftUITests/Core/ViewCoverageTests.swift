import Foundation
import KeyboardistObserver
import KeyboardistTestSupport
import Testing

@testable import KeyboardistSwiftUI

@Suite struct ViewCoverageTests {
  typealias Measurement = ViewCoverage.Measurement
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
    #expect(view.keyboardChanged(to: hidden, onScreen: nil) == nil, "not measured yet")
    #expect(view.measure(Self.safeView, onScreen: nil, keyboard: hidden) == 0, "the first")
    #expect(view.measure(Self.safeView, onScreen: nil, keyboard: hidden) == nil, "unchanged")

    let up = Self.keyboard([(.willShow, Self.shown)])
    // The safe view ends at 810, the keyboard's top is at 508: 302.
    #expect(view.keyboardChanged(to: up, onScreen: nil) == 302)
    #expect(view.keyboardChanged(to: up, onScreen: nil) == nil)
    #expect(view.coverage == 302)

    let down = Self.keyboard([(.willShow, Self.shown), (.willHide, Self.hidden)])
    #expect(view.keyboardChanged(to: down, onScreen: nil) == 0)
  }

  @Test func aViewThatSwiftUIAlreadyMovedIsCoveredByNothing() {
    // SwiftUI's own avoidance shrank the view to end at the keyboard's top (508): nothing is left
    // to do, whatever SwiftUI now reports as its safe area.
    var view = ViewCoverage()
    let up = Self.keyboard([(.willShow, Self.shown)])
    _ = view.measure(Self.safeView, onScreen: nil, keyboard: up)
    let avoided = Measurement(
      frameInWindow: CGRect(x: 0, y: 47, width: 390, height: 461), safeAreaBottom: 0)
    #expect(view.measure(avoided, onScreen: nil, keyboard: up) == 0)
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
    #expect(view.measure(measured, onScreen: onScreen, keyboard: up) == 264)
    let movedUp = ScreenPlacement(
      frame: CGRect(x: 300, y: 0, width: 700, height: 400), screen: screen, safeAreaBottom: 0)
    #expect(view.keyboardChanged(to: up, onScreen: movedUp) == 0)
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
