#if KEYBOARDIST_UIKIT
  import UIKit
  import KeyboardistObserver

  /// Every view is a node of avoidance: each requirement is one UIKit read or write, and the
  /// requirements spelled like UIKit's own members (`superview`, `subviews`, `bounds`, `isHidden`,
  /// `canBecomeFirstResponder`, `isDescendant(of:)`, `becomeFirstResponder()`,
  /// `resignFirstResponder()`, `reloadInputViews()`) are UIKit's. Internal: apps' views gain no
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

    /// A message bar counts as a control: a tap on its background keeps the user editing.
    var isControlOrTextView: Bool {
      self is UIControl || self is UITextView || self is KeyboardMessageBar
    }

    var isInputEnabled: Bool {
      guard isUserInteractionEnabled else { return false }
      return (self as? UIControl)?.isEnabled ?? (self as? UITextView)?.isEditable ?? true
    }

    /// The height of `inputAccessoryView` when it is shown: its bounds' height, or its intrinsic
    /// height when it is laid out by constraints and has not been laid out yet.
    var inputAccessoryHeight: CGFloat {
      guard let accessory = inputAccessoryView, !accessory.isHidden else { return 0 }
      return max(accessory.bounds.height, accessory.intrinsicContentSize.height)
    }

    var returnKey: ReturnKey? {
      get { (self as? UITextField).map { ReturnKey($0.returnKeyType) } }
      set {
        guard let field = self as? UITextField, let type = newValue?.returnKeyType else { return }
        field.returnKeyType = type
      }
    }

    /// Sets the text field's action for `.editingDidEndOnExit`.
    func setReturnKeyAction(_ action: (@MainActor () -> Void)?) {
      guard let field = self as? UITextField else { return }
      let identifier = UIAction.Identifier("Keyboardist.returnKey")
      field.removeAction(identifiedBy: identifier, for: .editingDidEndOnExit)
      guard let action else { return }
      field.addAction(UIAction(identifier: identifier) { _ in action() }, for: .editingDidEndOnExit)
    }

    var isViewControllerView: Bool { next is UIViewController }

    var parentViewControllerView: UIView? {
      (next as? UIViewController)?.parent?.view
    }
  }

  extension ReturnKey {
    /// The return key a `UIReturnKeyType` stands for: every type but the default, Next and Done
    /// is the app's own choice.
    init(_ type: UIReturnKeyType) {
      switch type {
      case .default: self = .default
      case .next: self = .next
      case .done: self = .done
      default: self = .other
      }
    }

    /// The `UIReturnKeyType` to show; `nil` for ``other``, which is never set.
    var returnKeyType: UIReturnKeyType? {
      switch self {
      case .default: .default
      case .next: .next
      case .done: .done
      case .other: nil
      }
    }
  }
#endif
