import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// Whether to scroll a SwiftUI scroll view or form so its focused field shows above the keyboard,
/// and where to: the anchor to give `ScrollViewProxy.scrollTo(_:anchor:)`.
///
/// SwiftUI shrinks a scroll view's safe area for the keyboard but does not scroll the focused field
/// into what is left. The decision works in one coordinate space (SwiftUI's `.global`, the
/// window's) from three measurements: the scroll view's frame and safe-area insets (a
/// ``Container``), which make the *viewport* `scrollTo` aligns in; the keyboard's coverage of the
/// scroll view beyond its bottom safe area, which makes the *visible* area the viewport less that
/// coverage; and the field's frame.
///
/// - A field inside the visible area with `distance` to spare below it needs no scroll.
/// - A field lower than that is brought up until its bottom is `distance` above the visible area's
///   bottom (the keyboard's top, or the bottom of the safe area).
/// - A field above the visible area, or taller than it, is brought down until its top is at the
///   visible area's top.
/// - A field not yet measured (a row of a lazy stack or a list that is not laid out yet) is brought
///   to the visible area's middle.
///
/// `scrollTo` aligns the anchor's point of the field with the same point of the viewport; the anchor
/// `y` is chosen so that the field lands where it should, clamped to 0...1. That `scrollTo` measures
/// its viewport inside the scroll view's safe area, as UIKit's scroll views inset their content, is
/// assumed. The SwiftUI shell is `keepsFocusedFieldVisible(_:distance:returnKeyAdvances:)`.
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
    ///
    /// - Parameters:
    ///   - frame: The scroll view's frame, in the common space.
    ///   - safeAreaTop: Its top safe-area inset, in points; 0 by default.
    ///   - safeAreaBottom: Its bottom safe-area inset, in points.
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
  ///
  /// - Parameters:
  ///   - field: The field's frame in the common space; `nil` when it has not been measured.
  ///   - container: The scroll view's frame in the common space and its safe-area insets.
  ///   - coverage: The keyboard's coverage of the scroll view beyond its bottom safe area, in points.
  ///   - distance: The gap to keep below the field, in points.
  /// - Complexity: O(1).
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
