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
    // UIKit boxes its frames, so the boxed case is tried first, without a cast (`storedRect`); a
    // plain rect, a doubly boxed one and anything else take the casts.
    if let boxed = _openExistential(value, do: storedRect) {
      rect = boxed
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
  /// This is the fast path for what UIKit posts: reading the number directly, without a cast
  /// (`storedDouble`), costs a fraction of the bridging casts `as? Double`, `as? Int` and `as? Bool`,
  /// and gives the same answer in this range. Anything else (Swift values, NaN, infinities, larger
  /// magnitudes) returns `nil` and takes the casts.
  private static func exactValue(of value: Any) -> Double? {
    guard let double = _openExistential(value, do: storedDouble) else { return nil }
    return double.magnitude < 0x1p53 ? double : nil
  }
}

// Reading `userInfo` values without dynamic casts.
//
// `_openExistential` (the standard library's, public though underscored) calls a generic function
// with an `Any`'s contents typed as they were stored. A value stored as `NSNumber` is then known
// by comparing two type pointers, where `value as? NSNumber` runs the runtime's general cast from
// `Any` (unwrapping the existential, trying bridges), and it is read through an unretained
// reference instead of a retained copy, inside the function whose argument holds it. The bit cast
// is sound because it runs only when the stored type is the class itself or a subclass (a class,
// one reference wide, which the size check confirms); a Swift value, an `Optional`, an existential
// or an `Any` inside an `Any` returns `nil` and takes the casts, so the results are the casts',
// which the fuzz tests compare with a plain reference parser.
//
// Measured with callgrind on Linux (release, the five-key `userInfo` UIKit posts,
// SWIFT_DETERMINISTIC_HASHING=1), instructions per `KeyboardOptions(userInfo:)`: 7,003 with the
// casts; 4,171 reading the stored types through retained copies; 4,016 with the key lengths of
// `KeyboardUserInfoKey.Match` as literals; 3,811 unretained. In time, `Benchmarks/ratios
// --deterministic` (p0, median of three runs, a 2-core Linux VM): the `Parsing` benchmark from 668
// to 408 ns, the observer per notification from 1,545 to 1,256 ns.

/// The `doubleValue` of a value stored as an `NSNumber` (or a subclass), or `nil`.
private func storedDouble<Value>(_ value: Value) -> Double? {
  guard isInstance(Value.self, of: NSNumber.self) else { return nil }
  return unretained(value, as: NSNumber.self)._withUnsafeGuaranteedRef { $0.doubleValue }
}

/// The rect of a value stored as an `NSValue` (or a subclass) holding one, or `nil`.
private func storedRect<Value>(_ value: Value) -> CGRect? {
  guard isInstance(Value.self, of: NSValue.self) else { return nil }
  return unretained(value, as: NSValue.self)._withUnsafeGuaranteedRef { $0.keyboardRectValue }
}

/// A value stored as a `String`, or `nil`.
private func storedString<Value>(_ value: Value) -> String? {
  Value.self == String.self ? unsafeBitCast(value, to: String.self) : nil
}

/// Whether values stored as `Value` are instances of `Object`, each one reference wide.
///
/// The exact class is one comparison; a subclass costs a metatype cast. A number erased from
/// `AnyObject` is stored as its concrete class (`__NSCFBoolean`, for one). The size check keeps
/// out class-bound existentials, which are wider than one reference.
private func isInstance<Value, Object: AnyObject>(_: Value.Type, of _: Object.Type) -> Bool {
  Value.self == Object.self
    || (Value.self is Object.Type && MemoryLayout<Value>.size == MemoryLayout<Object>.size)
}

/// The object `value` refers to, unretained: for use while `value` lives, and only when `value` is
/// an instance of `Object` (`isInstance`).
private func unretained<Value, Object: AnyObject>(
  _ value: Value, as _: Object.Type
) -> Unmanaged<Object> {
  Unmanaged.fromOpaque(unsafeBitCast(value, to: UnsafeRawPointer.self))
}
