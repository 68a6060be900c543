import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// The keyboard's animation under way, as the motion model follows it: the moves its
/// notifications started, which UIKit composes additively when one comes before the last ended.
///
/// Each move is timed from its *origin*: the first display frame after its notification, where
/// the keyboard is still where the move starts, or the moment a reading of the keyboard places it
/// at on its timing. No begin time reported by Core Animation is trusted: it reads 0 until the
/// transaction commits (Apple's `AVCoreAnimationBeginTimeAtZero`).
package struct KeyboardMotionAnimation: Equatable, Sendable {
  /// One move: from where the last one sent the keyboard to where its notification sends it.
  package struct Move: Equatable, Sendable {
    /// The heights and the timing.
    package var segment: KeyboardAnimationSegment
    /// When the move is at its start, on the samples' clock, once known.
    package var origin: TimeInterval?
    /// Whether the timing was read at the notification, which a later reading does not replace.
    package var hasReadTiming: Bool
    /// When its notification came, on the samples' clock.
    package var notified: TimeInterval

    /// How much of the move's change is still to come at `time`: all of it before its origin is
    /// known, none once its timing is over.
    func remainder(at time: TimeInterval) -> CGFloat {
      guard let origin else { return segment.from - segment.to }
      return (segment.from - segment.to)
        * CGFloat(1 - segment.timing.progress(after: time - origin))
    }

    /// Whether the move is over at `time` by its timing.
    func isOver(at time: TimeInterval) -> Bool {
      guard let origin else { return false }
      return segment.timing.progress(after: time - origin) >= 1
    }
  }

  /// The moves under way, oldest first; never empty.
  package private(set) var moves: [Move]

  /// Where the last move sends the keyboard, in points.
  package private(set) var target: CGFloat

  /// The time of the first display frame that came during the animation.
  package var start: TimeInterval?

  /// An animation of one move.
  ///
  /// - Parameters:
  ///   - segment: The move's heights, curve and timing.
  ///   - hasReadTiming: Whether the segment's timing was read at the notification.
  ///   - time: When its notification came.
  package init(_ segment: KeyboardAnimationSegment, hasReadTiming: Bool, at time: TimeInterval) {
    moves = [Move(segment: segment, origin: nil, hasReadTiming: hasReadTiming, notified: time)]
    target = segment.to
  }

  /// The first move, which a reading of the keyboard places on its timing while it is alone.
  package var first: Move {
    get { moves[0] }
    set { moves[0] = newValue }
  }

  /// The lowest and highest heights the moves pass through: the keyboard never leaves them.
  package var span: ClosedRange<CGFloat> {
    let heights = moves.flatMap { [$0.segment.from, $0.segment.to] }
    return (heights.min() ?? target)...(heights.max() ?? target)
  }

  /// Adds a move from the current target, as UIKit adds an animation to one under way; the moves
  /// over at `time` are dropped.
  ///
  /// - Parameters:
  ///   - segment: The new move, from ``target``.
  ///   - hasReadTiming: Whether its timing was read at the notification.
  ///   - time: When its notification came.
  package mutating func add(
    _ segment: KeyboardAnimationSegment, hasReadTiming: Bool, at time: TimeInterval
  ) {
    moves.removeAll { $0.isOver(at: time) }
    moves.append(Move(segment: segment, origin: nil, hasReadTiming: hasReadTiming, notified: time))
    target = segment.to
  }

  /// Takes in a display frame at `time`: the moves not yet begun begin there, where the frame still
  /// shows their start, or one frame interval after their notification when the frame comes later
  /// than that (a display link that skipped frames).
  ///
  /// - Parameters:
  ///   - time: The frame's time.
  ///   - frameInterval: The display's frame interval, in seconds.
  package mutating func begin(at time: TimeInterval, frameInterval: TimeInterval) {
    if start == nil { start = time }
    for index in moves.indices where moves[index].origin == nil {
      moves[index].origin = min(time, moves[index].notified + frameInterval)
    }
  }

  /// The keyboard's height at `time`: the target, less what each move still has to go.
  package func height(at time: TimeInterval) -> CGFloat {
    moves.reduce(target) { $0 + $1.remainder(at: time) }
  }

  /// Whether every move is over at `time` by its timing.
  package func isOver(at time: TimeInterval) -> Bool {
    moves.allSatisfy { $0.isOver(at: time) }
  }

  /// When the last move ends by its timing, once every move has begun.
  package var end: TimeInterval? {
    var latest = -TimeInterval.infinity
    for move in moves {
      guard let origin = move.origin else { return nil }
      latest = max(latest, origin + move.segment.length)
    }
    return latest
  }

  /// Moves a lone move's origin to where a reading places it on its timing.
  ///
  /// The reading, of the keyboard at `height` at `time`, counts when it moves the origin by at
  /// most `maximumShift` seconds: a keyboard that started a frame early or late. A reading within
  /// the tolerance of either end places nothing (the keyboard may not have started; the curve is
  /// flat at its end), nor one the timing never passes through.
  ///
  /// - Returns: Whether the reading moved the origin.
  @discardableResult
  package mutating func place(
    reading height: CGFloat, at time: TimeInterval, maximumShift: TimeInterval
  ) -> Bool {
    let segment = first.segment
    let tolerance = KeyboardMotionModel.tolerance
    guard moves.count == 1, let origin = first.origin,
      min(abs(height - segment.from), abs(height - segment.to)) > tolerance,
      let placed = segment.elapsed(at: height),
      abs(time - placed - origin) <= maximumShift
    else { return false }
    first.origin = time - placed
    return true
  }
}
