public import Foundation

#if canImport(CoreGraphics)
  public import CoreGraphics
#endif

/// What a keyboard notification says about the keyboard, parsed safely from its `userInfo`.
///
/// Frames are in the screen's coordinate space, as UIKit reports them. Every property has a
/// documented default that stands in when the notification lacks the key, carries a value of the
/// wrong type, or carries a non-finite number or rect; parsing never traps.
///
/// Build options by hand in tests, or from a notification:
///
/// ```swift
/// let options = KeyboardOptions(
///   startFrame: CGRect(x: 0, y: 667, width: 375, height: 216),
///   endFrame: CGRect(x: 0, y: 451, width: 375, height: 216),
///   animationDuration: 0.25,
///   animationCurve: .keyboard)
/// let parsed = KeyboardOptions(userInfo: options.userInfo)  // == options
/// ```
public struct KeyboardOptions: Equatable, Sendable {
  /// Whether the keyboard belongs to the current app (`UIKeyboardIsLocalUserInfoKey`).
  ///
  /// `false` when the notification describes the keyboard of another app in Split View or Slide
  /// Over. Defaults to `true`: the key did not exist before iOS 9.
  public var belongsToCurrentApp: Bool

  /// The keyboard's frame, in screen coordinates, when its animation starts
  /// (`UIKeyboardFrameBeginUserInfoKey`); `.zero` by default.
  public var startFrame: CGRect

  /// The keyboard's frame, in screen coordinates, when its animation ends
  /// (`UIKeyboardFrameEndUserInfoKey`); `.zero` by default.
  ///
  /// This is the frame of the whole keyboard, which may lie partly off screen: use
  /// ``visibleHeight(in:)`` for the height the user sees.
  public var endFrame: CGRect

  /// The keyboard animation's duration in seconds (`UIKeyboardAnimationDurationUserInfoKey`);
  /// `0` by default and for negative values.
  public var animationDuration: TimeInterval

  /// The keyboard animation's curve (`UIKeyboardAnimationCurveUserInfoKey`); ``KeyboardAnimationCurve/easeInOut``
  /// by default.
  public var animationCurve: KeyboardAnimationCurve

  /// Creates options from values, for tests and for code that synthesises keyboard changes.
  ///
  /// - Parameters:
  ///   - belongsToCurrentApp: Whether the keyboard belongs to the current app.
  ///   - startFrame: The keyboard's frame in screen coordinates when the animation starts.
  ///   - endFrame: The keyboard's frame in screen coordinates when the animation ends.
  ///   - animationDuration: The animation's duration in seconds.
  ///   - animationCurve: The animation's curve.
  public init(
    belongsToCurrentApp: Bool = true,
    startFrame: CGRect = .zero,
    endFrame: CGRect = .zero,
    animationDuration: TimeInterval = 0,
    animationCurve: KeyboardAnimationCurve = .easeInOut
  ) {
    self.belongsToCurrentApp = belongsToCurrentApp
    self.startFrame = startFrame
    self.endFrame = endFrame
    self.animationDuration = animationDuration
    self.animationCurve = animationCurve
  }

  /// Creates options from a notification's `userInfo`, never trapping.
  ///
  /// Rects may be boxed in `NSValue` (as UIKit posts them) or plain `CGRect`s; numbers may be
  /// `NSNumber`s or plain `Double`, `CGFloat`, `Int` and `Bool` values. A key that is missing, holds a
  /// value of the wrong type, or holds a non-finite rect or number leaves its property at the
  /// default. A negative duration counts as `0`; an `isLocal` number other than 0 or 1 is ignored.
  /// Keys that are not keyboard keys are ignored.
  ///
  /// - Parameter userInfo: A keyboard notification's `userInfo`, or `nil`.
  /// - Complexity: One pass over `userInfo`.
  @inline(never)  // One copy for both ways in (iOS: 104 B less).
  public init(userInfo: [AnyHashable: Any]?) {
    self.init(KeyboardUserInfoFields(userInfo: userInfo))
  }

  /// Creates options from `userInfo` fields; a missing field leaves its property at the default.
  ///
  /// - Parameter fields: The fields a `userInfo` held.
  package init(_ fields: KeyboardUserInfoFields) {
    self.init()
    belongsToCurrentApp = fields.belongsToCurrentApp ?? true
    startFrame = fields.startFrame ?? .zero
    endFrame = fields.endFrame ?? .zero
    animationDuration = fields.animationDuration ?? 0
    animationCurve = fields.animationCurve ?? .easeInOut
  }

  /// Creates options from a keyboard notification, never trapping.
  ///
  /// The same as ``init(userInfo:)`` with the notification's `userInfo`.
  ///
  /// - Parameter notification: A keyboard notification.
  public init(notification: Notification) {
    self.init(userInfo: notification.userInfo)
  }

  /// The options as the `userInfo` UIKit posts: the same keys and value types.
  ///
  /// Rects are boxed in `NSValue`, the duration is an `NSNumber` holding a `Double`, the curve an
  /// `NSNumber` holding an `Int`, and `isLocal` an `NSNumber` holding a `Bool`, so
  /// `KeyboardOptions(userInfo: options.userInfo) == options` for options with finite values.
  public var userInfo: [AnyHashable: Any] {
    userInfoFields.userInfo
  }

  /// The options as `userInfo` fields, every one present.
  package var userInfoFields: KeyboardUserInfoFields {
    KeyboardUserInfoFields(
      belongsToCurrentApp: belongsToCurrentApp,
      startFrame: startFrame,
      endFrame: endFrame,
      animationDuration: animationDuration,
      animationCurve: animationCurve)
  }

  // Written out, and never inlined, rather than synthesized: the synthesized comparison is inlined
  // into its protocol witness and into every caller (iOS: 168 B more, `Benchmarks/sizes`).
  // `KeyboardOptionsTests.equalityComparesEveryProperty` fails when a property is left out.

  /// Whether two options hold the same values.
  ///
  /// - Parameters:
  ///   - lhs: Options to compare.
  ///   - rhs: Other options to compare.
  /// - Returns: `true` when all five properties are equal.
  @inline(never)
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.belongsToCurrentApp == rhs.belongsToCurrentApp && lhs.startFrame == rhs.startFrame
      && lhs.endFrame == rhs.endFrame && lhs.animationDuration == rhs.animationDuration
      && lhs.animationCurve == rhs.animationCurve
  }
}
