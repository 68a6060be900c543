// The README's snippets as an iOS app writes them, compiled for iOS against the real SDK by
// Checks/ios (this file is a module of its own, so its imports are the ones the README shows).
// Keep them identical to the README: Checks/doc-snippets compares them line for line.

import Keyboardist
import UIKit

// Quick start.
var heights: [CGFloat] = []
let keyboard = KeyboardObserver()
keyboard
  .on(event: .willShow) { options in heights.append(options.endFrame.height) }
  .on(event: .willHide) { _ in heights.append(0) }
  .start()

// Keeping inputs visible: per screen.
final class SignUpViewController: KeyboardAwareViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    keyboardAvoider = KeyboardAvoider(view: view).followApplicationState()
  }
}
