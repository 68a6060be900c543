#if KEYBOARDIST_UIKIT
  public import KeyboardistObserver
  public import UIKit

  extension KeyboardObserver {
    /// Keeps a scroll view's bottom inset on the keyboard at every frame, and its content where
    /// `lift` says: for a chat list under an input bar that rides on the keyboard.
    ///
    /// The scroll view reaches the bottom of the screen, under the bar (pinned to the keyboard
    /// layout guide, for example with `pinToKeyboard(_:)`) and under the keyboard. At every frame
    /// of the keyboard's motion it gets, added to its own `contentInset.bottom` and
    /// `verticalScrollIndicatorInsets.bottom`, the bar's height plus how much of it the keyboard
    /// covers beyond its bottom safe area, so its content ends at the bar's top, during the
    /// keyboard's animations and while the user drags it down. What it adds is kept and changed by
    /// differences, so changes you make to the insets yourself survive. The content scrolls with
    /// the keyboard as `lift` says (``KeyboardContentLift``); while the user's finger moves the
    /// list, and during an interactive dismissal, the finger decides. A change of the bar's height
    /// (a growing text view) changes the inset too.
    ///
    /// With `dismissesFromBar` (iOS 17 and later), an interactive dismissal
    /// (`keyboardDismissMode = .interactive`) starts as soon as the finger reaches the bar's top,
    /// not the keyboard's: the bar's height becomes the `keyboardDismissPadding` of the keyboard
    /// layout guide of the bar's superview, and follows the bar's height.
    ///
    /// When the observer stops or is cleared, the inset it added is taken back, the content moves
    /// as it would for the keyboard hiding, and the dismiss padding gets its earlier value; the
    /// next ``KeyboardObserver/start()`` puts the inset back where the keyboard is.
    ///
    /// The frames come from ``KeyboardObserver/attach(to:)``; without it, the inset moves
    /// when each animation starts and ends. Calling it again for the same scroll view replaces the
    /// earlier call (its inset is taken back first); it is not for the table view of a
    /// `UITableViewController`, which UIKit already insets for the keyboard. It
    /// holds the scroll view and the bar weakly and stops when the scroll view goes, or at
    /// ``KeyboardObserver/clear()``.
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
