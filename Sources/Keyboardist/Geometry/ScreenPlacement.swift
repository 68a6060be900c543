import Foundation
#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// Where a view is on its screen, as the UIKit shell reads it for coverage: its frame and the
/// screen's bounds, both in the screen's coordinate space, and its bottom safe-area inset.
struct ScreenPlacement: Equatable, Sendable {
  /// The view's frame in the screen's coordinate space.
  var frame: CGRect
  /// The screen's bounds, in the screen's coordinate space.
  var screen: CGRect
  /// The view's bottom safe-area inset, in points.
  var safeAreaBottom: CGFloat
}
