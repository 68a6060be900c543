import Foundation
import KeyboardistObserver

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

extension KeyboardObstruction {
  /// How far to move a screen's root view up so a target clears the keyboard, for screens without a
  /// scroll view.
  ///
  /// The target and `topLimit` are in the same space as ``top``; the shift is never more than the
  /// keyboard's visible ``height``, never negative, and 0 for non-finite input.
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
