#if KEYBOARDIST_UIKIT
  public import KeyboardistObserver
  public import UIKit

  /// A view controller that starts its keyboard observer and its avoider when its view appears,
  /// and stops them when it disappears.
  ///
  /// Subclass it and give the screen what it needs, usually in `viewDidLoad()`: an avoider for a
  /// screen whose inputs must stay visible, an observer for a screen that follows the keyboard, or
  /// both. Neither is required:
  ///
  /// ```swift
  /// final class SignUpViewController: KeyboardAwareViewController {
  ///   override func viewDidLoad() {
  ///     super.viewDidLoad()
  ///     keyboardAvoider = KeyboardAvoider(view: view)
  ///   }
  /// }
  /// ```
  ///
  /// Both start in `viewIsAppearing(_:)`, when the view is in its window (so a screen that
  /// appears while the keyboard is up measures it on its screen and lays out for it at once), and
  /// stop in `viewWillDisappear(_:)`, so a screen pushed or presented full screen on top never
  /// moves the one below it; set them before the view appears. A view controller that has another
  /// superclass (a `UITableViewController`) calls their `start()` and `stop()` itself at those two
  /// moments.
  @MainActor
  open class KeyboardAwareViewController: UIViewController {
    /// The screen's keyboard observer, started when the view appears and stopped when it
    /// disappears; `nil` (the default) for none.
    public var keyboard: KeyboardObserver?

    /// The screen's avoider, started when the view appears and stopped when it disappears (which
    /// puts back everything it changed); `nil` (the default) for none.
    public var keyboardAvoider: KeyboardAvoider?

    /// Starts ``keyboard`` and ``keyboardAvoider``, the view being in its window; an override must
    /// call `super`.
    ///
    /// - Parameter animated: Whether the view is being added with an animation.
    open override func viewIsAppearing(_ animated: Bool) {
      super.viewIsAppearing(animated)
      keyboard?.start()
      keyboardAvoider?.start()
    }

    /// Stops ``keyboard`` and ``keyboardAvoider``; an override must call `super`.
    ///
    /// - Parameter animated: Whether the view is being removed with an animation.
    open override func viewWillDisappear(_ animated: Bool) {
      super.viewWillDisappear(animated)
      keyboard?.stop()
      keyboardAvoider?.stop()
    }
  }
#endif
