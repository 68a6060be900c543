#if KEYBOARDIST_UIKIT
  public import UIKit
  import KeyboardistObserver

  /// Dismisses the keyboard when the user taps a view outside any control or text view.
  ///
  /// Its tap recognizer never cancels or delays touches, and a tap on a control, a text view or a
  /// ``KeyboardMessageBar`` (or inside one) is not seen at all. Once started, the view keeps it;
  /// keep it only to ``stop()`` it later.
  @MainActor
  public final class KeyboardDismissTap {
    /// The view whose taps dismiss the keyboard.
    public private(set) weak var view: UIView?
    private let recognizer = DismissTapRecognizer()

    /// Creates a dismissal for a view, not yet started.
    ///
    /// - Parameter view: The view whose taps dismiss the keyboard, usually a screen's root view.
    public init(view: UIView) {
      self.view = view
      recognizer.cancelsTouchesInView = false
      recognizer.delegate = recognizer
    }

    /// Adds the tap recognizer to the view, which keeps it (and so the dismissal) from then on;
    /// calling it again changes nothing.
    ///
    /// - Returns: The dismissal, to chain further calls.
    @discardableResult
    public func start() -> Self {
      view?.addGestureRecognizer(recognizer)
      return self
    }

    /// Removes the tap recognizer from the view, which puts back everything the dismissal changed.
    public func stop() {
      view?.removeGestureRecognizer(recognizer)
    }
  }

  /// A tap recognizer that is its own delegate, so that nothing but the view it is added to needs to
  /// hold it: a recognizer holds its delegate weakly, and a separate delegate nobody kept would be
  /// gone, leaving taps that dismiss nothing.
  private final class DismissTapRecognizer: UITapGestureRecognizer, UIGestureRecognizerDelegate {
    /// Refuses touches that land on a control, a text view or a message bar, or inside one; a
    /// touch UIKit names no view for is received.
    func gestureRecognizer(
      _ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch
    ) -> Bool {
      touch.view?.dismissesKeyboardOnTap ?? true
    }

    /// Ends editing in the view when a tap is recognized, and lets the recognizer fail.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
      _ = view?.endEditing(true)
      return false
    }
  }
#endif
