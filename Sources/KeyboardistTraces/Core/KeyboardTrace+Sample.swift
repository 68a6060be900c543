public import Foundation
import KeyboardistObserver

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

extension KeyboardTrace {
  /// Where the keyboard's top edge was at one moment of a trace: at a display frame of its
  /// animation, or when the user's finger moved it.
  ///
  /// A trace's ``KeyboardTrace/samples`` follow the keyboard between its notifications. On a
  /// device they are read from a view pinned to the keyboard layout guide and recorded with
  /// ``KeyboardRecorder/record(keyboardTop:isLayoutChange:)``; the simulator makes them from the
  /// notifications' curves. In JSON a sample is `{"time": 0.017, "top": 640.5}`, with
  /// `"layout": true` for a change of the layout guide's own position (the finger during an
  /// interactive drag, which UIKit announces with no notification). A display frame may also carry
  /// when what was set in it is shown (`"shown"`, the display link's `targetTimestamp`) and the
  /// timing Core Animation reported for the animation (`"timing"`: `{"mass": 3, "stiffness":
  /// 1000, "damping": 500, "velocity": 0}` for a spring, `{"points": [0.42, 0, 0.58, 1],
  /// "duration": 0.25}` for a timing function); files without them read as before. A field
  /// recording adds where the app's own timing view was (`"probe"`, see ``probeTop``). A sample
  /// holds positions and times, never typed text.
  public struct Sample: Codable, Equatable, Sendable {
    /// Seconds since the start of the recording, on the clock of the notifications' times.
    public var time: TimeInterval

    /// The y-coordinate of the keyboard's top edge in screen coordinates (`top` in JSON): the
    /// screen's bottom edge while the keyboard is hidden.
    public var keyboardTop: CGFloat

    /// Whether the layout guide's position itself changed, as when the user drags the keyboard
    /// (`layout` in JSON, absent when `false`), rather than a display frame of an animation.
    public var isLayoutChange: Bool

    /// When what was set in this frame is shown, on the same clock (`shown` in JSON, absent when
    /// not recorded): the display link's `targetTimestamp`.
    public var displayTime: TimeInterval?

    /// The timing Core Animation reported for the animation under way (`timing` in JSON, absent
    /// when none was read).
    public var timing: KeyboardAnimationTiming?

    /// The presentation top of the app's hidden timing view in this frame, in screen coordinates
    /// (`probe` in JSON, absent when not recorded).
    ///
    /// The timing view is animated inside each will-notification from the keyboard's top at that
    /// moment to the end frame's top, with the notification's duration and curve, so UIKit gives
    /// it the keyboard's animation: its presentation y is a keyboard top, the notifications' idea
    /// of where the keyboard is. It does not move during an interactive drag.
    public var probeTop: CGFloat?

    /// Creates a sample.
    ///
    /// - Parameters:
    ///   - time: Seconds since the start of the recording.
    ///   - keyboardTop: The keyboard's top edge, in screen coordinates.
    ///   - isLayoutChange: Whether the layout guide's position changed (a drag) rather than a
    ///     frame of an animation; `false` by default.
    ///   - displayTime: When what was set in this frame is shown, if recorded.
    ///   - timing: The animation's timing as Core Animation reported it, if read.
    ///   - probeTop: The presentation top of the app's timing view, if recorded.
    public init(
      time: TimeInterval, keyboardTop: CGFloat, isLayoutChange: Bool = false,
      displayTime: TimeInterval? = nil, timing: KeyboardAnimationTiming? = nil,
      probeTop: CGFloat? = nil
    ) {
      self.time = time
      self.keyboardTop = keyboardTop
      self.isLayoutChange = isLayoutChange
      self.displayTime = displayTime
      self.timing = timing
      self.probeTop = probeTop
    }

    /// The sample as the observer takes it (``KeyboardObserver/follow(_:)``).
    package var keyboardSample: KeyboardSample {
      KeyboardSample(time: time, keyboardTop: keyboardTop, displayTime: displayTime, timing: timing)
    }

    /// The trace format's JSON keys.
    private enum CodingKeys: String, CodingKey {
      case time
      case keyboardTop = "top"
      case isLayoutChange = "layout"
      case displayTime = "shown"
      case timing
      case probeTop = "probe"
    }

    /// Decodes a sample, checking that its time is a finite number of seconds, 0 or more, its
    /// top a number, and its probe, when present, a finite number.
    ///
    /// - Parameter decoder: The decoder to read from.
    /// - Throws: `DecodingError` at the coding path of a missing field, a negative time or a
    ///   value of the wrong type, such as `samples[3].top`.
    public init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      time =
        try KeyboardTrace.decodeSeconds(in: container, forKey: .time, what: "a time")
        ?? container.decode(Double.self, forKey: .time)
      keyboardTop = CGFloat(try container.decode(Double.self, forKey: .keyboardTop))
      isLayoutChange = try container.decodeIfPresent(Bool.self, forKey: .isLayoutChange) ?? false
      displayTime = try container.decodeIfPresent(Double.self, forKey: .displayTime)
      probeTop = try container.decodeIfPresent(Double.self, forKey: .probeTop).map { CGFloat($0) }
      if let probeTop, !probeTop.isFinite {
        throw DecodingError.dataCorruptedError(
          forKey: .probeTop, in: container,
          debugDescription: "a probe's top must be a finite number of points, found \(probeTop)")
      }
      timing = try KeyboardTrace.decodeTiming(in: container, forKey: .timing)
    }

    /// Encodes a sample; `layout` only when it is `true`.
    ///
    /// - Parameter encoder: The encoder to write to.
    /// - Throws: `EncodingError` when a number is not finite.
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(time, forKey: .time)
      try container.encode(Double(keyboardTop), forKey: .keyboardTop)
      if isLayoutChange { try container.encode(true, forKey: .isLayoutChange) }
      try container.encodeIfPresent(displayTime, forKey: .displayTime)
      try container.encodeIfPresent(probeTop.map(Double.init), forKey: .probeTop)
      try KeyboardTrace.encodeTiming(timing, in: &container, forKey: .timing)
    }
  }
}
