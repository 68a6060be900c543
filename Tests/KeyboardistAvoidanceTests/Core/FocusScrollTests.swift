import Foundation
import KeyboardistAvoidance
import Testing

@Suite struct FocusScrollTests {
  /// A full-screen scroll view on an iPhone 16 (393 × 852 pt), inside its 59 pt top and 34 pt bottom
  /// safe area, before SwiftUI adds the keyboard to the safe area.
  static let scrollView = FocusScroll.Container(
    frame: CGRect(x: 0, y: 0, width: 393, height: 852), safeAreaTop: 59, safeAreaBottom: 34)
  /// The 336 pt keyboard's coverage of it beyond the home indicator's 34 pt: 302.
  static let coverage: CGFloat = 302

  static func field(y: CGFloat, height: CGFloat = 44) -> CGRect {
    CGRect(x: 16, y: y, width: 361, height: height)
  }

  @Test func aFieldUnderTheKeyboardIsBroughtAboveItByTheDistance() throws {
    // The viewport is 59...818 (759 pt); the keyboard leaves 59...516 visible. The field at
    // 700...744 must land at 516 - 10 - 44 = 462: anchor (462 - 59) / (759 - 44) = 403 / 715.
    let scroll = try #require(
      FocusScroll(
        revealing: Self.field(y: 700), in: Self.scrollView, coverage: Self.coverage, distance: 10))
    #expect(scroll.anchorY == CGFloat(403) / 715)
    // scrollTo puts the field's anchor point on the viewport's: its top at 59 + y × 715 = 462.
    #expect(abs(59 + scroll.anchorY * 715 - 462) < 1e-9)
  }

  @Test func onceTheSafeAreaHoldsTheKeyboardTheSameFieldNeedsNothingMore() {
    // SwiftUI then gives the scroll view a 336 pt bottom safe area and the coverage is 0: the
    // field, now at 462...506, is visible with 10 pt to spare.
    var avoided = Self.scrollView
    avoided.safeAreaBottom = 336
    #expect(
      FocusScroll(revealing: Self.field(y: 462), in: avoided, coverage: 0, distance: 10) == nil)
    // Without scrolling first, the decision there is the same as before it: land at 462.
    let scroll = FocusScroll(revealing: Self.field(y: 700), in: avoided, coverage: 0, distance: 10)
    // The viewport is 59...516 (457 pt): (462 - 59) / (457 - 44) = 403 / 413.
    #expect(scroll?.anchorY == CGFloat(403) / 413)
  }

  @Test func aVisibleFieldStaysWhereItIs() {
    #expect(
      FocusScroll(
        revealing: Self.field(y: 300), in: Self.scrollView, coverage: Self.coverage, distance: 10)
        == nil)
    // 462...506 leaves exactly 10 pt above 516.
    #expect(
      FocusScroll(
        revealing: Self.field(y: 462), in: Self.scrollView, coverage: Self.coverage, distance: 10)
        == nil)
  }

  @Test func aFieldAboveTheViewportOrTallerThanTheVisibleAreaShowsItsTop() {
    // Scrolled up under the navigation bar: its top goes to 59.
    #expect(
      FocusScroll(
        revealing: Self.field(y: 20), in: Self.scrollView, coverage: Self.coverage, distance: 10)?
        .anchorY == 0)
    // A 500 pt text editor cannot fit in 59...516 with its distance: its top shows.
    #expect(
      FocusScroll(
        revealing: Self.field(y: 300, height: 500), in: Self.scrollView, coverage: Self.coverage,
        distance: 10)?.anchorY == 0)
  }

  @Test func withoutAKeyboardAFieldBelowTheSafeAreaIsBroughtInside() {
    // A hardware keyboard: nothing covers, the visible area is the viewport 59...818. A field at
    // 900...944 lands at 818 - 10 - 44 = 764: (764 - 59) / 715.
    let scroll = FocusScroll(
      revealing: Self.field(y: 900), in: Self.scrollView, coverage: 0, distance: 10)
    #expect(scroll?.anchorY == CGFloat(705) / 715)
  }

  @Test func anUnmeasuredFieldGoesToTheMiddleOfTheVisibleArea() {
    // 59...516 has its middle at 287.5: (287.5 - 59) / 759.
    let scroll = FocusScroll(
      revealing: nil, in: Self.scrollView, coverage: Self.coverage, distance: 10)
    #expect(scroll?.anchorY == CGFloat(228.5) / 759)
  }

  @Test func nonsenseMeasurementsScrollNowhere() {
    let empty = FocusScroll.Container(frame: .zero, safeAreaBottom: 0)
    #expect(FocusScroll(revealing: Self.field(y: 700), in: empty, coverage: 0, distance: 10) == nil)
    var infinite = Self.scrollView
    infinite.frame.size.height = .infinity
    #expect(
      FocusScroll(revealing: Self.field(y: 700), in: infinite, coverage: 0, distance: 10) == nil)
    #expect(
      FocusScroll(
        revealing: Self.field(y: 700), in: Self.scrollView, coverage: 0, distance: .nan) == nil)
    // A field with a non-finite frame counts as not measured.
    let lost = FocusScroll(
      revealing: CGRect(x: 0, y: CGFloat.nan, width: 10, height: 10), in: Self.scrollView,
      coverage: Self.coverage, distance: 10)
    #expect(lost?.anchorY == CGFloat(228.5) / 759)
  }
}
