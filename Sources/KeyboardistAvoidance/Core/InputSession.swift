import Foundation
import KeyboardistObserver

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// Combines text-input editing with keyboard changes and says when to adjust, re-adjust and restore.
///
/// UIKit does not order the two streams: a text field begins editing before the keyboard's
/// `willShow`, a text view after it; switching fields ends one and begins the next while the
/// keyboard stays; the keyboard changes height (QuickType, emoji, a third-party keyboard) without any
/// editing event. Feed both streams in the order they arrive and act on the answers:
///
/// ```swift
/// var session = InputSession<String>()
/// session.inputDidBeginEditing("email")           // nil: no keyboard yet
/// session.keyboardDidChange(visibleHeight: 216)   // .adjust("email")
/// session.keyboardDidChange(visibleHeight: 260)   // .readjust("email")
/// session.keyboardDidChange(visibleHeight: 0)     // .restore
/// ```
///
/// A ``KeyboardTracker``'s transitions feed it directly with ``keyboardDidChange(_:)``.
///
/// A floating or undocked keyboard should be reported as height 0: nothing needs avoiding.
/// A trigger marked with ``markTrigger(_:)`` (a non-text view that raises an input bar) becomes the
/// target of the next adjustment instead of the input being edited, until the restore.
///
/// `Input` identifies inputs: a view in the UIKit shell, a string or number in tests. A value type,
/// not isolated.
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
  ///
  /// - Parameter input: The input that became first responder.
  /// - Returns: ``Action/adjust(_:)`` when the keyboard is already up, ``Action/readjust(_:)`` when
  ///   it is up and another target was adjusted for, or `nil` while waiting for the keyboard.
  mutating func inputDidBeginEditing(_ input: Input) -> Action? {
    editing = input
    return decide(heightChanged: false)
  }

  /// Takes in that an input ended editing.
  ///
  /// Nothing is restored yet: either another input begins next (a field change) or the keyboard
  /// hides (a restore). An input other than the one being edited is ignored.
  ///
  /// - Parameter input: The input that resigned first responder.
  /// - Returns: Always `nil`.
  mutating func inputDidEndEditing(_ input: Input) -> Action? {
    if editing == input { editing = nil }
    return nil
  }

  /// Marks a trigger view as the target of the next adjustment.
  ///
  /// Mark it before making the input bar's text view first responder. The mark lasts until the
  /// keyboard hides.
  ///
  /// - Parameter trigger: The trigger, such as a feed's comment button.
  /// - Returns: ``Action/readjust(_:)`` when the keyboard is already up and adjusted for something
  ///   else, ``Action/adjust(_:)`` when it is up and nothing is adjusted, else `nil`.
  mutating func markTrigger(_ trigger: Input) -> Action? {
    self.trigger = trigger
    return decide(heightChanged: false)
  }

  /// Takes in the keyboard's visible height after a keyboard transition.
  ///
  /// - Parameter visibleHeight: The docked keyboard's visible height (as a tracker's transition
  ///   reports it); 0 or less, or non-finite, when hidden or floating.
  /// - Returns: ``Action/restore`` when it went away while adjusted; ``Action/adjust(_:)`` when it
  ///   appeared for a target; ``Action/readjust(_:)`` when its height changed while adjusted; `nil`
  ///   otherwise.
  mutating func keyboardDidChange(visibleHeight: CGFloat) -> Action? {
    let height = visibleHeight.isFinite ? max(0, visibleHeight) : 0
    let changed = height != keyboardHeight
    keyboardHeight = height
    if height == 0, changed { trigger = nil }
    return decide(heightChanged: changed)
  }

  /// Takes in a normalised keyboard transition from a ``KeyboardTracker``.
  ///
  /// An appear sets the keyboard's height to ``KeyboardTransition/height``; a disappear sets it
  /// to 0. The tracker already reports a floating keyboard as a disappear when it knows the screen.
  ///
  /// - Parameter transition: The tracker's transition.
  /// - Returns: The same answers as ``keyboardDidChange(visibleHeight:)``.
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
