import Foundation
import KeyboardistObserver
import Testing

@testable import KeyboardistAvoidance

@Suite struct ScrollViewGeometryTests {
  /// iPhone SE (375 x 667, no home indicator): 216 pt keyboard, top 667 - 216 = 451.
  static let seKeyboard = KeyboardObstruction(top: 451, height: 216)

  /// A full-screen iPhone SE scroll view under a 64 pt navigation bar, scrolled to the top.
  static func seScrollView(contentHeight: CGFloat = 1200, offsetY: CGFloat = -64)
    -> ScrollViewGeometry
  {
    ScrollViewGeometry(
      frame: CGRect(x: 0, y: 0, width: 375, height: 667),
      contentSize: CGSize(width: 375, height: contentHeight),
      contentOffset: CGPoint(x: 0, y: offsetY),
      safeAreaInsets: ScrollViewGeometry.Insets(top: 64, bottom: 0))
  }

  private static func field(y: CGFloat, height: CGFloat = 40) -> CGRect {
    CGRect(x: 16, y: y, width: 343, height: height)
  }

  @Test func iPhoneWithoutHomeIndicator() {
    // Field 564...604. Visible bottom: min(451, 667) - 10 = 441. Move 604 - 441 = 163 (its top,
    // 564, stays 500 pt below the visible top 64). Offset -64 + 163 = 99. Inset: 216 - 0 = 216.
    let adjustment = Self.seScrollView().adjustment(
      revealing: Self.field(y: 564), below: Self.seKeyboard)
    #expect(
      adjustment
        == ScrollViewGeometry.Adjustment(
          contentOffset: CGPoint(x: 0, y: 99), addedBottomInset: 216, scrolledBy: 163))
  }

  @Test func formUnderANavigationBar() {
    let keyboard = KeyboardObstruction(top: 451, height: 216)  // iPhone SE, 216 pt keyboard
    let form = ScrollViewGeometry(
      frame: CGRect(x: 0, y: 0, width: 375, height: 667),
      contentSize: CGSize(width: 375, height: 1200),
      contentOffset: CGPoint(x: 0, y: -64), safeAreaInsets: ScrollViewGeometry.Insets(top: 64))
    let field = CGRect(x: 16, y: 564, width: 343, height: 40)
    let adjustment = form.adjustment(revealing: field, below: keyboard)
    // contentOffset.y -64 -> 99 (604 + 10 - 451 = 163 pt), addedBottomInset 216
    #expect(adjustment.contentOffset.y == 99)
    #expect(adjustment.scrolledBy == 163)
    #expect(adjustment.addedBottomInset == 216)
  }

  @Test func iPhoneWithHomeIndicatorCountsTheSafeAreaOnce() {
    // iPhone X (375 x 812): 335 pt keyboard, top 477; safe area 88 top, 34 bottom.
    // Inset: 335 - 34 = 301, so 34 + 301 = 335 pt of bottom inset in all, exactly the keyboard.
    // Field 600...640; visible bottom min(477, 812 - 34) - 10 = 467; move 640 - 467 = 173.
    let scrollView = ScrollViewGeometry(
      frame: CGRect(x: 0, y: 0, width: 375, height: 812),
      contentSize: CGSize(width: 375, height: 1500),
      contentOffset: CGPoint(x: 0, y: -88),
      safeAreaInsets: ScrollViewGeometry.Insets(top: 88, bottom: 34))
    let adjustment = scrollView.adjustment(
      revealing: Self.field(y: 600), below: KeyboardObstruction(top: 477, height: 335))
    #expect(adjustment.addedBottomInset == 301)
    #expect(adjustment.scrolledBy == 173)
    #expect(adjustment.contentOffset == CGPoint(x: 0, y: 85))  // -88 + 173
  }

  @Test func iPadFormSheet() {
    // Sheet (114, 202, 540, 620), bottom 822, 56 pt navigation bar; keyboard top 711.
    // Inset 822 - 711 = 111. Field 700...744; visible bottom min(711, 822) - 10 = 701;
    // move 744 - 701 = 43; offset -56 + 43 = -13.
    let sheet = ScrollViewGeometry(
      frame: CGRect(x: 114, y: 202, width: 540, height: 620),
      contentSize: CGSize(width: 540, height: 900),
      contentOffset: CGPoint(x: 0, y: -56),
      safeAreaInsets: ScrollViewGeometry.Insets(top: 56, bottom: 0))
    let adjustment = sheet.adjustment(
      revealing: CGRect(x: 134, y: 700, width: 500, height: 44),
      below: KeyboardObstruction(top: 711, height: 313))
    #expect(
      adjustment
        == ScrollViewGeometry.Adjustment(
          contentOffset: CGPoint(x: 0, y: -13), addedBottomInset: 111, scrolledBy: 43))
  }

  @Test func hardwareKeyboardShortcutBar() throws {
    // iPad Pro 768 x 1024, safe area 74 top and 20 bottom. The 313 pt hardware-keyboard frame at
    // y 969 shows a 55 pt bar: inset 55 - 20 = 35. Field 950...994; visible bottom
    // min(969, 1024 - 20) - 10 = 959; move 994 - 959 = 35; offset -74 + 35 = -39.
    let keyboard = try #require(
      KeyboardObstruction(
        options: KeyboardOptions(endFrame: CGRect(x: 0, y: 969, width: 768, height: 313)),
        screen: CGRect(x: 0, y: 0, width: 768, height: 1024)))
    let scrollView = ScrollViewGeometry(
      frame: CGRect(x: 0, y: 0, width: 768, height: 1024),
      contentSize: CGSize(width: 768, height: 2000),
      contentOffset: CGPoint(x: 0, y: -74),
      safeAreaInsets: ScrollViewGeometry.Insets(top: 74, bottom: 20))
    let adjustment = scrollView.adjustment(
      revealing: CGRect(x: 20, y: 950, width: 728, height: 44), below: keyboard)
    #expect(
      adjustment
        == ScrollViewGeometry.Adjustment(
          contentOffset: CGPoint(x: 0, y: -39), addedBottomInset: 35, scrolledBy: 35))
  }

  @Test func visibleTargetDoesNotMove() {
    // Field 200...240 is well above 441: no scroll, but the inset still lets the user reach the end.
    let adjustment = Self.seScrollView().adjustment(
      revealing: Self.field(y: 200), below: Self.seKeyboard)
    #expect(
      adjustment
        == ScrollViewGeometry.Adjustment(
          contentOffset: CGPoint(x: 0, y: -64), addedBottomInset: 216, scrolledBy: 0))
  }

  @Test func neverScrollsPastTheContent() {
    // Content 580 pt tall; its last field is at content 540...580, on screen 540 + 64 = 604...644.
    // Wanted 644 - 441 = 203, but the largest offset is 580 + 216 - 667 = 129, that is
    // 129 - (-64) = 193 pt away: the field's bottom ends on the keyboard's top, 644 - 193 = 451.
    let adjustment = Self.seScrollView(contentHeight: 580).adjustment(
      revealing: Self.field(y: 604), below: Self.seKeyboard)
    #expect(adjustment.scrolledBy == 193)
    #expect(adjustment.contentOffset.y == 129)
  }

  @Test func textViewTallerThanTheSpaceLeftShowsItsTop() {
    // Text view 100...600 (500 pt) in a 64...441 space (377 pt). Bottom wants 600 - 441 = 159,
    // the top allows only 100 - 64 = 36: its top lands on 64. Offset -64 + 36 = -28.
    let adjustment = Self.seScrollView().adjustment(
      revealing: Self.field(y: 100, height: 500), below: Self.seKeyboard)
    #expect(adjustment.scrolledBy == 36)
    #expect(adjustment.contentOffset.y == -28)
  }

  @Test func caretRectOfATallTextViewScrollsToTheCaret() {
    // Same text view, passing its caret rect 560...580 instead: 580 - 441 = 139.
    let adjustment = Self.seScrollView().adjustment(
      revealing: CGRect(x: 40, y: 560, width: 2, height: 20), below: Self.seKeyboard)
    #expect(adjustment.scrolledBy == 139)
  }

  @Test func targetUnderTheNavigationBarScrollsDown() {
    // Scrolled to 200, a field at 20...60 is under the 64 pt bar: move 20 - 64 = -44; y 156.
    let adjustment = Self.seScrollView(offsetY: 200).adjustment(
      revealing: Self.field(y: 20), below: Self.seKeyboard)
    #expect(adjustment.scrolledBy == -44)
    #expect(adjustment.contentOffset.y == 156)
  }

  @Test func floatingKeyboardMeansNoAvoidance() {
    let scrollView = Self.seScrollView()
    let adjustment = scrollView.adjustment(revealing: Self.field(y: 564), below: nil)
    #expect(
      adjustment
        == ScrollViewGeometry.Adjustment(
          contentOffset: scrollView.contentOffset, addedBottomInset: 0, scrolledBy: 0))
  }

  @Test func nonFiniteInputChangesNothing() {
    var scrollView = Self.seScrollView()
    scrollView.contentOffset.y = .nan
    let adjustment = scrollView.adjustment(revealing: Self.field(y: 564), below: Self.seKeyboard)
    #expect(adjustment.addedBottomInset == 0)
    #expect(adjustment.scrolledBy == 0)
    let sane = Self.seScrollView().adjustment(
      revealing: Self.field(y: 564), below: Self.seKeyboard, distance: .infinity)
    #expect(sane.scrolledBy == 0)
  }

  @Test func appsOwnInsetsArePreservedAndTheAdditionIsRemovedExactly() {
    // The app keeps 50 pt at the bottom for a floating button: contentInset.bottom = 50. Content
    // 700 pt tall; its last field, at content 660...700, is on screen at 724...764.
    var scrollView = Self.seScrollView(contentHeight: 700)
    scrollView.contentInset = ScrollViewGeometry.Insets(top: 0, bottom: 50)
    let adjustment = scrollView.adjustment(revealing: Self.field(y: 724), below: Self.seKeyboard)
    // The addition does not depend on the app's inset: 216 - 0 = 216.
    #expect(adjustment.addedBottomInset == 216)
    // Wanted 764 - 441 = 323. The content's end counts both insets: the largest offset is
    // 700 + 50 + 216 - 667 = 299, 299 + 64 = 363 pt away, so the whole 323 fits: offset 259 and
    // the field ends 10 pt above the keyboard. (Without the app's 50 pt: only 249 + 64 = 313.)
    #expect(adjustment.scrolledBy == 323)
    #expect(adjustment.contentOffset.y == 259)
    // On hide the shell subtracts exactly the 216 it added, leaving the app's 50: the largest
    // offset is 700 + 50 - 667 = 83, so the list is pulled back to 83 (33 had the 50 been lost).
    var hidden = scrollView
    hidden.contentOffset = adjustment.contentOffset
    #expect(hidden.restoredContentOffset() == CGPoint(x: 0, y: 83))
  }

  @Test func aFieldUnderATabBarAboveAHardwareKeyboardsBarStopsAtTheInsetEdge() throws {
    // iPad Pro 768 x 1024 with a tab bar: UIKit's bottom part is 50 + 20 = 70, so the visible
    // area ends at the inset edge 1024 - 70 = 954. The hardware keyboard's 313 pt frame at y 969
    // shows its 55 pt bar below that edge: covered beyond the safe area max(0, 55 - 70) = 0, so
    // no inset is added. The visible bottom is min(969, 954) - 10 = 944, not 969 - 10 = 959: a
    // field at 920...964, half behind the tab bar, moves 964 - 944 = 20; offset -74 + 20 = -54.
    let keyboard = try #require(
      KeyboardObstruction(
        options: KeyboardOptions(endFrame: CGRect(x: 0, y: 969, width: 768, height: 313)),
        screen: CGRect(x: 0, y: 0, width: 768, height: 1024)))
    let scrollView = ScrollViewGeometry(
      frame: CGRect(x: 0, y: 0, width: 768, height: 1024),
      contentSize: CGSize(width: 768, height: 2000),
      contentOffset: CGPoint(x: 0, y: -74),
      safeAreaInsets: ScrollViewGeometry.Insets(top: 74, bottom: 70))
    let adjustment = scrollView.adjustment(
      revealing: CGRect(x: 20, y: 920, width: 728, height: 44), below: keyboard)
    #expect(
      adjustment
        == ScrollViewGeometry.Adjustment(
          contentOffset: CGPoint(x: 0, y: -54), addedBottomInset: 0, scrolledBy: 20))
  }

  @Test func aFieldUnderTheAppsHeaderInsetScrollsDownBelowIt() {
    // iPhone SE under a 64 pt navigation bar; the app keeps a 100 pt header in contentInset.top,
    // so the visible area starts at 64 + 100 = 164 and the content at offset -164. Scrolled to
    // 300, a field at 120...160 is behind the header: move 120 - 164 = -44 (down), offset 256.
    // (Counting the navigation bar alone, 120 > 64, the field would be left behind the header.)
    var scrollView = Self.seScrollView(offsetY: 300)
    scrollView.contentInset = ScrollViewGeometry.Insets(top: 100, bottom: 0)
    #expect(scrollView.minimumOffsetY == -164)
    let adjustment = scrollView.adjustment(revealing: Self.field(y: 120), below: Self.seKeyboard)
    #expect(
      adjustment
        == ScrollViewGeometry.Adjustment(
          contentOffset: CGPoint(x: 0, y: 256), addedBottomInset: 216, scrolledBy: -44))
  }

  @Test func theLastFieldOfShortContentOnAFaceIDiPhoneReachesTheKeyboard() {
    // iPhone X (375 x 812): safe area 88 top and 34 bottom; 335 pt keyboard, top 477, adds
    // 335 - 34 = 301. Content 600 pt tall at offset -88; its last field, at content 560...600, is
    // on screen at 648...688. Wanted 688 - (477 - 10) = 221. The content's end includes the 34 pt
    // safe area: the largest offset is 600 + 34 + 301 - 812 = 123, 123 + 88 = 211 pt away. So the
    // field moves 211 and ends on the keyboard's top (688 - 211 = 477), not 34 pt under it
    // (89 and 177 pt had the safe area been left out).
    let scrollView = ScrollViewGeometry(
      frame: CGRect(x: 0, y: 0, width: 375, height: 812),
      contentSize: CGSize(width: 375, height: 600),
      contentOffset: CGPoint(x: 0, y: -88),
      safeAreaInsets: ScrollViewGeometry.Insets(top: 88, bottom: 34))
    let adjustment = scrollView.adjustment(
      revealing: Self.field(y: 648), below: KeyboardObstruction(top: 477, height: 335))
    #expect(
      adjustment
        == ScrollViewGeometry.Adjustment(
          contentOffset: CGPoint(x: 0, y: 123), addedBottomInset: 301, scrolledBy: 211))
  }

  @Test func restoreAfterHidePullsBackOnlyPastTheEnd() {
    // Scrolled to the end with the keyboard up: 1200 + 50 + 216 - 667 = 799. After hiding, the
    // largest offset is 1200 + 50 - 667 = 583: pulled back to it.
    var scrollView = Self.seScrollView(offsetY: 799)
    scrollView.contentInset = ScrollViewGeometry.Insets(top: 0, bottom: 50)
    #expect(scrollView.maximumOffsetY(addedBottomInset: 216) == 799)
    #expect(scrollView.restoredContentOffset() == CGPoint(x: 0, y: 583))
    // A position that is still valid is kept: the user stays where they were.
    scrollView.contentOffset.y = 300
    #expect(scrollView.restoredContentOffset() == CGPoint(x: 0, y: 300))
  }

  @Test func offsetLimits() {
    // Bounds default to the frame's size. Content 1200: the largest offset is 1200 - 667 = 533,
    // 533 + 216 = 749 with the keyboard's inset; the smallest is -64 (under the bar).
    let scrollView = Self.seScrollView()
    #expect(scrollView.boundsSize == CGSize(width: 375, height: 667))
    #expect(scrollView.minimumOffsetY == -64)
    #expect(scrollView.maximumOffsetY() == 533)
    #expect(scrollView.maximumOffsetY(addedBottomInset: 216) == 749)
    // Content shorter than the screen: 300 - 667 < -64, so the largest offset is the smallest.
    #expect(Self.seScrollView(contentHeight: 300).maximumOffsetY() == -64)
  }

  @Test func tabBarSafeAreaIsCountedOnce() {
    // iPhone X with a tab bar: adjustedContentInset.bottom = 49 + 34 = 83 is UIKit's part. The
    // 335 pt keyboard covers it too: add 335 - 83 = 252, so 83 + 252 = 335 in all.
    var scrollView = Self.seScrollView()
    scrollView.frame = CGRect(x: 0, y: 0, width: 375, height: 812)
    scrollView.boundsSize = scrollView.frame.size
    scrollView.safeAreaInsets = ScrollViewGeometry.Insets(top: 88, bottom: 83)
    let adjustment = scrollView.adjustment(
      revealing: Self.field(y: 200), below: KeyboardObstruction(top: 477, height: 335))
    #expect(adjustment.addedBottomInset == 252)
  }

  @Test func restoreWithNonFiniteGeometryKeepsTheOffset() {
    var scrollView = Self.seScrollView(offsetY: 300)
    scrollView.contentSize.height = .nan
    #expect(scrollView.restoredContentOffset() == CGPoint(x: 0, y: 300))
  }

  @Test func triggerAlignsAboveAnInputBar() {
    // A feed scrolled to 1000 with a 44 pt input bar on the keyboard: top 451 - 44 = 407.
    // The comment button (300, 150, 60, 30) ends at 180; aligned, it ends at 407 - 10 = 397:
    // move 180 - 397 = -217 (down), offset 1000 - 217 = 783.
    let feed = Self.seScrollView(contentHeight: 3000, offsetY: 1000)
    let bar = Self.seKeyboard.raised(toInputBarTop: 407)
    let up = feed.adjustment(
      revealing: CGRect(x: 300, y: 150, width: 60, height: 30), below: bar, placement: .align)
    #expect(up.scrolledBy == -217)
    #expect(up.contentOffset.y == 783)
    // A button at 500...530, behind the bar: 530 - 397 = 133 up, offset 1133.
    let down = feed.adjustment(
      revealing: CGRect(x: 300, y: 500, width: 60, height: 30), below: bar, placement: .align)
    #expect(down.contentOffset.y == 1133)
    // Revealing instead of aligning would leave the visible 150...180 button where it is.
    let reveal = feed.adjustment(
      revealing: CGRect(x: 300, y: 150, width: 60, height: 30), below: bar)
    #expect(reveal.scrolledBy == 0)
  }

  @Test func alignedTriggerStopsAtTheContentStart() {
    // Offset 100: moving down 217 would pass the start (-64); it moves -64 - 100 = -164.
    let adjustment = Self.seScrollView(contentHeight: 3000, offsetY: 100).adjustment(
      revealing: CGRect(x: 300, y: 150, width: 60, height: 30),
      below: Self.seKeyboard.raised(toInputBarTop: 407), placement: .align)
    #expect(adjustment.scrolledBy == -164)
    #expect(adjustment.contentOffset.y == -64)
  }

  @Test(arguments: [0, 10, 30] as [CGFloat])
  func distanceIsKeptAboveTheKeyboard(distance: CGFloat) {
    // Field bottom 604 lands on 451 - distance: move 604 - 451 + distance.
    let adjustment = Self.seScrollView().adjustment(
      revealing: Self.field(y: 564), below: Self.seKeyboard, distance: distance)
    #expect(adjustment.scrolledBy == 153 + distance)
  }

  @Test func theSafeAreaIsWhatUIKitAddsToTheAppsOwnInset() {
    // A table under a 64 pt navigation bar and over a 34 pt home indicator, with the app's own
    // insets of 8 (top) and 20 (bottom): UIKit reports adjusted insets of 64 + 8 = 72 and
    // 34 + 20 = 54. The safe-area part is 72 - 8 = 64 and 54 - 20 = 34; the app's stays 8 and 20.
    let geometry = ScrollViewGeometry(
      frame: CGRect(x: 0, y: 0, width: 390, height: 844),
      boundsSize: CGSize(width: 390, height: 844), contentSize: CGSize(width: 390, height: 2000),
      contentOffset: CGPoint(x: 0, y: -72),
      contentInset: ScrollViewGeometry.Insets(top: 8, bottom: 20),
      adjustedContentInset: ScrollViewGeometry.Insets(top: 72, bottom: 54))
    #expect(geometry.contentInset == ScrollViewGeometry.Insets(top: 8, bottom: 20))
    #expect(geometry.safeAreaInsets == ScrollViewGeometry.Insets(top: 64, bottom: 34))
    // The content starts right under the bar: -(8 + 64).
    #expect(geometry.minimumOffsetY == -72)
  }

  @Test func avoidancesOwnAdditionStaysInTheAppsPartNotTheSafeArea() {
    // While avoidance's 250 pt is added, contentInset.bottom is 20 + 250 = 270 and UIKit's
    // adjusted bottom 34 + 270 = 304: the safe area is still 304 - 270 = 34, counted once.
    let geometry = ScrollViewGeometry(
      frame: CGRect(x: 0, y: 0, width: 390, height: 844),
      boundsSize: CGSize(width: 390, height: 844), contentSize: CGSize(width: 390, height: 2000),
      contentOffset: .zero, contentInset: ScrollViewGeometry.Insets(top: 0, bottom: 270),
      adjustedContentInset: ScrollViewGeometry.Insets(top: 0, bottom: 304))
    #expect(geometry.safeAreaInsets.bottom == 34)
  }
}
