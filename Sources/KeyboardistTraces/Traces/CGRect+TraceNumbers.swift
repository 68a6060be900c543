import KeyboardistObserver

#if canImport(CoreGraphics)
  package import CoreGraphics
#else
  package import Foundation
#endif

extension CGRect {
  /// The rect as trace JSON and the `keyboardist` tool write it: `[x, y, width, height]`.
  ///
  /// This is the package's one encoding of a rect as numbers; ``init(traceNumbers:)`` reads it back.
  package var traceNumbers: [Double] {
    [Double(origin.x), Double(origin.y), Double(size.width), Double(size.height)]
  }

  /// Reads a rect written as `[x, y, width, height]`, or returns `nil` when `numbers` is not exactly
  /// four numbers or one of them is not finite.
  ///
  /// - Parameter numbers: The rect's origin and size, in that order.
  package init?(traceNumbers numbers: [Double]) {
    guard numbers.count == 4 else { return nil }
    let rect = CGRect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
    guard rect.isFinite else { return nil }
    self = rect
  }
}
