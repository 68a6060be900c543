// The chat's emoji panel: a grid of emoji that the message bar shows in the keyboard's place. The
// bar sizes it to the keyboard's height; the panel lays its rows out inside its safe area.

import UIKit

/// A few rows of emoji; each tap hands its emoji to `onPick`.
final class EmojiPanel: UIView {
  /// Receives each emoji the user taps.
  var onPick: (@MainActor (String) -> Void)?

  private static let rows = [
    ["😀", "😂", "😍", "🥳", "😎", "🤔"],
    ["👍", "👏", "🙏", "💪", "👋", "🤝"],
    ["❤️", "🔥", "🎉", "☀️", "🌧️", "🥾"],
    ["🚆", "🕘", "🥪", "🧥", "🏞️", "📷"],
  ]

  override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = .secondarySystemBackground
    let grid = UIStackView()
    grid.axis = .vertical
    grid.distribution = .fillEqually
    grid.translatesAutoresizingMaskIntoConstraints = false
    for emojis in Self.rows {
      let row = UIStackView()
      row.distribution = .fillEqually
      for emoji in emojis {
        var configuration = UIButton.Configuration.plain()
        configuration.title = emoji
        let button = UIButton(configuration: configuration)
        button.titleLabel?.font = .preferredFont(forTextStyle: .title1)
        button.addAction(
          UIAction { [weak self] _ in self?.onPick?(emoji) }, for: .primaryActionTriggered)
        row.addArrangedSubview(button)
      }
      grid.addArrangedSubview(row)
    }
    addSubview(grid)
    NSLayoutConstraint.activate([
      grid.leadingAnchor.constraint(equalTo: safeAreaLayoutGuide.leadingAnchor),
      grid.trailingAnchor.constraint(equalTo: safeAreaLayoutGuide.trailingAnchor),
      grid.topAnchor.constraint(equalTo: topAnchor, constant: 8),
      grid.bottomAnchor.constraint(equalTo: safeAreaLayoutGuide.bottomAnchor, constant: -8),
    ])
  }

  required init?(coder: NSCoder) { nil }
}
