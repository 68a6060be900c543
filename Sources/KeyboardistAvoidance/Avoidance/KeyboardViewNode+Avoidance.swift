import Foundation
import KeyboardistObserver

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

extension KeyboardViewNode {
  /// Plans how the scroll views around this node, and if need be the root view, keep it clear of the
  /// keyboard.
  ///
  /// The walk goes from this node outward through its ancestors. The nearest scrollable ancestor
  /// whose scrolling is enabled always adjusts (it gets its bottom inset and scrolls what it can, see
  /// ``ScrollViewGeometry/adjustment(revealing:below:distance:placement:)``); while the target still
  /// does not clear the obstruction by `distance`, the rest passes to the next enabled scroll view
  /// outward, and finally, when `rootTopLimit` is given, to a root-view shift (see
  /// ``KeyboardObstruction/rootShift(revealing:topLimit:distance:currentShift:)``). The walk stops as
  /// soon as the target clears.
  ///
  /// A `nil` obstruction (floating or hidden keyboard) plans nothing.
  ///
  /// - Parameters:
  ///   - target: The rect to keep visible in the common space, such as a text view's caret rect;
  ///     this node's ``frameInWindow`` by default.
  ///   - obstruction: The keyboard or input bar covering the bottom, in the common space.
  ///   - distance: The gap to keep above the obstruction, in points; 10 by default.
  ///   - placement: Reveal (move only when needed) or align (a trigger view).
  ///   - rootTopLimit: The y-coordinate the target's top must stay below if the root view shifts;
  ///     `nil` (the default) never shifts the root view.
  ///   - container: The outermost node the walk may adjust, such as a screen's root view, so scroll
  ///     views that hold the whole screen (a page view controller's) are left alone; `nil` (the
  ///     default) walks to the root of the hierarchy.
  /// - Returns: The plan: the scroll views to adjust, nearest first, and the root shift.
  /// - Complexity: O(*d*), where *d* is this node's depth: each ancestor's parent and scroll flags
  ///   are read once, and only scroll views' geometry is read.
  func avoidancePlan(
    revealing target: CGRect? = nil,
    below obstruction: KeyboardObstruction?,
    distance: CGFloat = ScrollViewGeometry.defaultDistance,
    placement: AvoidancePlacement = .reveal,
    rootTopLimit: CGFloat? = nil,
    within container: Node? = nil
  ) -> AvoidancePlan<Node> {
    var rect = target ?? frameInWindow
    guard let obstruction else { return AvoidancePlan(unchanged: rect) }
    func remaining() -> CGFloat {
      let need = rect.maxY + distance - obstruction.top
      return need.isFinite ? need : 0
    }
    var steps: [AvoidancePlan<Node>.Step] = []
    var ancestor = superview
    while let node = ancestor {
      guard steps.isEmpty || Self.needsMore(remaining(), placement: placement) else { break }
      if node.isScrollable, node.isScrollingEnabled {
        let adjustment = node.scrollGeometry.adjustment(
          revealing: rect, below: obstruction, distance: distance, placement: placement)
        steps.append(AvoidancePlan.Step(node: node, adjustment: adjustment))
        rect = rect.offsetBy(dx: 0, dy: -adjustment.scrolledBy)
      }
      ancestor = node === container ? nil : node.superview
    }
    var shift: CGFloat = 0
    if let rootTopLimit, remaining() > 0 {
      shift = obstruction.rootShift(revealing: rect, topLimit: rootTopLimit, distance: distance)
      rect = rect.offsetBy(dx: 0, dy: -shift)
    }
    return AvoidancePlan(
      steps: steps, rootShift: shift, remaining: max(0, remaining()), target: rect)
  }

  /// Whether the walk must go on outward.
  private static func needsMore(_ remaining: CGFloat, placement: AvoidancePlacement) -> Bool {
    switch placement {
    case .reveal: remaining > 0
    case .align: remaining != 0
    }
  }
}
