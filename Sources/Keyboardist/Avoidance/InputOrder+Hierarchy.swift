import Foundation
#if canImport(CoreGraphics)
  import CoreGraphics
#endif

extension InputOrder {
  /// Orders the inputs the user can reach in a view hierarchy, for a previous/next toolbar.
  ///
  /// The hierarchy is walked depth first, each view before its subviews and subviews in their
  /// order; a view is an input when it is a text input (a text field or a text view), is not hidden
  /// and can become first responder. The inputs found are then ordered by their frames
  /// (``init(_:isRightToLeft:)``); the walk's order only breaks ties between equal tops and places
  /// inputs whose frames are not finite. Only each view's own `isHidden` is read: the subviews of a
  /// hidden view are still walked, as `KeyboardAvoider` always did.
  ///
  /// The UIKit shell passes `subviews`, `is UITextField || is UITextView`, `isHidden`,
  /// `canBecomeFirstResponder` and the frame in window space.
  ///
  /// Isolation: main actor, like the views it reads.
  ///
  /// - Parameters:
  ///   - container: The view whose inputs to order (a screen's root view, or a window); `nil`
  ///     gives no inputs.
  ///   - subviews: A view's subviews, back to front.
  ///   - isTextInput: Whether a view is a text field or a text view.
  ///   - isHidden: Whether a view is hidden.
  ///   - canBecomeFirstResponder: Whether a view can become first responder.
  ///   - frame: An input's frame in the common coordinate space (the window's).
  ///   - isRightToLeft: Whether rows read from right to left; `false` by default.
  /// - Complexity: O(*n* + *k* log *k*) for *n* views of which *k* are inputs.
  @MainActor
  init(
    inputsIn container: Input?,
    subviews: (Input) -> [Input],
    isTextInput: (Input) -> Bool,
    isHidden: (Input) -> Bool,
    canBecomeFirstResponder: (Input) -> Bool,
    frame: (Input) -> CGRect,
    isRightToLeft: Bool = false
  ) {
    var stack = container.map { [$0] } ?? []
    var inputs: [(input: Input, frame: CGRect)] = []
    while let view = stack.popLast() {
      stack.append(contentsOf: subviews(view).reversed())
      if isTextInput(view), !isHidden(view), canBecomeFirstResponder(view) {
        inputs.append((input: view, frame: frame(view)))
      }
    }
    self.init(inputs, isRightToLeft: isRightToLeft)
  }
}
