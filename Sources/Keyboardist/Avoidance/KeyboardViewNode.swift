public import Foundation
#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// A view in a hierarchy, as avoidance sees it: its parent, its frame and whether it scrolls.
///
/// `UIView` conforms in the UIKit shell; tests and benchmarks use their own tree. Avoidance only
/// walks from a target to its ancestors, so its cost grows with the target's depth, never with the
/// number of views in the hierarchy.
///
/// Isolation: main actor, like the views it describes.
@MainActor
public protocol KeyboardViewNode: AnyObject, Sendable {
  /// The type of the node's parent: `UIView` for every view, so a `UITextField`'s parent is a view.
  associatedtype Node: KeyboardViewNode where Node.Node == Node

  /// The node's parent (a view's superview), or `nil` at the root.
  var parentNode: Node? { get }
  /// The node's frame in the common coordinate space of the avoidance (the window's).
  var frameInWindow: CGRect { get }
  /// Whether the node is a scroll view (tables, collections and text views are).
  var isScrollable: Bool { get }
  /// Whether the user may scroll it; read only when ``isScrollable`` is `true`.
  var isScrollingEnabled: Bool { get }
  /// The node's scroll geometry; read only for a scrollable node whose scrolling is enabled.
  var scrollGeometry: ScrollViewGeometry { get }
}
