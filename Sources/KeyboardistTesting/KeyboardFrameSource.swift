/// What an observer's motion reads to follow the keyboard frame by frame, for
/// ``KeyboardFrameReplay`` and ``KeyboardFrameGaps``.
///
/// On a device the observer reads both; the other two cases take one away, to measure what each
/// brings.
public enum KeyboardFrameSource: String, CaseIterable, Sendable {
  /// The notifications' timing alone: each animation predicted from the timing read at its
  /// notification (or its curve's model), from the first display frame after it.
  ///
  /// No reading of the keyboard layout guide is taken: neither its position nor the timing Core
  /// Animation reports for it, and none of its layout changes, so a finger's drag moves nothing.
  case notificationTiming

  /// The layout guide's readings alone: each frame's reading placed on the animation's timing
  /// (the one Core Animation reports for the guide, or the curve's model) and advanced to the
  /// frame's display time, without the timing read at the notification; its layout changes make
  /// the drag.
  case layoutGuide

  /// Both, as on a device: the notification's timing predicts each animation, readings of the
  /// guide correct when it began and make the drag.
  case both
}
