public import KeyboardistObserver

/// A view controller that observes the keyboard while it is visible, and avoids it if it has an
/// avoider.
///
/// Give the view controller its own ``KeyboardObserver`` and, if it avoids the keyboard, its own
/// `KeyboardAvoider`; then start in `viewWillAppear(_:)` and stop in `viewWillDisappear(_:)`, so a
/// view controller presented on top never moves the one below it:
///
/// ```swift
/// final class SignUpViewController: UIViewController, KeyboardAwareViewController {
///   let keyboard = KeyboardObserver()
///   lazy var keyboardAvoider = KeyboardAvoider(view: view)
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
/// The avoider may be declared as `KeyboardAvoider` or as `KeyboardAvoider?`, lazily or not: its
/// type is the protocol's ``KeyboardAvoidance``, inferred from the declaration, so whichever is
/// written is the one started and stopped. A view controller without an avoider declares none: on
/// iOS its ``KeyboardAvoidance`` is then `KeyboardAvoider?` and its avoider `nil`.
///
/// Formerly `KeyboardObserving`, one letter from ``KeyboardObserver``; that name stays for one
/// release as a deprecated alias.
///
/// Isolation: main actor.
@MainActor
public protocol KeyboardAwareViewController: AnyObject {
  /// The type of the view controller's avoider: `KeyboardAvoider`, an optional one, or any
  /// ``KeyboardAvoiding`` type.
  associatedtype KeyboardAvoidance: KeyboardAvoiding

  /// The view controller's own keyboard observer.
  var keyboard: KeyboardObserver { get }

  /// The view controller's avoider, started and stopped with ``keyboard``; `nil` (on iOS, by default) for
  /// none.
  var keyboardAvoider: KeyboardAvoidance { get }
}

extension KeyboardAwareViewController {
  /// Starts the observer and the avoider; call it from `viewWillAppear(_:)`.
  public func startObservingKeyboard() {
    keyboard.start()
    keyboardAvoider.start()
  }

  /// Stops the observer and the avoider, undoing any adjustment; call it from
  /// `viewWillDisappear(_:)`.
  public func stopObservingKeyboard() {
    keyboard.stop()
    keyboardAvoider.stop()
  }
}

/// The view-controller protocol's former name; renamed ``KeyboardAwareViewController``, which
/// cannot be confused with ``KeyboardObserver``.
@available(*, deprecated, renamed: "KeyboardAwareViewController")
public typealias KeyboardObserving = KeyboardAwareViewController
