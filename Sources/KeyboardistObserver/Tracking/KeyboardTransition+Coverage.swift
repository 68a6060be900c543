public import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

extension KeyboardTransition {
  /// How much of a view the keyboard covers after this transition, beyond the view's bottom safe
  /// area: the height the view must give up, in points.
  ///
  /// Set what moves to this rather than to ``height``, which is measured against the whole screen:
  /// on an iPhone with Face ID a 336 pt keyboard covers 302 pt of a full-screen view with a 34 pt
  /// bottom safe area, and in a sheet or a window that ends above the screen's bottom it covers less
  /// or nothing. A disappear covers nothing. See
  /// ``KeyboardOptions/coverage(of:in:safeAreaBottom:)`` for the rule; on iOS, `coverage(of: view)`
  /// reads the frame, screen and safe area from the view.
  ///
  /// - Parameters:
  ///   - frame: The view's frame in the screen's coordinate space.
  ///   - screen: The screen's bounds, in the screen's coordinate space.
  ///   - safeAreaBottom: The view's bottom safe-area inset, in points; 0 by default.
  /// - Returns: The covered height: 0 for a disappear, else the coverage of the transition's end
  ///   frame.
  public func coverage(of frame: CGRect, in screen: CGRect, safeAreaBottom: CGFloat = 0) -> CGFloat
  {
    guard kind == .appear else { return 0 }
    return options.coverage(of: frame, in: screen, safeAreaBottom: safeAreaBottom)
  }

  /// The coverage of a view placed on a screen: 0 for a disappear or a view in no window.
  ///
  /// - Parameter placement: Where the view is, as the UIKit shell reads it.
  /// - Returns: The covered height, in points.
  package func coverage(of placement: ScreenPlacement?) -> CGFloat {
    guard kind == .appear else { return 0 }
    return options.coverage(of: placement)
  }
}
