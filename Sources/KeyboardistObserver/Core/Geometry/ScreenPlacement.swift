import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// Where a view is on its screen, as the UIKit shell reads it for coverage: its frame and the
/// screen's bounds, both in the screen's coordinate space, and its bottom safe-area inset.
package struct ScreenPlacement: Equatable, Sendable {
  /// The view's frame in the screen's coordinate space.
  package var frame: CGRect
  /// The screen's bounds, in the screen's coordinate space.
  package var screen: CGRect
  /// The view's bottom safe-area inset, in points.
  package var safeAreaBottom: CGFloat

  /// Creates a placement from values the UIKit shell read.
  ///
  /// - Parameters:
  ///   - frame: The view's frame in the screen's coordinate space.
  ///   - screen: The screen's bounds, in the screen's coordinate space.
  ///   - safeAreaBottom: The view's bottom safe-area inset, in points.
  package init(frame: CGRect, screen: CGRect, safeAreaBottom: CGFloat) {
    self.frame = frame
    self.screen = screen
    self.safeAreaBottom = safeAreaBottom
  }
}
