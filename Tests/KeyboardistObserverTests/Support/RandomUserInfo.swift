import Foundation
import KeyboardistTestSupport

/// Random keyboard `userInfo` dictionaries, well formed and not, for the fuzz suites.
///
/// Keys are the five keyboard keys (as `String` and as `NSString`), unknown strings and keys that
/// are not strings; values are what UIKit posts and everything it does not: wrong types, NaN,
/// infinities, huge and negative sizes, `NSValue`s of other kinds, nested collections.
enum RandomUserInfo {
  static let keyboardKeys = [
    "UIKeyboardIsLocalUserInfoKey", "UIKeyboardFrameBeginUserInfoKey",
    "UIKeyboardFrameEndUserInfoKey", "UIKeyboardAnimationDurationUserInfoKey",
    "UIKeyboardAnimationCurveUserInfoKey",
  ]

  /// A dictionary of up to eight entries, or `nil` now and then.
  static func make(_ random: inout SplitMix64) -> [AnyHashable: Any]? {
    if random.chance(1, in: 40) { return nil }
    var userInfo: [AnyHashable: Any] = [:]
    for _ in 0..<random.below(9) {
      userInfo[key(&random)] = value(&random)
    }
    return userInfo
  }

  /// A key: mostly keyboard keys, sometimes near misses and non-strings.
  static func key(_ random: inout SplitMix64) -> AnyHashable {
    let name = keyboardKeys[random.below(keyboardKeys.count)]
    switch random.below(12) {
    case 0..<7: return AnyHashable(name)
    case 7: return AnyHashable(NSString(string: name))
    case 8: return AnyHashable(String(name.dropLast()) + "Y")
    case 9: return AnyHashable(random.below(100))
    case 10: return AnyHashable(Double(random.below(100)) + 0.5)
    default: return AnyHashable(name.lowercased())
    }
  }

  /// A number that tests the edges: NaN, infinities, huge, tiny, negative zero, 2^53 and 2^63.
  static func double(_ random: inout SplitMix64) -> Double {
    let special: [Double] = [
      .nan, .infinity, -.infinity, 0, -0.0, 1, -1, 0.25, 0.5, 7, 3.0, 1e300, -1e300, 1e-300,
      .greatestFiniteMagnitude, .leastNonzeroMagnitude, 0x1p53, 0x1p53 + 2, -0x1p53, 0x1p63,
      -0x1p63,
      0x1p64, Double(Int.max), 458_752,
    ]
    if random.chance(1, in: 2) { return special[random.below(special.count)] }
    return Double(Int64(bitPattern: random.next()) % 2_000_000) / 1000
  }

  /// An integer at an edge of `Int`, `Int64` or `UInt64`, or past 2^53, boxed or plain.
  static func integerExtreme(_ random: inout SplitMix64) -> Any {
    let values: [Any] = [
      NSNumber(value: Int.max), NSNumber(value: Int.min), NSNumber(value: Int64.max - 1),
      NSNumber(value: UInt64.max), NSNumber(value: UInt64(1) << 63),
      NSNumber(value: UInt64(Int.max)), NSNumber(value: (1 << 53) + 1), Int.max, Int.min,
      UInt64.max, Int64.min + 1,
    ]
    return values[random.below(values.count)]
  }

  /// A rect with any of those numbers, including negative and huge sizes.
  static func rect(_ random: inout SplitMix64) -> CGRect {
    if random.chance(1, in: 3) {
      return CGRect(
        x: 0, y: CGFloat(random.below(1400)), width: 375, height: CGFloat(random.below(500)))
    }
    return CGRect(
      x: double(&random), y: double(&random), width: double(&random), height: double(&random))
  }

  /// A value of one of the many types a `userInfo` may hold, held in one of the ways an `Any` can
  /// hold it: as stored, erased from `AnyObject` (an object then keeps its concrete class, a Swift
  /// value is boxed), inside an `Optional`, or inside another `Any`.
  static func value(_ random: inout SplitMix64) -> Any {
    let value = plainValue(&random)
    switch random.below(8) {
    case 0: return value as AnyObject
    case 1: return Optional(value) as Any
    case 2: return nested(value)
    default: return value
    }
  }

  /// `value` inside an `Any` inside an `Any`: a generic parameter bound to `Any` is boxed again.
  static func nested<Value>(_ value: Value) -> Any {
    value
  }

  /// A value of one of the many types a `userInfo` may hold.
  static func plainValue(_ random: inout SplitMix64) -> Any {
    switch random.below(26) {
    case 0..<4: return NSValue(rect: rect(&random))
    case 4: return rect(&random)
    case 5: return NSValue(point: CGPoint(x: double(&random), y: double(&random)))
    case 6: return NSValue(size: CGSize(width: double(&random), height: double(&random)))
    case 7: return NSValue(range: NSRange(location: random.below(10), length: random.below(10)))
    case 8:
      var bits = random.next()
      return NSValue(bytes: &bits, objCType: "Q")
    case 9..<12: return NSNumber(value: double(&random))
    case 12:
      if random.chance(1, in: 3) { return integerExtreme(&random) }
      return NSNumber(value: Int(truncatingIfNeeded: random.next()) >> random.below(64))
    case 13: return NSNumber(value: random.below(9) - 1)
    case 14: return NSNumber(value: random.chance(1, in: 2))
    case 15: return NSNumber(value: random.next())
    case 16: return double(&random)
    case 17: return random.below(9) - 1
    case 18: return random.chance(1, in: 2)
    case 19: return CGFloat(double(&random))
    case 20: return Float(double(&random))
    case 21: return UInt8(truncatingIfNeeded: random.next())
    case 22: return "0.25"
    case 23: return NSNull()
    case 24: return [NSNumber(value: 1), NSValue(rect: .zero)] as [Any]
    default: return Data([1, 2, 3])
    }
  }
}
