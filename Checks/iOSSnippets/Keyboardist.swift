// The landing page's snippet (Keyboardist.docc/Keyboardist.md), with the imports an iOS app
// writes, compiled for iOS and Mac Catalyst against the real SDKs by Checks/ios. Keep it identical
// to the landing page: Checks/doc-snippets compares them line for line.

import Keyboardist
import UIKit

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
