public import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// Where the keyboard's top edge was at one display frame.
///
/// The UIKit shell reads it on every frame while the keyboard moves (from a hidden view pinned to
/// the keyboard layout guide); the simulator makes it from a notification's curve; a trace stores
/// it. Nothing in a sample is typed text.
public struct KeyboardSample: Equatable, Sendable {
  /// When the frame was shown, in seconds on the clock of the samples (the display link's
  /// timestamps on a device; the scenario's or trace's time in the simulator).
  public var time: TimeInterval

  /// The y-coordinate of the keyboard's top edge, in screen coordinates: the screen's bottom edge
  /// while the keyboard is hidden.
  public var keyboardTop: CGFloat

  /// Creates a sample.
  ///
  /// - Parameters:
  ///   - time: When the frame was shown, in seconds.
  ///   - keyboardTop: The y-coordinate of the keyboard's top edge, in screen coordinates.
  public init(time: TimeInterval, keyboardTop: CGFloat) {
    self.time = time
    self.keyboardTop = keyboardTop
  }
}
