#if KEYBOARDIST_UIKIT
  public import UIKit

  /// Every view is a node of the avoidance walk: its superview is its parent, and scroll views
  /// (tables, collections, text views) report their scroll geometry.
  extension UIView: KeyboardViewNode {
    /// The superview.
    public var parentNode: UIView? { superview }

    /// The view's bounds in its window's coordinate space.
    public var frameInWindow: CGRect { convert(bounds, to: nil) }

    /// Whether the view is a `UIScrollView`.
    public var isScrollable: Bool { self is UIScrollView }

    /// The scroll view's `isScrollEnabled`; `false` for other views.
    public var isScrollingEnabled: Bool { (self as? UIScrollView)?.isScrollEnabled ?? false }

    /// The scroll view's geometry in window coordinates, with the app's own `contentInset` and the
    /// part UIKit adds for the safe area and bars (`adjustedContentInset - contentInset`) kept apart.
    ///
    /// A view that is not a scroll view reports its bounds as its content, which nothing reads.
    public var scrollGeometry: ScrollViewGeometry {
      let scrollView = self as? UIScrollView
      let own = scrollView?.contentInset ?? .zero
      let adjusted = scrollView?.adjustedContentInset ?? .zero
      return ScrollViewGeometry(
        frame: frameInWindow,
        boundsSize: bounds.size,
        contentSize: scrollView?.contentSize ?? bounds.size,
        contentOffset: scrollView?.contentOffset ?? bounds.origin,
        contentInset: VerticalInsets(top: own.top, bottom: own.bottom),
        adjustedContentInset: VerticalInsets(top: adjusted.top, bottom: adjusted.bottom))
    }
  }
#endif
