import Foundation
import KeyboardistObserver

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

extension FormOrder where Input: KeyboardViewNode, Input.Node == Input {
  /// The inputs the user can reach inside a view, in reading order, for a previous/next toolbar
  /// and the return key.
  ///
  /// The inputs are ordered by their frames in window space (``init(_:isRightToLeft:skipping:)``).
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
