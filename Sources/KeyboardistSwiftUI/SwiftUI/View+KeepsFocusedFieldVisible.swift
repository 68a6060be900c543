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
    /// SwiftUI makes room for the keyboard by shrinking the scroll view's safe area, but leaves a
    /// focused field where it was, possibly behind the keyboard. This modifier scrolls the least
    /// that brings the field `distance` above the keyboard (or the bottom of the safe area), or its
    /// top under the top of the safe area when it is above it or too tall, and leaves a visible
    /// field alone: when focus moves, when the keyboard appears or changes height (inside its
    /// animation), and when the scroll view's size or safe area changes. It never scrolls while the
    /// user scrolls: a field the user moved out of view stays there until something changes.
    ///
    /// Apply it to the `ScrollView`, `Form` or `List` itself, whose fields use
    /// `keyboardFormField(_:equals:)`. It wraps the view in a `ScrollViewReader` and scrolls with
    /// `scrollTo(_:anchor:)`, choosing the anchor from where the field is, where the scroll view is
    /// and how much of it the keyboard covers; those decisions are made by the package's portable
    /// core and tested on Linux. A field not laid out yet (a row of a lazy stack or a list) is
    /// brought to the middle of what is visible. The keyboard comes from the nearest
    /// ``SwiftUI/View/observesKeyboard(center:)`` above, or without one from an observer of the
    /// modifier's own.
    ///
    /// With `returnKeyAdvances` (the default), the return key of each text field that uses
    /// `keyboardFormField(_:equals:)` reads Next and moves focus to the next field, or reads Done
    /// on the last and sets `focus` to `nil`, without an `onSubmit` of yours: the fields get
    /// `submitLabel(_:)` and `onSubmit(of:_:)` (a `TextEditor` keeps its return key for new lines).
    /// The order is the one UIKit's `KeyboardAvoider` infers for a form: the fields laid out now,
    /// in rows from top to bottom and leading to trailing within a row, skipping those disabled,
    /// decided by the same portable core and tested on Linux. A field not laid out (a row of a
    /// lazy stack or a list scrolled far away) is not in it, as a cell UIKit has not made is not.
    /// Under a `keyboardFormBar(_:order:returnKeyAdvances:)`, the bar's declared order, or its
    /// choice to leave the return keys alone, wins.
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
