// The UIKit and SwiftUI snippets of the "Building a Chat" article, compiled for iOS and Mac
// Catalyst against the library by Checks/ios, with the iOS 15 deployment target of
// Checks/Package.swift: the SwiftUI recipe must build for iOS 15. Keep them identical to the
// article (Checks/doc-snippets compares them line by line); the small views at the end only make
// them compile. The testing snippet's twin is
// Tests/KeyboardistTestingTests/Documentation/BuildingAChatSnippetTests.swift.

import Keyboardist
import SwiftUI
import UIKit

// Article: in UIKit.
final class ChatViewController: KeyboardAwareViewController {
  private let tableView = UITableView()
  private let bar = KeyboardMessageBar(placeholder: "Message")

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(tableView)
    NSLayoutConstraint.activate([
      // The list fills the screen, under the bar and the keyboard.
      tableView.topAnchor.constraint(equalTo: view.topAnchor),
      tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
      tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
    ])
    // The bar rides on the keyboard: UIKit moves it in the keyboard's own frames.
    bar.onSend = { [unowned self] text in send(text) }
    bar.install(in: view, dismissesOnTapOutside: false)
    tableView.keyboardDismissMode = .interactive
    KeyboardAvoider.shared.exclude(view)  // the screen manages its own insets
    keyboard = KeyboardObserver()
      .attach(to: view)
      .insetOnMove(tableView, above: bar)
  }

  private func send(_ text: String) {
    // Append the message to your data and insert its row.
  }
}

// Article: in SwiftUI, from iOS 15 (at the top level, for its extension).
struct ConversationScreen: View {
  @State private var draft = ""
  let messages: [Message]

  var body: some View {
    ScrollView {
      LazyVStack { ForEach(messages) { MessageRow(message: $0) } }
    }
    .dismissesKeyboardInteractively()
    .keyboardComposer(lifting: .always) {
      ComposeBar(text: $draft)
        .background(.bar)  // reaches down behind the keyboard
    }
    .observesKeyboard()
  }
}

extension View {
  /// Dismisses the keyboard as the user drags the list down: SwiftUI's own from iOS 16.
  @ViewBuilder func dismissesKeyboardInteractively() -> some View {
    if #available(iOS 16, *) {
      scrollDismissesKeyboard(.interactively)
    } else {
      self  // before iOS 16 the composer gives the list UIKit's interactive dismissal
    }
  }
}

// Only so that the SwiftUI snippet compiles.

struct Message: Identifiable {
  let id: Int
  let text: String
}

struct MessageRow: View {
  let message: Message
  var body: some View { Text(message.text) }
}

struct ComposeBar: View {
  @Binding var text: String
  var body: some View { TextField("Message", text: $text) }
}
