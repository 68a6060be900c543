import Foundation
import KeyboardistObserver

@testable import KeyboardistAvoidance

/// A view for tests: a ``KeyboardViewNode`` whose every read and write is a stored value, and that
/// counts how often the avoidance walk reads it.
///
/// Frames are given directly in the common (window) space, and the window fills the tree's
/// ``FakeViewTree/screen``. Every read of a requirement the walk makes (``superview``,
/// ``frameInWindow``, ``isScrollable``, ``isScrollingEnabled``, ``scrollGeometry``) increments the
/// shared ``FakeViewTree/reads`` counter, so a test can prove how many nodes a walk touched without
/// timing anything; the other requirements are not counted. An `NSObject`, so that it is equal only
/// to itself, as a `UIView` is.
@MainActor
final class FakeView: NSObject, KeyboardViewNode {
  let name: String
  let tree: FakeViewTree
  private(set) weak var parent: FakeView?
  private(set) var children: [FakeView] = []
  var frame: CGRect
  var scroll: ScrollViewGeometry?
  var isScrollEnabledFlag = true
  var isTextInput = false
  var isHidden = false
  var canBecomeFirstResponder = true
  var isInputEnabled = true
  var inputAccessoryHeight: CGFloat = 0
  /// A text field's return key; `nil` for other views.
  var returnKey: ReturnKey?
  /// What the return key does, as the navigator set it.
  var returnKeyAction: (@MainActor () -> Void)?
  /// How often the view reloaded its keyboard.
  var reloads = 0
  /// Whether the view stands for a control or a text view, which keeps its taps.
  var isControlOrTextView = false
  /// The bottom vertical scroll-indicator inset, which avoidance writes beside the content inset.
  var indicatorBottomInset: CGFloat = 0
  var bounds: CGRect
  var safeAreaTop: CGFloat = 0
  /// A text view's caret in window space.
  var caretRectInWindow: CGRect?
  /// Whether the view stands for a view controller's root view.
  var isViewControllerView = false
  /// For a view controller's root view, the root view of the controller's parent.
  weak var parentViewControllerView: FakeView?

  init(_ name: String, frame: CGRect, scroll: ScrollViewGeometry? = nil, in tree: FakeViewTree) {
    self.name = name
    self.frame = frame
    self.scroll = scroll
    self.tree = tree
    bounds = CGRect(origin: .zero, size: frame.size)
    tree.count += 1
  }

  /// Adds a child and returns it.
  @discardableResult
  func add(_ child: FakeView) -> FakeView {
    child.parent = self
    children.append(child)
    return child
  }

  /// The y of the bounds' origin, which a root shift moves.
  var boundsOriginY: CGFloat {
    get { bounds.origin.y }
    set { bounds.origin.y = newValue }
  }

  var subviews: [FakeView] { children }

  /// The root of the view's hierarchy, standing for its window.
  var windowNode: FakeView? { sequence(first: self, next: \.parent).reduce(self) { $1 } }

  func isDescendant(of view: FakeView) -> Bool {
    sequence(first: self, next: \.parent).contains { $0 === view }
  }

  /// The docked keyboard on the tree's screen, which the window fills.
  func keyboardObstruction(_ options: KeyboardOptions) -> KeyboardObstruction? {
    KeyboardObstruction(options: options, screen: tree.screen)
  }

  var superview: FakeView? {
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

  func addBottomInset(_ amount: CGFloat) {
    scroll?.contentInset.bottom += amount
    indicatorBottomInset += amount
  }

  func scrollContent(to offset: CGPoint) {
    scroll?.contentOffset = offset
  }

  func setReturnKeyAction(_ action: (@MainActor () -> Void)?) {
    returnKeyAction = action
  }

  /// Becomes the tree's first responder, when it can.
  func becomeFirstResponder() -> Bool {
    guard canBecomeFirstResponder else { return false }
    tree.firstResponder = self
    return true
  }

  /// Stops being the tree's first responder, when it is.
  func resignFirstResponder() -> Bool {
    guard tree.firstResponder === self else { return false }
    tree.firstResponder = nil
    return true
  }

  func reloadInputViews() {
    reloads += 1
  }

  /// Presses the return key: runs the action the navigator set, as UIKit does.
  func pressReturn() {
    returnKeyAction?()
  }
}

/// Owns a fake hierarchy's nodes (children are held strongly by parents, the root by the tree) and
/// counts reads through the protocol.
@MainActor
final class FakeViewTree {
  /// The screen the tree's window fills: an iPhone SE's by default.
  var screen = CGRect(x: 0, y: 0, width: 375, height: 667)
  /// Reads of the walk's requirements on any node of this tree.
  var reads = 0
  /// The distinct nodes those reads touched.
  var touched: Set<ObjectIdentifier> = []
  /// Nodes created in this tree.
  var count = 0
  /// The view that is first responder, if any.
  weak var firstResponder: FakeView?
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
  /// scroll views).
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
