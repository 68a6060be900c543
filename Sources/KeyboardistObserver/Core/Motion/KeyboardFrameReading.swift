import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// The portable decisions of the UIKit shell's frame reader (`KeyboardFrameReader`), which reads
/// the keyboard's position from a hidden view pinned to the keyboard layout guide of a view that
/// fills a window: when its display link runs, what a reading of the guide's position is, what
/// height the guide reports for a hidden keyboard, what keyboard a reading finds, and which frame
/// rates it asks for.
package struct KeyboardFrameReading: Equatable, Sendable {
  /// The frame rates a display link asks for, in frames per second.
  package struct FrameRates: Equatable, Sendable {
    /// The lowest rate the link accepts.
    package var minimum: Float
    /// The highest rate the link accepts.
    package var maximum: Float
    /// The rate it prefers.
    package var preferred: Float
  }

  /// Whether the motion needs frames: the observer says so while the keyboard animates
  /// (`KeyboardPlatform.framesNeeded(_:)`).
  package var wantsFrames = false

  /// What a reading of the guide's own position (observed, not read on the display link) is.
  package enum LayoutReading: Equatable, Sendable {
    /// The first reading in a window: where the keyboard is on arriving.
    case attached
    /// A change of the guide's position: a drag, or an animation's end set at its start.
    case layoutChange
  }

  /// Whether the reader's view is in a window, where there is a guide to read.
  package var isAttached = false

  /// Whether the view is in a window whose keyboard has not been read yet.
  package private(set) var isAttachPending = false

  /// Creates the state of a reader that is in no window and wants no frames.
  package init() {}

  /// The view came into a window: its keyboard is to be read.
  package mutating func attach() {
    isAttached = true
    isAttachPending = true
  }

  /// The view left its window: nothing is read until it is in one again.
  package mutating func detach() {
    isAttached = false
    isAttachPending = false
  }

  /// What a reading of the guide's position is: the reading on arriving in a window, once the
  /// window has a size (a window not sized yet has no keyboard to read, and its first layout
  /// reads it), then changes.
  ///
  /// - Parameter windowHasSize: Whether the window's bounds are not empty.
  /// - Returns: What the reading is, or `nil` when it is none to hand out.
  package mutating func layoutReading(windowHasSize: Bool) -> LayoutReading? {
    guard isAttached else { return nil }
    guard isAttachPending else { return .layoutChange }
    guard windowHasSize else { return nil }
    isAttachPending = false
    return .attached
  }

  /// Whether the display link runs: only while frames are wanted and the view is in a window.
  ///
  /// Whenever the keyboard is still, or while an interactive drag moves it (which comes through
  /// layout changes instead), the link is paused.
  package var runsDisplayLink: Bool { wantsFrames && isAttached }

  /// The height the keyboard layout guide of a view filling the window reports while the keyboard
  /// is hidden, measured up from the screen's bottom edge as the motion's heights are.
  ///
  /// The hidden guide's top is the window's bottom edge (from iOS 17, with `usesBottomSafeArea`
  /// turned off) or the bottom safe-area edge (before), so a window that ends above the screen's
  /// bottom (a Stage Manager window, a Slide Over one) adds the distance between the two bottoms.
  /// Heights up to this one count as a hidden keyboard.
  ///
  /// - Parameters:
  ///   - window: The window's frame, in screen coordinates.
  ///   - screen: The screen's bounds, in screen coordinates.
  ///   - safeAreaBottom: The window's bottom safe-area inset, in points.
  ///   - usesBottomSafeArea: Whether the guide sits on the bottom safe-area edge while the
  ///     keyboard is hidden (`UIKeyboardLayoutGuide.usesBottomSafeArea`, always before iOS 17).
  /// - Returns: The height, at least 0; 0 when a value is not finite.
  package static func hiddenGuideHeight(
    window: CGRect, screen: CGRect, safeAreaBottom: CGFloat, usesBottomSafeArea: Bool
  ) -> CGFloat {
    guard window.isFinite, screen.isFinite, safeAreaBottom.isFinite else { return 0 }
    let below = max(0, screen.standardized.maxY - window.standardized.maxY)
    return below + (usesBottomSafeArea ? max(0, safeAreaBottom) : 0)
  }

  /// The docked keyboard a reading of the guide finds, for an observer that starts while the
  /// keyboard is already up: a frame as wide as the screen from the keyboard's top edge to the
  /// screen's bottom.
  ///
  /// - Parameters:
  ///   - keyboardTop: The keyboard's top edge the guide reports, in screen coordinates.
  ///   - screen: The screen's bounds, in screen coordinates.
  ///   - hiddenGuideHeight: The height the guide reports for a hidden keyboard
  ///     (``hiddenGuideHeight(window:screen:safeAreaBottom:usesBottomSafeArea:)``).
  /// - Returns: The keyboard's frame in screen coordinates, or `nil` when the reading is that of a
  ///   hidden keyboard or a value is not finite.
  package static func keyboardFrame(
    at keyboardTop: CGFloat, screen: CGRect, hiddenGuideHeight: CGFloat
  ) -> CGRect? {
    guard keyboardTop.isFinite, screen.isFiniteAndNonEmpty, hiddenGuideHeight.isFinite else {
      return nil
    }
    let bounds = screen.standardized
    let height = min(bounds.height, bounds.maxY - keyboardTop)
    guard height > max(0, hiddenGuideHeight) + KeyboardMotionModel.tolerance else { return nil }
    return CGRect(x: bounds.minX, y: bounds.maxY - height, width: bounds.width, height: height)
  }

  /// The frame rates to ask of the display link on a display whose highest rate is
  /// `maximumFramesPerSecond` (`UIScreen.maximumFramesPerSecond`): its highest rate, as the
  /// keyboard's own animation runs at it (120 on a ProMotion display), and down to 60 when the
  /// system needs to save power.
  ///
  /// - Parameter maximumFramesPerSecond: The display's highest rate; values below 1 count as 60.
  /// - Returns: The rates.
  package static func frameRates(maximumFramesPerSecond: Int) -> FrameRates {
    let maximum = Float(maximumFramesPerSecond >= 1 ? maximumFramesPerSecond : 60)
    return FrameRates(minimum: min(60, maximum), maximum: maximum, preferred: maximum)
  }
}
