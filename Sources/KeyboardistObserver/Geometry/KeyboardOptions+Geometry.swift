public import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

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
  @inline(never)  // One copy for the tracker, the obstruction and you: apps pay for the bytes.
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
  @inline(never)  // One copy for every measure: apps pay for the object's bytes.
  static func visiblePart(of frame: CGRect, in bounds: CGRect) -> CGRect? {
    guard frame.isFiniteAndNonEmpty, bounds.isFiniteAndNonEmpty else { return nil }
    let visible = frame.standardized.intersection(bounds.standardized)
    guard !visible.isNull, visible.width > 0, visible.height > 0 else { return nil }
    return visible
  }
}
