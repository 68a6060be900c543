// A post of the feed, and the posts the feed screen opens with.

/// One post and the comments written on it.
struct FeedPost: Hashable, Sendable {
  /// Who posted it.
  var author: String
  /// What it says.
  var text: String
  /// The comments, oldest first.
  var comments: [String] = []

  /// A feed long enough to scroll on every iPhone and iPad.
  static let samplePosts: [FeedPost] = [
    FeedPost(author: "Ada", text: "The lake at dawn, before the first train."),
    FeedPost(author: "Grace", text: "New boots, same muddy path."),
    FeedPost(author: "Alan", text: "Lunch with a view: the bridge from below."),
    FeedPost(author: "Ada", text: "Four hours, twelve kilometres, one rain shower."),
    FeedPost(author: "Edsger", text: "The 9:40 was on time. Every stop."),
    FeedPost(author: "Grace", text: "Tickets for next Saturday are on sale."),
    FeedPost(author: "Alan", text: "Who forgot their jacket? Asking for a friend."),
    FeedPost(author: "Barbara", text: "The clock at the station stopped at 11."),
    FeedPost(author: "Edsger", text: "Found: a glove, near the lake. Yours?"),
    FeedPost(author: "Ada", text: "Next walk: the ridge, if the weather holds."),
  ]
}
