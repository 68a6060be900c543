#if KEYBOARDIST_UIKIT && canImport(SwiftUI)
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
    /// finds), and tells the nearest `keepsFocusedFieldVisible(_:distance:)` or
    /// `keyboardFormBar(_:order:returnKeyAdvances:)` above it where the field is and whether it is
    /// enabled (a field disabled with `disabled(_:)` is skipped by previous and next). Under a
    /// `keyboardFormBar`, its return key reads Next or Done and moves on as the bar says. It works
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
    @Environment(\.keyboardFormOrder) private var order
    @Environment(\.isEnabled) private var isEnabled

    func body(content: Content) -> some View {
      content
        .focused(focus, equals: value)
        .id(value)
        .modifier(
          FormReturnKeyModifier(
            focus: focus, value: value, order: order?.compactMap { $0.base as? Field },
            fields: fields)
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

  /// The return key of a field of `keyboardFormBar(_:order:returnKeyAdvances:)`: Next or Done, and
  /// what pressing it does, as ``FormOrder`` decides.
  @MainActor
  private struct FormReturnKeyModifier<Field: Hashable>: ViewModifier {
    let focus: FocusState<Field?>.Binding
    let value: Field
    /// The declared order; `nil` leaves the return key alone.
    let order: [Field]?
    let fields: FormFields?

    func body(content: Content) -> some View {
      if let order {
        content
          .submitLabel(formOrder(order).returnKey(for: value) == .next ? .next : .done)
          .onSubmit {
            // Asked afresh: a field may have been disabled since the label was chosen.
            switch formOrder(order).returnAction(in: value) {
            case .advance(let next): focus.wrappedValue = next
            case .dismiss: focus.wrappedValue = nil
            }
          }
      } else {
        content
      }
    }

    private func formOrder(_ order: [Field]) -> FormOrder<Field> {
      fields?.order(order) ?? FormOrder(order)
    }
  }
#endif
