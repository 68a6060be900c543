import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// The keyboard's coverage of one SwiftUI view, recomputed as the view is measured again, as the
/// keyboard changes and as it moves frame by frame, and handed on only when it changes, with how
/// to move to it: the state behind `onKeyboardCoverageChange(perform:)`, `keyboardCoverageInset()`
/// and `keyboardComposer(lifting:content:)`.
///
/// A SwiftUI view is measured twice over: SwiftUI gives its frame in its window (`.global`) and
/// its bottom safe area, which only SwiftUI knows (its keyboard and container regions, as
/// `ignoresSafeArea` leaves them); a hidden UIKit view behind it gives its frame on its screen and
/// the screen, exact in a sheet or a Stage Manager window. The safe area always comes from SwiftUI;
/// the frame from the screen when the UIKit view is in a window, else from the window, taken to
/// fill the screen.
///
/// Where the keyboard is comes from one of two sources:
/// - **Frames.** While the keyboard's frames are read (`attach(to:)`, whose view is in a
///   window), the coverage follows the keyboard's ``KeyboardMotion`` at every frame of its
///   animations and of the user's drag, and is handed on without an animation: the frames are the
///   animation. A transition moves nothing by itself; its frames do.
/// - **Notifications.** Otherwise (no frames read: in a preview, in no window, with no frame
///   reader), the coverage follows the ``KeyboardSnapshot`` at each transition and is handed on
///   with the transition's animation (`KeyboardOptions.animation`), which moves alongside the
///   keyboard. The motion's frames, which then come only when an animation starts and ends, are
///   ignored.
///
/// A new measurement of the view is handed on without an animation, measured against whichever
/// source is in use. The view's place on its screen is read when the view is measured and at each
/// transition, and kept for the frames in between: a frame costs one coverage computation.
package struct ViewCoverage: Equatable, Sendable {
  /// What SwiftUI reports about the view.
  package struct Measurement: Equatable, Sendable {
    /// The view's frame in its window's coordinate space (SwiftUI's `.global`).
    package var frameInWindow: CGRect
    /// The view's bottom safe-area inset, in points.
    package var safeAreaBottom: CGFloat
    /// The view's top safe-area inset, in points; 0 by default.
    package var safeAreaTop: CGFloat

    /// Creates a measurement from what SwiftUI reports.
    ///
    /// - Parameters:
    ///   - frameInWindow: The view's frame in its window's coordinate space.
    ///   - safeAreaBottom: The view's bottom safe-area inset, in points.
    ///   - safeAreaTop: The view's top safe-area inset, in points; 0 by default.
    package init(frameInWindow: CGRect, safeAreaBottom: CGFloat, safeAreaTop: CGFloat = 0) {
      self.frameInWindow = frameInWindow
      self.safeAreaBottom = safeAreaBottom
      self.safeAreaTop = safeAreaTop
    }
  }

  /// One change of the coverage to hand on.
  package struct Change: Equatable, Sendable {
    /// The new coverage, in points.
    package var coverage: CGFloat
    /// The animation to move to it with: a transition's on the notification path; `nil` for a
    /// frame or a new measurement, which are made at once.
    package var animation: KeyboardAnimation?
  }

  /// A view not measured yet.
  package init() {}

  /// The last measurement; `nil` before the view is laid out.
  package private(set) var measurement: Measurement?

  /// The view's frame on its screen and the screen, as last read; `nil` while the view is in no
  /// window (or before it is measured).
  package private(set) var placement: ScreenPlacement?

  /// The coverage last handed on; `nil` before the first.
  package private(set) var coverage: CGFloat?

  /// Takes a new measurement of the view.
  ///
  /// - Parameters:
  ///   - measurement: What SwiftUI reports about the view now.
  ///   - onScreen: The view's frame on its screen and the screen, when the view is in a window;
  ///     its safe area is ignored for the measurement's.
  ///   - keyboard: The keyboard after its last transition.
  ///   - motion: The keyboard's motion while its frames are read; `nil` on the notification path.
  /// - Returns: The change, made at once, when the coverage differs from the one last handed on
  ///   (the first always does); else `nil`.
  package mutating func measure(
    _ measurement: Measurement, onScreen: ScreenPlacement?, keyboard: KeyboardSnapshot,
    motion: KeyboardMotion?
  ) -> Change? {
    self.measurement = measurement
    placement = onScreen
    return hand(
      Self.coverage(of: measurement, onScreen: onScreen, keyboard: keyboard, motion: motion))
  }

  /// Takes in a transition of the keyboard, with the view where it was last measured.
  ///
  /// - Parameters:
  ///   - keyboard: The keyboard after its transition; its ``KeyboardSnapshot/options`` are the
  ///     transition's.
  ///   - onScreen: The view's frame on its screen and the screen, read now; `nil` when the view is
  ///     in no window.
  ///   - motion: The keyboard's motion while its frames are read (then the transition's frames
  ///     move the coverage, and the motion is still where the keyboard was); `nil` on the
  ///     notification path.
  /// - Returns: The change when the coverage differs from the one last handed on, with the
  ///   transition's animation on the notification path; `nil` when it does not, or before the view
  ///   is measured.
  package mutating func keyboardChanged(
    to keyboard: KeyboardSnapshot, onScreen: ScreenPlacement?, motion: KeyboardMotion?
  ) -> Change? {
    guard let measurement else { return nil }
    placement = onScreen
    let new = Self.coverage(of: measurement, onScreen: onScreen, keyboard: keyboard, motion: motion)
    return hand(new, animation: motion == nil ? keyboard.options?.animation : nil)
  }

  /// Takes in one frame of the keyboard's motion, with the view where it was last read.
  ///
  /// - Parameters:
  ///   - motion: Where the keyboard is in the frame.
  ///   - isReadingFrames: Whether the keyboard's frames are read; without them, a motion only
  ///     marks an animation's start or end, and the transitions move the coverage instead.
  /// - Returns: The change, made at once, when the coverage differs from the one last handed on;
  ///   `nil` when it does not, without frames, or before the view is measured.
  package mutating func keyboardMoved(to motion: KeyboardMotion, isReadingFrames: Bool) -> Change? {
    guard isReadingFrames, let measurement else { return nil }
    return hand(Self.coverage(of: measurement, onScreen: placement, keyboard: motion))
  }

  /// Keeps and returns a new coverage when it differs from the one last handed on.
  private mutating func hand(_ new: CGFloat, animation: KeyboardAnimation? = nil) -> Change? {
    guard new != coverage else { return nil }
    coverage = new
    return Change(coverage: new, animation: animation)
  }

  /// The coverage of a measured view: by the keyboard's motion while its frames are read, else by
  /// its snapshot.
  ///
  /// - Parameters:
  ///   - measurement: What SwiftUI reports about the view.
  ///   - onScreen: The view's frame on its screen and the screen, or `nil`.
  ///   - keyboard: The keyboard after its last transition.
  ///   - motion: The keyboard's motion while its frames are read, or `nil`.
  /// - Returns: The covered height, in points.
  static func coverage(
    of measurement: Measurement, onScreen: ScreenPlacement?, keyboard: KeyboardSnapshot,
    motion: KeyboardMotion?
  ) -> CGFloat {
    guard let motion else {
      return coverage(of: measurement, onScreen: onScreen, keyboard: keyboard)
    }
    return coverage(of: measurement, onScreen: onScreen, keyboard: motion)
  }

  /// The keyboard's coverage of a measured view, by a snapshot or by one frame of the motion.
  ///
  /// - Parameters:
  ///   - measurement: What SwiftUI reports about the view.
  ///   - onScreen: The view's frame on its screen and the screen, or `nil`.
  ///   - keyboard: The keyboard.
  /// - Returns: The coverage on the view's screen when it is known, else of the frame in the
  ///   window, measured on the keyboard's own screen (the window taken to fill it).
  package static func coverage(
    of measurement: Measurement, onScreen: ScreenPlacement?, keyboard: some KeyboardCovering
  ) -> CGFloat {
    guard var placement = onScreen else {
      return keyboard.coverage(
        of: measurement.frameInWindow, in: nil, safeAreaBottom: measurement.safeAreaBottom)
    }
    placement.safeAreaBottom = measurement.safeAreaBottom
    return keyboard.coverage(of: placement)
  }
}
