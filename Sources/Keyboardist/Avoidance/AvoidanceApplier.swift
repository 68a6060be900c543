import Foundation
#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// Turns the input session's updates into changes to a view hierarchy, and undoes exactly what it
/// changed.
///
/// On adjust or re-adjust it first takes back its previous change (keeping the scroll position),
/// plans for the target (a text view's caret, else its frame;
/// ``KeyboardViewNode/avoidancePlan(revealing:below:distance:placement:rootTopLimit:within:)``,
/// with the root's top edge plus its top safe area as the top limit when the root may shift)
/// and, inside the keyboard's animation, applies the plan: each scroll view gets the planned inset
/// *added* to its bottom content and indicator insets and the planned content offset, and the root
/// view's bounds origin moves down by the root shift. On restore, inside the animation, it
/// subtracts exactly the insets it added, moves the root back by exactly its shift, and pulls each
/// scroll view's offset back inside its content
/// (``ScrollViewGeometry/restoredContentOffset()``). Insets are never overwritten, so an app that
/// changes its own inset while the keyboard is up keeps its change. Views that went away are
/// skipped.
///
/// The hierarchy's reads and writes come in as closures (the UIKit shell's `KeyboardAvoider` gives
/// UIKit's), so every one of these steps is tested without UIKit.
///
/// Isolation: main actor.
@MainActor
final class AvoidanceApplier<View: KeyboardViewNode & Hashable> where View.Node == View {
  /// The reads and writes of the hierarchy that applying a plan needs.
  struct Hierarchy {
    /// The view that shifts for a target (see ``AvoidanceRoot``), or `nil` for none.
    var root: @MainActor (_ target: View) -> View?
    /// A text view's caret rect at the end of its selection, in window space; `nil` for other
    /// targets, which keep their whole frame visible.
    var caretRect: @MainActor (_ target: View) -> CGRect?
    /// The docked keyboard (raised by any input bar) in the target's window space, or `nil`.
    var obstruction: @MainActor (_ target: View, KeyboardOptions) -> KeyboardObstruction?
    /// The root view's top safe-area inset, in points.
    var safeAreaTop: @MainActor (_ root: View) -> CGFloat
    /// A scroll view's bottom insets, or `nil` when the view is not a scroll view.
    var bottomInsets: @MainActor (View) -> ScrollViewBottomInsets?
    /// Writes a scroll view's bottom insets.
    var setBottomInsets: @MainActor (View, ScrollViewBottomInsets) -> Void
    /// Writes a scroll view's content offset.
    var setContentOffset: @MainActor (View, CGPoint) -> Void
    /// A view's bounds origin y.
    var boundsOriginY: @MainActor (View) -> CGFloat
    /// Writes a view's bounds origin y.
    var setBoundsOriginY: @MainActor (View, CGFloat) -> Void
    /// Runs changes alongside the keyboard's animation (at once in tests).
    var animate: @MainActor (KeyboardOptions, _ changes: @escaping @MainActor () -> Void) -> Void
  }

  /// The inset added to one scroll view.
  private struct InsetAddition {
    weak var scrollView: View?
    let amount: CGFloat
  }

  /// How far one root view was shifted.
  private struct RootShift {
    weak var view: View?
    let amount: CGFloat
  }

  private let hierarchy: Hierarchy
  private var additions: [InsetAddition] = []
  private var rootShift: RootShift?

  /// Creates an applier that has changed nothing yet.
  ///
  /// - Parameter hierarchy: The hierarchy's reads and writes.
  init(hierarchy: Hierarchy) {
    self.hierarchy = hierarchy
  }

  /// Applies one update of the input session.
  ///
  /// - Parameters:
  ///   - update: What to do, with the keyboard's options and the placement.
  ///   - distance: The gap to keep between the target and the keyboard, in points.
  ///   - shiftsRootView: Whether the root view may shift up when scroll views cannot make room.
  func perform(
    _ update: InputSessionObserver<View>.Update, distance: CGFloat, shiftsRootView: Bool
  ) {
    switch update.action {
    case .adjust(let target), .readjust(let target):
      adjust(for: target, update, distance: distance, shiftsRootView: shiftsRootView)
    case .restore:
      hierarchy.animate(update.options) { self.undo(restoringOffsets: true) }
    }
  }

  /// Takes back everything applied: subtracts the added insets and the root shift.
  ///
  /// - Parameter restoringOffsets: Whether to also pull each scroll view's offset back inside its
  ///   content; `false` before a re-adjustment, which sets new offsets anyway.
  func undo(restoringOffsets: Bool) {
    for addition in additions {
      guard let scrollView = addition.scrollView,
        let insets = hierarchy.bottomInsets(scrollView)
      else { continue }
      hierarchy.setBottomInsets(scrollView, insets.removing(addition.amount))
      if restoringOffsets {
        hierarchy.setContentOffset(
          scrollView, scrollView.scrollGeometry.restoredContentOffset())
      }
    }
    additions = []
    if let view = rootShift?.view, let amount = rootShift?.amount {
      hierarchy.setBoundsOriginY(view, hierarchy.boundsOriginY(view) - amount)
    }
    rootShift = nil
  }

  private func adjust(
    for target: View, _ update: InputSessionObserver<View>.Update, distance: CGFloat,
    shiftsRootView: Bool
  ) {
    undo(restoringOffsets: false)
    let root = hierarchy.root(target)
    let topLimit = root.map { $0.frameInWindow.minY + hierarchy.safeAreaTop($0) }
    let plan = target.avoidancePlan(
      revealing: hierarchy.caretRect(target) ?? target.frameInWindow,
      below: hierarchy.obstruction(target, update.options),
      distance: distance, placement: update.placement,
      rootTopLimit: shiftsRootView ? topLimit : nil, within: root)
    hierarchy.animate(update.options) { self.apply(plan, root: root) }
  }

  private func apply(_ plan: AvoidancePlan<View>, root: View?) {
    additions = plan.steps.compactMap { step in
      guard let insets = hierarchy.bottomInsets(step.node) else { return nil }
      let amount = step.adjustment.addedBottomInset
      hierarchy.setBottomInsets(step.node, insets.adding(amount))
      hierarchy.setContentOffset(step.node, step.adjustment.contentOffset)
      return InsetAddition(scrollView: step.node, amount: amount)
    }
    rootShift = root.map { root in
      hierarchy.setBoundsOriginY(root, hierarchy.boundsOriginY(root) + plan.rootShift)
      return RootShift(view: root, amount: plan.rootShift)
    }
  }
}
