// A chat message, and the conversation the chat screen opens with.

/// One message of the conversation.
struct ChatMessage: Hashable, Sendable {
  /// Who wrote it.
  var author: String
  /// What it says.
  var text: String

  /// A conversation long enough to scroll on every iPhone and iPad.
  static let sampleConversation: [ChatMessage] = [
    ChatMessage(author: "Ada", text: "Are we still on for Saturday?"),
    ChatMessage(author: "Me", text: "Yes! Where do we meet?"),
    ChatMessage(author: "Ada", text: "At the station, by the clock."),
    ChatMessage(author: "Me", text: "Which train?"),
    ChatMessage(author: "Ada", text: "The 9:40. It gets there at 11."),
    ChatMessage(author: "Me", text: "Should I bring anything?"),
    ChatMessage(author: "Ada", text: "Lunch, and a jacket: it may rain up there."),
    ChatMessage(author: "Me", text: "Boots too?"),
    ChatMessage(author: "Ada", text: "Definitely boots. The path is muddy after the bridge."),
    ChatMessage(author: "Me", text: "How long is the walk?"),
    ChatMessage(author: "Ada", text: "About four hours, with a stop at the lake."),
    ChatMessage(author: "Me", text: "Perfect. I'll get the tickets."),
    ChatMessage(author: "Ada", text: "Thanks! Drag the list down to put the keyboard away."),
  ]
}
