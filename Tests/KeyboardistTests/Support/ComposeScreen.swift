import Foundation
import Keyboardist

// The documentation's portable example screen: "Testing Keyboard Handling" shows this class
// verbatim (Checks/doc-snippets keeps them in step), and the tests in Documentation/ drive it. The
// landing page shows the same observer as an iOS screen writes it (Checks/iOSSnippets).

/// A screen whose bottom inset follows the keyboard, observing the center it is given.
@MainActor final class ComposeScreen {
  private(set) var bottomInset: CGFloat = 0
  private let keyboard: KeyboardObserver

  init(screen: CGRect, center: NotificationCenter = .default) {
    keyboard = KeyboardObserver(center: center)
    keyboard.screen = screen
    keyboard
      .onAppear { [unowned self] in bottomInset = $0.coverage(of: screen, in: screen) }
      .onDisappear { [unowned self] _ in bottomInset = 0 }
      .start()
  }
}
