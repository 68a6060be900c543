import Foundation
import KeyboardistObserver

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// What avoidance does to a hierarchy to keep one target clear of the keyboard.
///
/// Built by
/// ``KeyboardViewNode/avoidancePlan(revealing:below:distance:placement:rootTopLimit:within:)``.
/// Apply each step's adjustment to its scroll view, then shift the root view up by ``rootShift``.
struct AvoidancePlan<Node: KeyboardViewNode>: Sendable {
  /// One scroll view and what to do to it.
  struct Step: Sendable {
    /// The scroll view to adjust.
    var node: Node
    /// Its new offset and added inset.
    var adjustment: ScrollAdjustment
  }

  /// The scroll views to adjust, nearest to the target first.
  var steps: [Step]
  /// How far to shift the root view up, in points; 0 unless a top limit was given.
  var rootShift: CGFloat
  /// How far the target still is from clearing the obstruction by the distance, in points, after
  /// the steps and the root shift; 0 when it clears.
  var remaining: CGFloat
  /// The target's rect once the plan is applied, in the common space.
  var target: CGRect

  /// A plan that changes nothing.
  ///
  /// - Parameter target: The target's rect, unchanged.
  init(unchanged target: CGRect) {
    self.steps = []
    self.rootShift = 0
    self.remaining = 0
    self.target = target
  }

  init(steps: [Step], rootShift: CGFloat, remaining: CGFloat, target: CGRect) {
    self.steps = steps
    self.rootShift = rootShift
    self.remaining = remaining
    self.target = target
  }
}
