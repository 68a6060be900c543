#if KEYBOARDIST_UIKIT
  import KeyboardistObserver
  import UIKit

  extension KeyboardObserver {
    /// Follows the window `view` is in, for a SwiftUI modifier's hidden view: the screen and the
    /// activity of its window scene (``followWindowScene(of:)``), and the keyboard's frames read in
    /// the window (`followMotion(in:)`), so that the motion moves at every frame of the keyboard's
    /// animations and of the user's drag.
    ///
    /// - Parameter view: The hidden view behind a modified SwiftUI view.
    func followWindow(of view: UIView) {
      followWindowScene(of: view)
      followMotion(in: view)
    }

    /// Measures the keyboard against the screen of `view`'s window scene and reads whether that
    /// scene is in the foreground and active, both at each notification.
    ///
    /// What the SwiftUI modifiers use, since a SwiftUI view has no `UIView` of its own to give
    /// `followScreen(of:)` and an app extension has no `UIApplication` for
    /// `followApplicationState()`. The scene counts as active when its `activationState` is
    /// `.foregroundActive`; that this matches `UIApplication.applicationState` being `.active` at
    /// the moments iOS posts the keyboard on the way to and back from the background is assumed.
    /// The view is held weakly; while it is in no window, the screen and the activity stay as they
    /// were.
    ///
    /// - Parameter view: A view in the window of the screen that follows the keyboard.
    func followWindowScene(of view: UIView) {
      screenSource = { [weak view] in view?.window?.windowScene?.screen.bounds }
      appActivitySource = { [weak view, weak self] in
        guard let scene = view?.window?.windowScene else { return self?.isAppActive ?? true }
        return scene.activationState == .foregroundActive
      }
    }
  }
#endif
