package import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// The keyboard values a notification's `userInfo` holds, each `nil` unless it was there and usable.
///
/// This is the package's one reading and one writing of keyboard `userInfo`. ``KeyboardOptions``
/// applies its defaults to the fields it reads and writes all five; a trace's record keeps exactly
/// the fields that were there, so a missing key stays missing in a trace. The fields have the names
/// of the options' properties. Frames are in screen coordinates, as UIKit posts them.
package struct KeyboardUserInfoFields: Equatable, Sendable {
  /// Whether the keyboard belongs to the current app (`UIKeyboardIsLocalUserInfoKey`).
  package var belongsToCurrentApp: Bool?

  /// The frame when the animation starts (`UIKeyboardFrameBeginUserInfoKey`).
  package var startFrame: CGRect?

  /// The frame when the animation ends (`UIKeyboardFrameEndUserInfoKey`).
  package var endFrame: CGRect?

  /// The animation's duration in seconds (`UIKeyboardAnimationDurationUserInfoKey`).
  package var animationDuration: TimeInterval?

  /// The animation's curve (`UIKeyboardAnimationCurveUserInfoKey`).
  package var animationCurve: KeyboardAnimationCurve?

  /// Creates fields from values; `nil` stands for a key the `userInfo` lacks.
  ///
  /// - Parameters:
  ///   - belongsToCurrentApp: Whether the keyboard belongs to the current app.
  ///   - startFrame: The start frame in screen coordinates.
  ///   - endFrame: The end frame in screen coordinates.
  ///   - animationDuration: The animation's duration in seconds.
  ///   - animationCurve: The animation's curve.
  package init(
    belongsToCurrentApp: Bool? = nil,
    startFrame: CGRect? = nil,
    endFrame: CGRect? = nil,
    animationDuration: TimeInterval? = nil,
    animationCurve: KeyboardAnimationCurve? = nil
  ) {
    self.belongsToCurrentApp = belongsToCurrentApp
    self.startFrame = startFrame
    self.endFrame = endFrame
    self.animationDuration = animationDuration
    self.animationCurve = animationCurve
  }

  /// Reads the keyboard keys of a notification's `userInfo`, never trapping.
  ///
  /// Rects may be boxed in `NSValue` (as UIKit posts them) or plain `CGRect`s; numbers may be
  /// `NSNumber`s (as UIKit posts them) or Swift numbers that bridge to one (`Double`, `CGFloat`,
  /// `Int`, `Bool`, …). A number counts only when it holds its field's type exactly: a finite
  /// `Double` of at least 0 for the duration, a whole number within `Int`'s range for the curve, 0 or 1 (or a `Bool`) for
  /// `belongsToCurrentApp`. A field is `nil` when its key is missing or holds anything else (a
  /// value of the wrong type, a non-finite rect). Keys that are not keyboard keys are ignored. When a key occurs twice (a `String` and an `NSString`
  /// spelling of it are different keys on Linux), a usable value wins over an unusable one.
  ///
  /// - Parameter userInfo: A keyboard notification's `userInfo`, or `nil`.
  /// - Complexity: One pass over `userInfo`.
  package init(userInfo: [AnyHashable: Any]?) {
    guard let userInfo else { return }
    for (key, value) in userInfo {
      guard let name = key.base as? String else { continue }
      switch name {
      case Key.endFrame:
        if let rect = Self.rect(from: value) { endFrame = rect }
      case Key.startFrame:
        if let rect = Self.rect(from: value) { startFrame = rect }
      case Key.animationDuration:
        if let seconds = Self.duration(from: value) { animationDuration = seconds }
      case Key.animationCurve:
        if let curve = Self.curve(from: value) { animationCurve = curve }
      case Key.belongsToCurrentApp:
        if let boolean = Self.boolean(from: value) { belongsToCurrentApp = boolean }
      default:
        continue
      }
    }
  }

  /// The fields as the `userInfo` UIKit posts: only the keys of present fields, with UIKit's value
  /// types.
  ///
  /// Rects are boxed in `NSValue`, the duration is an `NSNumber` holding a `Double`, the curve an
  /// `NSNumber` holding an `Int`, and `belongsToCurrentApp` an `NSNumber` holding a `Bool`. Reading
  /// the result with ``init(userInfo:)`` gives the same fields back when each present value is
  /// usable (finite rects, a finite duration of at least 0).
  package var userInfo: [AnyHashable: Any] {
    var userInfo: [AnyHashable: Any] = [:]
    if let belongsToCurrentApp {
      userInfo[Key.belongsToCurrentApp] = NSNumber(value: belongsToCurrentApp)
    }
    if let startFrame { userInfo[Key.startFrame] = NSValue(keyboardRect: startFrame) }
    if let endFrame { userInfo[Key.endFrame] = NSValue(keyboardRect: endFrame) }
    if let animationDuration {
      userInfo[Key.animationDuration] = NSNumber(value: animationDuration)
    }
    if let animationCurve {
      userInfo[Key.animationCurve] = NSNumber(value: animationCurve.rawValue)
    }
    return userInfo
  }

  /// The `userInfo` keys of UIKit's keyboard notifications, as the raw strings UIKit posts.
  ///
  /// `UIResponder.keyboardFrameEndUserInfoKey` and its siblings are `String` constants with exactly
  /// these values, so one set of keys serves every platform.
  package enum Key {
    /// `UIResponder.keyboardIsLocalUserInfoKey`.
    package static let belongsToCurrentApp = "UIKeyboardIsLocalUserInfoKey"
    /// `UIResponder.keyboardFrameBeginUserInfoKey`.
    package static let startFrame = "UIKeyboardFrameBeginUserInfoKey"
    /// `UIResponder.keyboardFrameEndUserInfoKey`.
    package static let endFrame = "UIKeyboardFrameEndUserInfoKey"
    /// `UIResponder.keyboardAnimationDurationUserInfoKey`.
    package static let animationDuration = "UIKeyboardAnimationDurationUserInfoKey"
    /// `UIResponder.keyboardAnimationCurveUserInfoKey`.
    package static let animationCurve = "UIKeyboardAnimationCurveUserInfoKey"
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
      integer < 0 || number.uint64Value == UInt64(integer),
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
