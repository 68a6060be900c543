/// Decides which taps dismiss the keyboard: those outside any control or text view.
///
/// `KeyboardDismissTap` asks it for each touch its recognizer may receive, so buttons, switches,
/// fields and text views (and anything inside one) keep their taps to themselves.
enum DismissTapFilter {
  /// Whether a touch on `view` may dismiss the keyboard.
  ///
  /// - Parameters:
  ///   - view: The view the touch landed on, or `nil` when UIKit reports none.
  ///   - superview: A view's superview.
  ///   - isInteractive: Whether a view is a control or a text view.
  /// - Returns: `false` when `view` or one of its ancestors is interactive; `true` otherwise,
  ///   including when there is no view.
  /// - Complexity: O(*d*), where *d* is the view's depth.
  @MainActor
  static func receives<View>(
    touchOn view: View?, superview: (View) -> View?, isInteractive: (View) -> Bool
  ) -> Bool {
    var current = view
    while let candidate = current {
      if isInteractive(candidate) { return false }
      current = superview(candidate)
    }
    return true
  }
}
