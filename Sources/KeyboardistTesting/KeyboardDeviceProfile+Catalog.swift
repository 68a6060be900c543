import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

extension KeyboardDeviceProfile {
  /// A small iPhone: the 4-inch iPhone SE (1st generation), iPhone 5 and 5s, 320 × 568 pt.
  ///
  /// - Screen: 320 × 568 pt, https://gist.github.com/kwhinnery/2496aaade5e6f4267641
  /// - Keyboard: 216 pt for the system keyboard without the QuickType bar (and 259 pt for a
  ///   third-party keyboard), https://stackoverflow.com/questions/25874975 ; the 37 pt QuickType
  ///   bar (253 pt in all) and the 199 pt landscape keyboard are assumptions, not measured.
  public static let iPhoneSE = Self(
    id: "iphone-se", name: "iPhone SE (1st generation)",
    screen: CGRect(x: 0, y: 0, width: 320, height: 568),
    keyboardHeight: 253, predictiveBarHeight: 37, landscapeKeyboardHeight: 199)

  /// A standard iPhone: the 4.7-inch iPhone 6, 7, 8 and SE (2nd and 3rd generation), 375 × 667 pt.
  ///
  /// - Screen: 375 × 667 pt, https://gist.github.com/kwhinnery/2496aaade5e6f4267641
  /// - Keyboard: 258 pt with the QuickType bar and 225 pt without, as printed in
  ///   https://stackoverflow.com/questions/25946121 (the trace `quicktype-toggle-iphone6.json`);
  ///   the 162 pt landscape keyboard without the bar is the classic figure in
  ///   https://cnblogs.com/StarMud/articles/2561508.html, plus the same 33 pt bar.
  public static let iPhone8 = Self(
    id: "iphone-8", name: "iPhone 8",
    screen: CGRect(x: 0, y: 0, width: 375, height: 667),
    keyboardHeight: 258, predictiveBarHeight: 33, landscapeKeyboardHeight: 195)

  /// A large iPhone: the 5.5-inch iPhone 6 Plus, 7 Plus and 8 Plus, 414 × 736 pt.
  ///
  /// - Screen: 414 × 736 pt, https://gist.github.com/kwhinnery/2496aaade5e6f4267641
  /// - Keyboard: 226 pt, and 271 pt after the globe key switches to a taller input mode, as
  ///   printed in https://github.com/xcysuccess/XXKeyboardAutoPop (the trace
  ///   `globe-switch-iphone-plus.json`); this profile takes the 45 pt difference as the bar. The
  ///   landscape height (194 pt) is an assumption.
  public static let iPhone8Plus = Self(
    id: "iphone-8-plus", name: "iPhone 8 Plus",
    screen: CGRect(x: 0, y: 0, width: 414, height: 736),
    keyboardHeight: 271, predictiveBarHeight: 45, landscapeKeyboardHeight: 194)

  /// The iPad mini (6th generation), 744 × 1133 pt.
  ///
  /// - Screen: 744 × 1133 pt, https://github.com/SwiftPackageIndex/SwiftPackageIndex-Server/pull/1645
  ///   and https://github.com/devicekit/DeviceKit/issues/299
  /// - Keyboard: assumed to match the 9.7-inch iPad's 313 pt portrait and 398 pt landscape keyboard
  ///   (https://github.com/lionheart/openradar-mirror/issues/19513), with a 49 pt bar; not measured
  ///   on this model.
  /// - Safe area: 20 pt at the bottom for the home indicator, assumed (see ``iPadAir11``). The
  ///   7th generation has the same screen.
  public static let iPadMini = Self(
    id: "ipad-mini", name: "iPad mini (6th generation)",
    screen: CGRect(x: 0, y: 0, width: 744, height: 1133),
    keyboardHeight: 313, predictiveBarHeight: 49, landscapeKeyboardHeight: 398, isPad: true,
    bottomSafeAreaInset: 20, landscapeBottomSafeAreaInset: 20)

  /// A large iPad: the 12.9-inch iPad Pro (the 13-inch class), 1024 × 1366 pt.
  ///
  /// - Screen: 1024 × 1366 pt, https://github.com/Sivabalaa/iOSResolution and
  ///   https://appleinsider.com/articles/15/06/15/ios-9-code-suggests-2732-by-2048-pixel-display-for-129-inch-ipad-pro
  ///   (whose keyboard adds a row of number keys).
  /// - Keyboard: 378 pt portrait and 470 pt landscape, with a 49 pt bar, are assumptions scaled
  ///   from the 9.7-inch iPad plus the extra key row; record a trace to confirm.
  public static let iPadPro13 = Self(
    id: "ipad-pro-12.9", name: "iPad Pro (12.9-inch)",
    screen: CGRect(x: 0, y: 0, width: 1024, height: 1366),
    keyboardHeight: 378, predictiveBarHeight: 49, landscapeKeyboardHeight: 470, isPad: true)

  /// A 9.7-inch iPad with a hardware keyboard attached, 768 × 1024 pt: only the shortcut bar shows.
  ///
  /// - Screen: 768 × 1024 pt, https://gist.github.com/kwhinnery/2496aaade5e6f4267641
  /// - Keyboard: the frame stays 313 pt high while only 55 pt (the shortcut bar) is on screen,
  ///   https://github.com/ionic-team/ionic-plugin-keyboard/pull/273 and
  ///   https://stackoverflow.com/questions/32319697 (the trace `hardware-keyboard-ipad.json`);
  ///   398 pt in landscape, https://github.com/lionheart/openradar-mirror/issues/19513
  public static let iPadWithHardwareKeyboard = Self(
    id: "ipad-hardware-keyboard", name: "iPad (9.7-inch) with a hardware keyboard",
    screen: CGRect(x: 0, y: 0, width: 768, height: 1024),
    keyboardHeight: 313, predictiveBarHeight: 49, landscapeKeyboardHeight: 398, isPad: true,
    hasHardwareKeyboard: true, shortcutBarHeight: 55)

  /// Every profile in the catalogue, smallest screen first; windowed iPad profiles last.
  public static let all: [Self] = [
    .iPhoneSE, .iPhone8, .iPhoneSE3, .iPhone13Mini, .iPhone8Plus, .iPhone16, .iPhone16ProMax,
    .iPadMini, .iPadWithHardwareKeyboard, .iPadAir11, .iPadPro11, .iPadPro13, .iPadPro13M4,
    .iPadPro13SplitView, .iPadPro13StageManager,
  ]

  /// The catalogue profile with an identifier, ignoring case.
  ///
  /// - Parameter id: A profile's ``id``, such as `iphone-8`.
  /// - Returns: The profile, or `nil` when none has that identifier.
  public static func named(_ id: String) -> Self? {
    all.first { $0.id.caseInsensitiveCompare(id) == .orderedSame }
  }
}
