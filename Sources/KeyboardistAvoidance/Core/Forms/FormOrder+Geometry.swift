import Foundation
import KeyboardistObserver

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

extension FormOrder where Input: KeyboardViewNode, Input.Node == Input {
  /// The inputs the user can reach inside a view, in reading order, for a previous/next toolbar
  /// and the return key.
  ///
  /// The hierarchy is walked depth first, each view before its subviews and subviews in their
  /// order, and a hidden view is skipped with everything inside it. A view is an input when it is a
  /// text input (``KeyboardViewNode/isTextInput``); it is skipped unless it takes input
  /// (``KeyboardViewNode/isInputEnabled``), can become first responder and is included. The inputs
  /// found are then ordered by their frames in window space (``init(_:isRightToLeft:skipping:)``);
  /// the walk's order only breaks ties between equal tops and places inputs whose frames are not
  /// finite.
  ///
  /// - Parameters:
  ///   - container: The view to search; it counts when it is an input itself.
  ///   - isRightToLeft: Whether rows read from right to left; `false` by default.
  ///   - isIncluded: Whether an input joins the order, such as whether an avoider handles it; every
  ///     input by default.
  /// - Complexity: O(*n* + *k* log *k*) for *n* views of which *k* are inputs, plus the cost of
  ///   `isIncluded` for each input.
  @MainActor
  init(
    inputsIn container: Input, isRightToLeft: Bool = false,
    where isIncluded: (Input) -> Bool = { _ in true }
  ) {
    var stack = [container]
    var inputs: [(input: Input, frame: CGRect)] = []
    var skipped = Set<Input>()
    while let view = stack.popLast() {
      guard !view.isHidden else { continue }
      stack.append(contentsOf: view.subviews.reversed())
      guard view.isTextInput else { continue }
      if !(view.isInputEnabled && view.canBecomeFirstResponder && isIncluded(view)) {
        skipped.insert(view)
      }
      inputs.append((input: view, frame: view.frameInWindow))
    }
    self.init(inputs, isRightToLeft: isRightToLeft, skipping: skipped)
  }
}
