import Foundation
import KeyboardistObserver

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// The keyboard's coverage of one SwiftUI view, recomputed as the view is measured again and as
/// the keyboard changes, and handed on only when it changes: the state behind
/// `onKeyboardCoverageChange(perform:)` and `keyboardCoverageInset()`.
///
/// A SwiftUI view is measured twice over: SwiftUI gives its frame in its window (`.global`) and
/// its bottom safe area, which only SwiftUI knows (its keyboard and container regions, as
/// `ignoresSafeArea` leaves them); a hidden UIKit view behind it gives its frame on its screen and
/// the screen, exact in a sheet or a Stage Manager window. The safe area always comes from SwiftUI;
/// the frame from the screen when the UIKit view is in a window, else from the window, taken to
/// fill the screen.
struct ViewCoverage: Equatable, Sendable {
  /// What SwiftUI reports about the view.
  struct Measurement: Equatable, Sendable {
    /// The view's frame in its window's coordinate space (SwiftUI's `.global`).
    var frameInWindow: CGRect
    /// The view's bottom safe-area inset, in points.
    var safeAreaBottom: CGFloat
    /// The view's top safe-area inset, in points; 0 by default.
    var safeAreaTop: CGFloat = 0
  }

  /// The last measurement; `nil` before the view is laid out.
  private(set) var measurement: Measurement?

  /// The coverage last handed on; `nil` before the first.
  private(set) var coverage: CGFloat?

  /// Takes a new measurement of the view.
  ///
  /// - Parameters:
  ///   - measurement: What SwiftUI reports about the view now.
  ///   - onScreen: The view's frame on its screen and the screen, when the view is in a window;
  ///     its safe area is ignored for the measurement's.
  ///   - keyboard: The keyboard now.
  /// - Returns: The coverage when it differs from the one last handed on (the first always does),
  ///   else `nil`.
  mutating func measure(
    _ measurement: Measurement, onScreen: ScreenPlacement?, keyboard: KeyboardSnapshot
  ) -> CGFloat? {
    self.measurement = measurement
    return keyboardChanged(to: keyboard, onScreen: onScreen)
  }

  /// Takes in a change of the keyboard, with the view where it was last measured.
  ///
  /// - Parameters:
  ///   - keyboard: The keyboard after its transition.
  ///   - onScreen: The view's frame on its screen and the screen, read now; `nil` when the view is
  ///     in no window.
  /// - Returns: The coverage when it differs from the one last handed on; `nil` when it does not,
  ///   or before the view is measured.
  mutating func keyboardChanged(to keyboard: KeyboardSnapshot, onScreen: ScreenPlacement?)
    -> CGFloat?
  {
    guard let measurement else { return nil }
    let new = Self.coverage(of: measurement, onScreen: onScreen, keyboard: keyboard)
    guard new != coverage else { return nil }
    coverage = new
    return new
  }

  /// The keyboard's coverage of a measured view.
  ///
  /// - Parameters:
  ///   - measurement: What SwiftUI reports about the view.
  ///   - onScreen: The view's frame on its screen and the screen, or `nil`.
  ///   - keyboard: The keyboard.
  /// - Returns: The coverage on the view's screen when it is known, else of the frame in the
  ///   window measured on the keyboard's own screen.
  static func coverage(
    of measurement: Measurement, onScreen: ScreenPlacement?, keyboard: KeyboardSnapshot
  ) -> CGFloat {
    guard var placement = onScreen else {
      return keyboard.coverage(
        of: measurement.frameInWindow, safeAreaBottom: measurement.safeAreaBottom)
    }
    placement.safeAreaBottom = measurement.safeAreaBottom
    return keyboard.coverage(of: placement)
  }
}
