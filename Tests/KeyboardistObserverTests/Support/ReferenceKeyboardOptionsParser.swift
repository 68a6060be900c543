import Foundation
import KeyboardistObserver

/// The parsing rules of `KeyboardOptions` written a second way, through Swift's bridging casts and
/// `objCType`, as the oracle the library's parser is fuzzed against.
///
/// It reads a rect's kind through `objCType`, which is slow and leaks on Linux: fine in tests.
enum ReferenceKeyboardOptionsParser {
  static func parse(_ userInfo: [AnyHashable: Any]?) -> KeyboardOptions {
    var options = KeyboardOptions()
    guard let userInfo else { return options }
    for (key, value) in userInfo {
      guard let name = key.base as? String else { continue }
      switch name {
      case "UIKeyboardFrameEndUserInfoKey":
        if let rect = rect(from: value) { options.endFrame = rect }
      case "UIKeyboardFrameBeginUserInfoKey":
        if let rect = rect(from: value) { options.startFrame = rect }
      case "UIKeyboardAnimationDurationUserInfoKey":
        if let duration = duration(from: value) { options.animationDuration = duration }
      case "UIKeyboardAnimationCurveUserInfoKey":
        if let curve = integer(from: value) {
          options.animationCurve = KeyboardAnimationCurve(rawValue: curve)
        }
      case "UIKeyboardIsLocalUserInfoKey":
        if let isLocal = boolean(from: value) { options.belongsToCurrentApp = isLocal }
      default:
        continue
      }
    }
    return options
  }

  static let rectObjCType = String(cString: NSValue(rect: .zero).objCType)

  static func rect(from value: Any) -> CGRect? {
    let rect: CGRect
    if let plain = value as? CGRect {
      rect = plain
    } else if let boxed = value as? NSValue, !(boxed is NSNumber),
      String(cString: boxed.objCType) == rectObjCType
    {
      rect = boxed.rectValue
    } else {
      return nil
    }
    guard rect.origin.x.isFinite, rect.origin.y.isFinite, rect.width.isFinite, rect.height.isFinite
    else { return nil }
    return rect
  }

  /// Any number, through Swift's bridging: an `NSNumber`, a Swift number bridged to one, or a
  /// `CGFloat`.
  static func number(from value: Any) -> NSNumber? {
    if let number = value as? NSNumber { return number }
    guard let float = value as? CGFloat else { return nil }
    return NSNumber(value: Double(float))
  }

  /// A finite, non-negative `Double` the number bridges to exactly.
  static func duration(from value: Any) -> Double? {
    guard let number = number(from: value), let double = number as? Double, double.isFinite,
      double >= 0
    else { return nil }
    return double
  }

  /// A whole number within `Int`, read by the kind the number stores (its `objCType`): an
  /// integer of any width as it is, a floating-point number when it has no fraction.
  static func integer(from value: Any) -> Int? {
    guard let number = number(from: value) else { return nil }
    switch String(cString: number.objCType) {
    case "f", "d": return Int(exactly: number.doubleValue)
    case "Q": return Int(exactly: number.uint64Value)
    default: return Int(exactly: number.int64Value)
    }
  }

  /// The `Bool` the number bridges to exactly.
  static func boolean(from value: Any) -> Bool? {
    number(from: value) as? Bool
  }
}
