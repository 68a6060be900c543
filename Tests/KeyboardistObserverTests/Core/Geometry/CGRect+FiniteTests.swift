import Foundation
import KeyboardistObserver
import Testing

@Suite struct CGRectFiniteTests {
  @Test(arguments: [
    CGRect(x: 0, y: 451, width: 375, height: 216),
    CGRect(x: -10, y: 0.5, width: 0, height: 0),
    .zero,
  ])
  func rectsOfFiniteNumbersAreFinite(rect: CGRect) {
    #expect(rect.isFinite)
  }

  @Test(arguments: [Double.nan, .infinity, -.infinity])
  func aNonFiniteComponentAnywhereMakesTheRectNonFinite(bad: Double) {
    let rects = [
      CGRect(x: bad, y: 0, width: 1, height: 1),
      CGRect(x: 0, y: bad, width: 1, height: 1),
      CGRect(x: 0, y: 0, width: bad, height: 1),
      CGRect(x: 0, y: 0, width: 1, height: bad),
    ]
    for rect in rects {
      #expect(!rect.isFinite, "\(rect)")
      #expect(!rect.isFiniteAndNonEmpty, "\(rect)")
    }
  }

  @Test func theNullRectIsNotFiniteAndTheInfiniteOneIsMadeOfFiniteNumbers() {
    #expect(!CGRect.null.isFinite)
    #expect(CGRect.infinite.isFinite)
  }

  @Test func nonEmptyNeedsBothSidesNonZero() {
    #expect(CGRect(x: 0, y: 0, width: 375, height: 216).isFiniteAndNonEmpty)
    #expect(CGRect(x: 0, y: 0, width: -375, height: -216).isFiniteAndNonEmpty)
    #expect(!CGRect(x: 0, y: 667, width: 375, height: 0).isFiniteAndNonEmpty)
    #expect(!CGRect(x: 0, y: 667, width: 0, height: 216).isFiniteAndNonEmpty)
  }
}
