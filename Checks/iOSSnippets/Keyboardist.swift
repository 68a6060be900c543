// The landing page's snippet (Keyboardist.docc/Keyboardist.md), with its imports, compiled for iOS
// against the real SDK by Checks/ios. Its Linux twin, driven by tests, is
// Tests/KeyboardistTests/Support/ComposeScreen.swift. Keep all three identical.

import Foundation
import Keyboardist

@MainActor final class ComposeScreen {
  private(set) var bottomInset: CGFloat = 0
  private let keyboard: KeyboardObserver

  init(screen: CGRect, center: NotificationCenter = .default) {
    keyboard = KeyboardObserver(center: center)
    keyboard.screen = screen
    keyboard
      .onAppear { [unowned self] in bottomInset = $0.height }
      .onDisappear { [unowned self] _ in bottomInset = 0 }
      .start()
  }
}
