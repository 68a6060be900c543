#if KEYBOARDIST_UIKIT
  public import UIKit

  extension KeyboardTransition {
    /// How much of `view` the keyboard covers after this transition, beyond the view's bottom safe
    /// area, in points; 0 for a disappear.
    ///
    /// ```swift
    /// keyboard.onAppear { [unowned self] transition in
    ///   scrollView.contentInset.bottom = transition.coverage(of: scrollView)
    /// }
    /// ```
    ///
    /// See `KeyboardOptions.coverage(of: UIView)` for how the view is measured. Isolation: main
    /// actor.
    ///
    /// - Parameter view: The view that must make room.
    /// - Returns: The covered height; 0 for a disappear, a floating keyboard or a view in no window.
    @MainActor
    public func coverage(of view: UIView) -> CGFloat {
      coverage(of: view.screenPlacement)
    }
  }
#endif
