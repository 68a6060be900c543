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
    /// For a chat's text field and send button, a search bar, any bottom bar that belongs on the
    /// keyboard. SwiftUI's own `safeAreaInset(edge: .bottom)` moves its content with the keyboard
    /// when it shows and hides, but not while the user drags it down: the content stays where it
    /// was until the keyboard has gone, then jumps (FB13296535). The composer follows every frame
    /// instead: it sits in this view's bottom safe-area inset (`safeAreaInset(edge: .bottom,
    /// spacing: 0)`), above ``SwiftUI/View/keyboardCoverageInset()``, which makes room for exactly
    /// what the keyboard covers of the view, at every frame of its animations and of the drag. A
    /// scroll view inside is inset by the composer's height and the keyboard's coverage, so its
    /// content ends at the composer's top; the home indicator's area is counted once. A background
    /// given with `background(_:ignoresSafeArea:edges:)` extends down through the safe area below
    /// the composer, behind the keyboard.
    ///
    /// The list's content moves with the keyboard as `lift` says, as for a list under a bar in
    /// UIKit (`insetOnMove(_:above:lifting:dismissesFromBar:)`), by the same portable decisions
    /// (``ChatListLayout`` asks them in your tests): with ``KeyboardContentLift/always`` what was
    /// just above the composer stays there, with
    /// ``KeyboardContentLift/whenAtEnd`` the newest message stays on the composer while the list
    /// shows its end, with ``KeyboardContentLift/never`` the keyboard covers the end until the user
    /// scrolls. While the user's finger is on the list, and during an interactive dismissal, the
    /// finger decides. A composer that grows moves the content the same way. Apply the modifier to
    /// the `ScrollView` or `List` itself, or to a view whose bottom part is one: SwiftUI gives no
    /// scroll offset to read and set before iOS 18, so the composer moves the content through the
    /// `UIScrollView` that shows the list on iOS, found once with public UIKit API.
    ///
    /// From iOS 17 an interactive dismissal (`.scrollDismissesKeyboard(.interactively)`) starts as
    /// soon as the finger reaches the composer's top rather than the keyboard's: the composer's
    /// height is the `keyboardDismissPadding` of the keyboard layout guide of the hosting view
    /// controller's view, the guide UIKit is assumed to consult, as for a composer in UIKit.
    ///
    /// On iOS 15 everything above works the same, since the keyboard's frames come from UIKit's
    /// keyboard layout guide (iOS 15): the composer, the inset and the content follow every frame
    /// of the keyboard's animations. What iOS 15 lacks is SwiftUI's
    /// `scrollDismissesKeyboard(_:)` (iOS 16), so SwiftUI cannot make the list dismiss the keyboard
    /// when dragged; there the composer gives the list's `UIScrollView` UIKit's interactive
    /// dismissal itself (`keyboardDismissMode = .interactive`, unless the app chose another mode),
    /// and the composer follows the drag frame by frame as on later versions. Ending editing from
    /// code (a `@FocusState` set to `nil`) dismisses the keyboard on every version.
    ///
    /// The keyboard comes from the nearest ``SwiftUI/View/observesKeyboard(center:)`` above, or
    /// without one from an observer of the modifier's own. Where no frames are read (a preview fed
    /// notifications), the composer and the inset move with each transition, inside the keyboard's
    /// animation, and the content moves once for each.
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
