/// The return key of a text field, as form navigation sees it.
package enum ReturnKey: Hashable, Sendable {
  /// The key the app left as it is, labelled Return.
  case `default`
  /// Next: the return key moves to the next input.
  case next
  /// Done: the return key ends editing.
  case done
  /// A key the app chose for its own action, such as Search or Send.
  case other
}
