import Foundation
import KeyboardistObserver

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// A view, as avoidance sees it: the reads and writes that keeping an input clear of the keyboard
/// makes on a view hierarchy, and nothing else.
///
/// The one seam between the portable core and the view hierarchy: `UIView` adopts it in the UIKit
/// shell, fake views in the tests. A requirement spelled like a `UIView` member means what UIKit's
/// member means. "Window" is the common space of the avoidance (the window's in the UIKit shell):
/// the obstruction, the target and the scroll views' frames are all in it.
@MainActor
protocol KeyboardViewNode: AnyObject, Hashable, Sendable {
  /// The type of the node's relatives: `UIView` for every view, so a `UITextField`'s parent is a
  /// view.
  associatedtype Node: KeyboardViewNode where Node.Node == Node

  // MARK: The hierarchy

  /// The node's parent, or `nil` at the root.
  var superview: Node? { get }
  /// The node's children, back to front.
  var subviews: [Node] { get }
  /// The window the node is in, or `nil` when it is in none.
  var windowNode: Node? { get }
  /// Whether the node is `view` or inside it.
  func isDescendant(of view: Node) -> Bool

  // MARK: Geometry

  /// The node's bounds: avoidance shifts a root view by moving their origin's y.
  var bounds: CGRect { get set }
  /// The node's bounds in window space.
  var frameInWindow: CGRect { get }
  /// The node's top safe-area inset, in points.
  var safeAreaTop: CGFloat { get }
  /// The caret at the end of a text view's selection, in window space; `nil` for other nodes,
  /// which keep their whole frame visible.
  var caretRectInWindow: CGRect? { get }
  /// The docked keyboard that `options` describe, in the node's window space; `nil` for a
  /// floating, undocked, split or hidden keyboard, or when the node is in no window on a screen
  /// (see `KeyboardObstruction.init(options:screen:converting:)`).
  func keyboardObstruction(_ options: KeyboardOptions) -> KeyboardObstruction?

  // MARK: Scrolling

  /// Whether the node is a scroll view (tables, collections and text views are).
  var isScrollable: Bool { get }
  /// Whether the user may scroll it; read only when ``isScrollable`` is `true`.
  var isScrollingEnabled: Bool { get }
  /// The node's scroll geometry; read only for a scrollable node whose scrolling is enabled.
  var scrollGeometry: ScrollViewGeometry { get }
  /// Adds `amount` to a scroll view's bottom content inset and bottom vertical scroll-indicator
  /// inset, in points (a negative amount takes it back); called only for scrollable nodes.
  func addBottomInset(_ amount: CGFloat)
  /// Sets a scroll view's content offset, in content space; called only for scrollable nodes.
  func scrollContent(to offset: CGPoint)

  // MARK: Kinds of view

  /// Whether the node is a text field or a text view.
  var isTextInput: Bool { get }
  /// Whether the node handles its own taps: a control or a text view.
  var isControlOrTextView: Bool { get }
  /// Whether the node is hidden.
  var isHidden: Bool { get }
  /// Whether the node can become first responder.
  var canBecomeFirstResponder: Bool { get }
  /// Whether the node takes the user's input: its user interaction is enabled and, for a control,
  /// it is enabled, for a text view, it is editable.
  var isInputEnabled: Bool { get }

  // MARK: Editing

  /// The height of the node's input accessory view, in points; 0 when it has none.
  var inputAccessoryHeight: CGFloat { get }
  /// The return key of a text field; `nil` for other nodes (a text view's return key types a new
  /// line). Setting ``ReturnKey/other`` changes nothing.
  var returnKey: ReturnKey? { get set }
  /// Sets what the return key of a text field does, replacing the action set before; `nil`
  /// removes it. Called only for nodes whose ``returnKey`` is not `nil`.
  func setReturnKeyAction(_ action: (@MainActor () -> Void)?)
  /// Asks the node to become first responder, and answers whether it did.
  func becomeFirstResponder() -> Bool
  /// Asks the node to resign first responder, and answers whether it did.
  func resignFirstResponder() -> Bool
  /// Reloads the keyboard of the first responder, so a new ``returnKey`` shows at once.
  func reloadInputViews()

  // MARK: View controllers

  /// Whether the node is a view controller's root view (its next responder is the controller).
  var isViewControllerView: Bool { get }
  /// For a view controller's root view, the root view of that controller's parent controller;
  /// `nil` for other nodes and for a controller without a parent.
  var parentViewControllerView: Node? { get }
}

extension KeyboardViewNode where Node == Self {
  /// Whether a tap on this node dismisses the keyboard: only outside any control or text view.
  var dismissesKeyboardOnTap: Bool {
    !sequence(first: self, next: \.superview).contains { $0.isControlOrTextView }
  }

  /// The view the app-wide avoider shifts for this target: the root view of the outermost view
  /// controller around it.
  var outermostViewControllerView: Self? {
    var node: Self? = self
    while let current = node, !current.isViewControllerView { node = current.superview }
    guard var outermost = node else { return nil }
    while let outer = outermost.parentViewControllerView { outermost = outer }
    return outermost
  }

  /// The view whose inputs an avoider's previous/next toolbar and return key move between, and
  /// whose editing its done button ends.
  static func toolbarContainer(screen: Self?, editing: Self?) -> Self? {
    screen ?? editing.flatMap { $0.outermostViewControllerView ?? $0.windowNode }
  }
}
