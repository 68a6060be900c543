public import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// Where the keyboard is at one display frame, and how it is moving.
///
/// ``KeyboardObserver/onMove(_:)`` gets one per frame (<doc:FollowingTheKeyboardFrameByFrame>).
/// Heights are visible heights in points, measured on the screen.
///
/// ```swift
/// keyboard.onMove { [unowned self] motion in
///   // How much of the list the keyboard covers in this frame (on iOS, `coverage(of: UIView)`).
///   tableView.verticalScrollIndicatorInsets.bottom = motion.coverage(of: tableView)
/// }
/// ```
public struct KeyboardMotion: Equatable, Sendable {
  /// How the keyboard is moving.
  public enum Phase: Hashable, Sendable {
    /// Not moving: shown, hidden or floating.
    case settled
    /// Animating up from hidden.
    case showing
    /// Animating down to hidden.
    case hiding
    /// Animating from one visible height to another while shown (the QuickType bar, the emoji
    /// keyboard, a third-party keyboard growing).
    case resizing
    /// Following the user's finger: an interactive dismissal in progress
    /// (`keyboardDismissMode = .interactive`, SwiftUI's `.scrollDismissesKeyboard(.interactively)`).
    case dragging
    /// The user let go of a drag and the keyboard goes: the dismissal completes.
    case completingDrag
    /// The user let go of a drag and the keyboard springs back: the dismissal is cancelled.
    case cancellingDrag
  }

  /// When this frame is shown, in seconds on the clock of the samples.
  public var time: TimeInterval

  /// How the keyboard is moving.
  public var phase: Phase

  /// The keyboard's visible height on the screen now, in points; 0 when hidden or floating.
  public var height: CGFloat

  /// Where the keyboard is between hidden (0) and shown at the height it is, or was last, up (1).
  public var progress: CGFloat

  /// The y-coordinate of the keyboard's top edge in screen coordinates, or `nil` while the screen
  /// is not known.
  public var keyboardTop: CGFloat?

  /// Creates a motion from its values, for tests.
  ///
  /// - Parameters:
  ///   - time: When the frame is shown, in seconds.
  ///   - phase: How the keyboard is moving.
  ///   - height: The visible height, in points.
  ///   - progress: Where the keyboard is between hidden (0) and shown (1).
  ///   - keyboardTop: The keyboard's top edge in screen coordinates, if known.
  public init(
    time: TimeInterval, phase: Phase, height: CGFloat, progress: CGFloat,
    keyboardTop: CGFloat? = nil
  ) {
    self.time = time
    self.phase = phase
    self.height = height
    self.progress = progress
    self.keyboardTop = keyboardTop
  }

  /// Whether the keyboard moves in this frame: any phase but ``Phase/settled``.
  public var isMoving: Bool { phase != .settled }

  /// Whether the user's finger drives the keyboard, or just let go of it.
  public var isInteractive: Bool {
    phase == .dragging || phase == .completingDrag || phase == .cancellingDrag
  }
}

extension KeyboardMotion: KeyboardCovering {
  /// What the keyboard covers in this frame: everything below its top edge, or `nil` while it is
  /// hidden or floating, or the screen is not known.
  ///
  /// - Parameter screen: Not used: ``keyboardTop`` is already measured on the screen.
  /// - Returns: The obstruction in screen coordinates, or `nil`.
  public func obstruction(on screen: CGRect?) -> KeyboardObstruction? {
    guard height > 0, let keyboardTop, keyboardTop.isFinite else { return nil }
    return KeyboardObstruction(top: keyboardTop, height: height)
  }
}
