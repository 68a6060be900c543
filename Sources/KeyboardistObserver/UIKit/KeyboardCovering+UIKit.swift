#if KEYBOARDIST_UIKIT
  public import UIKit

  extension KeyboardCovering {
    /// How much of `view` the keyboard covers beyond the view's bottom safe area, in points.
    ///
    /// ```swift
    /// keyboard.onAppear { [unowned self] transition in
    ///   scrollView.contentInset.bottom = transition.coverage(of: scrollView)
    /// }
    /// ```
    ///
    /// Converts the view's bounds into its screen's coordinate space (the keyboard's), then applies
    /// ``coverage(of:in:safeAreaBottom:)`` on that screen with the view's `safeAreaInsets.bottom`. A
    /// view in no window is covered by nothing (0). If you raise the view's safe area yourself to
    /// make room for the keyboard (`additionalSafeAreaInsets`), measure a view whose safe area you
    /// do not change, or pass the safe area without your addition to
    /// ``coverage(of:in:safeAreaBottom:)``: the raised safe area would otherwise be subtracted.
    ///
    /// - Parameter view: The view that must make room, such as a scroll view or the view a bar is
    ///   pinned in.
    /// - Returns: The covered height; 0 when the keyboard is floating or hidden, for a disappear, or
    ///   when the view has no window.
    @MainActor
    public func coverage(of view: UIView) -> CGFloat {
      coverage(of: view.screenPlacement)
    }
  }
#endif
