#if KEYBOARDIST_UIKIT && canImport(SwiftUI)
  #if canImport(CoreGraphics)
    import CoreGraphics
    import KeyboardistObserver
    public import SwiftUI
  #endif

  extension View {
    /// Makes room for the keyboard by exactly what it covers of this view, in place of SwiftUI's
    /// automatic keyboard avoidance.
    ///
    /// ```swift
    /// ScrollView { messages }
    ///   .keyboardCoverageInset()
    /// ```
    ///
    /// The view ignores the keyboard's safe-area region at its bottom
    /// (`ignoresSafeArea(.keyboard, edges: .bottom)`), so SwiftUI no longer moves it, and instead
    /// its bottom safe area grows by the keyboard's coverage of it
    /// (``SwiftUI/View/onKeyboardCoverageChange(perform:)``). Its content lays out as it would
    /// above SwiftUI's own keyboard region: a scroll view scrolls its content clear of the
    /// keyboard, a `VStack` ends at the keyboard's top, a bar in `safeAreaInset(edge: .bottom)`
    /// inside sits on the keyboard, and the container safe area below (the home indicator's) is
    /// counted once.
    ///
    /// Unlike SwiftUI's own region, the room follows the keyboard frame by frame, the user's
    /// interactive drag included (`.scrollDismissesKeyboard(.interactively)`): on iOS the
    /// keyboard's frames are read in the view's window, and each frame changes the inset without
    /// an animation, the frames being the animation. Where no frames come (the view in no window,
    /// a preview fed notifications), the inset changes at each transition, with the keyboard's
    /// animation. For a composer on the keyboard, ``SwiftUI/View/keyboardComposer(lifting:content:)`` puts
    /// it in place. How much room it makes follows
    /// Keyboardist's rules, which you can read and test: none for a floating keyboard or another
    /// app's, only the shortcut bar of a hardware keyboard, and only the part of the keyboard that
    /// overlaps the view where it is on screen (a sheet, a Stage Manager window).
    ///
    /// Use one or the other for a view, never both: a view inside this one is not moved by SwiftUI,
    /// and a view that SwiftUI has already moved clear of the keyboard is covered by nothing, so
    /// this adds nothing to it.
    ///
    /// - Returns: The view, inset by the keyboard's coverage of it.
    @MainActor
    public func keyboardCoverageInset() -> some View {
      modifier(KeyboardCoverageInsetModifier(onChange: nil))
    }

    /// ``keyboardCoverageInset()``, calling `onChange` with each new coverage and the keyboard's
    /// motion in the last frame, before the inset takes the coverage in.
    ///
    /// - Parameter onChange: Called with the coverage, in points, and the motion.
    /// - Returns: The view, inset by the keyboard's coverage of it.
    @MainActor
    func keyboardCoverageInset(
      onChange: @escaping @MainActor (CGFloat, KeyboardMotion) -> Void
    ) -> some View {
      modifier(KeyboardCoverageInsetModifier(onChange: onChange))
    }
  }

  /// `keyboardCoverageInset()`.
  @MainActor
  private struct KeyboardCoverageInsetModifier: ViewModifier {
    /// Called with each new coverage and the keyboard's motion, before the inset changes.
    let onChange: (@MainActor (CGFloat, KeyboardMotion) -> Void)?
    @State private var coverage: CGFloat = 0

    func body(content: Content) -> some View {
      content
        .safeAreaInset(edge: .bottom, spacing: 0) {
          Color.clear.frame(height: coverage)
        }
        .onKeyboardCoverageChange(withMotion: { coverage, motion in
          onChange?(coverage, motion)
          self.coverage = coverage
        })
        .ignoresSafeArea(.keyboard, edges: .bottom)
    }
  }
#endif
