import Foundation
import KeyboardistObserver

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// Turns the input session's updates into changes to a view hierarchy, and undoes exactly what it
/// changed.
///
/// On adjust or re-adjust it first takes back its previous change (keeping the scroll position),
/// plans for the target (a text view's caret, else its frame;
/// ``AvoidancePlan/init(for:revealing:below:distance:placement:rootTopLimit:within:)``,
/// below the docked keyboard raised by the input bar's height and by the edited input's accessory
/// where the keyboard's frame leaves it out, see ``obstruction(for:update:inputBar:systemVersion:)``,
/// with the root's top edge plus its top safe area as the top limit when the root may shift) and,
/// inside the keyboard's animation,
/// applies the plan: each scroll view gets the planned inset *added* to its bottom content and
/// indicator insets and the planned content offset, and the root view's bounds origin moves down by
/// the root shift. The root is the screen's root view for a per-screen avoider, else the outermost
/// view controller's (``KeyboardViewNode/outermostViewControllerView``). On restore, inside the
/// animation, it subtracts exactly the insets it added, moves the root back by exactly its shift,
/// and pulls each scroll view's offset back inside its content
/// (``ScrollViewGeometry/restoredContentOffset()``). Insets are never overwritten, so an app that
/// changes its own inset while the keyboard is up keeps its change. Views that went away are
/// skipped.
///
/// It reads and writes the hierarchy through ``KeyboardViewNode`` only, so every one of these
/// steps is tested without UIKit.
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
  ///
  /// - Parameter animate: Runs changes alongside the keyboard's animation.
  init(animate: @escaping Animation) {
    self.animate = animate
  }

  /// Applies one update of the input session.
  ///
  /// - Parameters:
  ///   - update: What to do, with the keyboard's options and the placement.
  ///   - rootView: The per-screen avoider's root view; `nil` app-wide.
  ///   - inputBar: A bar riding on the keyboard, whose height raises the obstruction.
  ///   - distance: The gap to keep between the target and the keyboard, in points.
  ///   - shiftsRootView: Whether the root view may shift up when scroll views cannot make room.
  ///   - systemVersion: The major version of the system the keyboard was reported on, which says
  ///     whether its frame includes the input accessory view; 26 (leaves it out) by default.
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
  /// - Parameters:
  ///   - target: The view to keep visible; the keyboard is converted into its window's space.
  ///   - update: The update, with the keyboard's options and the input being edited.
  ///   - inputBar: A bar riding on the keyboard, if any.
  ///   - systemVersion: The major version of the system the keyboard was reported on.
  /// - Returns: The obstruction in the window's space; `nil` for a floating or hidden keyboard.
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
  ///
  /// - Parameter restoringOffsets: Whether to also pull each scroll view's offset back inside its
  ///   content; `false` before a re-adjustment, which sets new offsets anyway.
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
