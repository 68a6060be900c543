#if KEYBOARDIST_UIKIT && canImport(SwiftUI)
  import Combine
  import KeyboardistAvoidance
  public import KeyboardistObserver
  public import SwiftUI
  import UIKit

  extension View {
    /// Shows the keyboard, a panel of the app's (emoji, stickers, attachments) in its place at its
    /// height, or neither, below this composer, as `input` says.
    ///
    /// ```swift
    /// KeyboardMessageField(text: $draft, isFocused: $isFocused) {
    ///   send($0)
    /// } accessory: {
    ///   Button("Emoji") { input = input == .panel ? .keyboard : .panel }
    /// }
    /// .keyboardPanel(input: $input, focus: $isFocused) {
    ///   EmojiGrid { draft += $0 }
    /// }
    /// ```
    ///
    /// Apply it to the composer inside ``SwiftUI/View/keyboardComposer(lifting:content:)``.
    /// ``KeyboardInput/panel`` takes the focus away and puts the panel, as tall as the keyboard
    /// was, in the keyboard's room; ``KeyboardInput/keyboard`` focuses the field, in place of the
    /// panel; ``KeyboardInput/none`` closes both. `input` follows the user too: focusing the field
    /// makes it the keyboard, and dismissing the keyboard makes it none. Both move with
    /// ``KeyboardAnimationCurve/keyboard``. Why this is a real hide and show, announcing no switch,
    /// is <doc:MessageBarAndPanels#A-message-field-and-a-panel-in-SwiftUI>. The panel's height is
    /// `KeyboardPanelHeight`'s (with ``KeyboardHeightMemory/shared``), less the window's bottom
    /// safe area, through which its background reaches down.
    ///
    /// The keyboard comes from the nearest ``SwiftUI/View/observesKeyboard(center:)`` above.
    ///
    /// - Parameters:
    ///   - input: What shows below the composer.
    ///   - focus: The focus state bound to the composer's field.
    ///   - panel: The panel.
    /// - Returns: The composer, with the panel below it while `input` is the panel.
    @MainActor
    public func keyboardPanel<Panel: View>(
      input: Binding<KeyboardInput>, focus: FocusState<Bool>.Binding,
      @ViewBuilder panel: () -> Panel
    ) -> some View {
      modifier(KeyboardPanelModifier(input: input, focus: focus, panel: panel()))
    }

    /// Shows a panel of the app's below this composer in the keyboard's place while `isPresented`,
    /// and the keyboard when it turns `false`.
    ///
    /// ``SwiftUI/View/keyboardPanel(input:focus:panel:)`` with the panel or the keyboard: setting
    /// `isPresented` to `false` always brings the keyboard back. To close the panel without it,
    /// bind a ``KeyboardInput`` instead.
    ///
    /// - Parameters:
    ///   - isPresented: Whether the panel shows in the keyboard's place.
    ///   - focus: The focus state bound to the composer's field.
    ///   - panel: The panel.
    /// - Returns: The composer, with the panel below it while `isPresented`.
    @MainActor
    public func keyboardPanel<Panel: View>(
      isPresented: Binding<Bool>, focus: FocusState<Bool>.Binding,
      @ViewBuilder panel: () -> Panel
    ) -> some View {
      let input = Binding<KeyboardInput>(
        get: { isPresented.wrappedValue ? .panel : .keyboard },
        set: { isPresented.wrappedValue = $0 == .panel })
      return keyboardPanel(input: input, focus: focus, panel: panel)
    }
  }

  /// `keyboardPanel(input:focus:panel:)`.
  @MainActor
  private struct KeyboardPanelModifier<Panel: View>: ViewModifier {
    @Binding var input: KeyboardInput
    let focus: FocusState<Bool>.Binding
    let panel: Panel
    @Keyboard private var keyboard
    @Environment(\.observableKeyboard) private var model
    /// The docked keyboard's last height, kept while the panel shows.
    @State private var lastKeyboardHeight: CGFloat?
    @StateObject private var anchor = PanelAnchor()

    func body(content: Content) -> some View {
      let snapshot = keyboard.snapshot
      VStack(spacing: 0) {
        content
        if ComposerInput(input).showsPanel {
          panel
            .frame(maxWidth: .infinity)
            .frame(height: panelHeight(snapshot))
            .transition(.move(edge: .bottom))
        }
      }
      .background(KeyboardAnchor { anchor.view = $0 })
      .onAppear {
        // The keyboards seen here size the panels of later launches, before a keyboard shows.
        if let model { KeyboardHeightMemory.shared.learn(from: model.observer) }
      }
      .animation(Self.keyboardSpring, value: input)
      .onChange(of: snapshot.height) { _ in remember(keyboard.snapshot) }
      .onChange(of: input) { input in
        // The panel takes the keyboard's place: one goes as the other comes.
        let focused = ComposerInput(input).focusesField
        if focus.wrappedValue != focused { focus.wrappedValue = focused }
      }
      .onChange(of: focus.wrappedValue) { focused in
        var rule = ComposerInput(input)
        if rule.fieldFocusDidChange(to: focused) { input = rule.input }
      }
    }

    /// ``KeyboardAnimationCurve/keyboard`` as SwiftUI's spring.
    private static var keyboardSpring: Animation {
      let spring = KeyboardAnimation.Spring.keyboard
      return .interpolatingSpring(
        mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping,
        initialVelocity: spring.initialVelocity)
    }

    private func remember(_ snapshot: KeyboardSnapshot) {
      if snapshot.dockState == .docked, snapshot.height > 0 { lastKeyboardHeight = snapshot.height }
    }

    private func panelHeight(_ snapshot: KeyboardSnapshot) -> CGFloat {
      let isDocked = snapshot.dockState == .docked && snapshot.height > 0
      let height = KeyboardPanelHeight(
        keyboard: isDocked ? snapshot.height : nil, lastKeyboard: lastKeyboardHeight,
        fallback: anchor.view.map { KeyboardHeightMemory.shared.height(in: $0) } ?? 0
      ).resolved(screenHeight: snapshot.screen?.height ?? 0)
      let safeAreaBottom = anchor.view?.window?.safeAreaInsets.bottom ?? 0
      return max(0, height - safeAreaBottom)
    }
  }

  /// The hidden UIKit view behind the composer, through which the panel reads its window's safe
  /// area.
  @MainActor
  private final class PanelAnchor: ObservableObject {
    weak var view: UIView?
  }
#endif
