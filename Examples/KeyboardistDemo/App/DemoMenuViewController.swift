// The demo's first screen: one row per demo. It has no text input, so it needs no keyboard code.

import UIKit

/// Lists the demos and opens the one the user picks.
final class DemoMenuViewController: UITableViewController {
  /// One demo screen.
  private enum Demo: CaseIterable {
    case chat
    case feed
    case longForm
    case formSheet
    case fieldTest

    var title: String {
      switch self {
      case .chat: "Chat"
      case .feed: "Feed"
      case .longForm: "Long form"
      case .formSheet: "Form sheet"
      case .fieldTest: "Field test"
      }
    }

    var detail: String {
      switch self {
      case .chat:
        "A message bar that grows, an emoji panel in the keyboard's place, a list that follows."
      case .feed: "Comment buttons open a message bar on demand, the tapped post just above it."
      case .longForm: "Previous / next / done, the return key moves on, tap outside to dismiss."
      case .formSheet: "A form sheet on iPad, kept visible by the app-wide avoider alone."
      case .fieldTest:
        "Records how this device moves the keyboard, for 'keyboardist verify'. No typed text."
      }
    }
  }

  private static let cellIdentifier = "Demo"

  init() {
    super.init(style: .insetGrouped)
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Keyboardist"
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: Self.cellIdentifier)
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    Demo.allCases.count
  }

  override func tableView(
    _ tableView: UITableView, cellForRowAt indexPath: IndexPath
  ) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(
      withIdentifier: Self.cellIdentifier, for: indexPath)
    guard let demo = demo(at: indexPath) else { return cell }
    var content = UIListContentConfiguration.subtitleCell()
    content.text = demo.title
    content.secondaryText = demo.detail
    cell.contentConfiguration = content
    cell.accessoryType = .disclosureIndicator
    return cell
  }

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    tableView.deselectRow(at: indexPath, animated: true)
    switch demo(at: indexPath) {
    case .chat: navigationController?.pushViewController(ChatViewController(), animated: true)
    case .feed: navigationController?.pushViewController(FeedViewController(), animated: true)
    case .longForm:
      navigationController?.pushViewController(LongFormViewController(), animated: true)
    case .formSheet: present(FeedbackSheetViewController.makeFormSheet(), animated: true)
    case .fieldTest:
      navigationController?.pushViewController(FieldTestViewController(), animated: true)
    case nil: break
    }
  }

  private func demo(at indexPath: IndexPath) -> Demo? {
    Demo.allCases.indices.contains(indexPath.row) ? Demo.allCases[indexPath.row] : nil
  }
}
