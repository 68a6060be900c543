public import Foundation
public import KeyboardistObserver

#if canImport(CoreGraphics)
  // `.zero` in a public default argument.
  public import CoreGraphics
#endif

/// A screen described as values (its views' frames, its scroll views' content and its inputs), to
/// ask where keyboard avoidance puts an input, on any platform: in your app's unit tests, on Linux
/// too.
///
/// <doc:TestingKeyboardHandling#Test-where-avoidance-puts-an-input> shows one. The answer is the
/// avoidance that ``KeyboardAvoider`` runs on a device for a per-screen avoider whose screen is the
/// root view (<doc:KeepingInputsVisible>).
///
/// Frames are in their superview's coordinate space, as UIKit's `frame` is: a subview of a scroll
/// view is placed in the scroll view's content, which its `contentOffset` moves. The root's frame is
/// in the screen's coordinate space (where the window shows it; the screen's bounds for a window
/// that fills the screen). A view's safe area is the part of it inside its ancestors' safe-area
/// insets, and a scroll view's content is inset by its safe area, as UIKit's automatic content
/// inset adjustment does. A scroll view at rest at the top of its content is therefore scrolled
/// to minus its top inset: a form under a 59 pt status bar and navigation area rests at a content
/// offset of −59, which is what to give it; at `.zero` its content would be scrolled 59 points
/// up.
public struct AvoidanceLayout: Equatable, Sendable {
  /// What a view is, as avoidance sees it.
  enum Kind: Equatable, Sendable {
    /// A plain view.
    case view
    /// A scroll view with content of this size.
    case scrollView(contentSize: CGSize)
    /// A text input with an input accessory view of this height (0 for none).
    case input(accessoryHeight: CGFloat)
  }

  /// The name that identifies the view in questions and answers; `nil` for an unnamed view.
  public let name: String?
  /// The view's frame, in its superview's coordinate space (the root's: in the screen's).
  public let frame: CGRect
  /// The view's subviews, back to front.
  public let subviews: [AvoidanceLayout]
  /// What the view is.
  let kind: Kind
  /// The origin of the view's bounds: a scroll view's content offset.
  let boundsOrigin: CGPoint
  /// The safe-area insets the view sets for itself and what it contains, at its top and bottom.
  let safeAreaTop: CGFloat
  let safeAreaBottom: CGFloat
  /// The index path of each named view below and including this one, in its subviews; the first
  /// view with a name, depth first, has it.
  let paths: [String: [Int]]

  private init(
    name: String?, frame: CGRect, kind: Kind, boundsOrigin: CGPoint = .zero,
    safeAreaTop: CGFloat = 0, safeAreaBottom: CGFloat = 0, subviews: [AvoidanceLayout] = []
  ) {
    self.name = name
    self.frame = frame
    self.kind = kind
    self.boundsOrigin = boundsOrigin
    self.safeAreaTop = safeAreaTop
    self.safeAreaBottom = safeAreaBottom
    self.subviews = subviews
    var paths: [String: [Int]] = [:]
    if let name { paths[name] = [] }
    for (index, subview) in subviews.enumerated() {
      for (name, path) in subview.paths where paths[name] == nil {
        paths[name] = [index] + path
      }
    }
    self.paths = paths
  }

  /// A plain view, such as a screen's root view or a container.
  ///
  /// - Parameters:
  ///   - name: A name to find the view by; none by default.
  ///   - frame: The view's frame, in its superview's coordinate space; for the root, in the
  ///     screen's.
  ///   - safeAreaTop: The top safe-area inset the view sets for itself and its subviews, in points;
  ///     0 by default. A root view's top safe-area edge is as high as a shift may lift an input.
  ///   - safeAreaBottom: The bottom safe-area inset, in points; 0 by default.
  ///   - subviews: The view's subviews, back to front; none by default.
  /// - Returns: The view.
  public static func view(
    _ name: String? = nil, frame: CGRect, safeAreaTop: CGFloat = 0, safeAreaBottom: CGFloat = 0,
    _ subviews: [AvoidanceLayout] = []
  ) -> AvoidanceLayout {
    AvoidanceLayout(
      name: name, frame: frame, kind: .view, safeAreaTop: safeAreaTop,
      safeAreaBottom: safeAreaBottom, subviews: subviews)
  }

  /// A scroll view, such as a form's `UIScrollView` or a table view.
  ///
  /// - Parameters:
  ///   - name: A name to find the view by, and to read its content offset in the answer; none by
  ///     default.
  ///   - frame: The scroll view's frame, in its superview's coordinate space.
  ///   - contentSize: The size of its content.
  ///   - contentOffset: Its content offset, where its subviews are scrolled to; `.zero` by
  ///     default, minus its top inset at rest under a safe area (see ``AvoidanceLayout``).
  ///   - subviews: The views of its content, with frames in the content's coordinate space; none
  ///     by default.
  /// - Returns: The scroll view.
  public static func scrollView(
    _ name: String? = nil, frame: CGRect, contentSize: CGSize, contentOffset: CGPoint = .zero,
    _ subviews: [AvoidanceLayout] = []
  ) -> AvoidanceLayout {
    AvoidanceLayout(
      name: name, frame: frame, kind: .scrollView(contentSize: contentSize),
      boundsOrigin: contentOffset, subviews: subviews)
  }

  /// A text field or text view.
  ///
  /// - Parameters:
  ///   - name: The name to ask for it by.
  ///   - frame: The input's frame, in its superview's coordinate space.
  ///   - accessoryHeight: The height of its `inputAccessoryView`, such as the 44 pt previous /
  ///     next / done bar of `KeyboardAvoider.makeInputToolbar()`; 0 (none) by default.
  /// - Returns: The input.
  public static func input(
    _ name: String, frame: CGRect, accessoryHeight: CGFloat = 0
  ) -> AvoidanceLayout {
    AvoidanceLayout(name: name, frame: frame, kind: .input(accessoryHeight: accessoryHeight))
  }

  /// Where avoidance put an input, and what it moved to get it there.
  public struct Outcome: Equatable, Sendable {
    /// The input's frame on the screen once avoidance has moved it, in the screen's coordinate
    /// space.
    public var inputFrame: CGRect
    /// The top of what covers the bottom of the screen, in the screen's coordinate space: the
    /// docked keyboard with the input's accessory view on it; the screen's bottom edge when nothing
    /// covers it (a floating or hidden keyboard).
    public var keyboardTop: CGFloat
    /// How far the root view's content moved up, in points; 0 when the scroll views made room.
    public var rootShift: CGFloat
    /// The content offset of each named scroll view around the input, once avoidance has scrolled
    /// it.
    public var contentOffsets: [String: CGPoint]
  }

  /// Where avoidance puts an input of this screen while a keyboard is up: this layout's root view is
  /// the screen's.
  ///
  /// - Parameters:
  ///   - keyboard: The keyboard's options, whose ``KeyboardOptions/endFrame`` is in the screen's
  ///     coordinate space: a notification's, one built from a device profile, or one a simulated
  ///     scenario posted.
  ///   - screen: The screen's bounds, such as `KeyboardDeviceProfile.screen`.
  ///   - input: The name of the input being edited (any named view may be asked for).
  ///   - distance: The gap to keep between the input and the keyboard, in points; 10 by default,
  ///     as `KeyboardAvoider.distance`.
  ///   - systemVersion: The major version of iOS the keyboard is reported on, which says whether
  ///     its frame includes the input's accessory view (up to iOS 18) or not (from iOS 26); 26 by
  ///     default.
  /// - Returns: Where the input ends up; `nil` when no view has that name.
  /// - Complexity: O(*d*²) for an input *d* levels deep, whatever the number of views.
  @MainActor
  public func avoiding(
    _ keyboard: KeyboardOptions, on screen: CGRect, editing input: String,
    distance: CGFloat = 10, systemVersion: Int = 26
  ) -> Outcome? {
    guard let path = paths[input] else { return nil }
    let root = LayoutNode(self, parent: nil, screen: screen)
    var chain = [root]
    var layout = self
    for index in path {
      guard layout.subviews.indices.contains(index) else { return nil }
      layout = layout.subviews[index]
      chain.append(LayoutNode(layout, parent: chain.last, screen: screen))
    }
    let target = chain[chain.count - 1]
    let update = InputSessionObserver<LayoutNode>.Update(
      action: .adjust(target), options: keyboard, placement: .reveal, editing: target)
    let applier = AvoidanceApplier<LayoutNode> { _, changes in changes() }
    applier.perform(
      update, rootView: root, inputBar: nil, distance: distance, shiftsRootView: true,
      systemVersion: systemVersion)
    let obstruction = AvoidanceApplier.obstruction(
      for: target, update: update, inputBar: nil, systemVersion: systemVersion)
    var offsets: [String: CGPoint] = [:]
    for node in chain.dropLast() where node.isScrollable {
      if let name = node.layout.name { offsets[name] = node.bounds.origin }
    }
    return Outcome(
      inputFrame: target.frameInWindow, keyboardTop: obstruction?.top ?? screen.maxY,
      rootShift: root.bounds.origin.y - boundsOrigin.y, contentOffsets: offsets)
  }
}
