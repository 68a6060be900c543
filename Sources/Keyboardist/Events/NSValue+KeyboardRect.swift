import Foundation

#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
  import UIKit
#endif

extension NSValue {
  /// The Objective-C type encoding of a boxed rect, read once from a real boxed rect.
  private static let rectObjCType: String = String(cString: NSValue(keyboardRect: .zero).objCType)

  /// Boxes a rect the way UIKit boxes keyboard frames.
  ///
  /// This is `NSValue(cgRect:)` where UIKit exists and `NSValue(rect:)` elsewhere (Linux's Foundation
  /// has no `cgRect` initialiser).
  ///
  /// - Parameter keyboardRect: The rect to box.
  convenience init(keyboardRect: CGRect) {
    #if canImport(UIKit) && !os(tvOS) && !os(watchOS)
      self.init(cgRect: keyboardRect)
    #else
      self.init(rect: keyboardRect)
    #endif
  }

  /// The boxed rect, or `nil` when the value holds something else.
  ///
  /// Reading `rectValue` of an `NSValue` that holds a number or a point traps, so the type encoding
  /// is checked first.
  var keyboardRectValue: CGRect? {
    guard String(cString: objCType) == Self.rectObjCType else { return nil }
    #if canImport(UIKit) && !os(tvOS) && !os(watchOS)
      return cgRectValue
    #else
      return rectValue
    #endif
  }
}
