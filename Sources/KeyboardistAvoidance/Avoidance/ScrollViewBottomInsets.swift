import Foundation
import KeyboardistObserver

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// A scroll view's bottom content inset and bottom vertical scroll-indicator inset, as the app set
/// them plus anything avoidance added.
///
/// Avoidance adds the same amount to both and later subtracts exactly that amount, so whatever the
/// app does to its own insets meanwhile survives.
struct ScrollViewBottomInsets: Equatable, Sendable {
  /// The bottom of `contentInset`, in points.
  var content: CGFloat
  /// The bottom of `verticalScrollIndicatorInsets`, in points.
  var indicator: CGFloat

  /// These insets with `amount` added to both.
  ///
  /// - Parameter amount: The inset avoidance adds, in points.
  /// - Returns: The insets to write.
  func adding(_ amount: CGFloat) -> Self {
    Self(content: content + amount, indicator: indicator + amount)
  }

  /// These insets with `amount` taken from both: the inverse of ``adding(_:)``.
  ///
  /// - Parameter amount: The inset avoidance added earlier, in points.
  /// - Returns: The insets to write.
  func removing(_ amount: CGFloat) -> Self {
    Self(content: content - amount, indicator: indicator - amount)
  }
}
