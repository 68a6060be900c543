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
  /// Reading `rectValue` of an `NSValue` that holds a number or a point traps, so the kind of value
  /// is checked first.
  var keyboardRectValue: CGRect? {
    #if canImport(ObjectiveC)
      // Apple's `objCType` is the value's stored type encoding: compare it as a C string.
      guard strcmp(objCType, Self.rectObjCType) == 0 else { return nil }
      #if KEYBOARDIST_UIKIT
        return cgRectValue
      #else
        return rectValue
      #endif
    #else
      return corelibsRectValue
    #endif
  }

  #if canImport(ObjectiveC)
    /// The type encoding of a boxed rect, as a NUL-terminated C string read once from a real one.
    private static let rectObjCType: [CChar] = {
      let value = NSValue(keyboardRect: .zero)
      return withExtendedLifetime(value) { Array(String(cString: value.objCType).utf8CString) }
    }()
  #else
    /// The class swift-corelibs-foundation uses for boxed points, sizes, rects, ranges and insets.
    private static let geometryValueClass = ObjectIdentifier(type(of: NSValue(rect: .zero)))

    /// A NaN with a payload no arithmetic produces, marking bytes a boxed value did not write.
    private static let unwrittenBits: UInt64 = 0x7FF8_4B42_4453_5421

    /// The boxed rect on swift-corelibs-foundation, whose `objCType` allocates and leaks a C string
    /// on every call (so it must not run per notification), and whose `rectValue` traps on other kinds.
    ///
    /// Only the geometry class can hold a rect. It holds a point, a size or a range in 16 bytes and a
    /// rect or edge insets in 32, so the value is copied into a rect whose second half is pre-filled
    /// with a marker: a marker left unwritten means a 16-byte kind, not a rect. Edge insets (four
    /// numbers, never posted by the keyboard) cannot be told from a rect this way and read as one.
    private var corelibsRectValue: CGRect? {
      guard ObjectIdentifier(type(of: self)) == Self.geometryValueClass else { return nil }
      let marker = CGFloat(Double(bitPattern: Self.unwrittenBits))
      var rect = CGRect(x: 0, y: 0, width: marker, height: marker)
      withUnsafeMutableBytes(of: &rect) { bytes in
        guard let address = bytes.baseAddress else { return }
        getValue(address)
      }
      let isMarked =
        Double(rect.size.width).bitPattern == Self.unwrittenBits
        && Double(rect.size.height).bitPattern == Self.unwrittenBits
      return isMarked ? nil : rect
    }
  #endif
}
