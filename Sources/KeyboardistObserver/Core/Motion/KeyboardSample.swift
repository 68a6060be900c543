public import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// Where the keyboard's top edge was at one display frame, and when that frame's changes show.
///
/// The UIKit shell reads it on every frame while the keyboard moves (from a hidden view pinned to
/// the keyboard layout guide); the simulator makes it as a modelled device would; a trace stores
/// it. Nothing in a sample is typed text.
///
/// A display link reads the keyboard where it is in the frame on screen (`CADisplayLink.timestamp`),
/// and whatever the app sets in that callback shows in the next frame
/// (`CADisplayLink.targetTimestamp`; Apple's documentation of both properties). A sample that
/// carries that second time (``displayTime``) lets the observer hand out where the keyboard will be
/// when its motion is shown, rather than where it was.
public struct KeyboardSample: Equatable, Sendable {
  /// When the position was read, in seconds on the clock of the samples (a display link's
  /// `timestamp` on a device; the scenario's or trace's time in the simulator).
  public var time: TimeInterval

  /// The y-coordinate of the keyboard's top edge, in screen coordinates: the screen's bottom edge
  /// while the keyboard is hidden.
  public var keyboardTop: CGFloat

  /// When what is set for this frame is shown, on the same clock (a display link's
  /// `targetTimestamp`), or `nil` when not known: the motion is then handed out for ``time``.
  public var displayTime: TimeInterval?

  /// The timing of the animation under way as Core Animation reports it, when it could be read;
  /// it replaces the model of the notification's curve.
  public var timing: KeyboardAnimationTiming?

  /// Creates a sample.
  ///
  /// - Parameters:
  ///   - time: When the position was read, in seconds.
  ///   - keyboardTop: The y-coordinate of the keyboard's top edge, in screen coordinates.
  ///   - displayTime: When what is set for this frame is shown, if known.
  ///   - timing: The animation's timing as Core Animation reports it, if read.
  public init(
    time: TimeInterval, keyboardTop: CGFloat, displayTime: TimeInterval? = nil,
    timing: KeyboardAnimationTiming? = nil
  ) {
    self.time = time
    self.keyboardTop = keyboardTop
    self.displayTime = displayTime
    self.timing = timing
  }
}
