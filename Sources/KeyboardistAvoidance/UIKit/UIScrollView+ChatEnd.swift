#if KEYBOARDIST_UIKIT
  public import UIKit

  extension UIScrollView {
    /// Scrolls to the end of the content, above the bottom inset: where a chat list opens, its
    /// newest message on the bar.
    ///
    /// Call it once the list is laid out with its inset, such as in `viewIsAppearing(_:)`
    /// (<doc:BuildingAChat#Keep-the-newest-message-in-view>).
    ///
    /// - Parameter animated: Whether the scroll is animated; `false` by default.
    public func scrollToEnd(animated: Bool = false) {
      layoutIfNeeded()
      settle(on: { $0.endOffset }, animated: animated)
    }

    /// Adds content at the end, such as a message, and keeps the newest message in view: the
    /// list shows its end again if the user sent it, or if it showed its end before and no finger
    /// moves it, as ``ChatListLayout/addToEnd(_:isSent:)`` decides.
    ///
    /// ```swift
    /// tableView.addToEnd {
    ///   messages.append(message)
    ///   tableView.insertRows(at: [IndexPath(row: messages.count - 1, section: 0)], with: .none)
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - isSent: Whether the user sent the content; `true` by default. A message that arrives
    ///     while the user reads back through the history leaves the list where it is.
    ///   - animated: Whether the scroll is animated; `true` by default.
    ///   - update: Adds the content: updates the data and inserts its rows or items.
    public func addToEnd(isSent: Bool = true, animated: Bool = true, _ update: () -> Void) {
      let before = chatScroll
      update()
      layoutIfNeeded()
      settle(
        on: { ChatListEnd.offset(before: before, after: $0, isSent: isSent) }, animated: animated)
    }

    /// The scroll view's values, as the chat rules read them.
    private var chatScroll: KeyboardMotionInset.Scroll {
      KeyboardMotionInset.Scroll(
        offset: contentOffset.y, height: bounds.height, contentHeight: contentSize.height,
        insetTop: adjustedContentInset.top, insetBottom: adjustedContentInset.bottom,
        isTouched: isTracking || isDecelerating)
    }

    /// Scrolls to the offset `target` gives, three passes at most.
    ///
    /// Each pass lays the scroll view out again: rows sized by estimate change the content's
    /// height once they show.
    private func settle(
      on target: @escaping (KeyboardMotionInset.Scroll) -> CGFloat?, animated: Bool
    ) {
      let scroll = { [self] in
        for _ in 0..<3 {
          guard let offset = target(chatScroll), offset != contentOffset.y else { return }
          contentOffset.y = offset
          layoutIfNeeded()
        }
      }
      if animated {
        UIView.animate(
          withDuration: 0.3, delay: 0, options: [.beginFromCurrentState], animations: scroll)
      } else {
        scroll()
      }
    }
  }
#endif
