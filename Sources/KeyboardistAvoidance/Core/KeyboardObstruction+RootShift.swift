import Foundation
import KeyboardistObserver

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

extension KeyboardObstruction {
  /// How far to move a screen's root view up so a target clears the keyboard, for screens without a
  /// scroll view.
  ///
  /// The shift is just enough for the target's bottom to sit `distance` above the obstruction, but
  /// never so much that the target's top rises above `topLimit` (the bottom of the navigation bar or
  /// the top of the safe area), never more than the keyboard's visible ``height``, and never
  /// negative. Non-finite input gives 0.
  ///
  /// - Parameters:
  ///   - target: The rect to keep visible, in the same space as ``top``, as it is now.
  ///   - topLimit: The y-coordinate the target's top must stay below, in the same space.
  ///   - distance: The gap to keep above the obstruction, in points; 10 by default.
  ///   - currentShift: How far the root view is already shifted up, so the target's rect can be
  ///     measured from where it would be unshifted; 0 by default.
  /// - Returns: The total upward shift to apply to the root view, in points.
  /// - Complexity: O(1).
  func rootShift(
    revealing target: CGRect,
    topLimit: CGFloat,
    distance: CGFloat = ScrollViewGeometry.defaultDistance,
    currentShift: CGFloat = 0
  ) -> CGFloat {
    guard target.isFiniteAndNonEmpty, top.isFinite, height.isFinite, topLimit.isFinite,
      distance.isFinite, currentShift.isFinite
    else { return 0 }
    let rest = target.standardized.offsetBy(dx: 0, dy: currentShift)
    let needed = rest.maxY + distance - top
    let allowed = min(rest.minY - topLimit, height)
    return max(0, min(needed, allowed))
  }
}
