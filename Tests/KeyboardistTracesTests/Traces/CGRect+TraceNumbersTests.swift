import Foundation
import KeyboardistObserver
import KeyboardistTraces
import Testing

@Suite struct CGRectTraceNumbersTests {
  @Test func aRectIsWrittenAsXYWidthHeight() {
    #expect(CGRect(x: 1, y: 2.5, width: 375, height: -216).traceNumbers == [1, 2.5, 375, -216])
  }

  @Test(arguments: [
    CGRect(x: 0, y: 451, width: 375, height: 216),
    CGRect(x: -0.5, y: 1e9, width: 0, height: 0.25),
  ])
  func numbersReadBackAsTheSameRect(rect: CGRect) {
    #expect(CGRect(traceNumbers: rect.traceNumbers) == rect)
  }

  @Test(arguments: [[], [0, 0, 375], [0, 0, 375, 216, 1]] as [[Double]])
  func anyOtherCountIsRefused(numbers: [Double]) {
    #expect(CGRect(traceNumbers: numbers) == nil)
  }

  @Test(arguments: [Double.nan, .infinity, -.infinity])
  func aNonFiniteNumberIsRefused(bad: Double) {
    for index in 0..<4 {
      var numbers: [Double] = [0, 451, 375, 216]
      numbers[index] = bad
      #expect(CGRect(traceNumbers: numbers) == nil, "\(numbers)")
    }
  }
}
