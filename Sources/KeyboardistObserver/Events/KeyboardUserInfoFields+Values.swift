import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

extension KeyboardUserInfoFields {
  /// A key's text when it is a `String` or an `NSString`, or `nil`.
  static func name(of key: AnyHashable) -> String? {
    let base = key.base
    // A `String` key is read as stored; an `NSString` key, or anything else, takes the cast.
    if let name = _openExistential(base, do: storedString) { return name }
    return base as? String
  }

  /// A finite rect from a boxed or plain rect, or `nil`.
  static func rect(from value: Any) -> CGRect? {
    let rect: CGRect
    // UIKit boxes its frames, so the boxed case is tried first, without a cast (see
    // `storedValue`); a plain or doubly boxed rect takes the casts.
    if let boxed = _openExistential(value, do: storedValue) {
      // `keyboardRectValue` refuses numbers itself, so no `NSNumber` check is needed here.
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
  /// This is the fast path for what UIKit posts: reading the number directly, without a cast (see
  /// `storedNumber`), costs a fraction of the bridging casts `as? Double`, `as? Int` and `as? Bool`,
  /// and gives the same answer in this range. Anything else (Swift values, NaN, infinities, larger
  /// magnitudes) returns `nil` and takes the casts.
  private static func exactValue(of value: Any) -> Double? {
    guard let number = _openExistential(value, do: storedNumber) else { return nil }
    let double = number.doubleValue
    return double.magnitude < 0x1p53 ? double : nil
  }
}

// Reading `userInfo` values without dynamic casts.
//
// `_openExistential` (the standard library's, public though underscored) calls a generic function
// with an `Any`'s contents typed as they were stored. A value stored as `NSNumber` is then known by
// comparing two type pointers and read through a bit cast (`reinterpret`), where `value as?
// NSNumber` runs the runtime's general cast from `Any` (unwrapping the existential, trying bridges)
// for every value. The bit cast is sound because it runs only when the stored type is the class itself or a
// subclass of it (a class, one reference wide, which the size check confirms); a Swift value, an
// `Optional`, an existential or an `Any` stored inside an `Any` returns `nil` and takes the casts,
// so the results are those of the casts, which the fuzz tests compare against a plain reference
// parser. Measured with callgrind on Linux (release, the five-key `userInfo` UIKit posts,
// SWIFT_DETERMINISTIC_HASHING=1, instructions per `KeyboardOptions(userInfo:)`): 7,003 with the
// casts, 4,171 with these functions, 4,016 with the key lengths of `KeyboardUserInfoKey.Match` as
// literals; the `Parsing` benchmark moved from about 690 to 450 ns on a loaded machine.

/// A value stored as an `NSNumber` (or a subclass), or `nil`.
private func storedNumber<Value>(_ value: Value) -> NSNumber? {
  if Value.self == NSNumber.self { return reinterpret(value, as: NSNumber.self) }
  // A number erased from `AnyObject` is stored as its concrete class (`__NSCFBoolean`, for one);
  // the size check keeps out class-bound existentials, which are wider than one reference.
  guard Value.self is NSNumber.Type, MemoryLayout<Value>.size == MemoryLayout<NSNumber>.size
  else { return nil }
  return reinterpret(value, as: NSNumber.self)
}

/// A value stored as an `NSValue` (or a subclass, `NSNumber` included), or `nil`.
private func storedValue<Value>(_ value: Value) -> NSValue? {
  if Value.self == NSValue.self { return reinterpret(value, as: NSValue.self) }
  guard Value.self is NSValue.Type, MemoryLayout<Value>.size == MemoryLayout<NSValue>.size
  else { return nil }
  return reinterpret(value, as: NSValue.self)
}

/// `value` as an instance of `Object`, which the caller has checked it is, without a runtime check.
///
/// `unsafeBitCast(value, to: Object.self)` draws a warning that suggests `unsafeDowncast`, whose
/// `AnyObject` argument a generic value would be bridged to; going through `AnyObject` with a
/// bit cast compiles to the same instructions.
private func reinterpret<Value, Object: AnyObject>(_ value: Value, as _: Object.Type) -> Object {
  unsafeDowncast(unsafeBitCast(value, to: AnyObject.self), to: Object.self)
}

/// A value stored as a `String`, or `nil`.
private func storedString<Value>(_ value: Value) -> String? {
  Value.self == String.self ? unsafeBitCast(value, to: String.self) : nil
}
