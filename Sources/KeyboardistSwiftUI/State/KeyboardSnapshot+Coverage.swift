public import Foundation
import KeyboardistObserver

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

extension KeyboardSnapshot {
  /// How much of a view the keyboard covers, beyond the view's bottom safe area: the height the
  /// view must give up, in points.
  ///
  /// Measured on ``screen`` with the rule of ``KeyboardOptions/coverage(of:in:safeAreaBottom:)``: 0
  /// while the keyboard is hidden or floating, only the shortcut bar of a hardware keyboard, and
  /// the view's bottom safe area counted once. With no screen known, a visible keyboard counts as
  /// docked (as ``dockState`` does) and covers what lies below its end frame's top.
  ///
  /// - Parameters:
  ///   - frame: The view's frame in the screen's coordinate space. SwiftUI's `.global` space is the
  ///     window's, which is the screen's while the window fills the screen.
  ///   - safeAreaBottom: The view's bottom safe-area inset, in points; 0 by default.
  /// - Returns: The covered height, at least 0 and at most the frame's height.
  public func coverage(of frame: CGRect, safeAreaBottom: CGFloat = 0) -> CGFloat {
    guard isVisible, let options else { return 0 }
    if let screen, screen.isFiniteAndNonEmpty {
      return options.coverage(of: frame, in: screen, safeAreaBottom: safeAreaBottom)
    }
    let docked = KeyboardObstruction(top: options.endFrame.standardized.minY, height: height)
    return docked.coverage(of: frame, safeAreaBottom: safeAreaBottom)
  }

  /// The coverage of a view placed on a screen: 0 while hidden or for a view in no window.
  ///
  /// - Parameter placement: Where the view is, as the UIKit shell reads it.
  /// - Returns: The covered height, in points.
  func coverage(of placement: ScreenPlacement?) -> CGFloat {
    guard isVisible, let options else { return 0 }
    return options.coverage(of: placement)
  }
}
