#if KEYBOARDIST_UIKIT && canImport(SwiftUI)
  import KeyboardistAvoidance
  import KeyboardistObserver
  public import SwiftUI

  extension View {
    /// Puts a previous / next / done bar above the keyboard while one of this form's fields has
    /// focus.
    ///
    /// ```swift
    /// ScrollView { fields }
    ///   .keepsFocusedFieldVisible($focus)
    ///   .keyboardFormBar($focus, order: [.name, .email, .password])
    /// ```
    ///
    /// The bar sits in the view's bottom safe-area inset (`safeAreaInset(edge: .bottom)`), which
    /// SwiftUI keeps above the keyboard: it does not depend on `ToolbarItemGroup(placement:
    /// .keyboard)`, and it shows at the bottom of the view when a hardware keyboard hides the
    /// software one. Previous and next move focus through `order`, skipping fields that are
    /// disabled (as `keyboardFormField(_:equals:)` reports them); previous is disabled on the first
    /// field and next on the last. Done ends editing by setting `focus` to `nil`.
    ///
    /// With `returnKeyAdvances`, the return key of each text field moves on too: it reads Next and
    /// moves focus to the next field, or reads Done on the last and sets `focus` to `nil` (the
    /// fields get `submitLabel(_:)` and `onSubmit(of:_:)`; a `TextEditor` keeps its return key for
    /// new lines). These are the rules UIKit's `KeyboardAvoider` follows, decided by the same
    /// portable core and tested on Linux; only the order differs: here the app declares it.
    ///
    /// Give `order` the fields the form shows, top to bottom; leave out those it hides. Fields use
    /// `keyboardFormField(_:equals:)`.
    ///
    /// - Parameters:
    ///   - focus: The form's focus state, `$focus` of a `@FocusState` whose value is optional.
    ///   - order: The fields in the order focus moves through them.
    ///   - returnKeyAdvances: Whether a field's return key moves to the next field, and ends
    ///     editing on the last; `true` by default. Pass `false` to keep the return keys your own
    ///     (the bar's choice wins over `keepsFocusedFieldVisible`'s).
    /// - Returns: The view, with the bar while a field has focus.
    @MainActor
    public func keyboardFormBar<Field: Hashable>(
      _ focus: FocusState<Field?>.Binding, order: [Field], returnKeyAdvances: Bool = true
    ) -> some View {
      modifier(
        KeyboardFormBarModifier(focus: focus, order: order, returnKeyAdvances: returnKeyAdvances))
    }
  }

  /// `keyboardFormBar(_:order:returnKeyAdvances:)`.
  @MainActor
  private struct KeyboardFormBarModifier<Field: Hashable>: ViewModifier {
    let focus: FocusState<Field?>.Binding
    let order: [Field]
    let returnKeyAdvances: Bool
    @Environment(\.keyboardFormFields) private var outerFields
    @StateObject private var ownFields = FormFields()

    func body(content: Content) -> some View {
      let fields = outerFields ?? ownFields
      content
        .environment(\.keyboardFormFields, fields)
        .environment(
          \.keyboardFormReturnKeys,
          returnKeyAdvances ? .declared(order.map(AnyHashable.init)) : .off
        )
        .safeAreaInset(edge: .bottom, spacing: 0) {
          if let current = focus.wrappedValue {
            let moves = fields.order(order)
            KeyboardFormBar(
              previous: moves.previous(before: current), next: moves.next(after: current),
              buttons: moves.buttons(for: current)
            ) { focus.wrappedValue = $0 }
          }
        }
    }
  }

  /// The bar: previous and next as chevrons, done at the trailing edge.
  @MainActor
  private struct KeyboardFormBar<Field: Hashable>: View {
    let previous: Field?
    let next: Field?
    /// Which of previous and next are enabled.
    let buttons: FormOrder<Field>.Buttons
    /// Moves focus to a field, or ends editing with `nil`.
    let focus: @MainActor (Field?) -> Void

    var body: some View {
      HStack(spacing: 20) {
        Button {
          focus(previous)
        } label: {
          Image(systemName: "chevron.up")
        }
        .disabled(!buttons.isPreviousEnabled)
        .accessibilityLabel(Text("Previous"))
        Button {
          focus(next)
        } label: {
          Image(systemName: "chevron.down")
        }
        .disabled(!buttons.isNextEnabled)
        .accessibilityLabel(Text("Next"))
        Spacer()
        Button {
          focus(nil)
        } label: {
          Text("Done").bold()
        }
      }
      .padding(.horizontal)
      .padding(.vertical, 10)
      .background(.bar)
    }
  }
#endif
