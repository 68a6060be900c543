import Foundation
import KeyboardistObserver

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

extension FormOrder {
  /// Orders inputs by where they are, for UIKit's forms, whose order is not declared: in rows from
  /// top to bottom, and within a row from leading to trailing.
  ///
  /// An input joins the current row when its top is above the vertical centre of the row's first
  /// input, so fields of different heights aligned on one line stay together. Inputs with a
  /// non-finite frame go last, in the order given; a repeated input keeps its first place. The
  /// order then follows ``FormOrder``'s rules, `skipped` inputs left out.
  ///
  /// Coordinate space: every frame in one space (the window's, in the UIKit shell).
  ///
  /// - Parameters:
  ///   - frames: Each input and its frame, in any order.
  ///   - isRightToLeft: Whether rows read from right to left; `false` by default.
  ///   - skipped: The inputs that cannot take focus; none by default.
  /// - Complexity: O(*n* log *n*) for *n* inputs.
  init(
    _ frames: [(input: Input, frame: CGRect)], isRightToLeft: Bool = false,
    skipping skipped: Set<Input> = []
  ) {
    var seen = Set<Input>()
    let unique = frames.filter { seen.insert($0.input).inserted }
    let placed = unique.filter { $0.frame.isFinite }.map { ($0.input, $0.frame.standardized) }
    let unplaced = unique.filter { !$0.frame.isFinite }.map(\.input)
    let byTop = placed.enumerated().sorted {
      ($0.element.1.minY, $0.offset) < ($1.element.1.minY, $1.offset)
    }.map(\.element)
    var rows: [[(Input, CGRect)]] = []
    for item in byTop {
      if let leader = rows.last?.first, item.1.minY < leader.1.midY {
        rows[rows.count - 1].append(item)
      } else {
        rows.append([item])
      }
    }
    let ordered = rows.flatMap { row in
      row.sorted { isRightToLeft ? $0.1.maxX > $1.1.maxX : $0.1.minX < $1.1.minX }.map(\.0)
    }
    self.init(ordered + unplaced, skipping: skipped)
  }
}

extension FormOrder where Input: KeyboardViewNode, Input.Node == Input {
  /// The inputs the user can reach inside a view, in reading order, for a previous/next toolbar
  /// and the return key.
  ///
  /// The hierarchy is walked depth first, each view before its subviews and subviews in their
  /// order, and a hidden view is skipped with everything inside it. A view is an input when it is a
  /// text input (``KeyboardViewNode/isTextInput``); it is skipped unless it takes input
  /// (``KeyboardViewNode/isInputEnabled``), can become first responder and is included. The inputs
  /// found are then ordered by their frames in window space (``init(_:isRightToLeft:skipping:)``);
  /// the walk's order only breaks ties between equal tops and places inputs whose frames are not
  /// finite.
  ///
  /// - Parameters:
  ///   - container: The view to search; it counts when it is an input itself.
  ///   - isRightToLeft: Whether rows read from right to left; `false` by default.
  ///   - isIncluded: Whether an input joins the order, such as whether an avoider handles it; every
  ///     input by default.
  /// - Complexity: O(*n* + *k* log *k*) for *n* views of which *k* are inputs, plus the cost of
  ///   `isIncluded` for each input.
  @MainActor
  init(
    inputsIn container: Input, isRightToLeft: Bool = false,
    where isIncluded: (Input) -> Bool = { _ in true }
  ) {
    var stack = [container]
    var inputs: [(input: Input, frame: CGRect)] = []
    var skipped = Set<Input>()
    while let view = stack.popLast() {
      guard !view.isHidden else { continue }
      stack.append(contentsOf: view.subviews.reversed())
      guard view.isTextInput else { continue }
      if !(view.isInputEnabled && view.canBecomeFirstResponder && isIncluded(view)) {
        skipped.insert(view)
      }
      inputs.append((input: view, frame: view.frameInWindow))
    }
    self.init(inputs, isRightToLeft: isRightToLeft, skipping: skipped)
  }
}
