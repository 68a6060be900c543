import Foundation
import Testing

@testable import KeyboardistObserver

/// `keyboardRectValue` reads rects and refuses every other kind of boxed value without trapping.
@Suite struct NSValueKeyboardRectTests {
  @Test(arguments: [
    CGRect(x: 0, y: 451, width: 375, height: 216),
    CGRect(x: -10.5, y: 1e9, width: 0, height: 0),
    CGRect(x: 0, y: 0, width: 1e300, height: -3),
  ])
  func boxedRectsRoundTrip(rect: CGRect) {
    #expect(NSValue(keyboardRect: rect).keyboardRectValue == rect)
  }

  @Test func nonFiniteRectsAreReadAsTheyAre() throws {
    let rect = try #require(
      NSValue(keyboardRect: CGRect(x: CGFloat.nan, y: 0, width: .infinity, height: 1))
        .keyboardRectValue)
    #expect(rect.origin.x.isNaN)
    #expect(rect.width == .infinity)
  }

  @Test func otherKindsOfBoxedValueAreNotRects() {
    #expect(NSValue(point: CGPoint(x: 1, y: 2)).keyboardRectValue == nil)
    #expect(NSValue(size: CGSize(width: 375, height: 216)).keyboardRectValue == nil)
    #expect(NSValue(range: NSRange(location: 3, length: 4)).keyboardRectValue == nil)
    #expect(NSNumber(value: 0.25).keyboardRectValue == nil)
    #expect(NSNumber(value: true).keyboardRectValue == nil)
  }

  @Test func valuesBoxedFromRawBytesAreNotRects() {
    var integer = 42
    let boxed = NSValue(bytes: &integer, objCType: "q")
    #expect(boxed.keyboardRectValue == nil)
  }
}
