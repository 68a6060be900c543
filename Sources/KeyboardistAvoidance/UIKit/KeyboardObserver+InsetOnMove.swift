#if KEYBOARDIST_UIKIT
  public import KeyboardistObserver
  public import UIKit

  extension KeyboardObserver {
    /// Keeps a scroll view's bottom inset on the keyboard at every frame, and its content where
    /// `lift` says: for a chat list under an input bar that rides on the keyboard.
    ///
    /// <doc:BuildingAChat#In-UIKit> says what it adds at every frame and what `dismissesFromBar`
    /// changes. When the observer stops or is cleared, the inset and the dismiss padding are taken
    /// back (<doc:StartingAndStopping>). The frames come from ``KeyboardObserver/attach(to:)``;
    /// without it, the inset moves when each animation starts and ends. Calling it again for the
    /// same scroll view replaces the earlier call. It is not for a `UITableViewController`'s table
    /// view, which UIKit already insets, and it holds the scroll view and the bar weakly.
    ///
    /// - Parameters:
    ///   - scrollView: The list, whose newest content is at its bottom.
    ///   - bar: The input bar that rides on the keyboard above the list; `nil` for none.
    ///   - lift: How the content moves with the keyboard; ``KeyboardContentLift/always`` by
    ///     default, as in Messages.
    ///   - dismissesFromBar: Whether an interactive dismissal starts at the bar's top (iOS 17 and
    ///     later); `true` by default.
    /// - Returns: The observer, to chain further calls.
    @discardableResult
    public func insetOnMove(
      _ scrollView: UIScrollView, above bar: UIView? = nil,
      lifting lift: KeyboardContentLift = .always, dismissesFromBar: Bool = true
    ) -> Self {
      for case let earlier as MotionInsetFollower in packageListeners
      where earlier.follows(scrollView) {
        earlier.replace()
      }
      let follower = MotionInsetFollower(
        scrollView: scrollView, bar: bar, lift: lift, dismissesFromBar: dismissesFromBar,
        motion: motion)
      addListener(follower, holding: true)
      return self
    }
  }
#endif
