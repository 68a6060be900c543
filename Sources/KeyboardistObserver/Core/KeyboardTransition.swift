public import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// One clean change of the keyboard, as ``KeyboardTracker`` distils it from UIKit's notifications.
///
/// UIKit reports one keyboard appearance with up to six notifications, often several of each
/// kind; a transition is what is left when the bursts, echoes and other apps' keyboards are gone:
/// the keyboard appeared (or changed height while up), or it disappeared.
///
/// Heights are visible heights in points: the part of the keyboard that covers the screen, which
/// for a hardware keyboard's shortcut bar is 55 pt of a 313 pt frame.
public struct KeyboardTransition: Equatable, Sendable {
  /// Whether the keyboard appeared or disappeared.
  ///
  /// It prints as its case name (`String(describing: kind)` is `"appear"`), for display and logs.
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
  /// stays up (a third-party keyboard's second and third `willShow`, the QuickType bar, the emoji
  /// keyboard). A disappear carries the index of the last appear it ends.
  public var appearIndex: Int

  /// The keyboard's visible height after the transition, in points; 0 for a disappear.
  public var height: CGFloat

  /// The change of visible height this transition makes, in points: negative when it shrinks.
  ///
  /// Animate your layout by this much; the increments since the last disappear add up to
  /// ``height``.
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

// MARK: - Coverage

extension KeyboardTransition {
  /// How much of a view the keyboard covers after this transition, beyond the view's bottom safe
  /// area: the height the view must give up, in points.
  ///
  /// Set what moves to this rather than to ``height``, which is measured against the whole screen:
  /// on an iPhone with Face ID a 336 pt keyboard covers 302 pt of a full-screen view with a 34 pt
  /// bottom safe area, and in a sheet or a window that ends above the screen's bottom it covers less
  /// or nothing. A disappear covers nothing. See
  /// ``KeyboardOptions/coverage(of:in:safeAreaBottom:)`` for the rule; on iOS, `coverage(of: view)`
  /// reads the frame, screen and safe area from the view.
  ///
  /// - Parameters:
  ///   - frame: The view's frame in the screen's coordinate space.
  ///   - screen: The screen's bounds, in the screen's coordinate space.
  ///   - safeAreaBottom: The view's bottom safe-area inset, in points; 0 by default.
  /// - Returns: The covered height: 0 for a disappear, else the coverage of the transition's end
  ///   frame.
  public func coverage(of frame: CGRect, in screen: CGRect, safeAreaBottom: CGFloat = 0) -> CGFloat
  {
    guard kind == .appear else { return 0 }
    return options.coverage(of: frame, in: screen, safeAreaBottom: safeAreaBottom)
  }

  /// The coverage of a view placed on a screen: 0 for a disappear or a view in no window.
  ///
  /// - Parameter placement: Where the view is, as the UIKit shell reads it.
  /// - Returns: The covered height, in points.
  package func coverage(of placement: ScreenPlacement?) -> CGFloat {
    guard kind == .appear else { return 0 }
    return options.coverage(of: placement)
  }
}
