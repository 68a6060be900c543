// The README's UIKit avoidance snippets, type-checked against the library and the UIKit stub by
// Checks/UIKitInterface/typecheck. Keep them identical to README.md.

import Keyboardist
import UIKit

// README: "Keeping inputs visible", per screen.
final class SignUpViewController: UIViewController, KeyboardObserving {
  let keyboard = KeyboardObserver()
  lazy var keyboardAvoider: KeyboardAvoider? = KeyboardAvoider(view: view)

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    startObservingKeyboard()  // stopObservingKeyboard() in viewWillDisappear(_:)
  }
}

// README: "Keeping inputs visible", app-wide.
@MainActor func didFinishLaunching() {
  KeyboardAvoider.shared.followApplicationState().start()
}

// README: "Keeping inputs visible", a trigger above a chat-style input bar.
@MainActor func comment(
  on commentButton: UIView, bar inputBar: UIView, field: UITextField, screen: UIViewController,
  avoider: KeyboardAvoider
) {
  screen.view.pinToKeyboard(inputBar)  // once, when building the screen
  avoider.inputBar = inputBar
  avoider.markTrigger(commentButton)  // then raise the bar's keyboard:
  field.becomeFirstResponder()
}
