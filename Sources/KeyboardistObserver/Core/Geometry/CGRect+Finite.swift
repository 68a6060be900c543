#if canImport(CoreGraphics)
  import CoreGraphics
#else
  import Foundation
#endif

extension CGRect {
  /// Whether the rect's origin and size are finite numbers: no NaN and no infinity.
  ///
  /// An empty rect is finite; `CGRect.null`, whose origin is infinite, is not. (`CGRect.infinite` is
  /// made of the largest finite numbers, so it counts as finite.) This is the package's one finiteness rule for rects: `userInfo` parsing refuses a
  /// non-finite frame, trace decoding a non-finite `[x, y, width, height]`, and the geometry measures
  /// nothing against one.
  ///
  /// - Complexity: O(1).
  package var isFinite: Bool {
    origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite
  }

  /// Whether the rect is finite (``isFinite``) and both of its sides are non-zero.
  ///
  /// - Complexity: O(1).
  package var isFiniteAndNonEmpty: Bool {
    isFinite && size.width != 0 && size.height != 0
  }
}
