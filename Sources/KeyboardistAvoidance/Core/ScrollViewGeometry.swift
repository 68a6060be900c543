import Foundation
import KeyboardistObserver

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// The values of a scroll view that avoidance reads, and how that scroll view keeps a target clear
/// of the keyboard.
///
/// ``frame`` is in the common space of the avoidance, as are the target and the
/// ``KeyboardObstruction``; ``contentOffset`` and ``contentSize`` are in the content's own space.
/// ``contentInset`` is the app's own inset, without what avoidance added, and ``safeAreaInsets``
/// what UIKit adds on top (`adjustedContentInset - contentInset`), so the safe area counts once.
struct ScrollViewGeometry: Equatable, Sendable {
  /// The top and bottom parts of a view's insets, in points.
  struct Insets: Equatable, Sendable {
    /// The top inset, in points.
    var top: CGFloat = 0
    /// The bottom inset, in points.
    var bottom: CGFloat = 0
  }

  /// What avoidance does to one scroll view: a new content offset and an inset to add.
  struct Adjustment: Equatable, Sendable {
    /// The content offset to set, in the scroll view's content space.
    var contentOffset: CGPoint
    /// The bottom inset to add to the app's own content and indicator insets, in points.
    var addedBottomInset: CGFloat
    /// How far the content scrolls, in points: positive moves the target up the screen.
    var scrolledBy: CGFloat
  }

  /// The distance kept between a target and the keyboard when none is given: 10 points.
  static let defaultDistance: CGFloat = 10

  /// The scroll view's frame in the common coordinate space.
  var frame: CGRect
  /// The size of the scroll view's bounds, in points.
  var boundsSize: CGSize
  /// The size of the scrollable content, in points.
  var contentSize: CGSize
  /// The current content offset, in content space.
  var contentOffset: CGPoint
  /// The app's own content inset, without anything avoidance added.
  var contentInset: Insets
  /// What UIKit adds to the app's inset for the safe area and bars.
  var safeAreaInsets: Insets

  /// Creates the geometry of a scroll view.
  init(
    frame: CGRect,
    boundsSize: CGSize? = nil,
    contentSize: CGSize,
    contentOffset: CGPoint = .zero,
    contentInset: Insets = Insets(),
    safeAreaInsets: Insets = Insets()
  ) {
    self.frame = frame
    self.boundsSize = boundsSize ?? frame.size
    self.contentSize = contentSize
    self.contentOffset = contentOffset
    self.contentInset = contentInset
    self.safeAreaInsets = safeAreaInsets
  }

  /// Creates the geometry from a scroll view's own `contentInset` and its `adjustedContentInset`,
  /// keeping the app's inset and the part UIKit adds for the safe area and bars apart.
  init(
    frame: CGRect, boundsSize: CGSize, contentSize: CGSize, contentOffset: CGPoint,
    contentInset: Insets, adjustedContentInset: Insets
  ) {
    self.init(
      frame: frame, boundsSize: boundsSize, contentSize: contentSize,
      contentOffset: contentOffset, contentInset: contentInset,
      safeAreaInsets: Insets(
        top: adjustedContentInset.top - contentInset.top,
        bottom: adjustedContentInset.bottom - contentInset.bottom))
  }

  /// The smallest vertical content offset: the content's top at the top of the visible area.
  var minimumOffsetY: CGFloat {
    -(contentInset.top + safeAreaInsets.top)
  }

  /// The largest vertical content offset with an extra bottom inset, never below the minimum.
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

  /// Decides how this scroll view keeps a target clear of the keyboard.
  ///
  /// The target is in the common space and the answer's offset in content space; with no
  /// obstruction, or non-finite input, nothing changes.
  func adjustment(
    revealing target: CGRect,
    below obstruction: KeyboardObstruction?,
    distance: CGFloat = defaultDistance,
    placement: AvoidancePlacement = .reveal
  ) -> Adjustment {
    let unchanged = Adjustment(contentOffset: contentOffset, addedBottomInset: 0, scrolledBy: 0)
    guard let obstruction, isFinite, obstruction.top.isFinite, distance.isFinite,
      target.isFiniteAndNonEmpty
    else { return unchanged }
    let added = obstruction.coverage(of: frame, safeAreaBottom: safeAreaInsets.bottom)
    // What stays visible while the keyboard is up: its bottom may lie above its top when the
    // obstruction covers the whole scroll view.
    let view = frame.standardized
    let top = view.minY + contentInset.top + safeAreaInsets.top
    let bottom = min(obstruction.top, view.maxY - contentInset.bottom - safeAreaInsets.bottom)
    let wanted = Self.wantedScroll(
      target: target.standardized, top: top, bottom: bottom - distance, placement: placement)
    let lowest = minimumOffsetY - contentOffset.y
    let highest = maximumOffsetY(addedBottomInset: added) - contentOffset.y
    let moved = wanted > 0 ? max(0, min(wanted, highest)) : min(0, max(wanted, lowest))
    return Adjustment(
      contentOffset: CGPoint(x: contentOffset.x, y: contentOffset.y + moved),
      addedBottomInset: added, scrolledBy: moved)
  }

  /// How far content must move up (positive) or down (negative) to place a target between limits.
  private static func wantedScroll(
    target: CGRect, top: CGFloat, bottom: CGFloat, placement: AvoidancePlacement
  ) -> CGFloat {
    let toBottom = target.maxY - bottom
    let toTop = target.minY - top
    switch placement {
    case .align: return min(toBottom, toTop)
    case .reveal: return toBottom > 0 ? min(toBottom, toTop) : min(0, toTop)
    }
  }

  /// The content offset after avoidance's inset is removed: the same place, pulled back only if it
  /// would now lie past the end of the content.
  func restoredContentOffset() -> CGPoint {
    guard isFinite else { return contentOffset }
    let limit = maximumOffsetY()
    guard contentOffset.y > limit else { return contentOffset }
    return CGPoint(x: contentOffset.x, y: limit)
  }
}
