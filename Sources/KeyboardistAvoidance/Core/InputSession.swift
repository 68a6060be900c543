import Foundation
import KeyboardistObserver

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// Combines text-input editing with keyboard changes and says when to adjust, re-adjust and restore.
struct InputSession<Input: Hashable & Sendable>: Equatable, Sendable {
  /// What to do after an event.
  enum Action: Hashable, Sendable {
    /// Start avoiding: keep this target clear of the keyboard, keeping what you change so you can
    /// restore it.
    case adjust(Input)
    /// Avoid again from the state saved at ``adjust(_:)``: the keyboard's height or the target
    /// changed.
    case readjust(Input)
    /// Undo the adjustment: the keyboard is gone.
    case restore
  }

  /// The input being edited, if any.
  private(set) var editing: Input?
  /// The trigger marked for the next adjustment, if any.
  private(set) var trigger: Input?
  /// The keyboard's visible height, 0 when hidden or floating.
  private(set) var keyboardHeight: CGFloat = 0
  /// The target the last adjustment was for, while adjusted.
  private(set) var adjustedTarget: Input?

  /// Whether an adjustment is in place and must be restored later.
  var isAdjusted: Bool { adjustedTarget != nil }

  /// What avoidance keeps visible: the marked trigger, else the input being edited.
  var target: Input? { trigger ?? editing }

  /// How the target should be placed: aligned when it is a marked trigger, else revealed.
  var placement: AvoidancePlacement { trigger == nil ? .reveal : .align }

  /// Takes in that an input began editing.
  mutating func inputDidBeginEditing(_ input: Input) -> Action? {
    editing = input
    return decide(heightChanged: false)
  }

  /// Takes in that an input ended editing.
  mutating func inputDidEndEditing(_ input: Input) -> Action? {
    if editing == input { editing = nil }
    return nil
  }

  /// Marks a trigger view as the target of the next adjustment.
  mutating func markTrigger(_ trigger: Input) -> Action? {
    self.trigger = trigger
    return decide(heightChanged: false)
  }

  /// Takes in the keyboard's visible height after a keyboard transition.
  mutating func keyboardDidChange(visibleHeight: CGFloat) -> Action? {
    let height = visibleHeight.isFinite ? max(0, visibleHeight) : 0
    let changed = height != keyboardHeight
    keyboardHeight = height
    if height == 0, changed { trigger = nil }
    return decide(heightChanged: changed)
  }

  /// Takes in a normalised keyboard transition from a ``KeyboardTracker``.
  mutating func keyboardDidChange(_ transition: KeyboardTransition) -> Action? {
    keyboardDidChange(visibleHeight: transition.kind == .appear ? transition.height : 0)
  }

  private mutating func decide(heightChanged: Bool) -> Action? {
    guard keyboardHeight > 0 else {
      guard isAdjusted else { return nil }
      trigger = nil
      adjustedTarget = nil
      return .restore
    }
    guard let target else { return nil }
    defer { adjustedTarget = target }
    guard isAdjusted else { return .adjust(target) }
    return heightChanged || adjustedTarget != target ? .readjust(target) : nil
  }
}
