import KeyboardistObserver

extension KeyboardViewNode where Node == Self {
  /// The view the app-wide avoider shifts for this target: the root view of the outermost view
  /// controller around it.
  ///
  /// A per-screen avoider shifts its screen's root view. The app-wide avoider has none, so it walks
  /// out from the target to the first view controller's root view, which is where the target's
  /// responder chain first meets a view controller (a view's next responder is the view controller
  /// that manages it, if any, else its superview: Apple's documentation of `UIResponder.next`), and
  /// then through that controller's parents to the outermost one.
  ///
  /// - Returns: The outermost view controller's root view; `nil` when the target is in no view
  ///   controller.
  /// - Complexity: O(*d*), where *d* is the target's depth plus the number of parent controllers.
  var outermostViewControllerView: Self? {
    var node: Self? = self
    while let current = node, !current.isViewControllerView { node = current.superview }
    guard var outermost = node else { return nil }
    while let outer = outermost.parentViewControllerView { outermost = outer }
    return outermost
  }
}
