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

  /// Creates options from a keyboard notification, never trapping.
  ///
  /// The same as ``init(userInfo:)`` with the notification's `userInfo`.
  ///
  /// - Parameter notification: A keyboard notification.
  public init(notification: Notification) {
    self.init(userInfo: notification.userInfo)
  }

  /// The options of a keyboard that is not moving: the start frame is the end frame and the
  /// duration 0, so layouts snap into place rather than animate.
  package var atRest: KeyboardOptions {
    var options = self
    options.startFrame = endFrame
    options.animationDuration = 0
    return options
  }
}

// MARK: - Geometry

extension KeyboardOptions {
  /// How far two edges may differ and still count as the same edge, in points.
  ///
  /// Keyboard frames arrive rounded to pixels; half a point absorbs that without hiding a real gap.
  static let edgeTolerance: CGFloat = 0.5

  /// The height of the part of the keyboard's end frame that lies inside `bounds`.
  ///
  /// Both rects must be in one coordinate space: pass the screen's bounds for the notification's
  /// frames, or a view's frame after converting the keyboard frame into that view's space. A
  /// hardware keyboard reports a 313 pt frame of which only the 55 pt shortcut bar is on screen: the
  /// answer is 55, not 313.
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

  /// The visible height `h` that ``KeyboardTracker`` compares: the package's one rule for it.
  ///
  /// With a usable screen (finite, not empty): the height of the end frame's part on it when the
  /// keyboard is docked (``dockState(in:)``), and 0 when it is floating, undocked, split or hidden,
  /// since such a keyboard covers nothing a layout must avoid. Without one: the end frame's own
  /// height, 0 when the frame is empty or not finite. The tracker and the `keyboardist` tool both
  /// measure with this, so their heights cannot disagree.
  ///
  /// - Parameter screen: The screen's bounds in screen space, or `nil` when unknown.
  /// - Returns: A finite height, at least 0 and, with a screen, no taller than it.
  package func trackedHeight(on screen: CGRect?) -> CGFloat {
    guard let screen, screen.isFiniteAndNonEmpty else {
      return endFrame.isFiniteAndNonEmpty ? abs(endFrame.height) : 0
    }
    guard dockState(in: screen) == .docked else { return 0 }
    return visibleHeight(in: screen)
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
  /// What this notification's keyboard covers of the bottom of `screen`, or `nil` when it covers
  /// nothing a layout must avoid.
  ///
  /// With a screen, `KeyboardObstruction.init(options:screen:converting:)`: the visible part of a
  /// docked keyboard, `nil` for a floating, undocked, split or hidden one. With no screen known,
  /// the keyboard counts as docked at its end frame (as ``KeyboardTracker`` measures without a
  /// screen); `nil` for an empty or non-finite end frame.
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
