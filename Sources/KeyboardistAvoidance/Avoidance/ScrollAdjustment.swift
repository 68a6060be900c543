import Foundation
import KeyboardistObserver

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// What avoidance does to one scroll view: a new content offset and an inset to add.
///
/// Apply it by setting ``contentOffset`` and adding ``addedBottomInset`` to both the bottom content
/// inset and the bottom vertical scroll-indicator inset. Keep ``addedBottomInset`` and subtract
/// exactly that on hide, so any change the app made to its own insets meanwhile survives.
struct ScrollAdjustment: Equatable, Sendable {
  /// The content offset to set, in the scroll view's content space.
  var contentOffset: CGPoint
  /// The bottom inset to add to the app's own content and indicator insets, in points.
  var addedBottomInset: CGFloat
  /// How far the content scrolls, in points: positive moves the target up the screen.
  var scrolledBy: CGFloat
}
