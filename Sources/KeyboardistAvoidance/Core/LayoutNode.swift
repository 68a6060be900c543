import Foundation
import KeyboardistObserver

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// One view of an ``AvoidanceLayout`` on the way from its root to the input asked about: the node
/// avoidance reads and writes when a test asks it where an input goes.
///
/// Frames are in the parent's space; the "window" of the avoidance is the screen, in which the
/// root's frame is given.
@MainActor
final class LayoutNode: NSObject, KeyboardViewNode {
  /// The view this node stands for.
  let layout: AvoidanceLayout
  /// The parent on the way to the root; `nil` for the root.
  let parent: LayoutNode?
  /// The screen's bounds, in which the root is placed and the keyboard measured.
  let screen: CGRect
  /// The bounds' origin: the content offset of a scroll view, and what a root shift moves.
  private var boundsOrigin: CGPoint
  /// What avoidance added to a scroll view's bottom inset.
  private var addedBottomInset: CGFloat = 0

  /// Makes the node of a view.
  init(_ layout: AvoidanceLayout, parent: LayoutNode?, screen: CGRect) {
    self.layout = layout
    self.parent = parent
    self.screen = screen
    boundsOrigin = layout.boundsOrigin
  }

  // MARK: The hierarchy

  var superview: LayoutNode? { parent }
  /// None: avoidance walks from the input outward, never down.
  var subviews: [LayoutNode] { [] }
  var windowNode: LayoutNode? { parent?.windowNode ?? self }

  func isDescendant(of view: LayoutNode) -> Bool {
    sequence(first: self, next: \.parent).contains { $0 === view }
  }

  // MARK: Geometry

  var bounds: CGRect {
    get { CGRect(origin: boundsOrigin, size: layout.frame.size) }
    set { boundsOrigin = newValue.origin }
  }

  /// The frame on the screen: the parent's, less the parent's bounds origin, plus this frame's
  /// origin, as UIKit converts a view's bounds to its window.
  var frameInWindow: CGRect {
    guard let parent else { return layout.frame }
    let origin = parent.frameInWindow.origin
    return layout.frame.offsetBy(
      dx: origin.x - parent.boundsOrigin.x, dy: origin.y - parent.boundsOrigin.y)
  }

  /// The y of the lowest top safe-area edge set by this view and its ancestors, on the screen.
  private var safeTopEdge: CGFloat {
    let own = frameInWindow.minY + layout.safeAreaTop
    return max(own, parent?.safeTopEdge ?? own)
  }

  /// The y of the highest bottom safe-area edge set by this view and its ancestors, on the screen.
  private var safeBottomEdge: CGFloat {
    let own = frameInWindow.maxY - layout.safeAreaBottom
    return min(own, parent?.safeBottomEdge ?? own)
  }

  var safeAreaTop: CGFloat {
    let frame = frameInWindow
    return min(frame.height, max(0, safeTopEdge - frame.minY))
  }

  /// The part of the view below its safe area's bottom edge, in points.
  var safeAreaBottom: CGFloat {
    let frame = frameInWindow
    return min(frame.height, max(0, frame.maxY - safeBottomEdge))
  }

  var caretRectInWindow: CGRect? { nil }

  func keyboardObstruction(_ options: KeyboardOptions) -> KeyboardObstruction? {
    KeyboardObstruction(options: options, screen: screen)
  }

  // MARK: Scrolling

  var isScrollable: Bool {
    if case .scrollView = layout.kind { return true }
    return false
  }

  var isScrollingEnabled: Bool { isScrollable }

  /// The scroll view's geometry on the screen, its content inset by its safe area.
  var scrollGeometry: ScrollViewGeometry {
    var contentSize = layout.frame.size
    if case .scrollView(let size) = layout.kind { contentSize = size }
    return ScrollViewGeometry(
      frame: frameInWindow, contentSize: contentSize, contentOffset: boundsOrigin,
      contentInset: ScrollViewGeometry.Insets(bottom: addedBottomInset),
      safeAreaInsets: ScrollViewGeometry.Insets(top: safeAreaTop, bottom: safeAreaBottom))
  }

  func addBottomInset(_ amount: CGFloat) {
    addedBottomInset += amount
  }

  func scrollContent(to offset: CGPoint) {
    boundsOrigin = offset
  }

  // MARK: Kinds of view

  var isTextInput: Bool {
    if case .input = layout.kind { return true }
    return false
  }

  var isControlOrTextView: Bool { isTextInput }
  var isHidden: Bool { false }
  var canBecomeFirstResponder: Bool { isTextInput }
  var isInputEnabled: Bool { true }

  // MARK: Editing

  var inputAccessoryHeight: CGFloat {
    if case .input(let height) = layout.kind { return height }
    return 0
  }

  /// None: a layout asks about avoidance, not about the return key.
  var returnKey: ReturnKey? {
    get { nil }
    set {}
  }

  func setReturnKeyAction(_ action: (@MainActor () -> Void)?) {}
  func becomeFirstResponder() -> Bool { false }
  func resignFirstResponder() -> Bool { false }
  func reloadInputViews() {}

  // MARK: View controllers

  var isViewControllerView: Bool { false }
  var parentViewControllerView: LayoutNode? { nil }
}
