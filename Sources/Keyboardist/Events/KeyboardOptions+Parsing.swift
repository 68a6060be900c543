import Foundation

extension KeyboardOptions {
  /// A finite rect from a boxed or plain rect, or `nil`.
  static func rect(from value: Any) -> CGRect? {
    let rect: CGRect
    if let plain = value as? CGRect {
      rect = plain
    } else if let boxed = value as? NSValue, !(boxed is NSNumber),
      let unboxed = boxed.keyboardRectValue
    {
      rect = unboxed
    } else {
      return nil
    }
    guard rect.origin.x.isFinite, rect.origin.y.isFinite, rect.width.isFinite, rect.height.isFinite
    else { return nil }
    return rect
  }

  /// A finite number from an `NSNumber` or a plain `Double`, `CGFloat` or `Int`, or `nil`.
  static func number(from value: Any) -> Double? {
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
    if let integer = value as? Int { return integer }
    guard let number = number(from: value), number.rounded() == number else { return nil }
    return Int(exactly: number)
  }

  /// A Boolean from an `NSNumber`, a plain `Bool`, or the integers 0 and 1; or `nil`.
  static func boolean(from value: Any) -> Bool? {
    if let boolean = value as? Bool { return boolean }
    switch integer(from: value) {
    case 0: return false
    case 1: return true
    default: return nil
    }
  }
}
