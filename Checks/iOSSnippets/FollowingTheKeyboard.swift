// The UIKit snippets of README.md ("Normalised transitions") and of the "Getting Started" article
// ("Move with the keyboard") that move a view by its coverage. Keep them identical to the docs
// (Checks/doc-snippets compares them); they are compiled for iOS against the library.

import Keyboardist
import UIKit

final class NotesViewController: UIViewController {
  let keyboard = KeyboardObserver()
  let scrollView = UIScrollView()

  // README: normalised transitions.
  func followWithCallbacks() {
    keyboard
      .onAppear { [unowned self] transition in
        scrollView.contentInset.bottom = transition.coverage(of: scrollView)
      }
      .onDisappear { [unowned self] _ in scrollView.contentInset.bottom = 0 }
      .start()
  }

  // Getting Started: move with the keyboard.
  private func follow(_ transition: KeyboardTransition) {
    let options = transition.options
    let covered = transition.coverage(of: scrollView)  // 0 for a disappear
    UIView.animate(
      withDuration: options.animationDuration, delay: 0,
      options: options.animationCurve.animationOptions
    ) {
      self.scrollView.contentInset.bottom = covered
      self.scrollView.verticalScrollIndicatorInsets.bottom = covered
    }
  }

  // Getting Started: follow the keyboard on one screen.
  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    keyboard
      .onAppear { [unowned self] transition in follow(transition) }
      .onDisappear { [unowned self] transition in follow(transition) }
      .start()
  }
}

// KeepingInputsVisible: a tap outside any control ends editing; the view keeps the recognizer.
@MainActor func dismissOnTap(in view: UIView) {
  KeyboardDismissTap(view: view).start()
}
