import Foundation
import KeyboardistObserver

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

extension ScrollViewGeometry {
  /// The distance kept between a target and the keyboard when none is given: 10 points.
  static let defaultDistance: CGFloat = 10

  /// The visible vertical range of this scroll view while the obstruction is up, in the common space.
  ///
  /// - Parameter obstruction: The keyboard or input bar covering the bottom.
  /// - Returns: The top and bottom y-coordinates between which content is visible; the bottom may
  ///   lie above the top when the obstruction covers the whole scroll view.
  func visibleRange(below obstruction: KeyboardObstruction) -> (top: CGFloat, bottom: CGFloat) {
    let view = frame.standardized
    let top = view.minY + contentInset.top + safeAreaInsets.top
    let bottom = min(obstruction.top, view.maxY - contentInset.bottom - safeAreaInsets.bottom)
    return (top, bottom)
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
  ) -> ScrollAdjustment {
    let unchanged = ScrollAdjustment(
      contentOffset: contentOffset, addedBottomInset: 0, scrolledBy: 0)
    guard let obstruction, isFinite, obstruction.top.isFinite, distance.isFinite,
      target.isFiniteAndNonEmpty
    else { return unchanged }
    let added = obstruction.coverage(of: frame, safeAreaBottom: safeAreaInsets.bottom)
    let range = visibleRange(below: obstruction)
    let wanted = Self.wantedScroll(
      target: target.standardized, top: range.top, bottom: range.bottom - distance,
      placement: placement)
    let lowest = minimumOffsetY - contentOffset.y
    let highest = maximumOffsetY(addedBottomInset: added) - contentOffset.y
    let moved = wanted > 0 ? max(0, min(wanted, highest)) : min(0, max(wanted, lowest))
    return ScrollAdjustment(
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
  static func wantedScroll(
    target: CGRect, top: CGFloat, bottom: CGFloat, placement: AvoidancePlacement
  ) -> CGFloat {
    let toBottom = target.maxY - bottom
    let toTop = target.minY - top
    switch placement {
    case .align: return min(toBottom, toTop)
    case .reveal:
      if toBottom > 0 { return min(toBottom, toTop) }
      return min(0, toTop)
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
