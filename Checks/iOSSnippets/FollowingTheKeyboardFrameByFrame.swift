// The UIKit snippets of the "Following the Keyboard Frame by Frame" article, compiled for iOS and
// Mac Catalyst against the library by Checks/ios. Keep them identical to the article
// (Checks/doc-snippets compares them line by line). Its chat screen is in BuildingAChat.swift, and
// its portable snippet's twin is
// Tests/KeyboardistTests/Documentation/FollowingTheKeyboardFrameByFrameTests.swift.

import Keyboardist
import UIKit

/// A namespace, so that these view controllers do not collide with other snippet files.
enum FollowingTheKeyboardFrameByFrameSnippets {
  // Article: every frame in one callback.
  final class NotesViewController: UIViewController {
    let keyboard = KeyboardObserver()
    let hintLabel = UILabel()

    override func viewDidLoad() {
      super.viewDidLoad()
      keyboard
        .attach(to: view)
        .onMove { [unowned self] motion in
          // 1 while the keyboard is hidden, 0 once it is up, and every value in between.
          hintLabel.alpha = 1 - motion.progress
        }
    }
  }
}
