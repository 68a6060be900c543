import Foundation
import KeyboardistObserver

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// One frame of a replay: a motion the observer handed to `onMove`, and what made it.
struct FrameRow: Encodable, Equatable {
  /// When, in seconds since the start of the trace.
  var time: Double
  /// What made it: the notification's event, `frame` for a display frame, `layout` for the
  /// finger's move of the layout guide.
  var cause: String
  /// The motion's phase, named as in Swift: `showing`, `dragging`, `settled`, ….
  var phase: String
  /// The keyboard's visible height an observer handed out with the reading as it is (the echo),
  /// in points.
  var visibleHeight: Double
  /// Where the keyboard is between hidden (0) and shown (1).
  var progress: Double
  /// How much of a full-screen view the keyboard covers beyond the device's bottom safe area;
  /// `nil` when the screen or its safe area is not known.
  var coverage: Double?
  /// The height an observer that predicts handed out in the same call, for the time the frame is
  /// shown (a frame later in a simulation; the sample's display time in a recorded trace), in
  /// points; `nil` when it handed out none.
  var predictedHeight: Double? = nil

  /// A phase's name in the tool's output: its name in Swift.
  static func name(of phase: KeyboardMotion.Phase) -> String {
    switch phase {
    case .settled: "settled"
    case .showing: "showing"
    case .hiding: "hiding"
    case .resizing: "resizing"
    case .dragging: "dragging"
    case .completingDrag: "completingDrag"
    case .cancellingDrag: "cancellingDrag"
    }
  }
}
