/// The inputs of a form in the order the user moves through them, and the rules of moving that
/// both UIs share: what the previous and next buttons do, and what the return key reads and does.
package struct FormOrder<Input: Hashable>: Equatable {
  /// Which of the previous and next buttons are enabled while an input is edited.
  package struct Buttons: Equatable, Sendable {
    /// Whether the previous button is enabled.
    package var isPreviousEnabled: Bool
    /// Whether the next button is enabled.
    package var isNextEnabled: Bool

    /// Creates the buttons' state.
    package init(isPreviousEnabled: Bool, isNextEnabled: Bool) {
      self.isPreviousEnabled = isPreviousEnabled
      self.isNextEnabled = isNextEnabled
    }
  }

  /// What pressing the return key in an input does.
  package enum ReturnAction: Equatable {
    /// Moves to this input.
    case advance(to: Input)
    /// Ends editing.
    case dismiss
  }

  /// The inputs the user moves through, in order.
  package let inputs: [Input]

  /// Orders inputs as given, less those that cannot take focus.
  package init(_ inputs: some Sequence<Input>, skipping skipped: Set<Input> = []) {
    var seen = skipped
    self.inputs = inputs.filter { seen.insert($0).inserted }
  }

  /// The input after `input`, or `nil` when it is the last or not in the order.
  package func next(after input: Input) -> Input? {
    guard let index = inputs.firstIndex(of: input), index + 1 < inputs.count else { return nil }
    return inputs[index + 1]
  }

  /// The input before `input`, or `nil` when it is the first or not in the order.
  package func previous(before input: Input) -> Input? {
    guard let index = inputs.firstIndex(of: input), index > 0 else { return nil }
    return inputs[index - 1]
  }

  /// Which of the previous and next buttons are enabled while `input` is edited.
  package func buttons(for input: Input, disablesEnds: Bool = true) -> Buttons {
    guard disablesEnds else { return Buttons(isPreviousEnabled: true, isNextEnabled: true) }
    return Buttons(
      isPreviousEnabled: previous(before: input) != nil, isNextEnabled: next(after: input) != nil)
  }

  /// What pressing the return key in `input` does: moves to the next input, or ends editing on the
  /// last and on an input outside the order.
  package func returnAction(in input: Input) -> ReturnAction {
    next(after: input).map { .advance(to: $0) } ?? .dismiss
  }

  /// The key `input`'s return key shows: ``ReturnKey/next``, or ``ReturnKey/done`` where it ends
  /// editing (``returnAction(in:)``).
  package func returnKey(for input: Input) -> ReturnKey {
    next(after: input) == nil ? .done : .next
  }
}

extension FormOrder: Sendable where Input: Sendable {}
extension FormOrder.ReturnAction: Sendable where Input: Sendable {}
