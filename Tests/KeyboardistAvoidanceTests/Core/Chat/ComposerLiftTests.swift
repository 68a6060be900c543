import Foundation
import KeyboardistObserver
import Testing

@testable import KeyboardistAvoidance

/// The list under a SwiftUI composer on an iPhone 16 (393 × 852 pt, a 336 pt keyboard, a 34 pt
/// bottom safe area) with a 52 pt composer, SwiftUI applying each inset at the layout after the
/// frame's callback, as it does: where the content ends against the composer's top.
@Suite struct ComposerLiftTests {
  /// A SwiftUI list: its offset, and the inset SwiftUI has laid it out with.
  struct List {
    var offset: CGFloat = 0
    var contentHeight: CGFloat = 2000
    /// The inset SwiftUI applied: the safe area (34) plus the composer and the coverage.
    var applied: CGFloat = 34
    var isTouched = false
    var lift = ComposerLift()

    var scroll: KeyboardMotionInset.Scroll {
      KeyboardMotionInset.Scroll(
        offset: offset, height: 852, contentHeight: contentHeight, insetTop: 59,
        insetBottom: applied, isTouched: isTouched)
    }

    /// The offset that shows the end once SwiftUI has applied `applied`.
    var end: CGFloat { max(-59, contentHeight + applied - 852) }

    /// The bottom of the content on the screen.
    var contentEnd: CGFloat { contentHeight - offset }

    /// SwiftUI lays the list out with the composer, then the composer is measured.
    mutating func appear(composer: CGFloat, lifting lift: KeyboardContentLift) {
      applied = 34 + composer
      offset = end
      _ = self.lift.composerResized(to: composer, scroll: scroll, lift: lift)
    }

    /// One keyboard frame: the callback, then SwiftUI's layout with the new coverage.
    mutating func frame(
      coverage: CGFloat, composer: CGFloat = 52, phase: KeyboardMotion.Phase = .showing,
      lifting lift: KeyboardContentLift
    ) {
      let motion = KeyboardMotion(time: 0, phase: phase, height: coverage + 34, progress: 0.5)
      if let new = self.lift.keyboardCovers(coverage, motion: motion, scroll: scroll, lift: lift) {
        offset = new
      }
      applied = 34 + composer + coverage
    }
  }

  /// Coverages of a show, 0 up to 302 (336 − 34), and back down.
  static let show: [CGFloat] = [0, 40, 120, 210, 270, 295, 302]

  @Test(arguments: [KeyboardContentLift.always, .whenAtEnd])
  func atItsEndTheNewestMessageStaysOnTheComposerAtEveryFrame(lift: KeyboardContentLift) {
    var list = List()
    list.appear(composer: 52, lifting: lift)
    #expect(list.contentEnd == 766)  // 852 − 34 − 52
    for coverage in Self.show + Self.show.reversed() {
      list.frame(coverage: coverage, lifting: lift)
      // The composer's top, once SwiftUI has laid this frame out.
      #expect(list.contentEnd == 852 - list.applied)
    }
  }

  @Test func neverLeavesTheContentWhereItIs() {
    var list = List()
    list.appear(composer: 52, lifting: .never)
    let start = list.offset
    for coverage in Self.show { list.frame(coverage: coverage, lifting: .never) }
    #expect(list.offset == start)
  }

  @Test func whenAtEndLeavesAListInItsHistoryAlone() {
    var list = List()
    list.appear(composer: 52, lifting: .whenAtEnd)
    list.offset = 300
    for coverage in Self.show { list.frame(coverage: coverage, lifting: .whenAtEnd) }
    #expect(list.offset == 300)
  }

  @Test func alwaysLiftsAListInItsHistoryByTheCoverage() {
    var list = List()
    list.appear(composer: 52, lifting: .always)
    list.offset = 300
    for coverage in Self.show { list.frame(coverage: coverage, lifting: .always) }
    #expect(list.offset == 602)
  }

  @Test(arguments: [false, true])
  func aGrowingComposerLiftsTheEndWhetherSwiftUIHasAppliedItOrNot(isApplied: Bool) {
    // The composer grows from 52 to 90 with the keyboard up; SwiftUI may have laid the list out
    // with the new height before the composer is measured, or after.
    var list = List()
    list.appear(composer: 52, lifting: .whenAtEnd)
    for coverage in Self.show { list.frame(coverage: coverage, lifting: .whenAtEnd) }
    if isApplied { list.applied = 34 + 90 + 302 }
    if let new = list.lift.composerResized(to: 90, scroll: list.scroll, lift: .whenAtEnd) {
      list.offset = new
    }
    list.applied = 34 + 90 + 302
    #expect(list.contentEnd == 426)  // 852 − 34 − 90 − 302
  }

  @Test func theFingerDecidesDuringADrag() {
    var list = List()
    list.appear(composer: 52, lifting: .always)
    for coverage in Self.show { list.frame(coverage: coverage, lifting: .always) }
    let shown = list.offset
    list.isTouched = true
    for coverage: CGFloat in [280, 240, 200] {
      list.frame(coverage: coverage, phase: .dragging, lifting: .always)
    }
    #expect(list.offset == shown)
    // Let go: the keyboard goes and the content is only kept in bounds, never lifted down.
    list.isTouched = false
    for coverage: CGFloat in [120, 0] {
      list.frame(coverage: coverage, phase: .completingDrag, lifting: .always)
    }
    #expect(list.offset == list.end)
  }

  @Test func beforeTheComposerIsMeasuredNothingMoves() {
    var lift = ComposerLift()
    let motion = KeyboardMotion(time: 0, phase: .showing, height: 100, progress: 0.3)
    let scroll = KeyboardMotionInset.Scroll(
      offset: 100, height: 852, contentHeight: 2000, insetTop: 59, insetBottom: 34,
      isTouched: false)
    #expect(lift.keyboardCovers(66, motion: motion, scroll: scroll, lift: .always) == nil)
    #expect(lift.added == 66)
    #expect(lift.keyboardCovers(.nan, motion: motion, scroll: nil, lift: .always) == nil)
    #expect(lift.added == 0)
  }

  /// The scroll view behind a SwiftUI list: as wide as the list, ending at its bottom, starting
  /// at or below its top (a header above it); a sibling that ends elsewhere, or is narrower, is
  /// not the list's.
  @Test func theListsScrollViewIsTheOneThatFillsItsWidthToItsBottom() {
    let list = CGRect(x: 0, y: 0, width: 393, height: 800)
    #expect(ComposerLift.showsList(list, in: list))
    #expect(ComposerLift.showsList(CGRect(x: 0, y: 120, width: 393, height: 680), in: list))
    #expect(ComposerLift.showsList(CGRect(x: 0.4, y: 0, width: 393, height: 800.3), in: list))
    #expect(!ComposerLift.showsList(CGRect(x: 0, y: 0, width: 393, height: 700), in: list))
    #expect(!ComposerLift.showsList(CGRect(x: 16, y: 0, width: 361, height: 800), in: list))
    #expect(!ComposerLift.showsList(CGRect(x: 0, y: -50, width: 393, height: 850), in: list))
  }
}
