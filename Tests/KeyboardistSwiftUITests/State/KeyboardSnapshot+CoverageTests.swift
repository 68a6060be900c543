import Foundation
import KeyboardistObserver
import KeyboardistTestSupport
import Testing

@testable import KeyboardistSwiftUI

@Suite struct KeyboardSnapshotCoverageTests {
  static let faceIDPhone = CGRect(x: 0, y: 0, width: 390, height: 844)
  static let shown = KeyboardOptions(endFrame: CGRect(x: 0, y: 508, width: 390, height: 336))
  static let hidden = KeyboardOptions(endFrame: CGRect(x: 0, y: 844, width: 390, height: 336))

  static func snapshot(_ steps: [(KeyboardEvent, KeyboardOptions)], screen: CGRect?)
    -> KeyboardSnapshot
  {
    KeyboardSnapshotTests.snapshot(after: steps, screen: screen)
  }

  @Test func coversAFullScreenViewBeyondItsSafeArea() {
    let snapshot = Self.snapshot([(.willShow, Self.shown)], screen: Self.faceIDPhone)
    // 336 pt keyboard over a full-screen view with a 34 pt home indicator area: 336 − 34 = 302.
    #expect(snapshot.coverage(of: Self.faceIDPhone, safeAreaBottom: 34) == 302)
    // A view inside the safe area (47 to 810): 810 − 508 = 302, with no safe area of its own.
    #expect(snapshot.coverage(of: CGRect(x: 0, y: 47, width: 390, height: 763)) == 302)
    let placement = ScreenPlacement(
      frame: Self.faceIDPhone, screen: Self.faceIDPhone, safeAreaBottom: 34)
    #expect(snapshot.coverage(of: placement) == 302)
    #expect(snapshot.coverage(of: nil) == 0, "a view in no window")
  }

  @Test func hiddenAndFloatingKeyboardsCoverNothing() {
    let hidden = Self.snapshot(
      [(.willShow, Self.shown), (.willHide, Self.hidden)], screen: Self.faceIDPhone)
    #expect(hidden.coverage(of: Self.faceIDPhone, safeAreaBottom: 34) == 0)
    #expect(KeyboardSnapshot().coverage(of: Self.faceIDPhone) == 0)
    let floating = Self.snapshot(
      [
        (.willShow, KeyboardOptions(endFrame: CGRect(x: 0, y: 760, width: 768, height: 264))),
        (
          .willChangeFrame,
          KeyboardOptions(endFrame: CGRect(x: 224, y: 700, width: 320, height: 250))
        ),
      ], screen: .iPadPortrait)
    #expect(floating.coverage(of: .iPadPortrait) == 0)
  }

  @Test func aHardwareKeyboardCoversItsBarOnly() {
    // iPad Pro 11": a 313 pt frame of which the 55 pt shortcut bar is on screen (1194 − 55 = 1139).
    let screen = CGRect(x: 0, y: 0, width: 834, height: 1194)
    let bar = KeyboardOptions(endFrame: CGRect(x: 0, y: 1139, width: 834, height: 313))
    let snapshot = Self.snapshot([(.willShow, bar)], screen: screen)
    #expect(snapshot.height == 55)
    // Full screen with a 20 pt home indicator area: 55 − 20 = 35.
    #expect(snapshot.coverage(of: screen, safeAreaBottom: 20) == 35)
  }

  @Test func withoutAScreenTheEndFramesTopBounds() {
    let snapshot = Self.snapshot([(.willShow, Self.shown)], screen: nil)
    // The end frame's top, 508: a view from 600 to 844 (244 tall) is covered all the way.
    #expect(snapshot.coverage(of: CGRect(x: 0, y: 600, width: 390, height: 244)) == 244)
    #expect(snapshot.coverage(of: Self.faceIDPhone, safeAreaBottom: 34) == 302)
  }
}
