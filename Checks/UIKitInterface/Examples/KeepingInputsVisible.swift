// The UIKit avoidance snippets of README.md and of the "Keeping Inputs Visible" article,
// type-checked against the library and the UIKit stub by Checks/UIKitInterface/typecheck. Keep them
// identical to the docs (Checks/doc-snippets compares them).

import Keyboardist
import UIKit

// README and article: per screen.
final class SignUpViewController: UIViewController, KeyboardObserving {
  let keyboard = KeyboardObserver()
  lazy var keyboardAvoider = KeyboardAvoider(view: view)

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    startObservingKeyboard()  // stopObservingKeyboard() in viewWillDisappear(_:)
  }
}

// README and article: app-wide.
@MainActor func didFinishLaunching() {
  KeyboardAvoider.shared.followApplicationState().start()
}

// Article: a trigger above a chat-style input bar.
@MainActor func comment(
  on commentButton: UIView, bar inputBar: UIView, field: UITextField, screen: UIViewController,
  avoider: KeyboardAvoider
) {
  screen.view.pinToKeyboard(inputBar)  // once, when building the screen
  avoider.inputBar = inputBar
  avoider.markTrigger(commentButton)  // then raise the bar's keyboard:
  field.becomeFirstResponder()
}
