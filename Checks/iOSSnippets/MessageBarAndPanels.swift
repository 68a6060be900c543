// The UIKit and SwiftUI snippets of the "A Message Bar and Panels in the Keyboard's Place"
// article, compiled for iOS and Mac Catalyst against the library by Checks/ios. Keep them identical
// to the article (Checks/doc-snippets compares them line by line); the small views at the end only
// make them compile. The portable snippets' twins are in
// Tests/KeyboardistTests/Documentation/MessageBarAndPanelsTests.swift.

import Keyboardist
import SwiftUI
import UIKit

/// A namespace, so that these views do not collide with other snippet files.
enum MessageBarAndPanelsSnippets {
  // Article: a message bar in UIKit.
  final class ChatViewController: KeyboardAwareViewController {
    private let tableView = UITableView()

    override func viewDidLoad() {
      super.viewDidLoad()
      let bar = KeyboardMessageBar(placeholder: "Message")
      bar.onSend = { [unowned self] text in send(text) }
      bar.install(in: view, dismissesOnTapOutside: false)
      keyboard = KeyboardObserver()
        .attach(to: view)
        .insetOnMove(tableView, above: bar)
    }

    private func send(_ text: String) {}
  }

  // Article: a panel in the keyboard's place.
  final class EmojiChatViewController: UIViewController {
    private let bar = KeyboardMessageBar()
    private let emojiPanel = EmojiPanel()
    private let emojiButton = UIButton()

    override func viewDidLoad() {
      super.viewDidLoad()
      emojiPanel.onPick = { [unowned self] emoji in bar.insert(emoji) }
      bar.addAccessory(emojiButton)  // its action calls bar.showPanel(emojiPanel)
      bar.onInputChange = { [unowned self] input in
        // The keyboard, the panel or nothing now shows below the bar: the button offers the other.
        let symbol = input == .panel ? "keyboard" : "face.smiling"
        emojiButton.setImage(UIImage(systemName: symbol), for: .normal)
      }
      emojiButton.addAction(
        UIAction { [unowned self] _ in bar.showPanel(emojiPanel) }, for: .primaryActionTriggered)
    }
  }

  // Article: a bar opened from a comment button.
  final class FeedViewController: KeyboardAwareViewController {
    private let bar = KeyboardMessageBar(visibility: .whileEditing)

    override func viewDidLoad() {
      super.viewDidLoad()
      let avoider = KeyboardAvoider(view: view)
      keyboardAvoider = avoider
      bar.onSend = { [unowned self] text in
        post(comment: text)
        bar.close()  // a comment ends with its sending: the keyboard and the bar go
      }
      bar.install(in: view, avoider: avoider)
    }

    func commentTapped(_ button: UIButton) {
      bar.open(from: button)
    }

    private func post(comment: String) {}
  }

  // Article: a message field and a panel in SwiftUI.
  struct ChatComposer: View {
    @State private var draft = ""
    @State private var input = KeyboardInput.none
    @FocusState private var isFocused: Bool

    var body: some View {
      KeyboardMessageField(text: $draft, isFocused: $isFocused) {
        send($0)
      } accessory: {
        Button {
          input = input == .panel ? .keyboard : .panel
        } label: {
          Image(systemName: input == .panel ? "keyboard" : "face.smiling")
        }
      }
      .keyboardPanel(input: $input, focus: $isFocused) {
        EmojiGrid { draft += $0 }
      }
    }

    private func send(_ text: String) {}
  }

  /// Stands in for an app's emoji panel.
  final class EmojiPanel: UIView {
    var onPick: (@MainActor (String) -> Void)?
  }

  /// Stands in for an app's SwiftUI emoji grid.
  struct EmojiGrid: View {
    let onPick: (String) -> Void
    var body: some View { Button("😀") { onPick("😀") } }
  }
}
