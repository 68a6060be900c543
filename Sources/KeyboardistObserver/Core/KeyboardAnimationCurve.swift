/// The animation curve the keyboard moves with, as UIKit reports it.
///
/// UIKit documents four curves, but the keyboard itself animates with the undocumented curve `7`.
/// This type keeps every raw value as it arrived, so that curve survives the round trip into
/// `UIView.AnimationOptions` (see ``animationOptionsRawValue``) and your animations match the
/// keyboard's exactly. Never switch exhaustively over curves: compare with the static members.
public struct KeyboardAnimationCurve: RawRepresentable, Hashable, Sendable {
  /// The curve's raw value, as in `UIView.AnimationCurve`.
  public var rawValue: Int

  /// Creates a curve from any raw value, including undocumented ones such as `7`.
  ///
  /// - Parameter rawValue: The raw value of a `UIView.AnimationCurve`.
  public init(rawValue: Int) {
    self.rawValue = rawValue
  }

  /// Slow at the beginning and end of the animation (raw value 0), the default.
  public static let easeInOut = Self(rawValue: 0)
  /// Slow at the beginning of the animation (raw value 1).
  public static let easeIn = Self(rawValue: 1)
  /// Slow at the end of the animation (raw value 2).
  public static let easeOut = Self(rawValue: 2)
  /// Even speed throughout (raw value 3).
  public static let linear = Self(rawValue: 3)
  /// The undocumented curve the system keyboard really animates with (raw value 7).
  public static let keyboard = Self(rawValue: 7)

  /// The raw value of the `UIView.AnimationOptions` that select this curve: `rawValue << 16`.
  ///
  /// This is the conversion Apple documents for `UIView.AnimationOptions.curveEaseIn` and its
  /// siblings, and it carries the keyboard's curve 7 through as 458752. Raw values outside
  /// `0...15` (which cannot be represented in the options' four curve bits) give the options for
  /// ``easeInOut``, that is 0.
  public var animationOptionsRawValue: UInt {
    guard (0...15).contains(rawValue) else { return 0 }
    return UInt(rawValue) << 16
  }
}
