#if KEYBOARDIST_UIKIT
  public import UIKit

  extension KeyboardObserver {
    /// Measures the keyboard against the screen of `view`'s window scene, read at each notification.
    ///
    /// Use it before iOS 16.1, whose notifications do not name their screen; later, the
    /// notification's own screen wins. The view is held weakly; while it is in no window, the
    /// screen stays as it was. Main actor.
    ///
    /// - Parameter view: A view of the screen that follows the keyboard.
    /// - Returns: The observer, to chain further calls.
    @discardableResult
    public func followScreen(of view: UIView) -> Self {
      screenSource = { [weak view] in view?.window?.windowScene?.screen.bounds }
      return self
    }

    /// Reads whether the app is active from `UIApplication.shared.applicationState`.
    ///
    /// The state is read at each notification, so that the keyboard iOS posts again on return from
    /// the background makes no transition. Main actor; unavailable in app extensions, which have no
    /// shared application.
    ///
    /// - Returns: The observer, to chain further calls.
    @available(iOSApplicationExtension, unavailable)
    @available(macCatalystApplicationExtension, unavailable)
    @discardableResult
    public func followApplicationState() -> Self {
      appActivitySource = { UIApplication.shared.applicationState == .active }
      return self
    }
  }
#endif
