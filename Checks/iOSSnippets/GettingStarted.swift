// Getting Started's UIKit snippets as an iOS app writes them, compiled for iOS and Mac Catalyst by
// Checks/ios. Keep them identical to the article: Checks/doc-snippets compares them line for line.

import Keyboardist
import UIKit

final class ComposeViewController: UIViewController {
  private let keyboard = KeyboardObserver()
  private let scrollView = UIScrollView()

  override func viewDidLoad() {
    super.viewDidLoad()
    keyboard
      .onAppear { [unowned self] transition in follow(transition) }
      .onDisappear { [unowned self] transition in follow(transition) }
      .attach(to: view)
  }

  override func viewIsAppearing(_ animated: Bool) {
    super.viewIsAppearing(animated)
    keyboard.start()
  }

  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    keyboard.stop()
  }

  private func follow(_ transition: KeyboardTransition) {
    let covered = transition.coverage(of: scrollView)  // 0 for a disappear
    transition.options.animateAlongside { [unowned self] in
      scrollView.contentInset.bottom = covered
      scrollView.verticalScrollIndicatorInsets.bottom = covered
    }
  }
}
