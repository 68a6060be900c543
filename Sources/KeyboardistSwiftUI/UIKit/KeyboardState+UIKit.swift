#if KEYBOARDIST_UIKIT
  import KeyboardistObserver
  public import UIKit

  // The keyboard's coverage of a view, for the observable state: the view is measured by the
  // observer module's UIKit shell (`UIView.screenPlacement`), the rule is the portable core's.

  @available(iOS 17, macCatalyst 17, visionOS 1, *)
  extension KeyboardState {
    /// How much of `view` the keyboard covers now, beyond the view's bottom safe area, in points.
    ///
    /// Reads the view's frame in its screen's coordinate space and its bottom safe-area inset, like
    /// `KeyboardOptions.coverage(of: UIView)`. Reading it in UIKit's `updateProperties()` or a
    /// SwiftUI `body` updates at each transition. Isolation: main actor.
    ///
    /// - Parameter view: The view that must make room.
    /// - Returns: The covered height; 0 while the keyboard is hidden or floating, or for a view in
    ///   no window.
    public func coverage(of view: UIView) -> CGFloat {
      coverage(of: view.screenPlacement)
    }
  }
#endif
