import Foundation
import KeyboardistObserver

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

extension InputOrder where Input: KeyboardViewNode, Input.Node == Input {
  /// Orders the inputs the user can reach in a view hierarchy, for a previous/next toolbar.
  ///
  /// The hierarchy is walked depth first, each view before its subviews and subviews in their
  /// order; a view is an input when it is a text input (``KeyboardViewNode/isTextInput``), is not
  /// hidden and can become first responder. The inputs found are then ordered by their frames in
  /// window space (``init(_:isRightToLeft:)``); the walk's order only breaks ties between equal
  /// tops and places inputs whose frames are not finite. Only each view's own `isHidden` is read:
  /// the subviews of a hidden view are still walked, as `KeyboardAvoider` always did.
  ///
  /// Isolation: main actor, like the views it reads.
  ///
  /// - Parameters:
  ///   - container: The view whose inputs to order (a screen's root view, or a window); `nil`
  ///     gives no inputs.
  ///   - isRightToLeft: Whether rows read from right to left; `false` by default.
  /// - Complexity: O(*n* + *k* log *k*) for *n* views of which *k* are inputs.
  @MainActor
  init(inputsIn container: Input?, isRightToLeft: Bool = false) {
    var stack = container.map { [$0] } ?? []
    var inputs: [(input: Input, frame: CGRect)] = []
    while let view = stack.popLast() {
      stack.append(contentsOf: view.subviews.reversed())
      if view.isTextInput, !view.isHidden, view.canBecomeFirstResponder {
        inputs.append((input: view, frame: view.frameInWindow))
      }
    }
    self.init(inputs, isRightToLeft: isRightToLeft)
  }
}
