#if KEYBOARDIST_UIKIT
  import UIKit
  import KeyboardistObserver

  /// Every view is a node of avoidance: each requirement is one UIKit read or write, and the
  /// requirements spelled like UIKit's own members (`superview`, `subviews`, `bounds`, `isHidden`,
  /// `canBecomeFirstResponder`, `isDescendant(of:)`) are UIKit's. Internal: apps' views gain no
  /// member from Keyboardist.
  extension UIView: KeyboardViewNode {
    var windowNode: UIView? { window }

    var frameInWindow: CGRect { convert(bounds, to: nil) }

    var safeAreaTop: CGFloat { safeAreaInsets.top }

    var caretRectInWindow: CGRect? {
      let textView = self as? UITextView
      let caret = textView.flatMap { textView in
        textView.selectedTextRange.map { textView.caretRect(for: $0.end) }
      }
      return caret.map { convert($0, to: nil) }
    }

    func keyboardObstruction(_ options: KeyboardOptions) -> KeyboardObstruction? {
      guard let window, let screen = window.windowScene?.screen else { return nil }
      return KeyboardObstruction(
        options: options, screen: screen.bounds,
        converting: { window.convert($0, from: screen.coordinateSpace) })
    }

    var isScrollable: Bool { self is UIScrollView }

    var isScrollingEnabled: Bool { (self as? UIScrollView)?.isScrollEnabled ?? false }

    /// The scroll view's geometry in window coordinates, with the app's own `contentInset` and the
    /// part UIKit adds for the safe area and bars (`adjustedContentInset - contentInset`) kept apart.
    ///
    /// A view that is not a scroll view reports its bounds as its content, which nothing reads.
    var scrollGeometry: ScrollViewGeometry {
      let scrollView = self as? UIScrollView
      let own = scrollView?.contentInset ?? .zero
      let adjusted = scrollView?.adjustedContentInset ?? .zero
      return ScrollViewGeometry(
        frame: frameInWindow,
        boundsSize: bounds.size,
        contentSize: scrollView?.contentSize ?? bounds.size,
        contentOffset: scrollView?.contentOffset ?? bounds.origin,
        contentInset: ScrollViewGeometry.Insets(top: own.top, bottom: own.bottom),
        adjustedContentInset: ScrollViewGeometry.Insets(top: adjusted.top, bottom: adjusted.bottom))
    }

    /// Adds to the scroll view's bottom `contentInset` and `verticalScrollIndicatorInsets`; other
    /// views are left alone.
    func addBottomInset(_ amount: CGFloat) {
      guard let scrollView = self as? UIScrollView else { return }
      scrollView.contentInset.bottom += amount
      scrollView.verticalScrollIndicatorInsets.bottom += amount
    }

    func scrollContent(to offset: CGPoint) {
      (self as? UIScrollView)?.contentOffset = offset
    }

    var isTextInput: Bool { self is UITextField || self is UITextView }

    var isControlOrTextView: Bool { self is UIControl || self is UITextView }

    var isViewControllerView: Bool { next is UIViewController }

    var parentViewControllerView: UIView? {
      (next as? UIViewController)?.parent?.view
    }
  }
#endif
