package import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// The keyboard values a notification's `userInfo` holds, each `nil` unless it was there and usable.
///
/// This is the package's one reading and one writing of keyboard `userInfo`.
/// ``KeyboardOptions`` applies its defaults to the fields it reads and writes all five;
/// a ``KeyboardTrace/Record`` keeps exactly the fields that were there, so a missing key stays
/// missing in a trace. Frames are in screen coordinates, as UIKit posts them.
///
/// Not `Equatable`, on purpose: nothing in the library compares readings, and the conformance cost
/// every app that links the observer 764 bytes for iOS (`Benchmarks/sizes`); the tests bring their
/// own `==`.
package struct KeyboardUserInfoFields: Sendable {
  /// `UIKeyboardIsLocalUserInfoKey`: whether the keyboard belongs to the current app.
  package var isLocal: Bool?

  /// `UIKeyboardFrameBeginUserInfoKey`: the frame when the animation starts.
  package var begin: CGRect?

  /// `UIKeyboardFrameEndUserInfoKey`: the frame when the animation ends.
  package var end: CGRect?

  /// `UIKeyboardAnimationDurationUserInfoKey`: the animation's duration in seconds.
  package var duration: TimeInterval?

  /// `UIKeyboardAnimationCurveUserInfoKey`: the animation's curve.
  package var curve: KeyboardAnimationCurve?

  /// Creates fields from values; `nil` stands for a key the `userInfo` lacks.
  ///
  /// - Parameters:
  ///   - isLocal: Whether the keyboard belongs to the current app.
  ///   - begin: The start frame in screen coordinates.
  ///   - end: The end frame in screen coordinates.
  ///   - duration: The animation's duration in seconds.
  ///   - curve: The animation's curve.
  package init(
    isLocal: Bool? = nil,
    begin: CGRect? = nil,
    end: CGRect? = nil,
    duration: TimeInterval? = nil,
    curve: KeyboardAnimationCurve? = nil
  ) {
    self.isLocal = isLocal
    self.begin = begin
    self.end = end
    self.duration = duration
    self.curve = curve
  }

  /// Reads the keyboard keys of a notification's `userInfo`, never trapping.
  ///
  /// Rects may be boxed in `NSValue` (as UIKit posts them) or plain `CGRect`s; numbers may be
  /// `NSNumber`s or plain `Double`, `CGFloat`, `Int` and `Bool` values. A field is `nil` when its key
  /// is missing or holds a value of the wrong type, a non-finite rect or number, a negative
  /// duration, a curve with a fraction, or an `isLocal` number other than 0 or 1. Keys that are not
  /// keyboard keys are ignored. When a key occurs twice (a `String` and an `NSString` spelling of it
  /// are different keys on Linux), a usable value wins over an unusable one.
  ///
  /// This runs for every keyboard notification: it makes one pass, recognises a key by its length
  /// and one comparison (``KeyboardUserInfoKey/Match``), and allocates nothing.
  ///
  /// - Parameter userInfo: A keyboard notification's `userInfo`, or `nil`.
  /// - Complexity: One pass over `userInfo`.
  // Never inlined: the package symbol must exist for `KeyboardistTraces` anyway, and a second,
  // inlined copy in `KeyboardOptions(userInfo:)` cost 2,283 bytes for iOS (`Benchmarks/sizes`).
  // The call costs little: callgrind on Linux (release) counted 3,840 instructions per five-key
  // `userInfo` called, 3,811 inlined.
  @inline(never)
  package init(userInfo: [AnyHashable: Any]?) {
    self.init()
    guard let userInfo else { return }
    for (key, value) in userInfo {
      guard let name = Self.name(of: key), let userInfoKey = KeyboardUserInfoKey.Match(name) else {
        continue
      }
      // A key can occur twice where `String` and `NSString` keys hash apart (Linux): a usable
      // value is never replaced by an unusable one.
      switch userInfoKey {
      case .frameEnd:
        if let rect = Self.rect(from: value) { end = rect }
      case .frameBegin:
        if let rect = Self.rect(from: value) { begin = rect }
      case .animationDuration:
        if let number = Self.number(from: value), number >= 0 { duration = number }
      case .animationCurve:
        if let integer = Self.integer(from: value) {
          curve = KeyboardAnimationCurve(rawValue: integer)
        }
      case .isLocal:
        if let boolean = Self.boolean(from: value) { isLocal = boolean }
      }
    }
  }

  /// The fields as the `userInfo` UIKit posts: only the keys of present fields, with UIKit's value
  /// types.
  ///
  /// Rects are boxed in `NSValue`, the duration is an `NSNumber` holding a `Double`, the curve an
  /// `NSNumber` holding an `Int`, and `isLocal` an `NSNumber` holding a `Bool`. Reading the result
  /// with ``init(userInfo:)`` gives the same fields back when each present value is usable (finite
  /// rects, a finite duration of at least 0).
  package var userInfo: [AnyHashable: Any] {
    // Room for all five keys up front: one allocation, where growing key by key takes several.
    var userInfo = [AnyHashable: Any](minimumCapacity: 5)
    if let isLocal { Self.add(&userInfo, NSNumber(value: isLocal), KeyboardUserInfoKey.isLocal) }
    if let begin {
      Self.add(&userInfo, NSValue(keyboardRect: begin), KeyboardUserInfoKey.frameBegin)
    }
    if let end { Self.add(&userInfo, NSValue(keyboardRect: end), KeyboardUserInfoKey.frameEnd) }
    if let duration {
      Self.add(&userInfo, NSNumber(value: duration), KeyboardUserInfoKey.animationDuration)
    }
    if let curve {
      Self.add(&userInfo, NSNumber(value: curve.rawValue), KeyboardUserInfoKey.animationCurve)
    }
    return userInfo
  }

  /// Adds one key to a `userInfo` being built.
  ///
  /// Left unoptimized on purpose: specialized for `[AnyHashable: Any]`, the dictionary's insertion,
  /// growth and copy code adds 3 KB for iOS to every app that links the observer (measured with
  /// `Benchmarks/sizes`), for a getter that is not on the delivery path; the standard library's
  /// generic copy does the same work.
  @_optimize(none)
  private static func add(_ userInfo: inout [AnyHashable: Any], _ value: Any, _ key: String) {
    userInfo.updateValue(value, forKey: key)
  }
}
