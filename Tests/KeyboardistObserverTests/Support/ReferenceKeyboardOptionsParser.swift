import Foundation
import KeyboardistObserver

/// The first, plainly written parser of `KeyboardOptions` (release 0.1's rules, cast by cast),
/// kept as the oracle the optimised parser is fuzzed against.
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
        if let duration = number(from: value), duration >= 0 {
          options.animationDuration = duration
        }
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

  static func integer(from value: Any) -> Int? {
    if let integer = value as? Int { return integer }
    guard let number = number(from: value), number.rounded() == number else { return nil }
    return Int(exactly: number)
  }

  static func boolean(from value: Any) -> Bool? {
    if let boolean = value as? Bool { return boolean }
    switch integer(from: value) {
    case 0: return false
    case 1: return true
    default: return nil
    }
  }
}
