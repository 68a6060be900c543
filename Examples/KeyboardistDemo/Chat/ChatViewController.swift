// The chat screen: a message list under an input bar that rides on the keyboard. The bar is pinned
// to the keyboard layout guide with Keyboardist's `pinToKeyboard`, so UIKit moves it with the
// keyboard; the list runs under the bar to the screen's bottom edge, and its bottom inset follows
// the keyboard frame by frame (`attach(to:)` and `insetOnMove`), during the keyboard's
// animations and while the user drags the list down to dismiss it interactively.

import Keyboardist
import UIKit

/// A conversation with an input bar that follows the keyboard.
///
/// The screen's own `KeyboardObserver` follows the keyboard frame by frame and keeps the list's
/// inset on it, lifting the messages with the keyboard. The app-wide avoider leaves the screen
/// alone, and its own `KeyboardAvoider`, told about the bar, never moves it for the bar's text
/// field. `KeyboardAwareViewController` starts and stops both with the screen.
final class ChatViewController: KeyboardAwareViewController, UITableViewDataSource {
  private static let cellIdentifier = "Message"
  private var messages = ChatMessage.sampleConversation
  private let tableView = UITableView()
  private let inputBar = ChatInputBar()
  /// The bar's background, from the bar's top down to the screen's bottom edge.
  private let barBackground = UIView()
  /// Whether the list has been laid out once, and opened at the latest message.
  private var isLaidOut = false

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Chat"
    view.backgroundColor = .systemBackground
    layOutListAndBar()
    KeyboardAvoider.shared.exclude(view)  // the app-wide avoider leaves this screen alone

    // The bar already rides on the keyboard, so nothing must move for its text field: an input
    // inside an avoider's `inputBar` is never avoided, and while this avoider is started, the
    // app-wide one (started at launch) leaves every input of this screen to it.
    let avoider = KeyboardAvoider(view: view)
    avoider.inputBar = inputBar
    avoider.shiftsRootView = false  // the bar moves by itself: never shift it twice
    keyboardAvoider = avoider

    keyboard = KeyboardObserver()
      .attach(to: view)  // this screen, its scene's state, every frame and the drag
      // The list's content ends at the bar's top in every frame, and rides up and down with the
      // keyboard wherever it is scrolled (`.whenAtEnd` would lift it only at the latest message,
      // `.never` not at all); from iOS 17 a drag starts the dismissal at the bar's top.
      .insetOnMove(tableView, above: inputBar, lifting: .always)
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

  private func layOutListAndBar() {
    tableView.dataSource = self
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: Self.cellIdentifier)
    tableView.allowsSelection = false
    tableView.backgroundColor = .systemBackground
    tableView.keyboardDismissMode = .interactive
    inputBar.onSend = { [unowned self] text in send(text) }
    barBackground.backgroundColor = .secondarySystemBackground

    for subview in [tableView, barBackground, inputBar] {
      subview.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(subview)
    }
    NSLayoutConstraint.activate([
      // The list fills the screen: its inset, not its frame, makes room for the bar and the
      // keyboard, so its messages scroll under both.
      tableView.topAnchor.constraint(equalTo: view.topAnchor),
      tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
      inputBar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      inputBar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      barBackground.topAnchor.constraint(equalTo: inputBar.topAnchor),
      barBackground.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      barBackground.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      barBackground.bottomAnchor.constraint(equalTo: view.bottomAnchor),
    ])
    // The bar's bottom sits on the keyboard's top, or on the bottom safe-area edge while the
    // keyboard is hidden; UIKit moves it with the keyboard, in the same frames as the keyboard.
    view.pinToKeyboard(inputBar)
  }

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
