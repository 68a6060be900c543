import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

extension KeyboardUserInfoFields {
  /// A finite rect from a boxed or plain rect, or `nil`.
  static func rect(from value: Any) -> CGRect? {
    let rect: CGRect
    // UIKit boxes its frames, so the boxed case is tried first. Checking the dynamic type before
    // casting keeps Swift values from being bridged into new objects.
    // `keyboardRectValue` refuses numbers itself, so no `NSNumber` check is needed here.
    if type(of: value) is NSValue.Type, let boxed = value as? NSValue {
      guard let unboxed = boxed.keyboardRectValue else { return nil }
      rect = unboxed
    } else if let plain = value as? CGRect {
      rect = plain
    } else if let boxed = value as? NSValue, !(boxed is NSNumber),
      let unboxed = boxed.keyboardRectValue
    {
      // A boxed rect inside another box, such as an `Optional` stored as `Any`.
      rect = unboxed
    } else {
      return nil
    }
    return rect.isFinite ? rect : nil
  }

  /// A finite number from an `NSNumber` or a plain `Double`, `CGFloat` or `Int`, or `nil`.
  static func number(from value: Any) -> Double? {
    if let exact = exactValue(of: value) { return exact }
    let number: Double
    if let double = value as? Double {
      number = double
    } else if let float = value as? CGFloat {
      number = Double(float)
    } else if let integer = value as? Int {
      number = Double(integer)
    } else {
      return nil
    }
    return number.isFinite ? number : nil
  }

  /// A whole number from an `NSNumber` or a plain `Int`, or a `Double` without a fraction; or `nil`.
  static func integer(from value: Any) -> Int? {
    if let exact = exactValue(of: value) { return exact.rounded() == exact ? Int(exact) : nil }
    if let integer = value as? Int { return integer }
    guard let number = number(from: value), number.rounded() == number else { return nil }
    return Int(exactly: number)
  }

  /// A Boolean from an `NSNumber`, a plain `Bool`, or the integers 0 and 1; or `nil`.
  static func boolean(from value: Any) -> Bool? {
    if let exact = exactValue(of: value) {
      switch exact {
      case 0: return false
      case 1: return true
      default: return nil
      }
    }
    if let boolean = value as? Bool { return boolean }
    switch integer(from: value) {
    case 0: return false
    case 1: return true
    default: return nil
    }
  }

  /// The value of an `NSNumber` whose magnitude is below 2^53, where `doubleValue` is exact.
  ///
  /// This is the fast path for what UIKit posts: reading the number directly costs a fraction of
  /// the bridging casts `as? Double`, `as? Int` and `as? Bool`, and gives the same answer in this
  /// range. Anything else (Swift values, NaN, infinities, larger magnitudes) returns `nil` and
  /// takes the casts. The dynamic type is checked first so that a Swift `Float` or `UInt8` is not
  /// bridged into an `NSNumber`, which the casts would refuse.
  private static func exactValue(of value: Any) -> Double? {
    guard type(of: value) is NSNumber.Type, let number = value as? NSNumber else { return nil }
    let double = number.doubleValue
    return double.magnitude < 0x1p53 ? double : nil
  }
}
