import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

#if KEYBOARDIST_UIKIT
  import UIKit
#endif

extension NSValue {
  /// Boxes a rect the way UIKit boxes keyboard frames.
  ///
  /// This is `NSValue(cgRect:)` where UIKit exists and `NSValue(rect:)` elsewhere (Linux's Foundation
  /// has no `cgRect` initialiser).
  ///
  /// - Parameter keyboardRect: The rect to box.
  convenience init(keyboardRect: CGRect) {
    #if KEYBOARDIST_UIKIT
      self.init(cgRect: keyboardRect)
    #else
      self.init(rect: keyboardRect)
    #endif
  }

  /// The boxed rect, or `nil` when the value holds something else.
  ///
  /// Reading `rectValue` of an `NSValue` that holds a number or a point traps, so the kind of
  /// value, its `objCType`, is checked first.
  var keyboardRectValue: CGRect? {
    guard strcmp(objCType, Self.rectObjCType) == 0 else { return nil }
    #if KEYBOARDIST_UIKIT
      return cgRectValue
    #else
      return rectValue
    #endif
  }

  /// The type encoding of a boxed rect, as a NUL-terminated C string read once from a real one.
  private static let rectObjCType: [CChar] = {
    let value = NSValue(keyboardRect: .zero)
    return withExtendedLifetime(value) { Array(String(cString: value.objCType).utf8CString) }
  }()
}
