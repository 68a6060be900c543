import Foundation
import Testing

@testable import KeyboardistAvoidance

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

@Suite struct MessageBarGrowthTests {
  private let line: CGFloat = 20
  private let insets: CGFloat = 16

  @Test func anEmptyInputIsOneLineTall() {
    let growth = MessageBarGrowth(maximumLines: 5)
    #expect(growth.height(fitting: 0, lineHeight: line, verticalInsets: insets) == 36)
    #expect(!growth.scrolls(fitting: 0, lineHeight: line, verticalInsets: insets))
  }

  /// Line by line, as the user types: the height follows the text up to five lines, then stays.
  @Test func itGrowsLineByLineThenScrolls() {
    let growth = MessageBarGrowth(maximumLines: 5)
    let heights = (1...8).map {
      growth.height(fitting: CGFloat($0) * line + insets, lineHeight: line, verticalInsets: insets)
    }
    #expect(heights == [36, 56, 76, 96, 116, 116, 116, 116])
    let scrolls = (1...8).map {
      growth.scrolls(fitting: CGFloat($0) * line + insets, lineHeight: line, verticalInsets: insets)
    }
    #expect(scrolls == [false, false, false, false, false, true, true, true])
  }

  @Test func theDocumentedExample() {
    let growth = MessageBarGrowth(maximumLines: 5)
    #expect(abs(growth.height(fitting: 120, lineHeight: 20.3, verticalInsets: 16) - 117.5) < 1e-9)
    #expect(growth.scrolls(fitting: 120, lineHeight: 20.3, verticalInsets: 16))
  }

  @Test(arguments: [0, -3])
  func fewerThanOneLineCountsAsOne(lines: Int) {
    var growth = MessageBarGrowth(maximumLines: lines)
    #expect(growth.maximumLines == 1)
    growth.maximumLines = lines
    #expect(growth.maximumLines == 1)
    #expect(growth.height(fitting: 500, lineHeight: line, verticalInsets: insets) == 36)
  }

  @Test(arguments: [CGFloat.nan, .infinity, -5])
  func badMeasurementsNeverTrap(bad: CGFloat) {
    let growth = MessageBarGrowth(maximumLines: 3)
    let height = growth.height(fitting: bad, lineHeight: bad, verticalInsets: bad)
    #expect(height.isFinite && height >= 1)
    #expect(!growth.scrolls(fitting: bad, lineHeight: line, verticalInsets: insets))
  }
}
