// The UIKit and SwiftUI snippets of "The Keyboard's Height Before It Shows", compiled for iOS and
// Mac Catalyst against the library by Checks/ios. Keep them identical to the article
// (Checks/doc-snippets compares them line by line). Its portable snippet's twin is
// Tests/KeyboardistTests/Documentation/KeyboardHeightBeforeItShowsTests.swift.

import Keyboardist
import SwiftUI
import UIKit

// Article: learn it and read it.
final class ChatViewController: KeyboardAwareViewController {
  let emojiPanel = UIView()

  override func viewDidLoad() {
    super.viewDidLoad()
    let observer = KeyboardObserver().attach(to: view)
    KeyboardHeightMemory.shared.learn(from: observer)
    keyboard = observer  // started as the view appears, stopped as it disappears
  }

  func showEmojiPanel() {
    let height = KeyboardHeightMemory.shared.height(in: view)
    emojiPanel.frame.size.height = height
  }
}

// Article: hardware keyboards, in SwiftUI.
struct ShortcutHint: View {
  @Keyboard private var keyboard

  var body: some View {
    if keyboard.isHardwareKeyboardAttached { Text("Press ⌘↩ to send") }
  }
}
