import Foundation
import Keyboardist

/// A view-tree node for tests and benchmarks that counts how often avoidance reads it.
///
/// Frames are given directly in the common (window) space. Every read of a ``KeyboardViewNode``
/// requirement increments the shared ``FakeViewTree/reads`` counter, so a test can prove how many
/// nodes a walk touched without timing anything.
@MainActor
final class FakeView: KeyboardViewNode {
  let name: String
  let tree: FakeViewTree
  private(set) weak var parent: FakeView?
  private(set) var children: [FakeView] = []
  var frame: CGRect
  var scroll: ScrollViewGeometry?
  var isScrollEnabledFlag = true
  /// Whether the view stands for a text field or text view (read by the input-order walk, not
  /// through ``KeyboardViewNode``, so not counted).
  var isTextInput = false
  /// Whether the view is hidden (read by the input-order walk).
  var isHidden = false
  /// Whether the view can become first responder (read by the input-order walk).
  var canBecomeFirstResponder = true
  /// The bottom vertical scroll-indicator inset, which avoidance writes beside the content inset.
  var indicatorBottomInset: CGFloat = 0
  /// The y of the bounds' origin, which a root shift moves.
  var boundsOriginY: CGFloat = 0

  init(_ name: String, frame: CGRect, scroll: ScrollViewGeometry? = nil, in tree: FakeViewTree) {
    self.name = name
    self.frame = frame
    self.scroll = scroll
    self.tree = tree
    tree.count += 1
  }

  /// Adds a child and returns it.
  @discardableResult
  func add(_ child: FakeView) -> FakeView {
    child.parent = self
    children.append(child)
    return child
  }

  /// The children, back to front (not counted).
  var subviews: [FakeView] { children }

  /// Whether this view is `ancestor` or inside it, as UIKit's `isDescendant(of:)` (not counted).
  func isDescendant(of ancestor: FakeView) -> Bool {
    sequence(first: self, next: \.parent).contains { $0 === ancestor }
  }

  var parentNode: FakeView? {
    tree.read(self)
    return parent
  }

  var frameInWindow: CGRect {
    tree.read(self)
    return frame
  }

  var isScrollable: Bool {
    tree.read(self)
    return scroll != nil
  }

  var isScrollingEnabled: Bool {
    tree.read(self)
    return isScrollEnabledFlag
  }

  var scrollGeometry: ScrollViewGeometry {
    tree.read(self)
    return scroll ?? ScrollViewGeometry(frame: frame, contentSize: frame.size)
  }
}

extension FakeView: Hashable {
  nonisolated static func == (lhs: FakeView, rhs: FakeView) -> Bool { lhs === rhs }

  nonisolated func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }
}

/// Owns a fake hierarchy's nodes (children are held strongly by parents, the root by the tree) and
/// counts reads through the protocol.
@MainActor
final class FakeViewTree {
  /// Reads of any ``KeyboardViewNode`` requirement on any node of this tree.
  var reads = 0
  /// The distinct nodes those reads touched.
  var touched: Set<ObjectIdentifier> = []
  /// Nodes created in this tree.
  var count = 0
  private(set) var root: FakeView?

  /// Counts one read of `node`.
  func read(_ node: FakeView) {
    reads += 1
    touched.insert(ObjectIdentifier(node))
  }

  /// Forgets the reads counted so far.
  func resetReads() {
    reads = 0
    touched = []
  }

  /// Creates the root node.
  func makeRoot(_ name: String = "root", frame: CGRect) -> FakeView {
    let node = FakeView(name, frame: frame, in: self)
    root = node
    return node
  }

  /// A hierarchy of `total` views in which the returned leaf is `depth` levels below the root.
  ///
  /// The leaf's chain of ancestors is a column of plain views; the other `total - depth - 1` views
  /// are spread as siblings along that chain (breadth), so the leaf's depth stays `depth` whatever
  /// `total` is. All frames are the `screen`; the leaf is a 40 pt field at `leafY`. With
  /// `scrollViewEvery`, every that many levels of the chain is a full-screen scroll view whose
  /// content is twice the screen's height, scrolled to the top (a realistic nest of tables and
  /// scroll views for benchmarks).
  static func deep(
    total: Int, depth: Int, screen: CGRect = CGRect(x: 0, y: 0, width: 375, height: 667),
    leafY: CGFloat = 600, scrollViewEvery: Int? = nil
  ) -> (tree: FakeViewTree, leaf: FakeView) {
    let tree = FakeViewTree()
    var node = tree.makeRoot(frame: screen)
    var chain = [node]
    let content = CGSize(width: screen.width, height: screen.height * 2)
    for level in 1..<depth {
      let isScrollView = scrollViewEvery.map { level % $0 == 0 } ?? false
      let scroll = isScrollView ? ScrollViewGeometry(frame: screen, contentSize: content) : nil
      node = node.add(FakeView("level \(level)", frame: screen, scroll: scroll, in: tree))
      chain.append(node)
    }
    let leaf = node.add(
      FakeView("leaf", frame: CGRect(x: 16, y: leafY, width: 343, height: 40), in: tree))
    var index = 0
    while tree.count < total {
      chain[index % chain.count].add(FakeView("sibling \(tree.count)", frame: screen, in: tree))
      index += 1
    }
    tree.resetReads()
    return (tree, leaf)
  }
}
