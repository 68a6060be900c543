// The UIKit snippets of the "Following the Keyboard Frame by Frame" article, compiled for iOS and
// Mac Catalyst against the library by Checks/ios. Keep them identical to the article
// (Checks/doc-snippets compares them line by line); the small view at the end only makes them
// compile. Its portable snippet's twin is
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

  // Article: a composer and a chat list that follow the drag.
  final class ChatViewController: KeyboardAwareViewController {
    private let tableView = UITableView()
    private let composer = ComposerView()  // your text view and send button

    override func viewDidLoad() {
      super.viewDidLoad()
      for subview in [tableView, composer] {
        subview.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(subview)
      }
      NSLayoutConstraint.activate([
        // The list fills the screen, under the composer and the keyboard.
        tableView.topAnchor.constraint(equalTo: view.topAnchor),
        tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
        tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        // The composer rides on the keyboard: UIKit moves it in the keyboard's own frames.
        composer.leadingAnchor.constraint(equalTo: view.leadingAnchor),
        composer.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        composer.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor),
      ])
      tableView.keyboardDismissMode = .interactive
      KeyboardAvoider.shared.exclude(view)  // the screen manages its own insets
      keyboard = KeyboardObserver()
        .attach(to: view)
        .insetOnMove(tableView, above: composer)
    }
  }

  /// Stands in for an app's composer.
  final class ComposerView: UIView {}
}
