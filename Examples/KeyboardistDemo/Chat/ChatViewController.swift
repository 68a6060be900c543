// The chat screen: a message list under Keyboardist's message bar, which rides on the keyboard.
// The bar is pinned to the keyboard layout guide, so UIKit moves it with the keyboard; it grows
// with its text up to five lines, and its emoji button swaps an emoji panel in for the keyboard,
// at the keyboard's height. The list runs under the bar to the screen's bottom edge, and its
// bottom inset follows the keyboard frame by frame (`attach(to:)` and `insetOnMove`), during the
// keyboard's animations and while the user drags the list down to dismiss it interactively. The
// list opens at the latest message and shows each message sent on the bar (`scrollToEnd()`,
// `addToEnd`), and the emoji button follows what shows below the bar (`onInputChange`).

import Keyboardist
import UIKit

/// A conversation with a message bar that follows the keyboard.
final class ChatViewController: KeyboardAwareViewController, UITableViewDataSource {
  private static let cellIdentifier = "Message"
  private var messages = ChatMessage.sampleConversation
  /// Whether the list has opened at the latest message.
  private var hasOpened = false
  private let tableView = UITableView()
  private let bar = KeyboardMessageBar(placeholder: "Message")
  private let emojiPanel = EmojiPanel()
  private let emojiButton = UIButton(configuration: .plain())

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Chat"
    view.backgroundColor = .systemBackground
    tableView.dataSource = self
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: Self.cellIdentifier)
    tableView.allowsSelection = false
    tableView.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(tableView)
    NSLayoutConstraint.activate([
      // The list fills the screen, under the bar and the keyboard.
      tableView.topAnchor.constraint(equalTo: view.topAnchor),
      tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
      tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
    ])
    // The bar rides on the keyboard: UIKit moves it in the keyboard's own frames. Dragging the
    // list down dismisses the keyboard, so no tap outside is needed.
    bar.onSend = { [unowned self] text in send(text) }
    bar.install(in: view, dismissesOnTapOutside: false)
    setUpEmojiPanel()
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
    tableView.scrollToEnd()  // open at the latest message, on the bar
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

  /// The emoji button before the bar's input toggles between the keyboard and the emoji panel.
  private func setUpEmojiPanel() {
    emojiPanel.onPick = { [unowned self] emoji in bar.insert(emoji) }
    emojiButton.configuration?.image = UIImage(systemName: "face.smiling")
    emojiButton.accessibilityLabel = "Emoji"
    emojiButton.addAction(
      UIAction { [unowned self] _ in
        if bar.input == .panel { bar.showKeyboard() } else { bar.showPanel(emojiPanel) }
      }, for: .primaryActionTriggered)
    // The button offers what does not show: the keyboard while the panel is up, else the panel.
    bar.onInputChange = { [unowned self] input in
      let isPanel = input == .panel
      emojiButton.configuration?.image = UIImage(systemName: isPanel ? "keyboard" : "face.smiling")
      emojiButton.accessibilityLabel = isPanel ? "Keyboard" : "Emoji"
    }
    bar.addAccessory(emojiButton)
  }

  /// Adds the message sent and shows it on the bar, the keyboard up or not.
  private func send(_ text: String) {
    tableView.addToEnd {
      messages.append(ChatMessage(author: "Me", text: text))
      tableView.insertRows(at: [IndexPath(row: messages.count - 1, section: 0)], with: .none)
    }
  }
}
