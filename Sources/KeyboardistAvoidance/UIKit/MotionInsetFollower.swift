#if KEYBOARDIST_UIKIT
  import KeyboardistObserver
  import UIKit

  /// Writes what ``KeyboardMotionInset`` decides to a scroll view at every frame of the keyboard's
  /// motion, and the bar's height to the keyboard layout guide's dismiss padding: the UIKit side of
  /// `KeyboardObserver.insetOnMove(_:above:lifting:dismissesFromBar:)`.
  @MainActor
  final class MotionInsetFollower: KeyboardListener {
    private weak var scrollView: UIScrollView?
    private weak var bar: UIView?
    private let lift: KeyboardContentLift
    private let dismissesFromBar: Bool
    private var inset = KeyboardMotionInset()
    /// The motion of the last frame, for a change of the bar's height between frames.
    private var motion: KeyboardMotion
    /// Whether the follower writes: from its creation and each frame handed to it, until
    /// ``restore()``.
    private var isFollowing = true
    /// The view whose keyboard layout guide got the bar's height as its dismiss padding.
    private weak var paddedView: UIView?
    /// The dismiss padding ``paddedView``'s guide had before.
    private var earlierPadding: CGFloat = 0
    private var barObservation: NSKeyValueObservation?

    /// Creates a follower and writes the inset for the current motion at once.
    init(
      scrollView: UIScrollView, bar: UIView?, lift: KeyboardContentLift, dismissesFromBar: Bool,
      motion: KeyboardMotion
    ) {
      self.scrollView = scrollView
      self.bar = bar
      self.lift = lift
      self.dismissesFromBar = dismissesFromBar
      self.motion = motion
      barObservation = bar?.observe(\.bounds) { [weak self] _, _ in
        guard let follower = self else { return }
        MainActorHop.run { follower.barResized() }
      }
      barResized()
    }

    /// Follows no transitions: the inset follows the motion.
    var listensToTransitions: Bool { false }

    /// Follows the motion while its scroll view exists, until another follower replaces it.
    var listensToMotion: Bool { scrollView != nil && !isReplaced }

    /// Whether another follower of the same scroll view took its place.
    private var isReplaced = false

    /// Whether it follows for `scrollView`.
    func follows(_ scrollView: UIScrollView) -> Bool {
      self.scrollView === scrollView
    }

    /// Takes back what it wrote and stops following: a new follower of its scroll view replaces
    /// it.
    func replace() {
      restore()
      isReplaced = true
    }

    /// Writes the inset and the offset for one frame.
    func keyboardDidMove(_ motion: KeyboardMotion) {
      follow(motion)
    }

    /// Takes back what it wrote: its observer stopped.
    func keyboardObserverDidStop() {
      restore()
    }

    /// Writes again, where the keyboard is: its observer started.
    func keyboardObserverDidStart(with motion: KeyboardMotion) {
      follow(motion)
    }

    /// Writes the inset and the offset for one frame, following again after ``restore()``.
    @discardableResult
    func follow(_ motion: KeyboardMotion) -> Bool {
      guard let scrollView else { return false }
      self.motion = motion
      if !isFollowing {
        isFollowing = true
        padBar()
      }
      write(
        KeyboardMotionInset.inset(
          for: motion, of: scrollView.screenPlacement, barHeight: bar?.bounds.height ?? 0),
        to: scrollView)
      return true
    }

    /// Takes back what the follower wrote, for an observer that stops or is cleared.
    func restore() {
      isFollowing = false
      if let scrollView { write(0, to: scrollView) }
      unpad()
    }

    /// Moves the added inset to `target` and the content as ``KeyboardMotionInset`` decides.
    private func write(_ target: CGFloat, to scrollView: UIScrollView) {
      let scroll = KeyboardMotionInset.Scroll(
        offset: scrollView.contentOffset.y, height: scrollView.bounds.height,
        contentHeight: scrollView.contentSize.height,
        insetTop: scrollView.adjustedContentInset.top,
        insetBottom: scrollView.adjustedContentInset.bottom,
        isTouched: scrollView.isTracking || scrollView.isDecelerating)
      guard
        let change = inset.update(
          to: target, scroll: scroll, lift: lift, isInteractive: motion.isInteractive)
      else { return }
      scrollView.contentInset.bottom += change.insetChange
      scrollView.verticalScrollIndicatorInsets.bottom += change.insetChange
      if let offset = change.offset { scrollView.contentOffset.y = offset }
    }

    /// Follows a new height of the bar: the inset, and the dismiss padding.
    private func barResized() {
      guard isFollowing else { return }
      _ = follow(motion)
      padBar()
    }

    /// Gives the keyboard layout guide of the bar's superview the bar's height as its dismiss
    /// padding (iOS 17), remembering the padding it had.
    private func padBar() {
      guard #available(iOS 17.0, macCatalyst 17.0, *), dismissesFromBar, let bar,
        let superview = bar.superview
      else { return }
      let guide = superview.keyboardLayoutGuide
      if paddedView !== superview {
        unpad()
        paddedView = superview
        earlierPadding = guide.keyboardDismissPadding
      }
      guide.keyboardDismissPadding = KeyboardMotionInset.dismissPadding(
        barHeight: bar.bounds.height)
    }

    /// Gives the dismiss padding the follower wrote its earlier value back.
    private func unpad() {
      guard #available(iOS 17.0, macCatalyst 17.0, *), let view = paddedView else { return }
      view.keyboardLayoutGuide.keyboardDismissPadding = earlierPadding
      paddedView = nil
    }
  }
#endif
