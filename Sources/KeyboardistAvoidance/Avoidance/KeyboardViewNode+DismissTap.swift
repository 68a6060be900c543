import KeyboardistObserver

extension KeyboardViewNode where Node == Self {
  /// Whether a tap on this node dismisses the keyboard: only outside any control or text view.
  ///
  /// `KeyboardDismissTap` asks it for each touch its recognizer may receive, so buttons, switches,
  /// fields and text views (and anything inside one) keep their taps to themselves.
  ///
  /// - Returns: `false` when this node or one of its ancestors is a control or a text view
  ///   (``KeyboardViewNode/isControlOrTextView``); `true` otherwise.
  /// - Complexity: O(*d*), where *d* is the node's depth.
  var dismissesKeyboardOnTap: Bool {
    !sequence(first: self, next: \.superview).contains { $0.isControlOrTextView }
  }
}
