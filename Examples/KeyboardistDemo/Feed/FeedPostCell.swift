// A cell of the feed: the post, its comment count and a Comment button, the trigger that opens the
// message bar.

import UIKit

/// Shows one post, with a Comment button.
final class FeedPostCell: UITableViewCell {
  static let identifier = "Post"

  /// Runs when the user taps Comment, with the button (the trigger to align on the bar).
  var onComment: (@MainActor (UIButton) -> Void)?

  private let postLabel = UILabel()
  private let commentButton = UIButton(configuration: .borderless())

  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    selectionStyle = .none
    postLabel.numberOfLines = 0
    postLabel.font = .preferredFont(forTextStyle: .body)
    postLabel.adjustsFontForContentSizeCategory = true
    commentButton.configuration?.image = UIImage(systemName: "bubble.left")
    commentButton.configuration?.imagePadding = 6
    commentButton.contentHorizontalAlignment = .leading
    commentButton.addAction(
      UIAction { [unowned self] _ in onComment?(commentButton) }, for: .primaryActionTriggered)
    let stack = UIStackView(arrangedSubviews: [postLabel, commentButton])
    stack.axis = .vertical
    stack.alignment = .leading
    stack.spacing = 4
    stack.translatesAutoresizingMaskIntoConstraints = false
    contentView.addSubview(stack)
    NSLayoutConstraint.activate([
      stack.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
      stack.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
      stack.topAnchor.constraint(equalTo: contentView.layoutMarginsGuide.topAnchor),
      stack.bottomAnchor.constraint(equalTo: contentView.layoutMarginsGuide.bottomAnchor),
    ])
  }

  required init?(coder: NSCoder) { nil }

  /// Shows a post.
  ///
  /// - Parameter post: The post.
  func show(_ post: FeedPost) {
    postLabel.text = "\(post.author): \(post.text)"
    let count = post.comments.count
    commentButton.configuration?.title = count == 0 ? "Comment" : "Comment (\(count))"
    commentButton.accessibilityLabel = "Comment on \(post.author)'s post"
    commentButton.accessibilityValue = count == 1 ? "1 comment" : "\(count) comments"
  }
}
