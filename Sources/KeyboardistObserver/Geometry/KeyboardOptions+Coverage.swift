public import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

extension KeyboardOptions {
  /// How much of a view the keyboard covers beyond the view's bottom safe area: the height the view
  /// must give up, in points.
  ///
  /// Use it wherever a view moves with the keyboard: the bottom inset to add to a scroll view's own
  /// `contentInset.bottom`, how far to raise a bar pinned to the safe area, a bottom constraint's
  /// constant. It differs from ``visibleHeight(in:)``, which measures the keyboard against the whole
  /// screen, in two ways:
  ///
  /// - Only the part of the view that the keyboard overlaps counts. A form sheet, a page sheet or a
  ///   Stage Manager window that ends above the screen's bottom is covered less, or not at all.
  /// - The view's bottom safe area is counted once. On an iPhone with Face ID, the 34 pt home
  ///   indicator area is inside the keyboard's frame and is already kept clear of the view's
  ///   content; a 336 pt keyboard over a full-screen view covers 336 − 34 = 302 pt of its safe area.
  ///
  /// The keyboard must be docked on `screen` (``dockState(in:)``): a floating, undocked or split
  /// keyboard, or a hidden one, covers nothing (0). Only the part of the end frame on screen counts,
  /// so a hardware keyboard's 313 pt frame covers only its 55 pt shortcut bar. The same rule as
  /// ``KeyboardObstruction/coverage(of:safeAreaBottom:)``, which this builds on.
  ///
  /// Apple documents that the keyboard's frame is in the screen's coordinate space, which differs
  /// from a view's in Split View, Slide Over and Stage Manager: convert the view's frame into the
  /// screen's coordinate space first. On iOS, `coverage(of: view)` does that for you.
  ///
  /// - Parameters:
  ///   - frame: The view's frame in the screen's coordinate space (the space of ``endFrame``).
  ///   - screen: The screen's bounds, in the screen's coordinate space.
  ///   - safeAreaBottom: The view's bottom safe-area inset, in points; 0 by default.
  /// - Returns: The covered height, at least 0 and at most the frame's height.
  @inline(never)  // The one copy every coverage API calls: apps pay for the object's bytes.
  public func coverage(of frame: CGRect, in screen: CGRect, safeAreaBottom: CGFloat = 0) -> CGFloat
  {
    let obstruction = KeyboardObstruction(options: self, screen: screen)
    return obstruction?.coverage(of: frame, safeAreaBottom: safeAreaBottom) ?? 0
  }

  /// The coverage of a view placed on a screen, or 0 for a view that is on none (in no window).
  ///
  /// - Parameter placement: Where the view is, as the UIKit shell reads it; `nil` when it has no
  ///   window.
  /// - Returns: ``coverage(of:in:safeAreaBottom:)`` for the placement, else 0.
  package func coverage(of placement: ScreenPlacement?) -> CGFloat {
    guard let placement else { return 0 }
    return coverage(
      of: placement.frame, in: placement.screen, safeAreaBottom: placement.safeAreaBottom)
  }
}
