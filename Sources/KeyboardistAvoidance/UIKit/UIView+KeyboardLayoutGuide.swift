#if KEYBOARDIST_UIKIT
  public import UIKit
  import KeyboardistObserver

  extension UIView {
    /// Pins a bar's bottom to the top of this view's `keyboardLayoutGuide`, so it rides on the
    /// keyboard (iOS 15 and later).
    ///
    /// The guide tracks the docked keyboard and, while it is hidden, the bottom of the safe area.
    /// To keep inputs and triggers above the bar, see
    /// <doc:KeepingInputsVisible#Align-a-trigger-above-an-input-bar>. Add the bar as a subview
    /// first, with `translatesAutoresizingMaskIntoConstraints` off, and constrain its other edges
    /// yourself.
    ///
    /// - Parameters:
    ///   - bar: A subview of this view, such as a chat input bar.
    ///   - spacing: The gap between the bar and the keyboard, in points; 0 by default.
    ///   - followsUndockedKeyboard: Whether the guide also follows an undocked or floating keyboard
    ///     (`UIKeyboardLayoutGuide.followsUndockedKeyboard`); `false` by default.
    /// - Returns: The activated constraint, to change or deactivate later.
    @discardableResult
    public func pinToKeyboard(
      _ bar: UIView, spacing: CGFloat = 0, followsUndockedKeyboard: Bool = false
    ) -> NSLayoutConstraint {
      keyboardLayoutGuide.followsUndockedKeyboard = followsUndockedKeyboard
      let constraint = bar.bottomAnchor.constraint(
        equalTo: keyboardLayoutGuide.topAnchor, constant: -spacing)
      constraint.isActive = true
      return constraint
    }
  }
#endif
