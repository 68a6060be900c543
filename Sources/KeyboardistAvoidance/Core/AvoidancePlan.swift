import Foundation
import KeyboardistObserver

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// What avoidance does to a hierarchy to keep one target clear of the keyboard.
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
  /// The target and the obstruction are in the common space; a `nil` `rootTopLimit` never shifts
  /// the root view, and a `nil` obstruction (a floating or hidden keyboard) plans nothing.
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
