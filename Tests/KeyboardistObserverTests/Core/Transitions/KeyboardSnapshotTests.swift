import Foundation
import KeyboardistTestSupport
import Testing

@testable import KeyboardistObserver

@Suite struct KeyboardSnapshotTests {
  static let docked = KeyboardOptions(endFrame: CGRect(x: 0, y: 760, width: 768, height: 264))
  static let floating = KeyboardOptions(endFrame: CGRect(x: 224, y: 700, width: 320, height: 250))
  static let faceIDPhone = CGRect(x: 0, y: 0, width: 390, height: 844)
  static let shown = KeyboardOptions(endFrame: CGRect(x: 0, y: 508, width: 390, height: 336))
  static let hidden = KeyboardOptions(endFrame: CGRect(x: 0, y: 844, width: 390, height: 336))

  /// Feeds notifications through a tracker on `screen` and the snapshot through its transitions.
  static func snapshot(
    after steps: [(KeyboardEvent, KeyboardOptions)], screen: CGRect?
  ) -> KeyboardSnapshot {
    var tracker = KeyboardTracker(screen: screen)
    var snapshot = KeyboardSnapshot()
    for (event, options) in steps {
      if let transition = tracker.update(event, options) {
        snapshot.update(with: transition, screen: screen)
      }
    }
    return snapshot
  }

  @Test func startsHidden() {
    let snapshot = KeyboardSnapshot()
    #expect(!snapshot.isVisible)
    #expect(snapshot.height == 0)
    #expect(snapshot.frame == .zero)
    #expect(snapshot.dockState == .hidden)
    #expect(snapshot.options == nil)
    #expect(snapshot.screen == nil)
  }

  @Test func followsAnAppearAndADisappear() {
    let shown = Self.snapshot(after: [(.willShow, .iPhoneShow)], screen: .iPhonePortrait)
    #expect(shown.isVisible)
    #expect(shown.height == 216)
    #expect(shown.frame == KeyboardOptions.iPhoneShow.endFrame)
    #expect(shown.dockState == .docked)
    #expect(shown.options == .iPhoneShow)
    #expect(shown.screen == .iPhonePortrait)

    let hidden = Self.snapshot(
      after: [(.willShow, .iPhoneShow), (.willHide, .iPhoneHide)], screen: .iPhonePortrait)
    #expect(!hidden.isVisible)
    #expect(hidden.height == 0)
    #expect(hidden.frame == KeyboardOptions.iPhoneHide.endFrame)
    #expect(hidden.dockState == .hidden)
    #expect(hidden.options == .iPhoneHide)
  }

  @Test func aFloatingKeyboardIsNotVisibleButFloating() {
    let snapshot = Self.snapshot(
      after: [(.willShow, Self.docked), (.willChangeFrame, Self.floating)], screen: .iPadPortrait)
    #expect(!snapshot.isVisible)
    #expect(snapshot.height == 0)
    #expect(snapshot.dockState == .floating)
    #expect(snapshot.frame == Self.floating.endFrame)
  }

  @Test func withoutAScreenAVisibleKeyboardCountsAsDocked() {
    let snapshot = Self.snapshot(after: [(.willShow, .iPhoneShow)], screen: nil)
    #expect(snapshot.dockState == .docked)
    #expect(snapshot.height == 216)
    #expect(snapshot.screen == nil)
    let empty = Self.snapshot(after: [(.willShow, .iPhoneShow)], screen: .zero)
    #expect(empty.dockState == .docked, "an empty screen is no screen")
  }

  @Test func equalSnapshotsForEqualTransitions() {
    let one = Self.snapshot(after: [(.willShow, .iPhoneShow)], screen: .iPhonePortrait)
    let two = Self.snapshot(
      after: [(.willShow, .iPhoneShow), (.didShow, .iPhoneShow)], screen: .iPhonePortrait)
    #expect(one == two)
    #expect(one != KeyboardSnapshot())
  }

  // MARK: Coverage

  @Test func coversAFullScreenViewBeyondItsSafeArea() {
    let snapshot = Self.snapshot(after: [(.willShow, Self.shown)], screen: Self.faceIDPhone)
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
      after: [(.willShow, Self.shown), (.willHide, Self.hidden)], screen: Self.faceIDPhone)
    #expect(hidden.coverage(of: Self.faceIDPhone, safeAreaBottom: 34) == 0)
    #expect(KeyboardSnapshot().coverage(of: Self.faceIDPhone) == 0)
    let floating = Self.snapshot(
      after: [
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
    let snapshot = Self.snapshot(after: [(.willShow, bar)], screen: screen)
    #expect(snapshot.height == 55)
    // Full screen with a 20 pt home indicator area: 55 − 20 = 35.
    #expect(snapshot.coverage(of: screen, safeAreaBottom: 20) == 35)
  }

  @Test func withoutAScreenTheEndFramesTopBounds() {
    let snapshot = Self.snapshot(after: [(.willShow, Self.shown)], screen: nil)
    // The end frame's top, 508: a view from 600 to 844 (244 tall) is covered all the way.
    #expect(snapshot.coverage(of: CGRect(x: 0, y: 600, width: 390, height: 244)) == 244)
    #expect(snapshot.coverage(of: Self.faceIDPhone, safeAreaBottom: 34) == 302)
  }
}
