public import Foundation
import KeyboardistObserver

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

@available(iOS 17, macOS 14, macCatalyst 17, tvOS 17, watchOS 10, visionOS 1, *)
extension KeyboardState {
  /// How much of a view the keyboard covers now, beyond the view's bottom safe area: the height the
  /// view must give up, in points.
  ///
  /// Measured on the screen the last transition was measured on, with the rule of
  /// ``KeyboardOptions/coverage(of:in:safeAreaBottom:)``: 0 while the keyboard is hidden or
  /// floating, only the shortcut bar of a hardware keyboard, and the view's bottom safe area counted
  /// once. With no screen known, a visible keyboard counts as docked (as ``dockState`` does) and
  /// covers what lies below its end frame's top. Reading it in a SwiftUI `body` re-renders at each
  /// transition. On iOS, `coverage(of: view)` reads the frame, screen and safe area from a view.
  ///
  /// - Parameters:
  ///   - frame: The view's frame in the screen's coordinate space. SwiftUI's `.global` space is the
  ///     window's, which is the screen's while the window fills the screen.
  ///   - safeAreaBottom: The view's bottom safe-area inset, in points; 0 by default.
  /// - Returns: The covered height, at least 0 and at most the frame's height.
  public func coverage(of frame: CGRect, safeAreaBottom: CGFloat = 0) -> CGFloat {
    snapshot.coverage(of: frame, safeAreaBottom: safeAreaBottom)
  }

  /// The coverage of a view placed on a screen: 0 while hidden or for a view in no window.
  ///
  /// - Parameter placement: Where the view is, as the UIKit shell reads it.
  /// - Returns: The covered height, in points.
  func coverage(of placement: ScreenPlacement?) -> CGFloat {
    snapshot.coverage(of: placement)
  }
}
