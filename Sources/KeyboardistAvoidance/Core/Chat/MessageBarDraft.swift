import Foundation

/// The text typed in a message bar, and what the send button may send of it.
///
/// The send button is enabled only when ``isSendable``: the text holds something other than
/// white space and line breaks. What is sent is ``sendableText``, trimmed of white space and line
/// breaks at both ends.
///
/// ```swift
/// MessageBarDraft(text: "  \n").isSendable  // false
/// MessageBarDraft(text: " Hi!\n").sendableText  // "Hi!"
/// ```
public struct MessageBarDraft: Equatable, Sendable {
  /// The text as typed.
  public var text: String

  /// Creates a draft.
  ///
  /// - Parameter text: The text as typed.
  public init(text: String) {
    self.text = text
  }

  /// The text to send, trimmed at both ends, or `nil` when nothing but white space is typed.
  public var sendableText: String? {
    let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
    return trimmed.isEmpty ? nil : trimmed
  }

  /// Whether the send button is enabled: the text holds more than white space.
  public var isSendable: Bool { sendableText != nil }
}
