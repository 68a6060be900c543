// The snippets of the "Keeping Inputs Visible" article (Keyboardist.docc/KeepingInputsVisible.md),
// compiled for iOS against the real SDK by Checks/ios, this file as a module of its own. Keep them
// identical to the article: Checks/doc-snippets compares them line for line.

import Keyboardist
import UIKit

// Per screen.
final class SignUpViewController: KeyboardAwareViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    keyboardAvoider = KeyboardAvoider(view: view)
  }
}

// App-wide, and a screen opted out (the article's inline code).
@MainActor func didFinishLaunching() {
  KeyboardAvoider.shared.start()
}

final class ChatViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    KeyboardAvoider.shared.exclude(view)
  }
}

// A form's previous / next bar and return key, each turned off.
@MainActor func formWithoutItsBehaviours(view: UIView) -> KeyboardAvoider {
  let avoider = KeyboardAvoider(view: view)
  avoider.disablesPreviousAndNextAtEnds = false  // both stay enabled, and do nothing at the ends
  avoider.returnKeyAdvances = false  // the return key is the app's again
  return avoider
}

// A trigger above a chat-style input bar.
@MainActor func comment(
  on commentButton: UIView, bar inputBar: UIView, field: UITextField, screen: UIViewController,
  avoider: KeyboardAvoider
) {
  screen.view.pinToKeyboard(inputBar)  // once, when building the screen
  avoider.inputBar = inputBar
  avoider.markTrigger(commentButton)  // then raise the bar's keyboard:
  field.becomeFirstResponder()
}
