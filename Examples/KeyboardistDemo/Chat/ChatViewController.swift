// The chat screen, as "Building a Chat" builds it: a message list under a
// composer that rides on the keyboard. The composer is pinned to the keyboard layout guide, so
// UIKit moves it with the keyboard; the list runs under it to the screen's bottom edge, and its
// bottom inset follows the keyboard frame by frame (`attach(to:)` and `insetOnMove`), during the
// keyboard's animations and while the user drags the list down to dismiss it interactively.

import Keyboardist
import UIKit

/// A conversation with a composer that follows the keyboard.
final class ChatViewController: KeyboardAwareViewController, UITableViewDataSource {
  private static let cellIdentifier = "Message"
  private var messages = ChatMessage.sampleConversation
  /// Whether the list has been laid out once, and opened at the latest message.
  private var isLaidOut = false
  private let tableView = UITableView()
  private let composer = ComposerView()  // your text view and send button

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Chat"
    view.backgroundColor = .systemBackground
    tableView.dataSource = self
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: Self.cellIdentifier)
    tableView.allowsSelection = false
    composer.onSend = { [unowned self] text in send(text) }
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

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    guard !isLaidOut else { return }
    isLaidOut = true
    scrollToLatestMessage(animated: false)  // the first layout: open at the latest message
  }

  // MARK: - The list

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    messages.count
  }

  func tableView(
    _ tableView: UITableView, cellForRowAt indexPath: IndexPath
  ) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(
      withIdentifier: Self.cellIdentifier, for: indexPath)
    guard messages.indices.contains(indexPath.row) else { return cell }
    let message = messages[indexPath.row]
    var content = UIListContentConfiguration.subtitleCell()
    content.text = message.text
    content.secondaryText = message.author
    cell.contentConfiguration = content
    return cell
  }

  // MARK: - Private

  private func send(_ text: String) {
    messages.append(ChatMessage(author: "Me", text: text))
    tableView.insertRows(at: [IndexPath(row: messages.count - 1, section: 0)], with: .automatic)
    scrollToLatestMessage(animated: true)
  }

  private func scrollToLatestMessage(animated: Bool) {
    guard !messages.isEmpty else { return }
    tableView.scrollToRow(
      at: IndexPath(row: messages.count - 1, section: 0), at: .bottom, animated: animated)
  }
}
