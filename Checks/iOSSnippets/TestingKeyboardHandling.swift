// The UIKit snippets of the "Testing Keyboard Handling" article, compiled for iOS and Mac Catalyst
// against the library by Checks/ios. Keep them identical to the article: Checks/doc-snippets
// compares them line for line. The model's twin is also in
// Tests/KeyboardistTestingTests/Documentation/TestingOnLinuxSnippetTests.swift, with the test's.

import Keyboardist

@MainActor final class ComposerModel {
  private(set) var lift: CGFloat = 0
  let keyboard: KeyboardObserver

  init(center: NotificationCenter = .default) {
    keyboard = KeyboardObserver(center: center)
    keyboard
      .onAppear { [unowned self] in lift = $0.height }
      .onDisappear { [unowned self] _ in lift = 0 }
  }
}

#if canImport(UIKit)
  import UIKit

  final class ComposerViewController: UIViewController {
    let model = ComposerModel()

    override func viewIsAppearing(_ animated: Bool) {
      super.viewIsAppearing(animated)
      model.keyboard.attach(to: view).start()
    }
  }
#endif
