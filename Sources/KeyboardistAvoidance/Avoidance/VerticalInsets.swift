import Foundation
import KeyboardistObserver

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// The top and bottom parts of a view's insets, in points.
///
/// Keyboard avoidance only ever moves content vertically, so it needs only these two edges of a
/// `UIEdgeInsets`. Values are taken as given; negative insets are allowed, as UIKit allows them.
struct VerticalInsets: Equatable, Sendable {
  /// The top inset, in points.
  var top: CGFloat
  /// The bottom inset, in points.
  var bottom: CGFloat

  /// Creates insets from a top and a bottom value.
  ///
  /// - Parameters:
  ///   - top: The top inset, in points.
  ///   - bottom: The bottom inset, in points.
  init(top: CGFloat = 0, bottom: CGFloat = 0) {
    self.top = top
    self.bottom = bottom
  }

  /// No insets.
  static let zero = VerticalInsets()
}
