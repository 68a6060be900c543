/// Chooses the view that shifts up when no scroll view can make room for a target.
///
/// A per-screen avoider shifts its screen's root view. The app-wide avoider has no screen, so it
/// shifts the view of the outermost view controller around the target: walk the responder chain
/// from the target to the first view controller, then its parents to the last one.
///
/// Generic over the responder, controller and view types (`UIResponder`, `UIViewController`,
/// `UIView` in the UIKit shell) so it is tested without UIKit.
enum AvoidanceRoot {
  /// The view that shifts for a target.
  ///
  /// - Parameters:
  ///   - screen: The avoider's root view, or `nil` app-wide.
  ///   - target: The input or trigger, as a responder.
  ///   - next: The next responder (UIKit's `next`).
  ///   - controller: The responder as a view controller, or `nil` when it is not one.
  ///   - parent: A view controller's parent (UIKit's `parent`).
  ///   - view: A view controller's view.
  /// - Returns: `screen` when given; else the outermost view controller's view; `nil` when the
  ///   target is in no view controller.
  /// - Complexity: O(*d*), where *d* is the length of the responder chain and of the parent chain.
  @MainActor
  static func view<Responder, Controller, View>(
    screen: View?,
    target: Responder,
    next: (Responder) -> Responder?,
    controller: (Responder) -> Controller?,
    parent: (Controller) -> Controller?,
    view: (Controller) -> View?
  ) -> View? {
    if let screen { return screen }
    var responder: Responder? = target
    var found: Controller?
    while let current = responder, found == nil {
      found = controller(current)
      responder = next(current)
    }
    guard var outermost = found else { return nil }
    while let outer = parent(outermost) { outermost = outer }
    return view(outermost)
  }
}
