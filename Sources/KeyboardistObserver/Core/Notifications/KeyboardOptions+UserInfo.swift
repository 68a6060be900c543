import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

// The package's one reading and one writing of keyboard `userInfo`.
extension KeyboardOptions {
  /// Creates options from a notification's `userInfo`, never trapping.
  ///
  /// Rects may be boxed in `NSValue` (as UIKit posts them) or plain `CGRect`s; numbers may be
  /// `NSNumber`s (as UIKit posts them) or Swift numbers such as `Double`, `CGFloat`, `Int` and
  /// `Bool`. A key that is missing, holds a value of the wrong type, or holds a non-finite rect or
  /// number leaves its property at the default, and so does a number that is not exactly of its
  /// property's kind: a negative duration, a curve with a fraction or outside `Int`'s range, a
  /// `belongsToCurrentApp` other than 0 or 1. Every whole curve within `Int`'s range is kept exactly
  /// as it arrived, `Int.max` included. Keys that are not keyboard keys are ignored.
  ///
  /// - Parameter userInfo: A keyboard notification's `userInfo`, or `nil`.
  /// - Complexity: One pass over `userInfo`.
  public init(userInfo: [AnyHashable: Any]?) {
    var fields = Fields()
    self.init(userInfo: userInfo, fields: &fields)
  }

  /// Creates options from a notification's `userInfo` as ``init(userInfo:)`` does, and says which
  /// fields it held: the keys that were there with a usable value.
  ///
  /// When a key occurs twice (a `String` and an `NSString` spelling of it are different keys on
  /// Linux), a usable value wins over an unusable one.
  ///
  /// - Parameters:
  ///   - userInfo: A keyboard notification's `userInfo`, or `nil`.
  ///   - fields: Set to the fields that `userInfo` held; the others are at their defaults.
  package init(userInfo: [AnyHashable: Any]?, fields: inout Fields) {
    self.init()
    fields = []
    for (key, value) in userInfo ?? [:] {
      guard let name = key.base as? String else { continue }
      switch name {
      case Key.endFrame:
        guard let rect = Self.rect(from: value) else { continue }
        endFrame = rect
        fields.insert(.endFrame)
      case Key.startFrame:
        guard let rect = Self.rect(from: value) else { continue }
        startFrame = rect
        fields.insert(.startFrame)
      case Key.animationDuration:
        guard let seconds = Self.duration(from: value) else { continue }
        animationDuration = seconds
        fields.insert(.animationDuration)
      case Key.animationCurve:
        guard let curve = Self.curve(from: value) else { continue }
        animationCurve = curve
        fields.insert(.animationCurve)
      case Key.belongsToCurrentApp:
        guard let boolean = Self.boolean(from: value) else { continue }
        belongsToCurrentApp = boolean
        fields.insert(.belongsToCurrentApp)
      default:
        continue
      }
    }
  }

  /// The options as the `userInfo` UIKit posts: the same keys and value types.
  ///
  /// Rects are boxed in `NSValue`, the duration is an `NSNumber` holding a `Double`, the curve an
  /// `NSNumber` holding an `Int`, and `isLocal` an `NSNumber` holding a `Bool`, so
  /// `KeyboardOptions(userInfo: options.userInfo) == options` for options with finite values.
  public var userInfo: [AnyHashable: Any] {
    userInfo(fields: .all)
  }

  /// The `userInfo` of a notification that held only some of the fields, such as a `didShow`
  /// without animation keys; ``init(userInfo:fields:)`` reads the same fields back.
  ///
  /// - Parameter fields: The fields to write.
  /// - Returns: The keys of `fields` only, with the value types of ``userInfo``.
  package func userInfo(fields: Fields) -> [AnyHashable: Any] {
    var userInfo: [AnyHashable: Any] = [:]
    if fields.contains(.belongsToCurrentApp) {
      userInfo[Key.belongsToCurrentApp] = NSNumber(value: belongsToCurrentApp)
    }
    if fields.contains(.startFrame) {
      userInfo[Key.startFrame] = NSValue(keyboardRect: startFrame)
    }
    if fields.contains(.endFrame) { userInfo[Key.endFrame] = NSValue(keyboardRect: endFrame) }
    if fields.contains(.animationDuration) {
      userInfo[Key.animationDuration] = NSNumber(value: animationDuration)
    }
    if fields.contains(.animationCurve) {
      userInfo[Key.animationCurve] = NSNumber(value: animationCurve.rawValue)
    }
    return userInfo
  }

  /// Which of the five values a notification's `userInfo` held, named after the properties.
  ///
  /// A trace keeps them, so that a notification without a key replays without it.
  package struct Fields: OptionSet, Hashable, Sendable {
    package var rawValue: UInt8

    /// Creates a set of fields from its bits.
    ///
    /// - Parameter rawValue: The bits, one per field.
    package init(rawValue: UInt8) {
      self.rawValue = rawValue
    }

    /// ``KeyboardOptions/belongsToCurrentApp`` (`UIKeyboardIsLocalUserInfoKey`).
    package static let belongsToCurrentApp = Self(rawValue: 1 << 0)
    /// ``KeyboardOptions/startFrame`` (`UIKeyboardFrameBeginUserInfoKey`).
    package static let startFrame = Self(rawValue: 1 << 1)
    /// ``KeyboardOptions/endFrame`` (`UIKeyboardFrameEndUserInfoKey`).
    package static let endFrame = Self(rawValue: 1 << 2)
    /// ``KeyboardOptions/animationDuration`` (`UIKeyboardAnimationDurationUserInfoKey`).
    package static let animationDuration = Self(rawValue: 1 << 3)
    /// ``KeyboardOptions/animationCurve`` (`UIKeyboardAnimationCurveUserInfoKey`).
    package static let animationCurve = Self(rawValue: 1 << 4)
    /// Every field, as UIKit's will- notifications carry them.
    package static let all: Self = [
      .belongsToCurrentApp, .startFrame, .endFrame, .animationDuration, .animationCurve,
    ]
  }

  /// The `userInfo` keys of UIKit's keyboard notifications, as the raw strings UIKit posts.
  ///
  /// `UIResponder.keyboardFrameEndUserInfoKey` and its siblings are `String` constants with exactly
  /// these values, so one set of keys serves every platform.
  private enum Key {
    static let belongsToCurrentApp = "UIKeyboardIsLocalUserInfoKey"
    static let startFrame = "UIKeyboardFrameBeginUserInfoKey"
    static let endFrame = "UIKeyboardFrameEndUserInfoKey"
    static let animationDuration = "UIKeyboardAnimationDurationUserInfoKey"
    static let animationCurve = "UIKeyboardAnimationCurveUserInfoKey"
  }

  /// A finite rect from a boxed or plain rect, or `nil`.
  private static func rect(from value: Any) -> CGRect? {
    let rect: CGRect?
    if let boxed = value as? NSValue {
      rect = boxed.keyboardRectValue
    } else {
      rect = value as? CGRect
    }
    guard let rect, rect.isFinite else { return nil }
    return rect
  }

  /// The number a value holds: an `NSNumber`, a Swift number that bridges to one, or a `CGFloat`
  /// (which does not bridge on Linux).
  private static func number(from value: Any) -> NSNumber? {
    if let number = value as? NSNumber { return number }
    guard let float = value as? CGFloat else { return nil }
    return NSNumber(value: Double(float))
  }

  /// A finite duration of at least 0 seconds, from a number that holds exactly such a `Double`.
  private static func duration(from value: Any) -> TimeInterval? {
    guard let number = number(from: value), let seconds = Double(exactly: number),
      seconds.isFinite, seconds >= 0
    else { return nil }
    return seconds
  }

  /// A curve from a number that holds a whole number within `Int`'s range, kept exactly as it
  /// arrived (`Int.max` included, which no `Double` holds).
  private static func curve(from value: Any) -> KeyboardAnimationCurve? {
    guard let number = number(from: value) else { return nil }
    // `int64Value` drops a fraction and wraps or clamps a number outside `Int64`, so it is the
    // number itself only when it gives back the number's `Double`. One value needs more: 2^63 as a
    // `Double` or `UInt64` has the same `Double` as `Int64.max` and is told apart by `uint64Value`.
    let integer = number.int64Value
    guard Double(integer) == number.doubleValue,
      integer != .max || number.uint64Value == UInt64(integer),
      let rawValue = Int(exactly: integer)
    else { return nil }
    return KeyboardAnimationCurve(rawValue: rawValue)
  }

  /// A Boolean from a number that holds exactly 0 or 1 (a `Bool` included).
  private static func boolean(from value: Any) -> Bool? {
    guard let number = number(from: value) else { return nil }
    return Bool(exactly: number)
  }
}
