import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// The rule that keeps a chat's newest message in view: a list opens at its end, and shows its end
/// again after content is added there if the user sent it or the end showed before.
///
/// ``ChatListLayout/addToEnd(_:isSent:)`` asks it in tests, and `UIScrollView`'s
/// `addToEnd(isSent:animated:_:)` on a device.
package enum ChatListEnd {
  /// The content offset after content was added at the end, or `nil` to leave it.
  ///
  /// A message the user sent brings the end into view wherever the list was scrolled; one that
  /// arrived does so only if the end showed before and no finger moves the list.
  ///
  /// - Parameters:
  ///   - before: The list before the content was added.
  ///   - after: The list with the content added and laid out.
  ///   - isSent: Whether the user sent the content.
  /// - Returns: The end offset of `after`, or `nil` to leave the list where it is.
  package static func offset(
    before: KeyboardMotionInset.Scroll, after: KeyboardMotionInset.Scroll, isSent: Bool
  ) -> CGFloat? {
    guard after.isFinite else { return nil }
    let follows = isSent || (before.isShowingEnd && !after.isTouched)
    let end = after.endOffset
    return follows && end != after.offset ? end : nil
  }
}

extension KeyboardMotionInset.Scroll {
  /// The content offset that shows the content's end above the bottom inset, or the top for
  /// content shorter than the scroll view.
  package var endOffset: CGFloat { highestOffset(insetBottom: insetBottom) }

  /// Whether the content's end shows (within ``KeyboardMotionInset/endTolerance``).
  package var isShowingEnd: Bool { offset >= endOffset - KeyboardMotionInset.endTolerance }
}
