import Foundation
import KeyboardistObserver

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// What avoidance does to a hierarchy to keep one target clear of the keyboard.
///
/// Apply each step's adjustment to its scroll view, then shift the root view up by ``rootShift``.
struct AvoidancePlan<Node: KeyboardViewNode>: Sendable where Node.Node == Node {
  /// One scroll view and what to do to it.
  struct Step: Sendable {
    /// The scroll view to adjust.
    var node: Node
    /// Its new offset and added inset.
    var adjustment: ScrollViewGeometry.Adjustment
  }

  /// The scroll views to adjust, nearest to the target first.
  var steps: [Step] = []
  /// How far to shift the root view up, in points; 0 unless a top limit was given.
  var rootShift: CGFloat = 0
  /// How far the target still is from clearing the obstruction by the distance, in points, after
  /// the steps and the root shift; 0 when it clears.
  var remaining: CGFloat = 0
  /// The target's rect once the plan is applied, in the common space.
  var target: CGRect

  /// Plans how the scroll views around a node, and if need be the root view, keep it clear of the
  /// keyboard.
  ///
  /// The walk goes from the node outward through its ancestors. The nearest scrollable ancestor
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
  ///   - node: The node to keep visible, such as the input being edited.
  ///   - target: The rect to keep visible in the common space, such as a text view's caret rect;
  ///     the node's ``KeyboardViewNode/frameInWindow`` by default.
  ///   - obstruction: The keyboard or input bar covering the bottom, in the common space.
  ///   - distance: The gap to keep above the obstruction, in points; 10 by default.
  ///   - placement: Reveal (move only when needed) or align (a trigger view).
  ///   - rootTopLimit: The y-coordinate the target's top must stay below if the root view shifts;
  ///     `nil` (the default) never shifts the root view.
  ///   - container: The outermost node the walk may adjust, such as a screen's root view, so scroll
  ///     views that hold the whole screen (a page view controller's) are left alone; `nil` (the
  ///     default) walks to the root of the hierarchy.
  /// - Complexity: O(*d*), where *d* is the node's depth: each ancestor's parent and scroll flags
  ///   are read once, and only scroll views' geometry is read.
  @MainActor
  init(
    for node: Node,
    revealing target: CGRect? = nil,
    below obstruction: KeyboardObstruction?,
    distance: CGFloat = ScrollViewGeometry.defaultDistance,
    placement: AvoidancePlacement = .reveal,
    rootTopLimit: CGFloat? = nil,
    within container: Node? = nil
  ) {
    self.target = target ?? node.frameInWindow
    guard let obstruction else { return }
    var ancestor = node.superview
    while let scrollView = ancestor {
      guard steps.isEmpty || needsMore(below: obstruction, distance, placement) else { break }
      if scrollView.isScrollable, scrollView.isScrollingEnabled {
        let adjustment = scrollView.scrollGeometry.adjustment(
          revealing: self.target, below: obstruction, distance: distance, placement: placement)
        steps.append(Step(node: scrollView, adjustment: adjustment))
        self.target = self.target.offsetBy(dx: 0, dy: -adjustment.scrolledBy)
      }
      ancestor = scrollView === container ? nil : scrollView.superview
    }
    if let rootTopLimit, missing(below: obstruction, distance) > 0 {
      rootShift = obstruction.rootShift(
        revealing: self.target, topLimit: rootTopLimit, distance: distance)
      self.target = self.target.offsetBy(dx: 0, dy: -rootShift)
    }
    remaining = max(0, missing(below: obstruction, distance))
  }

  /// How far the target's bottom is from sitting `distance` above the obstruction: positive when
  /// it is too low.
  private func missing(below obstruction: KeyboardObstruction, _ distance: CGFloat) -> CGFloat {
    let need = target.maxY + distance - obstruction.top
    return need.isFinite ? need : 0
  }

  /// Whether the walk must go on outward: the target is too low to reveal, or not yet aligned.
  private func needsMore(
    below obstruction: KeyboardObstruction, _ distance: CGFloat, _ placement: AvoidancePlacement
  ) -> Bool {
    switch placement {
    case .reveal: missing(below: obstruction, distance) > 0
    case .align: missing(below: obstruction, distance) != 0
    }
  }
}
