public import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// A keyboard that may cover part of a view: a notification's options, a transition, a frame of
/// the keyboard's motion, or a snapshot of it.
///
/// Each conforming type says only where the keyboard is, as a ``KeyboardObstruction``; how much
/// of a view that covers is ``coverage(of:in:safeAreaBottom:)``.
public protocol KeyboardCovering {
  /// What the keyboard covers of the bottom of `screen`, or `nil` when it covers nothing a layout
  /// must avoid (hidden, floating, undocked or split).
  ///
  /// - Parameter screen: The screen's bounds in the screen's coordinate space; `nil` when unknown,
  ///   in which case a type that knows its own screen uses it, and otherwise a visible keyboard
  ///   counts as docked at its frame.
  /// - Returns: The obstruction in the screen's coordinate space, or `nil`.
  func obstruction(on screen: CGRect?) -> KeyboardObstruction?
}

extension KeyboardCovering {
  /// How much of a view the keyboard covers beyond the view's bottom safe area: the height the view
  /// must give up, in points.
  ///
  /// Use it wherever a view moves with the keyboard: the bottom inset to add to a scroll view's own
  /// `contentInset.bottom`, how far to raise a bar pinned to the safe area. Unlike the visible
  /// height (``KeyboardOptions/visibleHeight(in:)``), only the part of the view the keyboard
  /// overlaps counts (a sheet or a window above the screen's bottom is covered less), and the
  /// view's bottom safe area is counted once: a 336 pt keyboard over a full-screen iPhone view
  /// covers 336 − 34 = 302 pt of its safe area. A floating, undocked, split or hidden keyboard
  /// covers nothing (``obstruction(on:)``). Convert the view's frame into the screen's coordinate
  /// space first; on iOS, `coverage(of: view)` does that for you.
  ///
  /// - Parameters:
  ///   - frame: The view's frame in the screen's coordinate space (the keyboard's).
  ///   - screen: The screen's bounds, in the screen's coordinate space; `nil` when unknown (see
  ///     ``obstruction(on:)``).
  ///   - safeAreaBottom: The view's bottom safe-area inset, in points; 0 by default.
  /// - Returns: The covered height, at least 0 and at most the frame's height.
  public func coverage(of frame: CGRect, in screen: CGRect? = nil, safeAreaBottom: CGFloat = 0)
    -> CGFloat
  {
    obstruction(on: screen)?.coverage(of: frame, safeAreaBottom: safeAreaBottom) ?? 0
  }

  /// The coverage of a view placed on a screen, or 0 for a view that is on none (in no window).
  package func coverage(of placement: ScreenPlacement?) -> CGFloat {
    guard let placement else { return 0 }
    return coverage(
      of: placement.frame, in: placement.screen, safeAreaBottom: placement.safeAreaBottom)
  }
}
