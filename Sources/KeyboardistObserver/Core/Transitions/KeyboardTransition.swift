public import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// One clean change of the keyboard, as ``KeyboardTracker`` distils it from UIKit's notifications.
///
/// The keyboard appeared (or changed height while up), or it disappeared. Heights are visible
/// heights in points (``KeyboardOptions/visibleHeight(in:)``).
public struct KeyboardTransition: Equatable, Sendable {
  /// Whether the keyboard appeared or disappeared; it prints as its case name (`"appear"`).
  public enum Kind: Hashable, Sendable {
    /// The keyboard came up, or changed height while up (see ``KeyboardTransition/appearIndex``).
    case appear
    /// The keyboard went away, or stopped covering the screen (an iPad keyboard that floats).
    case disappear
  }

  /// Whether the keyboard appeared or disappeared.
  public var kind: Kind

  /// How many appears came before this one since the keyboard was last hidden.
  ///
  /// 0 for the appear that brings the keyboard up; 1, 2, … for each later change of height while it
  /// stays up. A disappear carries the index of the last appear it ends.
  public var appearIndex: Int

  /// The keyboard's visible height after the transition, in points; 0 for a disappear.
  public var height: CGFloat

  /// The change of visible height this transition makes, in points: negative when it shrinks; the
  /// increments since the last disappear add up to ``height``.
  public var heightIncrement: CGFloat

  /// The options of the notification that caused the transition: frames (in screen coordinates),
  /// duration and curve to animate with.
  public var options: KeyboardOptions

  /// Creates a transition from its values, for tests and simulators.
  ///
  /// - Parameters:
  ///   - kind: Whether the keyboard appeared or disappeared.
  ///   - appearIndex: How many appears came before this one since the keyboard was last hidden.
  ///   - height: The visible height after the transition, in points.
  ///   - heightIncrement: The change of visible height, in points.
  ///   - options: The options of the notification that caused the transition.
  public init(
    kind: Kind, appearIndex: Int, height: CGFloat, heightIncrement: CGFloat,
    options: KeyboardOptions
  ) {
    self.kind = kind
    self.appearIndex = appearIndex
    self.height = height
    self.heightIncrement = heightIncrement
    self.options = options
  }
}

// MARK: - Hardware keyboard

extension KeyboardTransition {
  /// Whether this appear shows a hardware keyboard: only its shortcut bar (or the app's input
  /// accessory view) on screen.
  ///
  /// Decided from the frames (``KeyboardOptions/isHardwareKeyboardAttached(on:)``); `nil` for a
  /// disappear, and `false` from an observer with no screen.
  public var isHardwareKeyboardAttached: Bool? {
    guard kind == .appear, height > 0, options.endFrame.isFiniteAndNonEmpty else { return nil }
    return KeyboardOptions.showsOnlyABar(visibleHeight: height, of: options.endFrame)
  }
}

// MARK: - Coverage

extension KeyboardTransition: KeyboardCovering {
  /// What the keyboard covers of the bottom of `screen` after this transition: its options'
  /// obstruction for an appear, `nil` for a disappear.
  ///
  /// - Parameter screen: The screen's bounds in screen space, or `nil` when unknown.
  /// - Returns: The obstruction in screen space, or `nil`.
  public func obstruction(on screen: CGRect?) -> KeyboardObstruction? {
    kind == .appear ? options.obstruction(on: screen) : nil
  }
}
