import Foundation
import KeyboardistObserver

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

extension KeyboardObstruction {
  /// The first major system version whose keyboard frame leaves the input accessory view out: 26.
  ///
  /// Before iOS 26 the frame of a keyboard notification included the first responder's
  /// `inputAccessoryView`, so code that kept a view above an accessory subtracted the accessory's
  /// height: Chatto installs a hidden accessory as tall as its chat bar and takes that height off
  /// the keyboard's overlap (`bottomConstraintValue` in
  /// `Chatto/sources/Keyboard/KeyboardUpdatesHandler.swift`). From iOS 26 the frame no longer
  /// includes it: "iOS 26 no longer includes the input accessory view (chat bar) in the reported
  /// keyboard frame, so we skip the subtraction" (https://github.com/badoo/Chatto/pull/797). That
  /// the change follows the system the app runs on, whatever SDK the app was built with, is
  /// assumed; no source says.
  static let accessoryLeftOutFromSystemVersion = 26

  /// The obstruction raised to the top of the first responder's input accessory view, when the
  /// keyboard's reported frame leaves the accessory out.
  ///
  /// The accessory sits on top of the keyboard. Up to iOS 18 the reported frame includes it, so
  /// the obstruction already reaches the accessory's top and nothing changes; from iOS 26 (see
  /// ``accessoryLeftOutFromSystemVersion``) it does not, and the obstruction grows upward by the
  /// accessory's height: its top rises and its height, which bounds how far a root view may shift,
  /// grows by as much. Either way an input kept clear of the obstruction is kept clear of its
  /// accessory, by the same movement.
  ///
  /// - Parameters:
  ///   - accessoryHeight: The accessory's height, in points; 0, negative or non-finite for none.
  ///   - systemVersion: The major version of the system the keyboard was reported on (iOS, or Mac
  ///     Catalyst's macOS, whose numbers meet at 26).
  /// - Returns: The obstruction of keyboard and accessory together.
  /// - Complexity: O(1).
  func raised(byAccessoryHeight accessoryHeight: CGFloat, systemVersion: Int)
    -> KeyboardObstruction
  {
    guard systemVersion >= Self.accessoryLeftOutFromSystemVersion, accessoryHeight.isFinite,
      accessoryHeight > 0
    else { return self }
    return KeyboardObstruction(top: top - accessoryHeight, height: height + accessoryHeight)
  }
}
