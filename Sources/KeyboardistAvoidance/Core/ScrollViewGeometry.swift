import Foundation
import KeyboardistObserver

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// The values of a scroll view that avoidance reads, and how that scroll view keeps a target clear
/// of the keyboard.
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
  /// The top and bottom parts of a view's insets, in points.
  ///
  /// Avoidance only ever moves content vertically, so it needs only these two edges of a
  /// `UIEdgeInsets`. Values are taken as given; negative insets are allowed, as UIKit allows them.
  struct Insets: Equatable, Sendable {
    /// The top inset, in points.
    var top: CGFloat = 0
    /// The bottom inset, in points.
    var bottom: CGFloat = 0
  }

  /// What avoidance does to one scroll view: a new content offset and an inset to add.
  ///
  /// Apply it by setting ``contentOffset`` and adding ``addedBottomInset`` to both the bottom
  /// content inset and the bottom vertical scroll-indicator inset. Keep ``addedBottomInset`` and
  /// subtract exactly that on hide, so any change the app made to its own insets meanwhile survives.
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

  /// Decides how this scroll view keeps a target clear of the keyboard.
  ///
  /// The bottom inset to add is the height of the scroll view the keyboard covers beyond its bottom
  /// safe area (counted once). The content then scrolls the least that brings the target's bottom
  /// `distance` above the obstruction (``AvoidancePlacement/reveal``, only when needed) or exactly
  /// there (``AvoidancePlacement/align``), but never so far that the target's top goes above the top
  /// of the visible area (a target taller than the space left shows its top), never before the
  /// content's start and never past its end (with the added inset). A target above the visible area
  /// is scrolled down into view. Horizontal offset never changes.
  ///
  /// Without an obstruction (a floating or hidden keyboard), or with non-finite input, nothing
  /// changes: the offset stays and no inset is added.
  ///
  /// - Parameters:
  ///   - target: The rect to keep visible, in the common space: the input's frame, or the caret
  ///     rect of a text view.
  ///   - obstruction: The keyboard or input bar covering the bottom, or `nil` for none.
  ///   - distance: The gap to keep above the obstruction, in points; 10 by default.
  ///   - placement: Whether to move only when needed or to align exactly.
  /// - Returns: The offset to set, the inset to add and how far the content scrolled.
  /// - Complexity: O(1).
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
  ///
  /// - Parameters:
  ///   - target: The target's rect, standardized.
  ///   - top: The highest y its top may reach.
  ///   - bottom: The lowest y its bottom may reach (the distance already taken off).
  ///   - placement: Reveal moves only when a limit is crossed; align puts the bottom on the limit.
  /// - Returns: The signed movement; the top limit always wins over the bottom one.
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
  ///
  /// Call it with the geometry as it is after the keyboard hid and after the added inset was
  /// subtracted (``contentInset`` is the app's own again). The user keeps their scroll position.
  ///
  /// - Returns: The content offset to set, in content space.
  /// - Complexity: O(1).
  func restoredContentOffset() -> CGPoint {
    guard isFinite else { return contentOffset }
    let limit = maximumOffsetY()
    guard contentOffset.y > limit else { return contentOffset }
    return CGPoint(x: contentOffset.x, y: limit)
  }
}
