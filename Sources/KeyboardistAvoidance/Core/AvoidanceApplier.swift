import Foundation
import KeyboardistObserver

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// Turns the input session's updates into changes to a view hierarchy, and undoes exactly what it
/// changed.
@MainActor
final class AvoidanceApplier<View: KeyboardViewNode> where View.Node == View {
  /// Changes to the hierarchy.
  typealias Changes = @MainActor () -> Void
  /// Runs changes alongside the keyboard's animation (at once in tests).
  typealias Animation = @MainActor (KeyboardOptions, _ changes: @escaping Changes) -> Void

  /// What was done to one view: the inset added to a scroll view, or how far a root view shifted.
  private struct Change {
    weak var view: View?
    let amount: CGFloat
  }

  private let animate: Animation
  private var additions: [Change] = []
  private var rootShift: Change?

  /// Creates an applier that has changed nothing yet.
  init(animate: @escaping Animation) {
    self.animate = animate
  }

  /// Applies one update of the input session.
  func perform(
    _ update: InputSessionObserver<View>.Update, rootView: View?, inputBar: View?,
    distance: CGFloat, shiftsRootView: Bool,
    systemVersion: Int = KeyboardObstruction.accessoryLeftOutFromSystemVersion
  ) {
    switch update.action {
    case .adjust(let target), .readjust(let target):
      undo(restoringOffsets: false)
      let root = rootView ?? target.outermostViewControllerView
      let topLimit = root.map { $0.frameInWindow.minY + $0.safeAreaTop }
      let obstruction = Self.obstruction(
        for: target, update: update, inputBar: inputBar, systemVersion: systemVersion)
      let plan = AvoidancePlan(
        for: target, revealing: target.caretRectInWindow ?? target.frameInWindow,
        below: obstruction, distance: distance, placement: update.placement,
        rootTopLimit: shiftsRootView ? topLimit : nil, within: root)
      animate(update.options) { self.apply(plan, root: root) }
    case .restore:
      animate(update.options) { self.undo(restoringOffsets: true) }
    }
  }

  /// What covers the bottom of the target's window: the docked keyboard, raised by the height of
  /// the input bar and, when the keyboard's frame leaves it out, by the height of the edited
  /// input's accessory view (`KeyboardObstruction.raised(byAccessoryHeight:systemVersion:)`).
  ///
  /// It is in the window's space; `nil` for a floating or hidden keyboard.
  static func obstruction(
    for target: View, update: InputSessionObserver<View>.Update, inputBar: View?,
    systemVersion: Int
  ) -> KeyboardObstruction? {
    target.keyboardObstruction(update.options)?
      .raised(byInputBarHeight: inputBar?.bounds.height ?? 0)
      .raised(
        byAccessoryHeight: update.editing?.inputAccessoryHeight ?? 0, systemVersion: systemVersion)
  }

  /// Takes back everything applied: subtracts the added insets and the root shift.
  func undo(restoringOffsets: Bool) {
    for addition in additions {
      guard let scrollView = addition.view else { continue }
      scrollView.addBottomInset(-addition.amount)
      if restoringOffsets {
        scrollView.scrollContent(to: scrollView.scrollGeometry.restoredContentOffset())
      }
    }
    additions = []
    if let view = rootShift?.view, let amount = rootShift?.amount {
      view.bounds.origin.y -= amount
    }
    rootShift = nil
  }

  private func apply(_ plan: AvoidancePlan<View>, root: View?) {
    additions = plan.steps.map { step in
      let amount = step.adjustment.addedBottomInset
      step.node.addBottomInset(amount)
      step.node.scrollContent(to: step.adjustment.contentOffset)
      return Change(view: step.node, amount: amount)
    }
    rootShift = root.map { root in
      root.bounds.origin.y += plan.rootShift
      return Change(view: root, amount: plan.rootShift)
    }
  }
}
