// The chat's composer: a text field and a send button on a background of their own. The chat
// screen pins it to the keyboard; the composer itself knows nothing about the keyboard.

import UIKit

/// A text field and a send button that hand each message to `onSend` and clear the field.
final class ComposerView: UIView, UITextFieldDelegate {
  /// Receives each message the user sends, trimmed and never empty.
  var onSend: (@MainActor (String) -> Void)?

  private let textField = UITextField()

  override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = .secondarySystemBackground  // the list scrolls under the composer
    textField.borderStyle = .roundedRect
    textField.placeholder = "Message"
    textField.returnKeyType = .send
    textField.delegate = self

    var send = UIButton.Configuration.filled()
    send.title = "Send"
    let sendButton = UIButton(configuration: send)
    sendButton.addAction(
      UIAction { [weak self] _ in self?.sendMessage() }, for: .primaryActionTriggered)
    sendButton.setContentHuggingPriority(.required, for: .horizontal)
    sendButton.setContentCompressionResistancePriority(.required, for: .horizontal)

    let row = UIStackView(arrangedSubviews: [textField, sendButton])
    row.spacing = 8
    row.alignment = .center
    row.translatesAutoresizingMaskIntoConstraints = false
    addSubview(row)
    NSLayoutConstraint.activate([
      row.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
      row.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
      row.topAnchor.constraint(equalTo: topAnchor, constant: 8),
      row.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -8),
      textField.heightAnchor.constraint(greaterThanOrEqualToConstant: 36),
    ])
  }

  required init?(coder: NSCoder) { nil }

  /// Sends the message when the user taps the keyboard's Send key, keeping the keyboard up.
  ///
  /// - Parameter textField: The composer's text field.
  /// - Returns: `false`: the field does not insert a line break.
  func textFieldShouldReturn(_ textField: UITextField) -> Bool {
    sendMessage()
    return false
  }

  private func sendMessage() {
    let text = (textField.text ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
    guard !text.isEmpty else { return }
    textField.text = nil
    onSend?(text)
  }
}
