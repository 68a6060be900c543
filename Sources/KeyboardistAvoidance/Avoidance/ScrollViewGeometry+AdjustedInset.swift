import Foundation
import KeyboardistObserver

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

extension ScrollViewGeometry {
  /// Creates the geometry from a scroll view's own `contentInset` and its `adjustedContentInset`,
  /// keeping the app's inset and the part UIKit adds for the safe area and bars apart.
  ///
  /// ``safeAreaInsets`` is `adjustedContentInset - contentInset`, top and bottom, so the safe area
  /// is counted once however the app sets its own inset.
  ///
  /// - Parameters:
  ///   - frame: The frame in the common coordinate space (the window's).
  ///   - boundsSize: The bounds' size.
  ///   - contentSize: The content size.
  ///   - contentOffset: The content offset, in content space.
  ///   - contentInset: The scroll view's `contentInset` (the app's own plus anything avoidance
  ///     added).
  ///   - adjustedContentInset: The scroll view's `adjustedContentInset`.
  init(
    frame: CGRect,
    boundsSize: CGSize,
    contentSize: CGSize,
    contentOffset: CGPoint,
    contentInset: VerticalInsets,
    adjustedContentInset: VerticalInsets
  ) {
    self.init(
      frame: frame, boundsSize: boundsSize, contentSize: contentSize,
      contentOffset: contentOffset, contentInset: contentInset,
      safeAreaInsets: VerticalInsets(
        top: adjustedContentInset.top - contentInset.top,
        bottom: adjustedContentInset.bottom - contentInset.bottom))
  }
}
