/// The inputs of a form in the order the user moves through them, and the rules of moving that
/// both UIs share: what the previous and next buttons do, and what the return key reads and does.
///
/// UIKit's avoider infers the order from where the inputs are on the screen
/// (`FormOrder(inputsIn:isRightToLeft:where:)`); SwiftUI's form modifiers take the one the app
/// declares. Either way the rules are these:
///
/// - **Skipped inputs:** an input that cannot take focus (hidden, disabled) is left out wherever it
///   is, and one given twice keeps its first place; an input outside the order has no neighbours.
/// - **Ends:** the previous button is disabled on the first input and the next button on the last,
///   unless the caller turns that off (both then stay enabled and do nothing at the ends).
/// - **Return key:** it reads Next and moves to the next input, or reads Done and ends editing on
///   the last (and on an input outside the order). The UIKit and SwiftUI shells can turn it off.
package struct FormOrder<Input: Hashable>: Equatable {
  /// Which of the previous and next buttons are enabled while an input is edited.
  package struct Buttons: Equatable, Sendable {
    /// Whether the previous button is enabled.
    package var isPreviousEnabled: Bool
    /// Whether the next button is enabled.
    package var isNextEnabled: Bool

    /// Creates the buttons' state.
    ///
    /// - Parameters:
    ///   - isPreviousEnabled: Whether the previous button is enabled.
    ///   - isNextEnabled: Whether the next button is enabled.
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
  ///
  /// - Parameters:
  ///   - inputs: The inputs in the order the user moves through them.
  ///   - skipped: The inputs that cannot take focus (hidden, disabled), left out wherever they
  ///     are; none by default.
  /// - Complexity: O(*n*) for *n* inputs.
  package init(_ inputs: some Sequence<Input>, skipping skipped: Set<Input> = []) {
    var seen = skipped
    self.inputs = inputs.filter { seen.insert($0).inserted }
  }

  /// The input after `input`, or `nil` when it is the last or not in the order.
  ///
  /// - Parameter input: The current input.
  /// - Returns: The next input.
  /// - Complexity: O(*n*) for *n* inputs.
  package func next(after input: Input) -> Input? {
    guard let index = inputs.firstIndex(of: input), index + 1 < inputs.count else { return nil }
    return inputs[index + 1]
  }

  /// The input before `input`, or `nil` when it is the first or not in the order.
  ///
  /// - Parameter input: The current input.
  /// - Returns: The previous input.
  /// - Complexity: O(*n*) for *n* inputs.
  package func previous(before input: Input) -> Input? {
    guard let index = inputs.firstIndex(of: input), index > 0 else { return nil }
    return inputs[index - 1]
  }

  /// Which of the previous and next buttons are enabled while `input` is edited.
  ///
  /// - Parameters:
  ///   - input: The input being edited.
  ///   - disablesEnds: Whether a button with no input in its direction is disabled; `true` by
  ///     default. Without it both are always enabled.
  /// - Returns: The buttons' state.
  package func buttons(for input: Input, disablesEnds: Bool = true) -> Buttons {
    guard disablesEnds else { return Buttons(isPreviousEnabled: true, isNextEnabled: true) }
    return Buttons(
      isPreviousEnabled: previous(before: input) != nil, isNextEnabled: next(after: input) != nil)
  }

  /// What pressing the return key in `input` does: moves to the next input, or ends editing on the
  /// last and on an input outside the order.
  ///
  /// - Parameter input: The input whose return key was pressed.
  /// - Returns: The action.
  package func returnAction(in input: Input) -> ReturnAction {
    next(after: input).map { .advance(to: $0) } ?? .dismiss
  }

  /// The key `input`'s return key shows: ``ReturnKey/next``, or ``ReturnKey/done`` where it ends
  /// editing (``returnAction(in:)``).
  ///
  /// - Parameter input: The input.
  /// - Returns: ``ReturnKey/next`` or ``ReturnKey/done``.
  package func returnKey(for input: Input) -> ReturnKey {
    next(after: input) == nil ? .done : .next
  }
}

extension FormOrder: Sendable where Input: Sendable {}
extension FormOrder.ReturnAction: Sendable where Input: Sendable {}
