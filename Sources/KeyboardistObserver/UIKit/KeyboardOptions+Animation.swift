#if KEYBOARDIST_UIKIT
  public import UIKit

  extension KeyboardOptions {
    /// Runs changes to views alongside the keyboard, with its duration and curve.
    ///
    /// Call it from a `will…` callback: the changes start with the keyboard's own animation and
    /// follow the same curve (including the keyboard's undocumented curve 7). It begins from the
    /// current state, so a change in the middle of another animation does not jump, and leaves the
    /// views interactive. A duration of 0 applies the changes at once.
    ///
    /// Isolation: main actor.
    ///
    /// - Parameters:
    ///   - changes: The changes to animate, such as new insets, offsets or constraint constants.
    ///   - completion: What runs when the animation ends, with whether it finished; none by default.
    @MainActor
    @inline(never)  // One copy, which animateLayout(of:) calls too.
    public func animateAlongside(
      _ changes: @escaping @MainActor () -> Void,
      completion: (@MainActor (Bool) -> Void)? = nil
    ) {
      UIView.animate(
        withDuration: animationDuration, delay: 0,
        options: [animationCurve.animationOptions, .beginFromCurrentState, .allowUserInteraction],
        animations: { changes() },
        completion: { finished in completion?(finished) })
    }

    /// Animates a view's pending layout alongside the keyboard, for constraints changed just before.
    ///
    /// Isolation: main actor.
    ///
    /// - Parameter view: The view whose layout to update, usually a view controller's root view.
    @MainActor
    public func animateLayout(of view: UIView) {
      animateAlongside { view.layoutIfNeeded() }
    }
  }
#endif
