// The feed: JFTKeyboardManager's comment case. No message bar shows until the user taps a post's
// Comment button; then the bar comes up on the keyboard and the screen's avoider brings the tapped
// button to sit just above the bar. A tap outside any control or text input dismisses both.

import Keyboardist
import UIKit

/// Posts whose Comment buttons open a message bar on demand, aligned with the tapped post.
final class FeedViewController: KeyboardAwareViewController, UITableViewDataSource {
  private var posts = FeedPost.samplePosts
  /// The post being commented on.
  private var commenting: Int?
  private let tableView = UITableView()
  private let bar = KeyboardMessageBar(placeholder: "Add a comment", visibility: .whileEditing)

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Feed"
    view.backgroundColor = .systemBackground
    tableView.dataSource = self
    tableView.register(FeedPostCell.self, forCellReuseIdentifier: FeedPostCell.identifier)
    tableView.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(tableView)
    NSLayoutConstraint.activate([
      tableView.topAnchor.constraint(equalTo: view.topAnchor),
      tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
      tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
    ])
    // The screen's avoider scrolls the feed so that the tapped Comment button sits on the bar;
    // KeyboardAwareViewController starts and stops it with the screen.
    let avoider = KeyboardAvoider(view: view)
    keyboardAvoider = avoider
    bar.onSend = { [unowned self] text in comment(text) }
    bar.install(in: view, avoider: avoider)  // and a tap outside dismisses it
  }

  // MARK: - The feed

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    posts.count
  }

  func tableView(
    _ tableView: UITableView, cellForRowAt indexPath: IndexPath
  ) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(
      withIdentifier: FeedPostCell.identifier, for: indexPath)
    guard let cell = cell as? FeedPostCell, posts.indices.contains(indexPath.row) else {
      return cell
    }
    cell.show(posts[indexPath.row])
    cell.onComment = { [unowned self] button in
      commenting = indexPath.row
      bar.open(from: button)
    }
    return cell
  }

  // MARK: - Private

  private func comment(_ text: String) {
    guard let row = commenting, posts.indices.contains(row) else { return }
    posts[row].comments.append(text)
    tableView.reloadRows(at: [IndexPath(row: row, section: 0)], with: .none)
    bar.close()
  }
}
