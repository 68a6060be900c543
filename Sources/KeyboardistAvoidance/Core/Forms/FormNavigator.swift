import KeyboardistObserver

/// Moves the user through a form: what the previous / next toolbar's buttons and the text fields'
/// return keys do, decided from the order of the form's inputs.
///
/// The order comes from a closure (``FormOrder/init(inputsIn:isRightToLeft:where:)`` over the
/// avoider's screen, in the UIKit shell), asked afresh at each step so that inputs shown, hidden,
/// enabled or disabled meanwhile are taken into account. What the buttons and the return key do is
/// ``FormOrder``'s rules, which SwiftUI's form modifiers follow too; this class applies them to
/// UIKit's views:
///
/// - **Ends:** ``disablesEnds`` (on by default) goes to ``FormOrder/buttons(for:disablesEnds:)``.
/// - **Return key:** with ``returnKeyAdvances`` (the default), when an input begins editing every
///   text field of the order whose return key the app left as ``ReturnKey/default`` is managed: its
///   key reads as ``FormOrder/returnKey(for:)`` says, and pressing it does what
///   ``FormOrder/returnAction(in:)`` says (and ends editing when the next input refuses to become
///   first responder). A text field whose return key the app chose (Search, Send, Go…) keeps it
///   and its own behaviour; text views keep their return key for new lines. Turning it off, or
///   ``restoreReturnKeys()``, gives every managed field its default key back and removes the
///   actions.
///
/// Every step reads and writes the views through ``KeyboardViewNode`` only, so it is tested without
/// UIKit.
@MainActor
final class FormNavigator<View: KeyboardViewNode> where View.Node == View {

  /// A text field whose return key the navigator manages, held weakly.
  private struct Managed {
    weak var field: View?
  }

  /// Whether the previous button is disabled on the first input and the next button on the last;
  /// `true` by default.
  var disablesEnds = true

  /// Whether the return key of a text field moves to the next input, and ends editing on the last.
  ///
  /// `true` by default. Turning it off releases every field it managed.
  var returnKeyAdvances = true {
    didSet { if !returnKeyAdvances { restoreReturnKeys() } }
  }

  private var managed: [Managed] = []
  private let order: @MainActor (_ input: View) -> FormOrder<View>?

  /// Creates a navigator.
  ///
  /// - Parameter order: The inputs among which an input moves, in order; `nil` when there are none
  ///   (the input is in no window).
  init(order: @escaping @MainActor (_ input: View) -> FormOrder<View>?) {
    self.order = order
  }

  /// The text fields whose return key is managed, that still exist.
  var managedFields: [View] { managed.compactMap(\.field) }

  /// Takes in that an input began editing: sets up the form's return keys and answers the
  /// toolbar's state for it.
  ///
  /// - Parameter input: The input that became first responder.
  /// - Returns: Which toolbar buttons to enable while it is edited.
  /// - Complexity: O(*n* + *k*²) for the order's *n* views and *k* inputs.
  func inputDidBeginEditing(_ input: View) -> FormOrder<View>.Buttons {
    let order = order(input)
    if returnKeyAdvances, let order { manageReturnKeys(in: order, editing: input) }
    return toolbarState(for: input, in: order)
  }

  /// The toolbar's state while `input` is edited.
  ///
  /// - Parameters:
  ///   - input: The input being edited.
  ///   - order: The inputs in order, or `nil` for none.
  /// - Returns: What ``FormOrder/buttons(for:disablesEnds:)`` says with ``disablesEnds``; with no
  ///   order, no input in either direction.
  func toolbarState(for input: View, in order: FormOrder<View>?) -> FormOrder<View>.Buttons {
    (order ?? FormOrder([])).buttons(for: input, disablesEnds: disablesEnds)
  }

  /// Moves to the input before or after `input`: the toolbar's previous and next buttons.
  ///
  /// - Parameters:
  ///   - input: The input being edited.
  ///   - forward: `true` for the next input, `false` for the previous one.
  /// - Returns: The input that became first responder; `nil` at an end of the form, or when it
  ///   refused.
  @discardableResult
  func move(from input: View, forward: Bool) -> View? {
    let order = order(input)
    let target = forward ? order?.next(after: input) : order?.previous(before: input)
    guard let target, target.becomeFirstResponder() else { return nil }
    return target
  }

  /// What the return key of a managed text field does: ``FormOrder/returnAction(in:)``, and ends
  /// editing when the next input refuses to become first responder.
  ///
  /// - Parameter field: The text field whose return key was pressed.
  func returnKeyPressed(in field: View) {
    guard returnKeyAdvances else { return }
    let action = order(field)?.returnAction(in: field) ?? .dismiss
    if case .advance(let next) = action, next.becomeFirstResponder() { return }
    _ = field.resignFirstResponder()
  }

  /// Gives each text field of the order that is managed, or whose return key is the default, its
  /// Next or Done key and the action that moves on.
  private func manageReturnKeys(in order: FormOrder<View>, editing: View) {
    for field in order.inputs where field.returnKey != nil {
      let isManaged = managed.contains { $0.field === field }
      guard isManaged || field.returnKey == .default else { continue }
      if !isManaged { managed.append(Managed(field: field)) }
      let key = order.returnKey(for: field)
      if field.returnKey != key {
        field.returnKey = key
        // The keyboard of the input being edited is already up: show its new key at once.
        if field === editing { field.reloadInputViews() }
      }
      field.setReturnKeyAction { [weak self, weak field] in
        guard let self, let field else { return }
        returnKeyPressed(in: field)
      }
    }
    managed.removeAll { $0.field == nil }
  }

  /// Gives every managed field its default return key back and removes the actions.
  ///
  /// A stopping avoider, and ``returnKeyAdvances`` turned off, put these back. An input that begins
  /// editing later manages its form's keys again.
  func restoreReturnKeys() {
    for field in managedFields {
      field.returnKey = .default
      field.setReturnKeyAction(nil)
    }
    managed = []
  }
}
