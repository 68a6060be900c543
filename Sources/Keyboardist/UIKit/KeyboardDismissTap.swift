#if KEYBOARDIST_UIKIT
  public import UIKit

  /// Dismisses the keyboard when the user taps a view outside any control or text view.
  ///
  /// It installs a tap recognizer that never cancels or delays touches, so buttons, switches,
  /// fields and cells keep working; a tap that lands on a control or text view (or inside one) is
  /// not seen at all. No target–action selector is involved: the recognizer's delegate (a private
  /// object) ends editing when the tap is recognized.
  ///
  /// ```swift
  /// let dismissal = KeyboardDismissTap(view: view)
  /// dismissal.install()
  /// ```
  ///
  /// Keep the instance for as long as the view (a stored property of the screen, for example):
  /// the recognizer holds it only weakly, as its delegate, so a dismissal that goes away leaves a
  /// recognizer that dismisses nothing.
  ///
  /// Isolation: main actor.
  @MainActor
  public final class KeyboardDismissTap: NSObject {
    /// The view whose taps dismiss the keyboard.
    public private(set) weak var view: UIView?
    private let recognizer = UITapGestureRecognizer()
    /// The recognizer's delegate, kept here: the recognizer holds its delegate weakly.
    private let delegate = DismissTapDelegate()

    /// Creates a dismissal for a view, not yet installed.
    ///
    /// - Parameter view: The view whose taps dismiss the keyboard, usually a screen's root view.
    public init(view: UIView) {
      self.view = view
      super.init()
      recognizer.cancelsTouchesInView = false
      recognizer.delegate = delegate
    }

    /// Adds the tap recognizer to the view.
    public func install() {
      view?.addGestureRecognizer(recognizer)
    }

    /// Removes the tap recognizer from the view.
    public func uninstall() {
      view?.removeGestureRecognizer(recognizer)
    }
  }

  /// The tap recognizer's delegate: it filters touches and ends editing, out of the public API.
  @MainActor
  private final class DismissTapDelegate: NSObject, UIGestureRecognizerDelegate {
    /// Refuses touches that land on a control or a text view, or inside one.
    func gestureRecognizer(
      _ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch
    ) -> Bool {
      DismissTapFilter.receives(touchOn: touch.view)
    }

    /// Ends editing in the recognizer's view when a tap is recognized, and lets the recognizer
    /// fail: the tap has no other effect.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
      _ = gestureRecognizer.view?.endEditing(true)
      return false
    }
  }
#endif
