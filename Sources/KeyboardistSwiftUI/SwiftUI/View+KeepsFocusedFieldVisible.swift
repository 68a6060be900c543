#if KEYBOARDIST_UIKIT && canImport(SwiftUI)
  public import Foundation
  import KeyboardistAvoidance
  import KeyboardistObserver
  public import SwiftUI

  extension View {
    /// Scrolls this scroll view or form so that its focused field shows above the keyboard, when
    /// the keyboard appears or changes and when focus moves.
    ///
    /// ```swift
    /// ScrollView {
    ///   TextField("Name", text: $name).keyboardFormField($focus, equals: .name)
    ///   TextField("Email", text: $email).keyboardFormField($focus, equals: .email)
    /// }
    /// .keepsFocusedFieldVisible($focus)
    /// ```
    ///
    /// Apply it to the `ScrollView`, `Form` or `List` itself, whose fields use
    /// `keyboardFormField(_:equals:)`. When and how far it scrolls, and how the return key moves
    /// through the fields, is <doc:KeyboardistAndSwiftUI#Keep-the-focused-field-of-a-form-visible>.
    /// A field not laid out yet (a row of a lazy stack or a list) is brought to the middle of what
    /// is visible, and is not in the return key's order; a `TextEditor` keeps its return key. The
    /// keyboard comes from the nearest ``SwiftUI/View/observesKeyboard(center:)`` above, or without
    /// one from an observer of the modifier's own.
    ///
    /// - Parameters:
    ///   - focus: The form's focus state, `$focus` of a `@FocusState` whose value is optional.
    ///   - distance: The gap to keep between the field and the keyboard, in points; 10 by default.
    ///   - returnKeyAdvances: Whether a field's return key moves to the next field and ends
    ///     editing on the last (as `KeyboardAvoider.returnKeyAdvances`, whose default is `true`);
    ///     `false` keeps the return keys your own.
    /// - Returns: The scroll view, keeping its focused field in view.
    @MainActor
    public func keepsFocusedFieldVisible<Field: Hashable>(
      _ focus: FocusState<Field?>.Binding, distance: CGFloat = 10, returnKeyAdvances: Bool = true
    ) -> some View {
      modifier(
        FocusedFieldVisibleModifier(
          focus: focus, distance: distance, returnKeyAdvances: returnKeyAdvances))
    }
  }

  /// `keepsFocusedFieldVisible(_:distance:returnKeyAdvances:)`.
  @MainActor
  private struct FocusedFieldVisibleModifier<Field: Hashable>: ViewModifier {
    let focus: FocusState<Field?>.Binding
    let distance: CGFloat
    let returnKeyAdvances: Bool
    @Environment(\.keyboardFormFields) private var outerFields
    @Environment(\.keyboardFormReturnKeys) private var outerReturnKeys
    @Environment(\.observableKeyboard) private var shared
    @StateObject private var ownFields = FormFields()
    @StateObject private var link = KeyboardLink()

    func body(content: Content) -> some View {
      let fields = outerFields ?? ownFields
      let keyboard = link.keyboard(shared: shared)
      ScrollViewReader { proxy in
        content
          .environment(\.keyboardFormFields, fields)
          .environment(
            \.keyboardFormReturnKeys,
            outerReturnKeys ?? (returnKeyAdvances ? .readingOrder : .off)
          )
          .background(
            KeyboardCoverageReader(onAnchor: { link.attach($0) }) { measurement in
              _ = link.coverage.measure(
                measurement, onScreen: link.placementOnScreen, keyboard: keyboard.snapshot,
                motion: nil)
              reveal(with: proxy, fields: fields, keyboard: keyboard, animation: .default)
            }
          )
          .onChange(of: focus.wrappedValue) { _ in
            reveal(with: proxy, fields: fields, keyboard: keyboard, animation: .default)
          }
          .onReceive(keyboard.transitionsSubject) { transition in
            reveal(
              with: proxy, fields: fields, keyboard: keyboard, animation: .keyboard(transition))
          }
          .onAppear { link.start(shared: shared) }
          .onDisappear { link.stop() }
      }
    }

    /// Scrolls to the focused field when the portable decision says so.
    private func reveal(
      with proxy: ScrollViewProxy, fields: FormFields, keyboard: ObservableKeyboard,
      animation: Animation?
    ) {
      guard let field = focus.wrappedValue, let measurement = link.coverage.measurement else {
        return
      }
      let coverage = ViewCoverage.coverage(
        of: measurement, onScreen: link.placementOnScreen, keyboard: keyboard.snapshot)
      guard
        let scroll = FocusScroll(
          revealing: fields.entries[AnyHashable(field)]?.frame,
          in: FocusScroll.Container(
            frame: measurement.frameInWindow, safeAreaTop: measurement.safeAreaTop,
            safeAreaBottom: measurement.safeAreaBottom),
          coverage: coverage, distance: distance)
      else { return }
      withAnimation(animation) {
        proxy.scrollTo(field, anchor: UnitPoint(x: 0.5, y: scroll.anchorY))
      }
    }
  }
#endif
