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
  /// interactive drag, which UIKit announces with no notification). A sample holds a position and
  /// a time, never typed text.
  public struct Sample: Codable, Equatable, Sendable {
    /// Seconds since the start of the recording, on the clock of the notifications' times.
    public var time: TimeInterval

    /// The y-coordinate of the keyboard's top edge in screen coordinates (`top` in JSON): the
    /// screen's bottom edge while the keyboard is hidden.
    public var keyboardTop: CGFloat

    /// Whether the layout guide's position itself changed, as when the user drags the keyboard
    /// (`layout` in JSON, absent when `false`), rather than a display frame of an animation.
    public var isLayoutChange: Bool

    /// Creates a sample.
    ///
    /// - Parameters:
    ///   - time: Seconds since the start of the recording.
    ///   - keyboardTop: The keyboard's top edge, in screen coordinates.
    ///   - isLayoutChange: Whether the layout guide's position changed (a drag) rather than a
    ///     frame of an animation; `false` by default.
    public init(time: TimeInterval, keyboardTop: CGFloat, isLayoutChange: Bool = false) {
      self.time = time
      self.keyboardTop = keyboardTop
      self.isLayoutChange = isLayoutChange
    }

    /// The sample as the observer takes it (``KeyboardObserver/follow(_:)``).
    package var keyboardSample: KeyboardSample {
      KeyboardSample(time: time, keyboardTop: keyboardTop)
    }

    /// The trace format's JSON keys.
    private enum CodingKeys: String, CodingKey {
      case time
      case keyboardTop = "top"
      case isLayoutChange = "layout"
    }

    /// Decodes a sample, checking that its time and top are numbers.
    ///
    /// - Parameter decoder: The decoder to read from.
    /// - Throws: `DecodingError` at the coding path of a missing field or a value of the wrong
    ///   type, such as `samples[3].top`.
    public init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      time = try container.decode(Double.self, forKey: .time)
      keyboardTop = CGFloat(try container.decode(Double.self, forKey: .keyboardTop))
      isLayoutChange = try container.decodeIfPresent(Bool.self, forKey: .isLayoutChange) ?? false
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
    }
  }
}
