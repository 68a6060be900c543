import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

extension FormOrder {
  /// Orders inputs by where they are, for forms whose order is not declared (UIKit's, and
  /// SwiftUI's without a form bar): in rows from top to bottom, and within a row from leading to
  /// trailing.
  ///
  /// Every frame is in one space (the window's, in both shells). An input joins the current row when
  /// its top is above the vertical centre of the row's first input; non-finite frames go last.
  package init(
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
