// The README's snippets as an iOS app writes them, compiled for iOS against the real SDK by
// Checks/ios (this file is a module of its own, so its imports are the ones the README shows).
// The quick start is also the landing page's and the Typist guide's snippet. Keep them identical
// to the documents: Checks/doc-snippets compares them line for line.

import Keyboardist
import UIKit

// Quick start.
final class ComposeViewController: KeyboardAwareViewController {
  let scrollView = UIScrollView()

  override func viewDidLoad() {
    super.viewDidLoad()
    keyboard = KeyboardObserver()
      .onAppear { [unowned self] in scrollView.contentInset.bottom = $0.coverage(of: scrollView) }
      .onDisappear { [unowned self] _ in scrollView.contentInset.bottom = 0 }
      .attach(to: view)
  }
}

// Keeping inputs visible: per screen.
final class SignUpViewController: KeyboardAwareViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    keyboardAvoider = KeyboardAvoider(view: view)
  }
}
