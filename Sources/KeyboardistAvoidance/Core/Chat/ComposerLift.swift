import Foundation
import KeyboardistObserver

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// How far the list under a SwiftUI composer scrolls while the keyboard and the composer change the
/// inset SwiftUI gives it: the portable decisions of `keyboardComposer(lifting:content:)`
/// (KeyboardistSwiftUI), whose UIKit side only reads the list's scroll view and writes the offset
/// decided here.
///
/// SwiftUI insets its list itself (its bottom safe area grows by the composer and the keyboard's
/// coverage) at its next layout, after the frame's callback: so this tracks what SwiftUI adds and
/// decides the offset as ``KeyboardMotionInset`` does for a UIKit list.
package struct ComposerLift: Equatable, Sendable {
  /// The decisions, with what SwiftUI adds as of the last change.
  private var inset = KeyboardMotionInset()
  /// Whether ``inset`` holds what SwiftUI adds: from the composer's first measure on.
  private var isRecorded = false
  /// The list's bottom inset besides what SwiftUI adds for the composer and the keyboard, in
  /// points, as read at the last keyboard frame.
  private var baseInset: CGFloat = 0
  /// The composer's height, in points.
  private var composerHeight: CGFloat = 0
  /// The keyboard's coverage of the view, in points.
  private var coverage: CGFloat = 0
  /// Whether the user's finger drove the keyboard in the last frame.
  private var isInteractive = false

  /// Creates the lift of a list not measured yet.
  package init() {}

  /// What SwiftUI adds to the list's bottom inset now, in points.
  package var added: CGFloat { inset.added }

  /// Takes a new height of the composer, which SwiftUI adds to the list's inset by itself, and
  /// decides where the content goes.
  package mutating func composerResized(
    to height: CGFloat, scroll: KeyboardMotionInset.Scroll?, lift: KeyboardContentLift
  ) -> CGFloat? {
    composerHeight = Self.height(height)
    guard isRecorded else {
      inset.record(composerHeight + coverage)
      isRecorded = true
      if let scroll { baseInset = scroll.insetBottom - inset.added }
      return nil
    }
    return follow(scroll, lift: lift)
  }

  /// Takes the keyboard's coverage of the view in one frame, before SwiftUI insets the list by
  /// it, and decides where the content goes.
  package mutating func keyboardCovers(
    _ coverage: CGFloat, motion: KeyboardMotion, scroll: KeyboardMotionInset.Scroll?,
    lift: KeyboardContentLift
  ) -> CGFloat? {
    self.coverage = Self.height(coverage)
    isInteractive = motion.isInteractive
    // The list has the inset of the last frame: what it has besides is its own.
    if isRecorded, let scroll, scroll.insetBottom.isFinite {
      baseInset = scroll.insetBottom - inset.added
    }
    return follow(scroll, lift: lift)
  }

  /// The content offset for the inset SwiftUI adds now.
  private mutating func follow(
    _ scroll: KeyboardMotionInset.Scroll?, lift: KeyboardContentLift
  ) -> CGFloat? {
    let target = composerHeight + coverage
    guard isRecorded, var scroll else {
      inset.record(target)
      return nil
    }
    scroll.insetBottom = baseInset + inset.added
    return inset.update(to: target, scroll: scroll, lift: lift, isInteractive: isInteractive)?
      .offset
  }

  /// Whether a scroll view shows the composer's list: on the screen, it is as wide as the list's
  /// frame, ends at its bottom edge and starts inside it (within half a point each), as the
  /// scroll view behind a SwiftUI `List` or `ScrollView` does, a header above it allowed.
  ///
  /// Both frames are in screen coordinates.
  package static func showsList(_ scrollView: CGRect, in list: CGRect) -> Bool {
    abs(scrollView.minX - list.minX) <= 0.5 && abs(scrollView.maxX - list.maxX) <= 0.5
      && abs(scrollView.maxY - list.maxY) <= 0.5 && scrollView.minY >= list.minY - 0.5
  }

  /// A height that is finite and not negative.
  private static func height(_ value: CGFloat) -> CGFloat {
    value.isFinite ? max(0, value) : 0
  }
}
