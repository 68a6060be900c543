public import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// What covers the bottom of the screen while the keyboard is docked: its top edge and its height.
///
/// Any ``KeyboardCovering`` gives its own with ``KeyboardCovering/obstruction(on:)``, in the
/// screen's coordinate space; ``top`` is compared with frames in that same space.
public struct KeyboardObstruction: Equatable, Sendable {
  /// The y-coordinate of the obstruction's top edge: nothing below it is visible.
  public var top: CGFloat
  /// The visible height of the keyboard, in points; it bounds how far a root view may be shifted.
  public var height: CGFloat

  /// Creates an obstruction from its top edge and the keyboard's visible height.
  package init(top: CGFloat, height: CGFloat) {
    self.top = top
    self.height = height
  }

  /// Creates the obstruction of the visible part of a keyboard docked on `screen`, or `nil`;
  /// `convert` takes it from screen space into the avoided views' space.
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

  /// The obstruction raised to the top of an input bar above the keyboard, in ``top``'s space.
  package func raised(toInputBarTop inputBarTop: CGFloat) -> KeyboardObstruction {
    guard inputBarTop.isFinite else { return self }
    return KeyboardObstruction(top: min(top, inputBarTop), height: height)
  }

  /// The obstruction raised by the height of a bar pinned on top of the keyboard, whose frame is
  /// not yet in place when the notification arrives.
  package func raised(byInputBarHeight inputBarHeight: CGFloat) -> KeyboardObstruction {
    guard inputBarHeight.isFinite, inputBarHeight > 0 else { return self }
    return KeyboardObstruction(top: top - inputBarHeight, height: height)
  }

  /// How much of a view the obstruction covers beyond the view's bottom safe area: the height the
  /// view must give up, in points.
  ///
  /// The one definition of a view's coverage, explained at
  /// ``KeyboardCovering/coverage(of:in:safeAreaBottom:)``: the part of the frame below ``top``,
  /// less the bottom safe area.
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
