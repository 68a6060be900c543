#if KEYBOARDIST_UIKIT
  public import UIKit

  // The keyboard's coverage of a view, read through the view's window and screen. The rule is the
  // portable core's (`KeyboardOptions.coverage(of:in:safeAreaBottom:)`); this file only reads the
  // view's frame in its screen's coordinate space, the screen's bounds and the view's safe area.

  extension UIView {
    /// The view's frame in its screen's coordinate space, the screen's bounds and the view's bottom
    /// safe-area inset; `nil` while the view is in no window (or its window in no scene).
    package var screenPlacement: ScreenPlacement? {
      @inline(never)  // One copy for every coverage of a view: apps pay for the object's bytes.
      get {
        guard let screen = window?.windowScene?.screen else { return nil }
        let space = screen.coordinateSpace
        return ScreenPlacement(
          frame: space.convert(bounds, from: self), screen: space.bounds,
          safeAreaBottom: safeAreaInsets.bottom)
      }
    }
  }

  extension KeyboardOptions {
    /// How much of `view` the keyboard covers beyond the view's bottom safe area, in points.
    ///
    /// Converts the view's bounds into its screen's coordinate space (the keyboard's), then applies
    /// ``coverage(of:in:safeAreaBottom:)`` with the view's `safeAreaInsets.bottom`. A view in no
    /// window is covered by nothing (0). If you raise the view's safe area yourself to make room
    /// for the keyboard (`additionalSafeAreaInsets`), measure a view whose safe area you do not
    /// change, or pass the safe area without your addition to
    /// ``coverage(of:in:safeAreaBottom:)``: the raised safe area would otherwise be subtracted.
    ///
    /// Isolation: main actor.
    ///
    /// - Parameter view: The view that must make room, such as a scroll view or the view a bar is
    ///   pinned in.
    /// - Returns: The covered height; 0 when the keyboard is floating, hidden or the view has no
    ///   window.
    @MainActor
    public func coverage(of view: UIView) -> CGFloat {
      coverage(of: view.screenPlacement)
    }
  }

  extension KeyboardTransition {
    /// How much of `view` the keyboard covers after this transition, beyond the view's bottom safe
    /// area, in points; 0 for a disappear.
    ///
    /// ```swift
    /// keyboard.onAppear { [unowned self] transition in
    ///   scrollView.contentInset.bottom = transition.coverage(of: scrollView)
    /// }
    /// ```
    ///
    /// See `KeyboardOptions.coverage(of: UIView)` for how the view is measured. Isolation: main
    /// actor.
    ///
    /// - Parameter view: The view that must make room.
    /// - Returns: The covered height; 0 for a disappear, a floating keyboard or a view in no window.
    @MainActor
    public func coverage(of view: UIView) -> CGFloat {
      coverage(of: view.screenPlacement)
    }
  }
#endif
