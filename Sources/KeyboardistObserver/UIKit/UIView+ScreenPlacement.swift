#if KEYBOARDIST_UIKIT
  package import UIKit

  extension UIView {
    /// The view's frame in its screen's coordinate space, the screen's bounds and the view's bottom
    /// safe-area inset; `nil` while the view is in no window (or its window in no scene).
    package var screenPlacement: ScreenPlacement? {
      guard let screen = window?.windowScene?.screen else { return nil }
      let space = screen.coordinateSpace
      return ScreenPlacement(
        frame: space.convert(bounds, from: self), screen: space.bounds,
        safeAreaBottom: safeAreaInsets.bottom)
    }
  }
#endif
