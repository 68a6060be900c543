public import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// How tall a message bar's text input is for its text: it grows line by line up to a number of
/// lines, then keeps that height and scrolls.
///
/// The shell measures the text (a `UITextView`'s `sizeThatFits(_:)` in UIKit) and asks here how
/// tall the input should be and whether it scrolls:
///
/// ```swift
/// let growth = MessageBarGrowth(maximumLines: 5)
/// let height = growth.height(fitting: 120, lineHeight: 20.3, verticalInsets: 16)  // 117.5
/// let scrolls = growth.scrolls(fitting: 120, lineHeight: 20.3, verticalInsets: 16)  // true
/// ```
///
/// The height is never less than one line and never more than ``maximumLines`` lines, each plus
/// the input's vertical insets. Measurements that are not finite, or negative, count as 0; a line
/// height that is not finite or not positive counts as 1 point.
public struct MessageBarGrowth: Equatable, Sendable {
  /// The most lines the input shows before it scrolls; at least 1.
  public var maximumLines: Int {
    didSet { maximumLines = max(1, maximumLines) }
  }

  /// Creates a growth rule.
  ///
  /// - Parameter maximumLines: The most lines shown before scrolling; values under 1 count as 1.
  public init(maximumLines: Int = 5) {
    self.maximumLines = max(1, maximumLines)
  }

  /// The input's height for its text.
  ///
  /// - Parameters:
  ///   - fitting: The height the input's text needs, insets included, in points.
  ///   - lineHeight: The height of one line of the input's font, in points.
  ///   - verticalInsets: The input's top and bottom insets together, in points.
  /// - Returns: The height, between one line and ``maximumLines`` lines (insets included).
  public func height(fitting: CGFloat, lineHeight: CGFloat, verticalInsets: CGFloat) -> CGFloat {
    let bounds = limits(lineHeight: lineHeight, verticalInsets: verticalInsets)
    return min(max(Self.clean(fitting), bounds.lowerBound), bounds.upperBound)
  }

  /// Whether the input scrolls: its text needs more than ``maximumLines`` lines.
  ///
  /// - Parameters:
  ///   - fitting: The height the input's text needs, insets included, in points.
  ///   - lineHeight: The height of one line of the input's font, in points.
  ///   - verticalInsets: The input's top and bottom insets together, in points.
  /// - Returns: `true` when the text is taller than the greatest height.
  public func scrolls(fitting: CGFloat, lineHeight: CGFloat, verticalInsets: CGFloat) -> Bool {
    Self.clean(fitting) > limits(lineHeight: lineHeight, verticalInsets: verticalInsets).upperBound
  }

  /// The least and greatest heights: one line and ``maximumLines`` lines, insets included.
  private func limits(lineHeight: CGFloat, verticalInsets: CGFloat) -> ClosedRange<CGFloat> {
    let line = lineHeight.isFinite && lineHeight > 0 ? lineHeight : 1
    let insets = Self.clean(verticalInsets)
    return (line + insets)...(line * CGFloat(maximumLines) + insets)
  }

  /// A measurement made usable: finite and at least 0.
  private static func clean(_ value: CGFloat) -> CGFloat {
    value.isFinite ? max(0, value) : 0
  }
}
