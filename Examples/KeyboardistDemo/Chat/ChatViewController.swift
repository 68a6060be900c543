// The chat screen: a message list above an input bar that rides on the keyboard. The bar is
// pinned to the keyboard layout guide with Keyboardist's `pinToKeyboard`, the list ends where the
// bar begins (so no message is ever under the keyboard and the list needs no keyboard inset), and
// dragging the list down dismisses the keyboard interactively.

import Keyboardist
import UIKit

/// A conversation with an input bar that follows the keyboard.
///
/// The screen's own `KeyboardObserver` scrolls to the latest message when the keyboard comes
/// up; its own `KeyboardAvoider`, told about the bar, keeps the app-wide avoider from also
/// moving this screen for the bar's text field. `KeyboardAwareViewController` starts and stops
/// both with the screen.
final class ChatViewController: KeyboardAwareViewController, UITableViewDataSource {
  private static let cellIdentifier = "Message"
  private var messages = ChatMessage.sampleConversation
  private let tableView = UITableView()
  private let inputBar = ChatInputBar()
  /// The list's height at the last layout, to keep its bottom edge in place when it changes.
  private var lastListHeight: CGFloat?

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Chat"
    // Shows behind the bar and below it, down to the screen's bottom edge.
    view.backgroundColor = .secondarySystemBackground
    layOutListAndBar()
    KeyboardAvoider.shared.exclude(view)  // the app-wide avoider leaves this screen alone

    // The bar already rides on the keyboard, so nothing must move for its text field: an input
    // inside an avoider's `inputBar` is never avoided, and while this avoider is started, the
    // app-wide one (started at launch) leaves every input of this screen to it.
    let avoider = KeyboardAvoider(view: view).followApplicationState()
    avoider.inputBar = inputBar
    avoider.shiftsRootView = false  // the bar moves by itself: never shift it twice
    keyboardAvoider = avoider

    keyboard = KeyboardObserver()
      .followScreen(of: view)  // measures the keyboard on iOS 15 and 16.0 too
      .followApplicationState()
      .onAppear { [unowned self] transition in
        // The keyboard came up (index 0), not merely changed height: show the latest message,
        // moving with the keyboard's own duration and curve.
        guard transition.appearIndex == 0 else { return }
        transition.options.animateAlongside { self.scrollToLatestMessage(animated: false) }
      }
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    let height = tableView.bounds.height
    defer { lastListHeight = height }
    guard let lastListHeight else {
      scrollToLatestMessage(animated: false)  // the first layout: open at the latest message
      return
    }
    // The bar moved with the keyboard, so the list got shorter or taller. Keep the messages at
    // its bottom edge where they were, inside the same animation; while the user drags the list,
    // the finger decides.
    guard height != lastListHeight, !tableView.isTracking else { return }
    let inset = tableView.adjustedContentInset
    let lowest = -inset.top
    let highest = max(lowest, tableView.contentSize.height + inset.bottom - height)
    let offset = tableView.contentOffset.y + lastListHeight - height
    tableView.contentOffset.y = min(max(offset, lowest), highest)
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

    for subview in [tableView, inputBar] {
      subview.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(subview)
    }
    NSLayoutConstraint.activate([
      tableView.topAnchor.constraint(equalTo: view.topAnchor),
      tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      tableView.bottomAnchor.constraint(equalTo: inputBar.topAnchor),
      inputBar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      inputBar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
    ])
    // The bar's bottom sits on the keyboard's top, or on the bottom safe-area edge while the
    // keyboard is hidden; UIKit moves it with the keyboard.
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
