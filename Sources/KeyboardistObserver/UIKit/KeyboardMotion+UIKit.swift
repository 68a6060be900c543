#if KEYBOARDIST_UIKIT
  public import UIKit

  extension KeyboardMotion {
    /// How much of `view` the keyboard covers in this frame, beyond the view's bottom safe area, in
    /// points.
    ///
    /// Converts the view's bounds into its screen's coordinate space, then applies
    /// ``coverage(of:safeAreaBottom:)`` with the view's `safeAreaInsets.bottom`. Isolation: main
    /// actor.
    ///
    /// - Parameter view: The view that must make room, such as a chat's list.
    /// - Returns: The covered height; 0 while the keyboard is hidden or floating, or the view has no
    ///   window.
    @MainActor
    public func coverage(of view: UIView) -> CGFloat {
      coverage(of: view.screenPlacement)
    }
  }
#endif
