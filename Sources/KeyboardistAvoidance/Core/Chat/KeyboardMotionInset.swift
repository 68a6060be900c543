import Foundation
import KeyboardistObserver

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// The bottom inset a scroll view gets from the keyboard's motion, frame by frame, and how far its
/// content scrolls as a ``KeyboardContentLift`` says.
package struct KeyboardMotionInset: Equatable, Sendable {
  /// How close to its end, in points, a content offset still counts as showing the end.
  static let endTolerance: CGFloat = 1

  /// What the UIKit shell reads of the scroll view before a frame, in the scroll view's content
  /// space, in points.
  package struct Scroll: Equatable, Sendable {
    /// The content offset's y-coordinate (`contentOffset.y`).
    package var offset: CGFloat
    /// The height of the scroll view's bounds.
    package var height: CGFloat
    /// The height of the content (`contentSize.height`).
    package var contentHeight: CGFloat
    /// The adjusted top inset (`adjustedContentInset.top`).
    package var insetTop: CGFloat
    /// The adjusted bottom inset (`adjustedContentInset.bottom`), what this inset added included.
    package var insetBottom: CGFloat
    /// Whether the user's finger moves the content: tracking, dragging or decelerating.
    package var isTouched: Bool

    /// Creates the values read from a scroll view.
    package init(
      offset: CGFloat, height: CGFloat, contentHeight: CGFloat, insetTop: CGFloat,
      insetBottom: CGFloat, isTouched: Bool
    ) {
      self.offset = offset
      self.height = height
      self.contentHeight = contentHeight
      self.insetTop = insetTop
      self.insetBottom = insetBottom
      self.isTouched = isTouched
    }

    /// The lowest content offset: the content's top at the top inset.
    var lowestOffset: CGFloat { -insetTop }

    /// The highest content offset with a bottom inset of `insetBottom`: the content's end at the
    /// bottom inset, or the lowest offset for content shorter than the scroll view.
    func highestOffset(insetBottom: CGFloat) -> CGFloat {
      max(lowestOffset, contentHeight + insetBottom - height)
    }

    /// Whether every value is finite.
    var isFinite: Bool {
      offset.isFinite && height.isFinite && contentHeight.isFinite && insetTop.isFinite
        && insetBottom.isFinite
    }
  }

  /// What to write to the scroll view for one frame.
  package struct Change: Equatable, Sendable {
    /// What to add to the bottom content inset and to the bottom vertical scroll-indicator inset,
    /// in points (negative to take some back).
    package var insetChange: CGFloat
    /// The content offset's new y-coordinate, or `nil` to leave it.
    package var offset: CGFloat?
  }

  /// The inset added at the last frame, in points.
  package private(set) var added: CGFloat = 0

  /// Creates the inset of a scroll view that has been given nothing yet.
  package init() {}

  /// The inset a scroll view needs in one frame: the bar's height plus how much of the scroll view
  /// the keyboard covers beyond its bottom safe area, in points.
  package static func inset(
    for motion: KeyboardMotion, of placement: ScreenPlacement?, barHeight: CGFloat
  ) -> CGFloat {
    motion.coverage(of: placement) + Self.height(barHeight)
  }

  /// The padding above the keyboard at which an interactive dismissal starts, so that it starts
  /// when the finger reaches the top of the bar that rides on the keyboard rather than the
  /// keyboard's top (`UIKeyboardLayoutGuide.keyboardDismissPadding`, iOS 17).
  package static func dismissPadding(barHeight: CGFloat) -> CGFloat {
    height(barHeight)
  }

  /// A height that is finite and not negative.
  private static func height(_ value: CGFloat) -> CGFloat {
    value.isFinite ? max(0, value) : 0
  }

  /// Takes `inset` as added now, deciding nothing: for a list whose inset is already in place (a
  /// list described as it rests, or SwiftUI's, whose safe area SwiftUI moves itself).
  package mutating func record(_ inset: CGFloat) {
    added = Self.height(inset)
  }

  /// Moves the added inset to `inset` and decides how far the content scrolls.
  package mutating func update(
    to inset: CGFloat, scroll: Scroll, lift: KeyboardContentLift, isInteractive: Bool
  ) -> Change? {
    let inset = Self.height(inset)
    let change = inset - added
    added = inset
    guard scroll.isFinite, !scroll.isTouched else {
      return change == 0 ? nil : Change(insetChange: change, offset: nil)
    }
    let highest = scroll.highestOffset(insetBottom: scroll.insetBottom + change)
    var target = scroll.offset
    if !isInteractive {
      switch lift.kind {
      case .always:
        target += change
      case .whenAtEnd:
        let end = scroll.highestOffset(insetBottom: scroll.insetBottom)
        if scroll.offset >= end - Self.endTolerance { target = highest }
      case .never:
        break
      }
    }
    target = min(max(target, scroll.lowestOffset), highest)
    let offset = target == scroll.offset ? nil : target
    guard change != 0 || offset != nil else { return nil }
    return Change(insetChange: change, offset: offset)
  }
}
