#if KEYBOARDIST_UIKIT
  public import UIKit

  /// A view controller that observes the keyboard while it is on screen.
  ///
  /// Give the screen its own ``KeyboardObserver`` (and, if it avoids the keyboard, its own
  /// ``KeyboardAvoider``), then start in `viewWillAppear(_:)` and stop in `viewWillDisappear(_:)`,
  /// so a screen presented on top never moves the one below it:
  ///
  /// ```swift
  /// final class SignUpViewController: UIViewController, KeyboardObserving {
  ///   let keyboard = KeyboardObserver()
  ///   lazy var keyboardAvoider: KeyboardAvoider? = KeyboardAvoider(view: view)
  ///
  ///   override func viewWillAppear(_ animated: Bool) {
  ///     super.viewWillAppear(animated)
  ///     startObservingKeyboard()
  ///   }
  ///
  ///   override func viewWillDisappear(_ animated: Bool) {
  ///     super.viewWillDisappear(animated)
  ///     stopObservingKeyboard()
  ///   }
  /// }
  /// ```
  ///
  /// Isolation: main actor.
  @MainActor
  public protocol KeyboardObserving: UIViewController {
    /// The screen's own keyboard observer.
    var keyboard: KeyboardObserver { get }
    /// The screen's avoider, if it has one; `nil` by default.
    var keyboardAvoider: KeyboardAvoider? { get }
  }

  extension KeyboardObserving {
    /// No avoider.
    public var keyboardAvoider: KeyboardAvoider? { nil }

    /// Starts the observer and the avoider; call it from `viewWillAppear(_:)`.
    public func startObservingKeyboard() {
      keyboard.start()
      keyboardAvoider?.start()
    }

    /// Stops the observer and the avoider, undoing any adjustment; call it from
    /// `viewWillDisappear(_:)`.
    public func stopObservingKeyboard() {
      keyboard.stop()
      keyboardAvoider?.stop()
    }
  }
#endif
