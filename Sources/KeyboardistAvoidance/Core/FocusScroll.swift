import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// Whether to scroll a SwiftUI scroll view or form so its focused field shows above the keyboard,
/// and where to: the anchor to give `ScrollViewProxy.scrollTo(_:anchor:)`.
///
/// Every frame is in one space, SwiftUI's `.global` (the window's). A field lower than the visible
/// area (the viewport less the keyboard's coverage) comes up to `distance` above its bottom; one
/// above it, or taller, comes down to its top; one not yet measured goes to its middle.
package struct FocusScroll: Equatable, Sendable {
  /// The scroll view, as measured in the common space.
  package struct Container: Equatable, Sendable {
    /// The scroll view's frame, in the common space.
    package var frame: CGRect
    /// Its top safe-area inset, in points.
    package var safeAreaTop: CGFloat
    /// Its bottom safe-area inset, in points (the keyboard's height, once SwiftUI has made room).
    package var safeAreaBottom: CGFloat

    /// Creates a measurement of a scroll view.
    package init(frame: CGRect, safeAreaTop: CGFloat = 0, safeAreaBottom: CGFloat) {
      self.frame = frame
      self.safeAreaTop = safeAreaTop
      self.safeAreaBottom = safeAreaBottom
    }
  }

  /// The anchor's `y` for `scrollTo`, from 0 (the top) to 1 (the bottom); its `x` is the centre.
  package var anchorY: CGFloat

  /// Decides whether and where to scroll for a field: `nil` when the field is already visible, or
  /// when a value is not finite or the viewport is empty.
  package init?(
    revealing field: CGRect?, in container: Container, coverage: CGFloat, distance: CGFloat
  ) {
    let frame = container.frame.standardized
    let top = frame.minY + max(0, container.safeAreaTop)
    let bottom = frame.maxY - max(0, container.safeAreaBottom)
    let visibleBottom = bottom - max(0, coverage)
    let height = bottom - top
    guard frame.isFinite, height.isFinite, height > 0, visibleBottom.isFinite, distance.isFinite
    else { return nil }
    guard let field = field?.standardized, field.isFiniteAndNonEmpty else {
      self.anchorY = Self.clamped(((top + visibleBottom) / 2 - top) / height)
      return
    }
    let fitsBelow = field.maxY + distance <= visibleBottom
    if field.minY >= top, fitsBelow { return nil }
    let fits = field.height + distance <= visibleBottom - top
    // Where the field's top should land: under the visible area's top, or so that its bottom is
    // `distance` above the visible area's bottom.
    let landing = field.minY < top || !fits ? top : visibleBottom - distance - field.height
    let span = height - field.height
    self.anchorY = span > 0 ? Self.clamped((landing - top) / span) : 0
  }

  private static func clamped(_ value: CGFloat) -> CGFloat {
    value.isFinite ? min(1, max(0, value)) : 0
  }
}
