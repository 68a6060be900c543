import KeyboardistObserver

/// Decides which taps dismiss the keyboard: those outside any control or text view.
///
/// `KeyboardDismissTap` asks it for each touch its recognizer may receive, so buttons, switches,
/// fields and text views (and anything inside one) keep their taps to themselves.
enum DismissTapFilter {
  /// Whether a touch on `view` may dismiss the keyboard.
  ///
  /// - Parameter view: The view the touch landed on, or `nil` when UIKit reports none.
  /// - Returns: `false` when `view` or one of its ancestors is a control or a text view
  ///   (``KeyboardViewNode/isControlOrTextView``); `true` otherwise, including when there is no
  ///   view.
  /// - Complexity: O(*d*), where *d* is the view's depth.
  @MainActor
  static func receives<View: KeyboardViewNode>(touchOn view: View?) -> Bool
  where View.Node == View {
    var current = view
    while let candidate = current {
      if candidate.isControlOrTextView { return false }
      current = candidate.superview
    }
    return true
  }
}
