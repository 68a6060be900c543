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
    /// Where its first display frame put the origin: readings move it from there, within a bound.
    package var frameOrigin: TimeInterval?
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

    /// Begins the move at a display frame at `time`, or one frame interval after its notification
    /// when that is earlier, unless it has begun.
    mutating func begin(at time: TimeInterval, frameInterval: TimeInterval) {
      guard origin == nil else { return }
      let begun = min(time, notified + frameInterval)
      origin = begun
      frameOrigin = begun
    }

    /// Whether the move is over at `time` by its timing.
    func isOver(at time: TimeInterval) -> Bool {
      guard let origin else { return false }
      return segment.timing.progress(after: time - origin) >= 1
    }
  }

  /// The oldest move under way, which a reading of the keyboard places on its timing while it is
  /// alone.
  package var first: Move

  /// The moves added after the first, oldest first: empty for a lone move, so that a frame of one
  /// copies no array.
  private var later: [Move] = []

  /// Where the last move sends the keyboard, in points.
  package private(set) var target: CGFloat

  /// The time of the first display frame that came during the animation.
  package var start: TimeInterval?

  /// The last reading offered to ``place(reading:at:maximumShift:)``: its height and time.
  private var lastReading: (height: CGFloat, time: TimeInterval)?

  /// Animations are equal when their moves, target, first frame and last reading are.
  package static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.first == rhs.first && lhs.later == rhs.later && lhs.target == rhs.target
      && lhs.start == rhs.start && lhs.lastReading?.height == rhs.lastReading?.height
      && lhs.lastReading?.time == rhs.lastReading?.time
  }

  /// An animation of one move.
  ///
  /// - Parameters:
  ///   - segment: The move's heights, curve and timing.
  ///   - hasReadTiming: Whether the segment's timing was read at the notification.
  ///   - time: When its notification came.
  package init(_ segment: KeyboardAnimationSegment, hasReadTiming: Bool, at time: TimeInterval) {
    first = Move(
      segment: segment, origin: nil, frameOrigin: nil, hasReadTiming: hasReadTiming,
      notified: time)
    target = segment.to
  }

  /// The moves under way, oldest first; never empty.
  package var moves: [Move] { [first] + later }

  /// Whether one move is under way: none was added to it.
  package var isLone: Bool { later.isEmpty }

  /// The lowest and highest heights the moves pass through: the keyboard never leaves them.
  package var span: ClosedRange<CGFloat> {
    var lowest = min(target, first.segment.from, first.segment.to)
    var highest = max(target, first.segment.from, first.segment.to)
    for move in later {
      lowest = min(lowest, move.segment.from, move.segment.to)
      highest = max(highest, move.segment.from, move.segment.to)
    }
    return lowest...highest
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
    var moves = self.moves.filter { !$0.isOver(at: time) }
    moves.append(
      Move(
        segment: segment, origin: nil, frameOrigin: nil, hasReadTiming: hasReadTiming,
        notified: time))
    first = moves[0]
    later = Array(moves.dropFirst())
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
    first.begin(at: time, frameInterval: frameInterval)
    for index in later.indices where later[index].origin == nil {
      later[index].begin(at: time, frameInterval: frameInterval)
    }
  }

  /// The keyboard's height at `time`: the target, less what each move still has to go.
  package func height(at time: TimeInterval) -> CGFloat {
    later.reduce(target + first.remainder(at: time)) { $0 + $1.remainder(at: time) }
  }

  /// Whether every move is over at `time` by its timing.
  package func isOver(at time: TimeInterval) -> Bool {
    first.isOver(at: time) && later.allSatisfy { $0.isOver(at: time) }
  }

  /// Moves a lone move's origin to where a reading places it on its timing.
  ///
  /// The reading, of the keyboard at `height` at `time`, counts when it puts the origin at most
  /// `maximumShift` seconds from where the move's first display frame put it: a keyboard that
  /// started a few frames early or late. A reading that has not moved since the last one while
  /// the timing moved the keyboard places nothing: without that, a guide stuck 11 pt above a
  /// hide's end placed the move later at every frame. A reading within the tolerance of the start
  /// places nothing (the keyboard may not have started), nor one in the last tenth of the move
  /// (the curve is flat there, and a guide that stops short of the end, as a floating keyboard's
  /// 11 pt, reads there), nor one the timing never passes through.
  ///
  /// - Returns: Whether the reading moved the origin.
  @discardableResult
  package mutating func place(
    reading height: CGFloat, at time: TimeInterval, maximumShift: TimeInterval
  ) -> Bool {
    let segment = first.segment
    let tolerance = KeyboardMotionModel.tolerance
    let last = lastReading
    lastReading = (height, time)
    // A reading that stands still while the timing moves the keyboard is a guide that is frozen,
    // stuck or clamped (a floating keyboard's 11 pt): it places nothing.
    if let last, let origin = first.origin, abs(height - last.height) <= tolerance,
      abs(segment.height(after: time - origin) - segment.height(after: last.time - origin))
        > tolerance
    {
      return false
    }
    guard isLone, let origin = first.frameOrigin,
      abs(height - segment.from) > tolerance,
      abs(height - segment.from) <= 0.9 * abs(segment.to - segment.from),
      let placed = segment.elapsed(at: height),
      abs(time - placed - origin) <= maximumShift
    else { return false }
    first.origin = time - placed
    return true
  }
}
