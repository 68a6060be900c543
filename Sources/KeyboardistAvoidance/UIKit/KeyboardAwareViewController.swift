#if KEYBOARDIST_UIKIT
  public import KeyboardistObserver
  public import UIKit

  /// A view controller that starts its keyboard observer and its avoider when its view appears,
  /// and stops them when it disappears.
  ///
  /// Subclass it and set ``keyboardAvoider``, ``keyboard`` or both before the view appears, usually
  /// in `viewDidLoad()` (<doc:KeepingInputsVisible#Avoid-the-keyboard-on-one-screen>). Both start in
  /// `viewIsAppearing(_:)`, with the view in its window (a screen that appears over the keyboard
  /// lays out for it at once), and stop in `viewWillDisappear(_:)`, so a screen presented on top
  /// never moves the one below it.
  @MainActor
  open class KeyboardAwareViewController: UIViewController {
    /// The screen's keyboard observer, started when the view appears and stopped when it
    /// disappears; `nil` (the default) for none.
    ///
    /// One given no view is attached to this controller's view as it appears
    /// (``KeyboardObserver/attach(to:)``), so it measures on the view's screen with no call of
    /// yours.
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
      if let keyboard, !keyboard.isAttached { keyboard.attach(to: view) }
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
