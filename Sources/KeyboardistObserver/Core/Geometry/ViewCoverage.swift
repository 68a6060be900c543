import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// The keyboard's coverage of one SwiftUI view, recomputed as the view is measured again, as the
/// keyboard changes and as it moves frame by frame, and handed on only when it changes, with how
/// to move to it: the state behind `onKeyboardCoverageChange(perform:)`, `keyboardCoverageInset()`
/// and `keyboardComposer(lifting:content:)`.
///
/// The safe area always comes from SwiftUI; the frame from the screen when the hidden UIKit view
/// behind it is in a window, else from the window, taken to fill the screen. While frames are
/// read, the coverage follows the ``KeyboardMotion`` with no animation; otherwise it follows the
/// ``KeyboardSnapshot`` at each transition, with the transition's animation.
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

  /// Takes a new measurement of the view (`motion` is `nil` on the notification path), and
  /// returns the change, made at once, when the coverage differs from the one last handed on.
  package mutating func measure(
    _ measurement: Measurement, onScreen: ScreenPlacement?, keyboard: KeyboardSnapshot,
    motion: KeyboardMotion?
  ) -> Change? {
    self.measurement = measurement
    placement = onScreen
    return hand(
      Self.coverage(of: measurement, onScreen: onScreen, keyboard: keyboard, motion: motion))
  }

  /// Takes in a transition of the keyboard, and returns the change, animated on the notification
  /// path (`motion` `nil`), when the coverage differs from the one last handed on.
  package mutating func keyboardChanged(
    to keyboard: KeyboardSnapshot, onScreen: ScreenPlacement?, motion: KeyboardMotion?
  ) -> Change? {
    guard let measurement else { return nil }
    placement = onScreen
    let new = Self.coverage(of: measurement, onScreen: onScreen, keyboard: keyboard, motion: motion)
    return hand(new, animation: motion == nil ? keyboard.options?.animation : nil)
  }

  /// Takes in one frame of the keyboard's motion, and returns the change, made at once, when
  /// frames are read and the coverage differs from the one last handed on.
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
  static func coverage(
    of measurement: Measurement, onScreen: ScreenPlacement?, keyboard: KeyboardSnapshot,
    motion: KeyboardMotion?
  ) -> CGFloat {
    guard let motion else {
      return coverage(of: measurement, onScreen: onScreen, keyboard: keyboard)
    }
    return coverage(of: measurement, onScreen: onScreen, keyboard: motion)
  }

  /// The keyboard's coverage of a measured view, on the view's screen when it is known, else of
  /// its frame in the window, taken to fill the keyboard's screen.
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
