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
final class ChatViewController: KeyboardAwareViewController, UITableViewDataSource {
  private var messages: [String] = []
  private var hasOpened = false
  private let tableView = UITableView()
  private let bar = KeyboardMessageBar(placeholder: "Message")

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.dataSource = self
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Message")
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

  override func viewIsAppearing(_ animated: Bool) {
    super.viewIsAppearing(animated)
    guard !hasOpened else { return }
    hasOpened = true
    tableView.scrollToEnd()  // a chat opens at its newest message, on the bar
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    messages.count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Message", for: indexPath)
    var content = cell.defaultContentConfiguration()
    content.text = messages[indexPath.row]
    cell.contentConfiguration = content
    return cell
  }

  private func send(_ text: String) {
    tableView.addToEnd {  // the message sent shows on the bar, the keyboard up or not
      messages.append(text)
      tableView.insertRows(at: [IndexPath(row: messages.count - 1, section: 0)], with: .none)
    }
  }
}

// Article: in SwiftUI, from iOS 15 (at the top level, for its extension).
struct ConversationScreen: View {
  @State private var draft = ""
  @State var messages: [Message]

  var body: some View {
    ScrollViewReader { list in
      ScrollView {
        LazyVStack { ForEach(messages) { MessageRow(message: $0) } }
      }
      .dismissesKeyboardInteractively()
      .keyboardComposer(lifting: .always) {
        KeyboardMessageField(text: $draft) { messages.append(Message(text: $0)) }
          .background(.bar)  // reaches down behind the keyboard
      }
      // A chat opens at its newest message and shows each new one on the composer.
      .onAppear { scrollToNewest(list) }
      .onChange(of: messages.count) { _ in scrollToNewest(list) }
    }
    .observesKeyboard()
  }

  private func scrollToNewest(_ list: ScrollViewProxy) {
    if let newest = messages.last { list.scrollTo(newest.id, anchor: .bottom) }
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
  let id = UUID()
  let text: String
}

struct MessageRow: View {
  let message: Message
  var body: some View { Text(message.text) }
}
