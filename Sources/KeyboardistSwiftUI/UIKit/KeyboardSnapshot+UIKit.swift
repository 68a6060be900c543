#if KEYBOARDIST_UIKIT
  import KeyboardistObserver
  public import UIKit

  extension KeyboardSnapshot {
    /// How much of `view` the keyboard covers, beyond the view's bottom safe area, in points.
    ///
    /// Reads the view's frame in its screen's coordinate space, the screen and the view's bottom
    /// safe-area inset, like `KeyboardOptions.coverage(of: UIView)`; the rule is
    /// ``coverage(of:safeAreaBottom:)``'s. Reading it from a ``KeyboardState``'s snapshot in
    /// UIKit's `updateProperties()` or a SwiftUI `body` updates at each transition.
    ///
    /// Isolation: main actor.
    ///
    /// - Parameter view: The view that must make room.
    /// - Returns: The covered height; 0 while the keyboard is hidden or floating, or for a view in
    ///   no window.
    @MainActor
    public func coverage(of view: UIView) -> CGFloat {
      coverage(of: view.screenPlacement)
    }
  }
#endif
