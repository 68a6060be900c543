import Foundation
import KeyboardistObserver

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

extension KeyboardObstruction {
  /// The first major system version whose keyboard frame leaves the input accessory view out: 26.
  static let accessoryLeftOutFromSystemVersion = 26

  /// The obstruction raised to the top of the first responder's input accessory view, when the
  /// keyboard's reported frame leaves the accessory out.
  func raised(byAccessoryHeight accessoryHeight: CGFloat, systemVersion: Int)
    -> KeyboardObstruction
  {
    guard systemVersion >= Self.accessoryLeftOutFromSystemVersion, accessoryHeight.isFinite,
      accessoryHeight > 0
    else { return self }
    return KeyboardObstruction(top: top - accessoryHeight, height: height + accessoryHeight)
  }
}
