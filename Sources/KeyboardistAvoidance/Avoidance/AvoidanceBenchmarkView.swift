public import Foundation
public import KeyboardistObserver

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// A plain view for the package's own avoidance benchmark; not API.
///
/// The benchmarks (`Benchmarks/`) are a separate package built in release, so they cannot reach
/// ``KeyboardViewNode`` or the scroll-view maths, which are internal. This class is their one way
/// in: a view with a frame and, when it scrolls, a content size, whose ``planAvoidance(below:)``
/// runs the walk that `KeyboardAvoider` runs on `UIView`s. Only
/// `@_spi(Benchmarks) import Keyboardist` sees it, and it may change or go in any release.
///
/// Isolation: main actor.
@_spi(Benchmarks)
@MainActor
public final class AvoidanceBenchmarkView {
  /// The parent, held weakly; `nil` at the root.
  public private(set) weak var parent: AvoidanceBenchmarkView?
  /// The children, held strongly, in the order they were added.
  public private(set) var children: [AvoidanceBenchmarkView] = []
  var bounds: CGRect
  private let frame: CGRect
  private var scroll: ScrollViewGeometry?
  private var indicatorBottomInset: CGFloat = 0

  /// Creates a view with no parent.
  ///
  /// - Parameters:
  ///   - frame: The frame in window space.
  ///   - contentSize: For a scroll view (scrolling enabled, scrolled to the top, no insets), the
  ///     size of its content; `nil` for a plain view.
  public init(frame: CGRect, contentSize: CGSize? = nil) {
    self.frame = frame
    self.scroll = contentSize.map { ScrollViewGeometry(frame: frame, contentSize: $0) }
    bounds = CGRect(origin: .zero, size: frame.size)
  }

  /// Adds a child and returns it.
  ///
  /// - Parameter child: A view with no parent.
  /// - Returns: `child`.
  @discardableResult
  public func add(_ child: AvoidanceBenchmarkView) -> AvoidanceBenchmarkView {
    child.parent = self
    children.append(child)
    return child
  }

  /// Plans how the scroll views around this view keep it clear of `obstruction`, without a root
  /// shift, as `KeyboardAvoider` plans for an input.
  ///
  /// - Parameter obstruction: The keyboard, in window space.
  /// - Returns: This view's rect once the plan is applied, in window space.
  /// - Complexity: O(*d*), where *d* is this view's depth.
  public func planAvoidance(below obstruction: KeyboardObstruction) -> CGRect {
    avoidancePlan(below: obstruction).target
  }
}

extension AvoidanceBenchmarkView: Hashable {
  /// Whether two views are the same object.
  nonisolated public static func == (lhs: AvoidanceBenchmarkView, rhs: AvoidanceBenchmarkView)
    -> Bool
  { lhs === rhs }

  /// Hashes the object's identity.
  nonisolated public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }
}

extension AvoidanceBenchmarkView: KeyboardViewNode {
  var superview: AvoidanceBenchmarkView? { parent }
  var subviews: [AvoidanceBenchmarkView] { children }
  var windowNode: AvoidanceBenchmarkView? { nil }
  var frameInWindow: CGRect { frame }
  var safeAreaTop: CGFloat { 0 }
  var caretRectInWindow: CGRect? { nil }
  var isScrollable: Bool { scroll != nil }
  var isScrollingEnabled: Bool { true }
  var scrollGeometry: ScrollViewGeometry {
    scroll ?? ScrollViewGeometry(frame: frame, contentSize: frame.size)
  }
  var bottomInsets: ScrollViewBottomInsets {
    get {
      ScrollViewBottomInsets(
        content: scroll?.contentInset.bottom ?? 0, indicator: indicatorBottomInset)
    }
    set {
      scroll?.contentInset.bottom = newValue.content
      indicatorBottomInset = newValue.indicator
    }
  }
  var isTextInput: Bool { false }
  var isControlOrTextView: Bool { false }
  var isHidden: Bool { false }
  var canBecomeFirstResponder: Bool { false }
  var isViewControllerView: Bool { false }
  var parentViewControllerView: AvoidanceBenchmarkView? { nil }

  func isDescendant(of view: AvoidanceBenchmarkView) -> Bool {
    sequence(first: self, next: \.parent).contains { $0 === view }
  }

  /// `nil`: the view is in no window (see ``KeyboardViewNode/keyboardObstruction(_:)``).
  func keyboardObstruction(_ options: KeyboardOptions) -> KeyboardObstruction? { nil }

  func scrollContent(to offset: CGPoint) {
    scroll?.contentOffset = offset
  }
}
