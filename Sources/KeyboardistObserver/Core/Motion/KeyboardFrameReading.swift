import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// The portable decisions of the UIKit shell's reading of one window (`KeyboardFrameSource`, kept
/// in its ``KeyboardFrameSharing``), which reads the keyboard's position from a hidden view pinned
/// to the keyboard layout guide of a view that fills the window: when its display link runs, what
/// a reading of the guide's position is, what height the guide reports for a hidden keyboard, what
/// keyboard a reading finds, which frame rates it asks for, and where the timing view moves.
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

  /// Whether frames are needed: an observer of the window says so while the keyboard animates
  /// (`KeyboardPlatform.framesNeeded(_:)`).
  package var wantsFrames = false

  /// What a reading of the guide's own position (observed, not read on the display link) is.
  package enum LayoutReading: Equatable, Sendable {
    /// The first reading in a window: where the keyboard is on arriving.
    case attached
    /// A change of the guide's position: a drag, or an animation's end set at its start.
    case layoutChange
  }

  /// Whether the source is open in a window, where there is a guide to read.
  package var isAttached = false

  /// Whether the source is open in a window whose keyboard has not been read yet.
  package private(set) var isAttachPending = false

  /// Creates the state of a source that is in no window and wants no frames.
  package init() {}

  /// The source opened in a window: its keyboard is to be read.
  package mutating func attach() {
    isAttached = true
    isAttachPending = true
  }

  /// The source closed: nothing is read until it opens again.
  package mutating func detach() {
    isAttached = false
    isAttachPending = false
  }

  /// What a reading of the guide's position is: the reading on arriving in a window once the
  /// window has a size, then changes; `nil` when it is none to hand out.
  package mutating func layoutReading(windowHasSize: Bool) -> LayoutReading? {
    guard isAttached else { return nil }
    guard isAttachPending else { return .layoutChange }
    guard windowHasSize else { return nil }
    isAttachPending = false
    return .attached
  }

  /// Whether the display link runs: only while frames are wanted and the source is open in a
  /// window.
  package var runsDisplayLink: Bool { wantsFrames && isAttached }

  /// The height the keyboard layout guide of a view filling the window reports while the keyboard
  /// is hidden, measured up from the screen's bottom edge as the motion's heights are.
  ///
  /// The hidden guide's top is the window's bottom edge, or the bottom safe-area edge while
  /// `usesBottomSafeArea` (always before iOS 17); a window that ends above the screen's bottom
  /// adds the distance between the two bottoms. Frames in screen coordinates.
  package static func hiddenGuideHeight(
    window: CGRect, screen: CGRect, safeAreaBottom: CGFloat, usesBottomSafeArea: Bool
  ) -> CGFloat {
    guard window.isFinite, screen.isFinite, safeAreaBottom.isFinite else { return 0 }
    let below = max(0, screen.standardized.maxY - window.standardized.maxY)
    return below + (usesBottomSafeArea ? max(0, safeAreaBottom) : 0)
  }

  /// The docked keyboard a reading of the guide finds, in screen coordinates: as wide as the
  /// screen, from the keyboard's top edge to the screen's bottom; `nil` for a hidden keyboard.
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

  /// The frame rates to ask of the display link: the display's highest rate (below 1 counts as
  /// 60), as the keyboard's own animation runs at it, and down to 60 to save power.
  package static func frameRates(maximumFramesPerSecond: Int) -> FrameRates {
    let maximum = Float(maximumFramesPerSecond >= 1 ? maximumFramesPerSecond : 60)
    return FrameRates(minimum: min(60, maximum), maximum: maximum, preferred: maximum)
  }

  /// The move of the hidden timing view animated inside a notification, in the window's
  /// coordinates: from the keyboard's current top to its end frame's top, or, when the two are
  /// within half a point, from one point below the end, as a view that does not move may be given
  /// no animation to read; `nil` for values that are not finite.
  ///
  /// - Parameters:
  ///   - currentTop: The keyboard's top edge now.
  ///   - endTop: The top edge of the notification's end frame.
  /// - Returns: Where the timing view starts and ends.
  package static func timingMove(from currentTop: CGFloat, to endTop: CGFloat) -> (
    start: CGFloat, end: CGFloat
  )? {
    guard currentTop.isFinite, endTop.isFinite else { return nil }
    return (abs(currentTop - endTop) < 0.5 ? endTop + 1 : currentTop, endTop)
  }
}
