#if KEYBOARDIST_UIKIT && canImport(SwiftUI)
  public import KeyboardistAvoidance
  import KeyboardistObserver
  public import SwiftUI

  extension View {
    /// Puts a composer at the bottom of this view that rides on the keyboard frame by frame, the
    /// user's interactive drag included, with this view's content ending at the composer's top and
    /// its newest message kept in view as `lift` says.
    ///
    /// ```swift
    /// ScrollView { messages }
    ///   .scrollDismissesKeyboard(.interactively)
    ///   .keyboardComposer(lifting: .whenAtEnd) {
    ///     ComposeBar(text: $draft)
    ///       .background(.bar)  // reaches down behind the keyboard
    ///   }
    ///   .observesKeyboard()
    /// ```
    ///
    /// It sits in this view's bottom safe-area inset, above
    /// ``SwiftUI/View/keyboardCoverageInset()``, and follows the drag that SwiftUI's own
    /// `safeAreaInset(edge: .bottom)` does not (FB13296535). Apply it to the `ScrollView` or `List`
    /// itself, or to a view whose bottom part is one. How it moves the content, what it does on
    /// iOS 15 and how to test it are in <doc:BuildingAChat>. The keyboard comes from the nearest
    /// ``SwiftUI/View/observesKeyboard(center:)`` above, or without one from an observer of the
    /// modifier's own.
    ///
    /// - Parameters:
    ///   - lift: How the list's content moves with the keyboard: ``KeyboardContentLift/always`` as
    ///     in Messages (the default),
    ///     ``KeyboardContentLift/whenAtEnd`` or ``KeyboardContentLift/never``.
    ///   - content: The composer.
    /// - Returns: The view, with the composer on the keyboard.
    @MainActor
    public func keyboardComposer<Composer: View>(
      lifting lift: KeyboardContentLift = .always, @ViewBuilder content: () -> Composer
    ) -> some View {
      modifier(KeyboardComposerModifier(composer: content(), lift: lift))
    }
  }

  /// `keyboardComposer(lifting:content:)`.
  @MainActor
  private struct KeyboardComposerModifier<Composer: View>: ViewModifier {
    let composer: Composer
    let lift: KeyboardContentLift
    @StateObject private var dismissPadding = ComposerDismissPadding()
    @StateObject private var contentLift = ComposerContentLift()

    func body(content: Content) -> some View {
      content
        // Behind the list: how the composer finds the scroll view that shows it.
        .background(KeyboardAnchor { contentLift.attach($0) })
        .safeAreaInset(edge: .bottom, spacing: 0) {
          // The composer's height, read when it changes: not at every frame it rides.
          composer.background(
            GeometryReader { proxy in
              KeyboardAnchor { dismissPadding.attach($0) }
                .onAppear { composerResized(to: proxy.size.height) }
                .onChange(of: proxy.size.height) { composerResized(to: $0) }
            }
          )
        }
        .keyboardCoverageInset { coverage, motion in
          contentLift.lift = lift
          contentLift.keyboardCovers(coverage, motion: motion)
        }
        .onDisappear {
          dismissPadding.reset()
          contentLift.reset()
        }
    }

    private func composerResized(to height: CGFloat) {
      dismissPadding.composerResized(to: height)
      contentLift.lift = lift
      contentLift.composerResized(to: height)
    }
  }
#endif
