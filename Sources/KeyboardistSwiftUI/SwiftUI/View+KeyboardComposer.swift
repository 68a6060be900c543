#if KEYBOARDIST_UIKIT && canImport(SwiftUI)
  import KeyboardistObserver
  public import SwiftUI

  extension View {
    /// Puts a composer at the bottom of this view that rides on the keyboard frame by frame, the
    /// user's interactive drag included, with this view's content ending at the composer's top.
    ///
    /// ```swift
    /// ScrollView { messages }
    ///   .scrollDismissesKeyboard(.interactively)
    ///   .keyboardComposer {
    ///     ComposeBar(text: $draft)
    ///       .background(.bar)  // reaches down behind the keyboard
    ///   }
    ///   .observesKeyboard()
    /// ```
    ///
    /// For a chat's text field and send button, a search bar, any bottom bar that belongs on the
    /// keyboard. SwiftUI's own `safeAreaInset(edge: .bottom)` moves its content with the keyboard
    /// when it shows and hides, but not while the user drags it down: the content stays where it
    /// was until the keyboard has gone, then jumps (FB13296535). The composer follows every frame
    /// instead: it sits in this view's bottom safe-area inset (`safeAreaInset(edge: .bottom,
    /// spacing: 0)`), above ``SwiftUI/View/keyboardCoverageInset()``, which makes room for exactly
    /// what the keyboard covers of the view, at every frame of its animations and of the drag. A
    /// scroll view inside is inset by the composer's height and the keyboard's coverage, so its
    /// content ends at the composer's top; the home indicator's area is counted once. A background
    /// given with `background(_:ignoresSafeAreaEdges:)` extends down through the safe area below
    /// the composer, behind the keyboard.
    ///
    /// From iOS 17 an interactive dismissal (`.scrollDismissesKeyboard(.interactively)`) starts as
    /// soon as the finger reaches the composer's top rather than the keyboard's: the composer's
    /// height is the `keyboardDismissPadding` of the keyboard layout guide of the hosting view
    /// controller's view, the guide UIKit is assumed to consult, as for a composer in UIKit.
    ///
    /// The keyboard comes from the nearest ``SwiftUI/View/observesKeyboard(center:)`` above, or without one from an observer of
    /// the modifier's own. Where no frames are read, the composer moves with each transition,
    /// inside the keyboard's animation.
    ///
    /// - Parameter content: The composer.
    /// - Returns: The view, with the composer on the keyboard.
    @MainActor
    public func keyboardComposer<Composer: View>(
      @ViewBuilder content: () -> Composer
    ) -> some View {
      modifier(KeyboardComposerModifier(composer: content()))
    }
  }

  /// `keyboardComposer(content:)`.
  @MainActor
  private struct KeyboardComposerModifier<Composer: View>: ViewModifier {
    let composer: Composer
    @StateObject private var dismissPadding = ComposerDismissPadding()

    func body(content: Content) -> some View {
      content
        .safeAreaInset(edge: .bottom, spacing: 0) {
          // The composer's height, read when it changes: not at every frame it rides.
          composer.background(
            GeometryReader { proxy in
              KeyboardAnchor { dismissPadding.attach($0) }
                .onAppear { dismissPadding.composerResized(to: proxy.size.height) }
                .onChange(of: proxy.size.height) { dismissPadding.composerResized(to: $0) }
            }
          )
        }
        .keyboardCoverageInset()
        .onDisappear { dismissPadding.reset() }
    }
  }
#endif
