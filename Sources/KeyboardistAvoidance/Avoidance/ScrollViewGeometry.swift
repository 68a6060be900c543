import Foundation
import KeyboardistObserver

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// The values of a scroll view that avoidance reads.
///
/// Coordinate spaces: ``frame`` is in the common space of the avoidance (the window's, as the UIKit
/// shell provides it), the same space as the target rect and the ``KeyboardObstruction``.
/// ``contentOffset`` and ``contentSize`` are in the scroll view's own content space, as UIKit
/// reports them. The scroll view is assumed to be unscaled, so one point of content is one point in
/// the common space.
///
/// Insets come in two parts, so that the safe area is counted once and the app's own insets survive:
/// ``contentInset`` is the app's own `contentInset` (without anything avoidance added), and
/// ``safeAreaInsets`` is what UIKit adds on top of it for the safe area and bars
/// (`adjustedContentInset - contentInset`; zero with `contentInsetAdjustmentBehavior = .never`).
struct ScrollViewGeometry: Equatable, Sendable {
  /// The scroll view's frame in the common coordinate space.
  var frame: CGRect
  /// The size of the scroll view's bounds, in points.
  var boundsSize: CGSize
  /// The size of the scrollable content, in points.
  var contentSize: CGSize
  /// The current content offset, in content space.
  var contentOffset: CGPoint
  /// The app's own content inset, without anything avoidance added.
  var contentInset: VerticalInsets
  /// What UIKit adds to the app's inset for the safe area and bars.
  var safeAreaInsets: VerticalInsets

  /// Creates the geometry of a scroll view.
  ///
  /// - Parameters:
  ///   - frame: The frame in the common coordinate space.
  ///   - boundsSize: The bounds' size; the frame's size by default.
  ///   - contentSize: The content size.
  ///   - contentOffset: The content offset, in content space; `.zero` by default.
  ///   - contentInset: The app's own content inset; none by default.
  ///   - safeAreaInsets: The inset UIKit adds for the safe area and bars; none by default.
  init(
    frame: CGRect,
    boundsSize: CGSize? = nil,
    contentSize: CGSize,
    contentOffset: CGPoint = .zero,
    contentInset: VerticalInsets = .zero,
    safeAreaInsets: VerticalInsets = .zero
  ) {
    self.frame = frame
    self.boundsSize = boundsSize ?? frame.size
    self.contentSize = contentSize
    self.contentOffset = contentOffset
    self.contentInset = contentInset
    self.safeAreaInsets = safeAreaInsets
  }

  /// The smallest vertical content offset: the content's top at the top of the visible area.
  var minimumOffsetY: CGFloat {
    -(contentInset.top + safeAreaInsets.top)
  }

  /// The largest vertical content offset with an extra bottom inset, never below the minimum.
  ///
  /// - Parameter addedBottomInset: The inset avoidance adds at the bottom, in points.
  /// - Returns: The offset at which the content's end meets the bottom of the visible area.
  func maximumOffsetY(addedBottomInset: CGFloat = 0) -> CGFloat {
    let bottom = contentInset.bottom + safeAreaInsets.bottom + addedBottomInset
    return max(minimumOffsetY, contentSize.height + bottom - boundsSize.height)
  }

  /// Whether every value is finite.
  var isFinite: Bool {
    frame.isFiniteAndNonEmpty && boundsSize.width.isFinite && boundsSize.height.isFinite
      && contentSize.width.isFinite && contentSize.height.isFinite
      && contentOffset.x.isFinite && contentOffset.y.isFinite
      && contentInset.top.isFinite && contentInset.bottom.isFinite
      && safeAreaInsets.top.isFinite && safeAreaInsets.bottom.isFinite
  }
}
