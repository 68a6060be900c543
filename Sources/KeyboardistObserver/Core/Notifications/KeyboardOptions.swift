public import Foundation

#if canImport(CoreGraphics)
  public import CoreGraphics
#endif

/// What a keyboard notification says about the keyboard, parsed safely from its `userInfo`.
///
/// Frames are in the screen's coordinate space, as UIKit reports them. Every property has a
/// default that stands in when the notification lacks a usable value (``init(userInfo:)``).
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
  /// Whether the keyboard belongs to the current app (`UIKeyboardIsLocalUserInfoKey`): `false` for
  /// another app's keyboard in Split View or Slide Over; `true` by default.
  public var belongsToCurrentApp: Bool

  /// The keyboard's frame, in screen coordinates, when its animation starts
  /// (`UIKeyboardFrameBeginUserInfoKey`); `.zero` by default.
  public var startFrame: CGRect

  /// The whole keyboard's frame, in screen coordinates, when its animation ends
  /// (`UIKeyboardFrameEndUserInfoKey`), partly off screen at times (``visibleHeight(in:)``);
  /// `.zero` by default.
  public var endFrame: CGRect

  /// The keyboard animation's duration in seconds (`UIKeyboardAnimationDurationUserInfoKey`);
  /// `0` by default and for negative values.
  public var animationDuration: TimeInterval

  /// The animation's curve (`UIKeyboardAnimationCurveUserInfoKey`); `.easeInOut` by default.
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

  /// Creates options from a keyboard notification's `userInfo` (``init(userInfo:)``), never
  /// trapping.
  ///
  /// - Parameter notification: A keyboard notification.
  public init(notification: Notification) {
    self.init(userInfo: notification.userInfo)
  }

  /// The options of a keyboard that is not moving: the start frame is the end frame, duration 0.
  package var atRest: KeyboardOptions {
    var options = self
    options.startFrame = endFrame
    options.animationDuration = 0
    return options
  }
}

// MARK: - userInfo

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

  /// Creates options as ``init(userInfo:)`` does, and sets `fields` to those that held a usable
  /// value (of a key spelt twice, as `String` and `NSString` on Linux, a usable value wins).
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

  /// The ``userInfo`` of a notification that held only some of the fields, such as a `didShow`
  /// without animation keys; ``init(userInfo:fields:)`` reads the same fields back.
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

  /// Which of the five values a notification's `userInfo` held: a trace keeps them, so that a
  /// notification without a key replays without it.
  package struct Fields: OptionSet, Hashable, Sendable {
    package var rawValue: UInt8

    /// Creates a set of fields from its bits, one per field.
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

  /// The `userInfo` keys, as the raw strings UIKit posts (the values of
  /// `UIResponder.keyboardFrameEndUserInfoKey` and its siblings on every platform).
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

  /// A curve from a number that holds a whole number within `Int`'s range, kept exactly.
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

// MARK: - Geometry

extension KeyboardOptions {
  /// How far two edges may differ and still count as the same edge (frames are rounded to pixels).
  static let edgeTolerance: CGFloat = 0.5

  /// The height of the part of the keyboard's end frame that lies inside `bounds`.
  ///
  /// A hardware keyboard reports a 313 pt frame of which only the 55 pt shortcut bar is on screen:
  /// the answer is 55, not 313.
  ///
  /// - Parameter bounds: The area to measure against, in the same coordinate space as ``endFrame``.
  /// - Returns: The covered height; 0 when the rects do not meet, or when either is empty or not
  ///   finite.
  public func visibleHeight(in bounds: CGRect) -> CGFloat {
    guard let visible = Self.visiblePart(of: endFrame, in: bounds) else { return 0 }
    return visible.height
  }

  /// Where the keyboard sits on a screen: docked, floating or hidden.
  ///
  /// Hidden when nothing of the end frame is on `screen`. Floating when it is on screen but narrower
  /// than the screen, or its bottom edge is above the screen's bottom (the iPad's undocked, split and
  /// floating keyboards). Docked otherwise, which includes a hardware keyboard's shortcut bar whose
  /// frame runs past the bottom of the screen. Edges within half a point count as equal.
  ///
  /// - Parameter screen: The screen's bounds, in the coordinate space of ``endFrame`` (screen space).
  /// - Returns: The keyboard's dock state at the end of its animation.
  public func dockState(in screen: CGRect) -> KeyboardDockState {
    guard Self.visiblePart(of: endFrame, in: screen) != nil else { return .hidden }
    let frame = endFrame.standardized
    let bounds = screen.standardized
    let isFullWidth = frame.width >= bounds.width - Self.edgeTolerance
    let reachesBottom = frame.maxY >= bounds.maxY - Self.edgeTolerance
    return isFullWidth && reachesBottom ? .docked : .floating
  }

  /// The visible height `h` the package compares: with a usable screen, the end frame's part on it
  /// when the keyboard is docked (``dockState(in:)``), else 0; without one, the end frame's own
  /// height, 0 when the frame is empty or not finite.
  package func trackedHeight(on screen: CGRect?) -> CGFloat {
    guard let screen, screen.isFiniteAndNonEmpty else {
      return endFrame.isFiniteAndNonEmpty ? abs(endFrame.height) : 0
    }
    guard dockState(in: screen) == .docked else { return 0 }
    return visibleHeight(in: screen)
  }

  /// Where a notification leaves the keyboard: 0 after a hide (`willHide` or `didHide`, whatever
  /// the frame), else ``trackedHeight(on:)``; the one rule the tracker, the motion, the center's
  /// state and the panel switch measure with.
  package func height(after event: KeyboardEvent, on screen: CGRect?) -> CGFloat {
    event == .willHide || event == .didHide ? 0 : trackedHeight(on: screen)
  }

  /// The non-empty, finite intersection of a frame with bounds, or `nil`.
  static func visiblePart(of frame: CGRect, in bounds: CGRect) -> CGRect? {
    guard frame.isFiniteAndNonEmpty, bounds.isFiniteAndNonEmpty else { return nil }
    let visible = frame.standardized.intersection(bounds.standardized)
    guard !visible.isNull, visible.width > 0, visible.height > 0 else { return nil }
    return visible
  }
}

// MARK: - Coverage

extension KeyboardOptions: KeyboardCovering {
  /// What this notification's keyboard covers of the bottom of `screen`, as
  /// ``KeyboardCovering/obstruction(on:)`` says.
  ///
  /// - Parameter screen: The screen's bounds in screen space, or `nil` when unknown.
  /// - Returns: The obstruction in screen space, or `nil`.
  public func obstruction(on screen: CGRect?) -> KeyboardObstruction? {
    guard let screen else {
      guard endFrame.isFiniteAndNonEmpty else { return nil }
      let frame = endFrame.standardized
      return KeyboardObstruction(top: frame.minY, height: frame.height)
    }
    return KeyboardObstruction(options: self, screen: screen)
  }
}
