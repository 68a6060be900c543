import Foundation
import KeyboardistObserver
import Testing

@testable import KeyboardistAvoidance

@Suite struct ScrollViewGeometryAdjustedInsetTests {
  @Test func theSafeAreaIsWhatUIKitAddsToTheAppsOwnInset() {
    // A table under a 64 pt navigation bar and over a 34 pt home indicator, with the app's own
    // insets of 8 (top) and 20 (bottom): UIKit reports adjusted insets of 64 + 8 = 72 and
    // 34 + 20 = 54. The safe-area part is 72 - 8 = 64 and 54 - 20 = 34; the app's stays 8 and 20.
    let geometry = ScrollViewGeometry(
      frame: CGRect(x: 0, y: 0, width: 390, height: 844),
      boundsSize: CGSize(width: 390, height: 844), contentSize: CGSize(width: 390, height: 2000),
      contentOffset: CGPoint(x: 0, y: -72), contentInset: VerticalInsets(top: 8, bottom: 20),
      adjustedContentInset: VerticalInsets(top: 72, bottom: 54))
    #expect(geometry.contentInset == VerticalInsets(top: 8, bottom: 20))
    #expect(geometry.safeAreaInsets == VerticalInsets(top: 64, bottom: 34))
    // The content starts right under the bar: -(8 + 64).
    #expect(geometry.minimumOffsetY == -72)
  }

  @Test func avoidancesOwnAdditionStaysInTheAppsPartNotTheSafeArea() {
    // While avoidance's 250 pt is added, contentInset.bottom is 20 + 250 = 270 and UIKit's
    // adjusted bottom 34 + 270 = 304: the safe area is still 304 - 270 = 34, counted once.
    let geometry = ScrollViewGeometry(
      frame: CGRect(x: 0, y: 0, width: 390, height: 844),
      boundsSize: CGSize(width: 390, height: 844), contentSize: CGSize(width: 390, height: 2000),
      contentOffset: .zero, contentInset: VerticalInsets(top: 0, bottom: 270),
      adjustedContentInset: VerticalInsets(top: 0, bottom: 304))
    #expect(geometry.safeAreaInsets.bottom == 34)
  }
}
