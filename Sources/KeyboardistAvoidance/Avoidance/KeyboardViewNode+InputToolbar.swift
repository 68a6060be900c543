import Foundation
import KeyboardistObserver

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

extension KeyboardViewNode where Node == Self {
  /// The view whose inputs an avoider's previous/next toolbar moves between, and whose editing its
  /// done button ends.
  ///
  /// - Parameters:
  ///   - screen: The avoider's root view; `nil` for the app-wide avoider.
  ///   - editing: The input being edited, if any.
  /// - Returns: `screen` when given; app-wide, the window of the input being edited; `nil` when
  ///   there is neither.
  static func toolbarContainer(screen: Self?, editing: Self?) -> Self? {
    screen ?? editing?.windowNode
  }

  /// The inputs the user can reach inside this node, in reading order, for a previous/next toolbar.
  ///
  /// The hierarchy is walked depth first, each view before its subviews and subviews in their
  /// order; a view is an input when it is a text input (``KeyboardViewNode/isTextInput``), is not
  /// hidden and can become first responder. The inputs found are then ordered by their frames in
  /// window space (``InputOrder/init(_:isRightToLeft:)``); the walk's order only breaks ties
  /// between equal tops and places inputs whose frames are not finite. Only each view's own
  /// `isHidden` is read: the subviews of a hidden view are still walked, as `KeyboardAvoider`
  /// always did.
  ///
  /// - Parameter isRightToLeft: Whether rows read from right to left; `false` by default.
  /// - Returns: The inputs in order; this node counts when it is an input itself.
  /// - Complexity: O(*n* + *k* log *k*) for *n* views of which *k* are inputs.
  func inputOrder(isRightToLeft: Bool = false) -> InputOrder<Self> {
    var stack = [self]
    var inputs: [(input: Self, frame: CGRect)] = []
    while let view = stack.popLast() {
      stack.append(contentsOf: view.subviews.reversed())
      if view.isTextInput, !view.isHidden, view.canBecomeFirstResponder {
        inputs.append((input: view, frame: view.frameInWindow))
      }
    }
    return InputOrder(inputs, isRightToLeft: isRightToLeft)
  }
}
