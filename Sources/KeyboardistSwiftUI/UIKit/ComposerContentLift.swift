#if KEYBOARDIST_UIKIT
  import Combine
  import KeyboardistAvoidance
  import KeyboardistObserver
  import UIKit

  /// Moves the content of the list under a SwiftUI composer as a ``KeyboardContentLift`` says, at
  /// every frame the keyboard moves: the UIKit side of `keyboardComposer(lifting:content:)`.
  ///
  /// It finds the `UIScrollView` that shows the list with public UIKit API (near `KeyboardAnchor`,
  /// the first scroll view whose frame is the list's or ends at its bottom edge), moves its content
  /// as ``ComposerLift`` decides, and before iOS 16 gives it UIKit's interactive dismissal.
  ///
  /// Kept in a `@StateObject`; it publishes nothing.
  @MainActor
  final class ComposerContentLift: ObservableObject {
    /// How the content moves.
    var lift: KeyboardContentLift = .always
    /// The hidden view behind the list.
    private weak var anchor: UIView?
    /// The scroll view found behind the list.
    private weak var scrollView: UIScrollView?
    /// The decisions.
    private var decisions = ComposerLift()

    /// The most views looked at to find the scroll view, so that the search never grows with a
    /// screen's size.
    private static let searchLimit = 400

    /// Takes the hidden view behind the list.
    func attach(_ view: UIView) {
      anchor = view
      scrollView = nil
    }

    /// Follows a new height of the composer, which SwiftUI adds to the list's inset by itself.
    func composerResized(to height: CGFloat) {
      let list = list()
      let offset = decisions.composerResized(to: height, scroll: list.map(Self.scroll), lift: lift)
      if let list, let offset { list.contentOffset.y = offset }
    }

    /// Follows the keyboard's coverage of the view in one frame, before SwiftUI insets the list
    /// by it.
    func keyboardCovers(_ coverage: CGFloat, motion: KeyboardMotion) {
      let list = list()
      let offset = decisions.keyboardCovers(
        coverage, motion: motion, scroll: list.map(Self.scroll), lift: lift)
      if let list, let offset { list.contentOffset.y = offset }
    }

    /// Forgets the scroll view found, to look for it again: the composer is gone for now.
    ///
    /// What SwiftUI adds to the list's inset stays recorded: SwiftUI keeps it.
    func reset() {
      scrollView = nil
    }

    /// What the decisions read of a scroll view.
    private static func scroll(_ list: UIScrollView) -> KeyboardMotionInset.Scroll {
      KeyboardMotionInset.Scroll(
        offset: list.contentOffset.y, height: list.bounds.height,
        contentHeight: list.contentSize.height, insetTop: list.adjustedContentInset.top,
        insetBottom: list.adjustedContentInset.bottom,
        isTouched: list.isTracking || list.isDecelerating)
    }

    /// The scroll view behind the list, found again when it left the list's place.
    private func list() -> UIScrollView? {
      guard let anchor, anchor.window != nil else { return nil }
      let frame = anchor.convert(anchor.bounds, to: nil)
      if let scrollView, scrollView.window === anchor.window, Self.fits(scrollView, in: frame) {
        return scrollView
      }
      scrollView = nil
      var budget = Self.searchLimit
      var searched: UIView = anchor
      var ancestor = anchor.superview
      while let view = ancestor, budget > 0 {
        if let found = Self.scrollView(
          in: view, fitting: frame, skipping: searched, budget: &budget)
        {
          scrollView = found
          if #unavailable(iOS 16.0, macCatalyst 16.0), found.keyboardDismissMode == .none {
            found.keyboardDismissMode = .interactive
          }
          return found
        }
        searched = view
        ancestor = view.superview
      }
      return nil
    }

    /// The first scroll view inside `view` that fits the list's frame, depth first, leaving out
    /// `skipped` (searched already) and the content of other scroll views.
    private static func scrollView(
      in view: UIView, fitting frame: CGRect, skipping skipped: UIView, budget: inout Int
    ) -> UIScrollView? {
      for subview in view.subviews where subview !== skipped {
        budget -= 1
        guard budget > 0 else { return nil }
        if let candidate = subview as? UIScrollView {
          if fits(candidate, in: frame) { return candidate }
          continue
        }
        if let found = scrollView(in: subview, fitting: frame, skipping: skipped, budget: &budget) {
          return found
        }
      }
      return nil
    }

    /// Whether a scroll view shows the list (``ComposerLift/showsList(_:in:)`` decides).
    private static func fits(_ scrollView: UIScrollView, in frame: CGRect) -> Bool {
      ComposerLift.showsList(scrollView.convert(scrollView.bounds, to: nil), in: frame)
    }
  }
#endif
