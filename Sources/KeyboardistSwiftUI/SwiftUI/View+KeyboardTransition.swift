#if KEYBOARDIST_UIKIT && canImport(SwiftUI)
  public import KeyboardistObserver
  public import SwiftUI

  extension View {
    /// Runs `action` at each keyboard transition, inside an animation that moves with the
    /// keyboard.
    ///
    /// ```swift
    /// .onKeyboardTransition { transition in
    ///   isComposing = transition.kind == .appear
    /// }
    /// ```
    ///
    /// The state you change in `action` animates with ``SwiftUI/Animation/keyboard(_:)``. Each
    /// appear and disappear that a ``KeyboardObserver`` makes arrives once: none for the
    /// notifications in between, none for other apps' keyboards.
    ///
    /// The transitions come from the nearest ``SwiftUI/View/observesKeyboard(center:)`` above, or without one from an observer of
    /// the modifier's own.
    ///
    /// `action` runs synchronously inside UIKit's post.
    ///
    /// - Parameter action: What to change, given the transition.
    /// - Returns: The view, following the keyboard's transitions.
    @MainActor
    public func onKeyboardTransition(
      perform action: @escaping @MainActor (KeyboardTransition) -> Void
    ) -> some View {
      modifier(KeyboardTransitionModifier(action: action))
    }
  }

  /// `onKeyboardTransition(perform:)`.
  @MainActor
  private struct KeyboardTransitionModifier: ViewModifier {
    let action: @MainActor (KeyboardTransition) -> Void
    @Environment(\.observableKeyboard) private var shared
    @StateObject private var link = KeyboardLink()

    func body(content: Content) -> some View {
      content
        .background(KeyboardAnchor { link.attach($0) })
        .onReceive(link.keyboard(shared: shared).transitionsSubject) { transition in
          withAnimation(.keyboard(transition)) { action(transition) }
        }
        .onAppear { link.start(shared: shared) }
        .onDisappear { link.stop() }
    }
  }
#endif
