import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// One movement of the keyboard in a field trace that `keyboardist verify` measures: a show, a
/// hide, a resize, an interrupted animation or a drag.
struct FieldCase: Equatable {
  /// What the keyboard did.
  enum Kind: String, Equatable {
    /// From hidden to shown.
    case show
    /// From shown to hidden.
    case hide
    /// From one shown height to another: a panel swap, the QuickType bar.
    case resize
    /// An animation that started while the one before it was still under way by its timing.
    case interrupted
    /// The finger's interactive drag: the guide moved with no animation under way.
    case drag
  }

  /// What the keyboard did.
  var kind: Kind
  /// When it started: the will-notification's time, or the drag's first frame's.
  var time: TimeInterval
  /// When the animation ends by its timing (the drag's last frame).
  var end: TimeInterval
  /// The last display time of a frame that belongs to it.
  var windowEnd: TimeInterval
  /// The end frame's top in screen coordinates; `nil` for a drag.
  var endTop: CGFloat?
  /// The bottom edge of the screen it happened on (turned with the device).
  var screenBottom: CGFloat
  /// Whether the ground truth is the guide (else the timing view's probe).
  var truthIsGuide = true
  /// How far each source's heights were from the ground truth, by source name.
  var gaps: [String: Gap] = [:]
  /// Frames of it with no recorded frame at their shown time.
  var unchecked = 0

  /// How far one source's heights were from where the keyboard was shown, over a case's frames.
  struct Gap: Equatable {
    /// The largest gap, in points.
    var max: CGFloat
    /// The mean gap, in points.
    var mean: CGFloat
    /// The frames measured.
    var frames: Int

    /// The gap over a list of absolute gaps; none gives zeros.
    init(_ gaps: [CGFloat]) {
      max = gaps.max() ?? 0
      mean = gaps.isEmpty ? 0 : gaps.reduce(0, +) / CGFloat(gaps.count)
      frames = gaps.count
    }
  }

  /// The case as the table's first column and the verdict name it: `show at 0.500 s`.
  var label: String {
    "\(kind.rawValue) at \(String(format: "%.3f", time)) s"
  }
}
