public import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// What covers the bottom of the screen while the keyboard is docked: its top edge and its height.
///
/// Coverage and avoidance start from an obstruction. Any ``KeyboardCovering`` (a notification's
/// options, a transition, a frame's motion, a snapshot) gives its own with
/// ``KeyboardCovering/obstruction(on:)``, which answers `nil` for a floating, undocked, split or
/// hidden keyboard, the cases in which nothing should move.
///
/// Coordinate space: ``top`` is in the space of the frames it is compared with: the screen's, as
/// ``KeyboardCovering/obstruction(on:)`` gives it (the avoider converts it into its window's).
public struct KeyboardObstruction: Equatable, Sendable {
  /// The y-coordinate of the obstruction's top edge: nothing below it is visible.
  public var top: CGFloat
  /// The visible height of the keyboard, in points; it bounds how far a root view may be shifted.
  public var height: CGFloat

  /// Creates an obstruction from its top edge and the keyboard's visible height, for the package's
  /// own geometry and tests.
  ///
  /// - Parameters:
  ///   - top: The y-coordinate of the top edge, in the coordinate space of the frames it is compared
  ///     with.
  ///   - height: The visible height of the keyboard, in points.
  package init(top: CGFloat, height: CGFloat) {
    self.top = top
    self.height = height
  }

  /// Creates the obstruction of a docked keyboard, or `nil` when nothing should be avoided.
  ///
  /// The keyboard must be docked on `screen` (see ``KeyboardOptions/dockState(in:)``): a floating,
  /// undocked or split keyboard, or one that is hidden, gives `nil`. Only the visible part of the end
  /// frame counts (``KeyboardOptions/visibleHeight(in:)``): a hardware keyboard's obstruction is its
  /// shortcut bar.
  ///
  /// - Parameters:
  ///   - options: The keyboard notification's options; ``KeyboardOptions/endFrame`` is in screen
  ///     space.
  ///   - screen: The screen's bounds, in screen space.
  ///   - convert: Converts a rect from screen space into the space of the views being avoided (for
  ///     example a window's `convert(_:from:)` with the screen's coordinate space); the identity by
  ///     default.
  package init?(
    options: KeyboardOptions,
    screen: CGRect,
    converting convert: (CGRect) -> CGRect = { $0 }
  ) {
    guard options.dockState(in: screen) == .docked,
      let visible = KeyboardOptions.visiblePart(of: options.endFrame, in: screen)
    else { return nil }
    let converted = convert(visible)
    guard converted.isFiniteAndNonEmpty else { return nil }
    self.init(top: converted.minY, height: visible.height)
  }

  /// The obstruction raised to the top of an input bar that sits above the keyboard.
  ///
  /// - Parameter inputBarTop: The y-coordinate of the input bar's top edge, in the same space as
  ///   ``top``. A bar below the keyboard's top changes nothing.
  /// - Returns: An obstruction whose top is the higher of the two edges; the height is unchanged.
  package func raised(toInputBarTop inputBarTop: CGFloat) -> KeyboardObstruction {
    guard inputBarTop.isFinite else { return self }
    return KeyboardObstruction(top: min(top, inputBarTop), height: height)
  }

  /// The obstruction raised by the height of an input bar that sits on top of the keyboard.
  ///
  /// Use it for a bar pinned to the keyboard (for example with `UIKeyboardLayoutGuide`), whose
  /// frame is not yet in its final place when the keyboard notification arrives.
  ///
  /// - Parameter inputBarHeight: The bar's height, in points; negative or non-finite heights count
  ///   as 0.
  /// - Returns: An obstruction whose top is `inputBarHeight` higher; the height is unchanged.
  package func raised(byInputBarHeight inputBarHeight: CGFloat) -> KeyboardObstruction {
    guard inputBarHeight.isFinite, inputBarHeight > 0 else { return self }
    return KeyboardObstruction(top: top - inputBarHeight, height: height)
  }

  /// How much of a view the obstruction covers beyond the view's bottom safe area: the height the
  /// view must give up, in points.
  ///
  /// This is the one definition of a view's coverage: every ``KeyboardCovering`` value (options,
  /// transitions, motions, snapshots) reaches it through
  /// ``KeyboardCovering/coverage(of:in:safeAreaBottom:)``. The overlap is the part of
  /// the frame below ``top``. The view's bottom safe area (the home indicator's 34 pt on an iPhone
  /// with Face ID) is already kept clear of content, so it is not counted again: a 336 pt keyboard
  /// over a full-screen view with a 34 pt bottom safe area covers 336 − 34 = 302 pt of the view's
  /// safe area, which is how far a bar pinned to the safe area's bottom must move, and what to add
  /// to a scroll view's own `contentInset.bottom` (UIKit adds the safe area itself).
  ///
  /// - Parameters:
  ///   - frame: The view's frame, in the same space as ``top``.
  ///   - safeAreaBottom: The view's bottom safe-area inset, in points; 0 by default. Negative and
  ///     non-finite values count as 0.
  /// - Returns: The covered height, never negative and never more than the frame's height; 0 for an
  ///   empty or non-finite frame.
  public func coverage(of frame: CGRect, safeAreaBottom: CGFloat = 0) -> CGFloat {
    guard frame.isFiniteAndNonEmpty, top.isFinite else { return 0 }
    let view = frame.standardized
    let overlap = min(view.height, max(0, view.maxY - max(top, view.minY)))
    let safeArea = safeAreaBottom.isFinite ? max(0, safeAreaBottom) : 0
    return max(0, overlap - safeArea)
  }
}
