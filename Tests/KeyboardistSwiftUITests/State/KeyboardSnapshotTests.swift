import Foundation
import KeyboardistObserver
import KeyboardistTestSupport
import Testing

@testable import KeyboardistSwiftUI

@Suite struct KeyboardSnapshotTests {
  static let docked = KeyboardOptions(endFrame: CGRect(x: 0, y: 760, width: 768, height: 264))
  static let floating = KeyboardOptions(endFrame: CGRect(x: 224, y: 700, width: 320, height: 250))

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
}
