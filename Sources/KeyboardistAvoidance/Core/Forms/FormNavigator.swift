import KeyboardistObserver

/// Moves the user through a form: what the previous / next toolbar's buttons and the text fields'
/// return keys do, decided from the order of the form's inputs.
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
  var returnKeyAdvances = true {
    didSet { if !returnKeyAdvances { restoreReturnKeys() } }
  }

  private var managed: [Managed] = []
  private let order: @MainActor (_ input: View) -> FormOrder<View>?

  /// Creates a navigator.
  init(order: @escaping @MainActor (_ input: View) -> FormOrder<View>?) {
    self.order = order
  }

  /// The text fields whose return key is managed, that still exist.
  var managedFields: [View] { managed.compactMap(\.field) }

  /// Takes in that an input began editing: sets up the form's return keys and answers the
  /// toolbar's state for it.
  func inputDidBeginEditing(_ input: View) -> FormOrder<View>.Buttons {
    let order = order(input)
    if returnKeyAdvances, let order { manageReturnKeys(in: order, editing: input) }
    return toolbarState(for: input, in: order)
  }

  /// The toolbar's state while `input` is edited.
  func toolbarState(for input: View, in order: FormOrder<View>?) -> FormOrder<View>.Buttons {
    (order ?? FormOrder([])).buttons(for: input, disablesEnds: disablesEnds)
  }

  /// Moves to the input before or after `input`: the toolbar's previous and next buttons.
  @discardableResult
  func move(from input: View, forward: Bool) -> View? {
    let order = order(input)
    let target = forward ? order?.next(after: input) : order?.previous(before: input)
    guard let target, target.becomeFirstResponder() else { return nil }
    return target
  }

  /// What the return key of a managed text field does: ``FormOrder/returnAction(in:)``, and ends
  /// editing when the next input refuses to become first responder.
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
  func restoreReturnKeys() {
    for field in managedFields {
      field.returnKey = .default
      field.setReturnKeyAction(nil)
    }
    managed = []
  }
}
