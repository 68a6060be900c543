#if KEYBOARDIST_UIKIT && canImport(SwiftUI)
  import KeyboardistAvoidance
  import KeyboardistObserver
  public import SwiftUI

  extension View {
    /// Makes this view a field of a keyboard form: it takes focus when `focus` equals `value`, and
    /// the form's modifiers can scroll to it and move focus to and from it.
    ///
    /// ```swift
    /// TextField("Email", text: $email)
    ///   .keyboardFormField($focus, equals: .email)
    /// ```
    ///
    /// It applies `focused(_:equals:)` and `id(value)` (what `ScrollViewProxy.scrollTo(_:anchor:)`
    /// finds), and tells the nearest `keepsFocusedFieldVisible(_:distance:returnKeyAdvances:)` or
    /// `keyboardFormBar(_:order:returnKeyAdvances:)` above it where the field is and whether it is
    /// enabled (a field disabled with `disabled(_:)` is skipped by previous and next). Its return
    /// key reads Next or Done and moves on: under a `keyboardFormBar`, through the bar's order;
    /// under `keepsFocusedFieldVisible` alone, through the form's fields in reading order. It works
    /// in a `ScrollView`, a `Form` and a `List`.
    ///
    /// - Parameters:
    ///   - focus: The form's focus state, `$focus` of a `@FocusState` whose value is optional.
    ///   - value: The value of `focus` while this field has focus.
    /// - Returns: The field.
    @MainActor
    public func keyboardFormField<Field: Hashable>(
      _ focus: FocusState<Field?>.Binding, equals value: Field
    ) -> some View {
      modifier(FormFieldModifier(focus: focus, value: value))
    }
  }

  /// `keyboardFormField(_:equals:)`.
  @MainActor
  private struct FormFieldModifier<Field: Hashable>: ViewModifier {
    let focus: FocusState<Field?>.Binding
    let value: Field
    @Environment(\.keyboardFormFields) private var fields
    @Environment(\.keyboardFormReturnKeys) private var returnKeys
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.layoutDirection) private var layoutDirection

    func body(content: Content) -> some View {
      content
        .focused(focus, equals: value)
        .id(value)
        .modifier(
          FormReturnKeyModifier(
            focus: focus, value: value, returnKeys: returnKeys, fields: fields,
            isRightToLeft: layoutDirection == .rightToLeft)
        )
        .background(
          GeometryReader { proxy in
            let entry = FormFields.Entry(
              frame: proxy.frame(in: CoordinateSpace.global), isEnabled: isEnabled)
            Color.clear
              .onAppear { fields?.set(value, entry) }
              .onChange(of: entry) { fields?.set(value, $0) }
              .onDisappear { fields?.remove(value) }
          }
        )
    }
  }

  /// The return key of a field of a keyboard form: Next or Done, and what pressing it does, as
  /// ``FormOrder`` decides, through the order the form bar declares or, without one, the fields'
  /// reading order.
  @MainActor
  private struct FormReturnKeyModifier<Field: Hashable>: ViewModifier {
    let focus: FocusState<Field?>.Binding
    let value: Field
    /// How the return keys move on; `nil` or `.off` leaves the return key alone.
    let returnKeys: FormReturnKeys?
    let fields: FormFields?
    let isRightToLeft: Bool

    func body(content: Content) -> some View {
      // Read, so that the label is chosen again when focus moves, the fields laid out by then.
      let _ = focus.wrappedValue
      if let order = formOrder() {
        content
          .submitLabel(order.returnKey(for: value) == .next ? .next : .done)
          .onSubmit {
            // Asked afresh: a field may have been disabled or laid out since the label was chosen.
            switch formOrder()?.returnAction(in: value) {
            case .advance(let next): focus.wrappedValue = next
            case .dismiss, nil: focus.wrappedValue = nil
            }
          }
      } else {
        content
      }
    }

    /// The order the return key follows now; `nil` when it is the app's.
    private func formOrder() -> FormOrder<Field>? {
      switch returnKeys {
      case .declared(let declared):
        let order = declared.compactMap { $0.base as? Field }
        return fields?.order(order) ?? FormOrder(order)
      case .readingOrder:
        return fields?.readingOrder(of: Field.self, isRightToLeft: isRightToLeft)
      case .off, nil:
        return nil
      }
    }
  }
#endif
