import Foundation
import KeyboardistTesting

/// Where a form sheet sits, to measure what the keyboard covers of it in the form-sheet scenario.
extension KeyboardDeviceProfile {
  /// The frame, in screen coordinates, of a sheet presented with the form-sheet style in the
  /// app's ``window``.
  ///
  /// On iPad the sheet is `size` (540 × 620 pt by default, the long-standing form-sheet size;
  /// assumed, since iPadOS sizes sheets from their content too), centred in the window, so it
  /// does not reach the bottom of the screen and a docked keyboard covers only its lower part,
  /// or none of it. UIKit may also move a form sheet up while the keyboard is shown; this frame
  /// is where the sheet was presented, which is what the keyboard's notification is measured
  /// against. In a compact-width window (every iPhone) a form sheet is shown as a page sheet:
  /// the window's width, from 10 % of its height (assumed; the exact top does not change the
  /// overlap) down to its bottom edge.
  ///
  /// - Parameter size: The sheet's size on iPad.
  /// - Returns: The sheet's frame in screen coordinates.
  func formSheetFrame(size: CGSize = CGSize(width: 540, height: 620)) -> CGRect {
    guard isPad, window.width > size.width, window.height > size.height else {
      let top = (window.height * 0.1).rounded()
      return CGRect(
        x: window.minX, y: window.minY + top, width: window.width, height: window.height - top)
    }
    return CGRect(
      x: window.midX - size.width / 2, y: window.midY - size.height / 2,
      width: size.width, height: size.height)
  }
}
