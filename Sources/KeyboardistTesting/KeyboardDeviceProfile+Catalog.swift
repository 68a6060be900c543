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
    name: "iPhoneSE", displayName: "iPhone SE (1st generation)",
    screen: CGRect(x: 0, y: 0, width: 320, height: 568),
    keyboardHeight: 253, predictiveBarHeight: 37, landscapeKeyboardHeight: 199)

  /// A standard iPhone: the 4.7-inch iPhone 6, 7, 8 and SE (2nd and 3rd generation), 375 × 667 pt.
  ///
  /// - Screen: 375 × 667 pt, https://gist.github.com/kwhinnery/2496aaade5e6f4267641
  /// - Keyboard: 258 pt with the QuickType bar and 225 pt without, as printed in
  ///   https://stackoverflow.com/questions/25946121 (the trace `quicktype-toggle-iphone6`);
  ///   the 162 pt landscape keyboard without the bar is the classic figure in
  ///   https://cnblogs.com/StarMud/articles/2561508.html, plus the same 33 pt bar.
  public static let iPhone8 = Self(
    name: "iPhone8", displayName: "iPhone 8",
    screen: CGRect(x: 0, y: 0, width: 375, height: 667),
    keyboardHeight: 258, predictiveBarHeight: 33, landscapeKeyboardHeight: 195)

  /// The current iPhone SE: the 4.7-inch iPhone SE (3rd generation), 375 × 667 pt, Home button.
  ///
  /// - Screen: 375 × 667 pt, the HIG's Layout table.
  /// - Keyboard: 258 pt with the QuickType bar and 225 pt without, printed on the same 375 × 667
  ///   pt screen (an iPhone 6, iOS 8) in https://stackoverflow.com/questions/25946121 ; that the
  ///   iOS 15 and later keyboard of this model has the same heights is assumed, as is the 195 pt
  ///   landscape keyboard (see ``iPhone8``).
  /// - Safe area: none at the bottom; the Home button leaves no home indicator strip.
  public static let iPhoneSE3 = Self(
    name: "iPhoneSE3", displayName: "iPhone SE (3rd generation)",
    screen: CGRect(x: 0, y: 0, width: 375, height: 667),
    keyboardHeight: 258, predictiveBarHeight: 33, landscapeKeyboardHeight: 195)

  /// A small Face ID iPhone: the 5.4-inch iPhone 13 mini (and 12 mini, X, XS, 11 Pro), 375 × 812 pt.
  ///
  /// - Screen: 375 × 812 pt, the HIG's Layout table.
  /// - Keyboard: 335 pt with the QuickType bar, the begin frame `{{0, 477}, {375, 335}}` printed
  ///   on a 375 × 812 pt screen in
  ///   https://github.com/wenluma/DemoNoSwiftUI/blob/f479a51f9730d2ceba0423764ac43c2cc1b73078/DemoNoSwiftUI/KeyboardManager.swift
  ///   (the trace `faceid-iphone-ios13-frame-change`). The frame includes the 34 pt home
  ///   indicator strip.
  /// - Safe area: 34 pt at the bottom in portrait (21 pt in landscape): the 375 × 734 pt and
  ///   724 × 354 pt safe areas of the 375 × 812 pt screen listed in
  ///   https://qiita.com/usagimaru/items/761e9a5f3d78b1939df8 (44 pt on top in portrait), and
  ///   the 34 pt of https://useyourloaf.com/blog/supporting-iphone-x/ .
  /// - Assumed: the 44 pt QuickType bar (291 pt without it) and the 209 pt landscape keyboard;
  ///   no public log of them on this screen was found.
  public static let iPhone13Mini = Self(
    name: "iPhone13Mini", displayName: "iPhone 13 mini",
    screen: CGRect(x: 0, y: 0, width: 375, height: 812),
    keyboardHeight: 335, predictiveBarHeight: 44, landscapeKeyboardHeight: 209,
    bottomSafeAreaInset: 34)

  /// A large iPhone: the 5.5-inch iPhone 6 Plus, 7 Plus and 8 Plus, 414 × 736 pt.
  ///
  /// - Screen: 414 × 736 pt, https://gist.github.com/kwhinnery/2496aaade5e6f4267641
  /// - Keyboard: 226 pt, and 271 pt after the globe key switches to a taller input mode, as
  ///   printed in https://github.com/xcysuccess/XXKeyboardAutoPop (the trace
  ///   `globe-switch-iphone-plus`); this profile takes the 45 pt difference as the bar. The
  ///   landscape height (194 pt) is an assumption.
  public static let iPhone8Plus = Self(
    name: "iPhone8Plus", displayName: "iPhone 8 Plus",
    screen: CGRect(x: 0, y: 0, width: 414, height: 736),
    keyboardHeight: 271, predictiveBarHeight: 45, landscapeKeyboardHeight: 194)

  /// A standard Face ID iPhone: the 6.1-inch iPhone 16 (and 15, 14 Pro, 15 Pro), 393 × 852 pt.
  ///
  /// - Screen: 393 × 852 pt, the HIG's Layout table.
  /// - Keyboard: 336 pt with the QuickType bar, the height logged on iOS 18 at the start of the
  ///   keyboard's animation in
  ///   https://github.com/kirillzyusko/react-native-keyboard-controller/issues/1155 ; that report
  ///   does not name its device, so tying 336 pt to this screen is assumed.
  /// - Safe area: 34 pt at the bottom in portrait, as on every Face ID iPhone (see
  ///   ``iPhone13Mini``).
  /// - Assumed: the 44 pt QuickType bar and the 209 pt landscape keyboard.
  public static let iPhone16 = Self(
    name: "iPhone16", displayName: "iPhone 16",
    screen: CGRect(x: 0, y: 0, width: 393, height: 852),
    keyboardHeight: 336, predictiveBarHeight: 44, landscapeKeyboardHeight: 209,
    bottomSafeAreaInset: 34)

  /// A large Face ID iPhone: the 6.9-inch iPhone 16 Pro Max, 440 × 956 pt.
  ///
  /// - Screen: 440 × 956 pt, the HIG's Layout table.
  /// - Keyboard: 346 pt with the QuickType bar, printed for the wide Face ID iPhones: on a
  ///   414 × 896 pt screen in
  ///   https://github.com/marty-suzuki/iOSTraining/blob/master/Swift/pages/day3/2-3-1_KeyboardNotification.md
  ///   and on a 428 × 926 pt screen in
  ///   https://github.com/JH567/LYJProject/blob/b8e26e6fc8be93b6f9c6feeea78d017778d1778d/LYJProject/LYJKeyboardFrameNotifViewController.m
  ///   (the trace `faceid-iphone-pro-max-ios14-show`); the same height on the 440 pt wide
  ///   screen is assumed.
  /// - Safe area: 34 pt at the bottom in portrait, as on every Face ID iPhone.
  /// - Assumed: the 45 pt QuickType bar and the 219 pt landscape keyboard.
  /// - Display: 120 Hz ProMotion, "iPhone 13 Pro Max and later" in Apple's list.
  public static let iPhone16ProMax = Self(
    name: "iPhone16ProMax", displayName: "iPhone 16 Pro Max",
    screen: CGRect(x: 0, y: 0, width: 440, height: 956),
    keyboardHeight: 346, predictiveBarHeight: 45, landscapeKeyboardHeight: 219,
    bottomSafeAreaInset: 34,
    framesPerSecond: 120)

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
    name: "iPadMini", displayName: "iPad mini (6th generation)",
    screen: CGRect(x: 0, y: 0, width: 744, height: 1133),
    keyboardHeight: 313, predictiveBarHeight: 49, landscapeKeyboardHeight: 398, isPad: true,
    bottomSafeAreaInset: 20)

  /// A 9.7-inch iPad with a hardware keyboard attached, 768 × 1024 pt: only the shortcut bar shows.
  ///
  /// - Screen: 768 × 1024 pt, https://gist.github.com/kwhinnery/2496aaade5e6f4267641
  /// - Keyboard: only the shortcut bar is on screen, as ``KeyboardScenario/hardwareKeyboardBar``
  ///   says with its sources; the frame's landscape height from
  ///   https://github.com/lionheart/openradar-mirror/issues/19513
  public static let iPadWithHardwareKeyboard = Self(
    name: "iPadWithHardwareKeyboard", displayName: "iPad (9.7-inch) with a hardware keyboard",
    screen: CGRect(x: 0, y: 0, width: 768, height: 1024),
    keyboardHeight: 313, predictiveBarHeight: 49, landscapeKeyboardHeight: 398, isPad: true,
    hasHardwareKeyboard: true, shortcutBarHeight: 55)

  /// The 11-inch iPad Air (M2 and later) in full screen, 820 × 1180 pt.
  ///
  /// - Screen: 820 × 1180 pt, the HIG's Layout table.
  /// - Keyboard: assumed, as for ``iPadMini``; no public log of this model's keyboard was found.
  /// - Safe area: 20 pt at the bottom for the home indicator, assumed (the figure commonly given
  ///   for iPads without a Home button; no log of it was found).
  public static let iPadAir11 = Self(
    name: "iPadAir11", displayName: "iPad Air (11-inch)",
    screen: CGRect(x: 0, y: 0, width: 820, height: 1180),
    keyboardHeight: 313, predictiveBarHeight: 49, landscapeKeyboardHeight: 398, isPad: true,
    bottomSafeAreaInset: 20)

  /// The 11-inch iPad Pro (M4) in full screen, 834 × 1210 pt.
  ///
  /// - Screen: 834 × 1210 pt, the HIG's Layout table.
  /// - Keyboard: assumed, as for ``iPadMini``.
  /// - Safe area: 20 pt at the bottom, assumed as for ``iPadAir11``.
  /// - Display: 120 Hz ProMotion, "iPad Pro 11-inch" in Apple's list.
  public static let iPadPro11M4 = Self(
    name: "iPadPro11M4", displayName: "iPad Pro (11-inch, M4)",
    screen: CGRect(x: 0, y: 0, width: 834, height: 1210),
    keyboardHeight: 313, predictiveBarHeight: 49, landscapeKeyboardHeight: 398, isPad: true,
    bottomSafeAreaInset: 20,
    framesPerSecond: 120)

  /// A large iPad: the 12.9-inch iPad Pro (the 13-inch class), 1024 × 1366 pt.
  ///
  /// - Screen: 1024 × 1366 pt, https://github.com/Sivabalaa/iOSResolution and
  ///   https://appleinsider.com/articles/15/06/15/ios-9-code-suggests-2732-by-2048-pixel-display-for-129-inch-ipad-pro
  ///   (whose keyboard adds a row of number keys).
  /// - Keyboard: 378 pt portrait and 470 pt landscape, with a 49 pt bar, are assumptions scaled
  ///   from the 9.7-inch iPad plus the extra key row; record a trace to confirm.
  /// - Display: 120 Hz ProMotion, "iPad Pro 12.9-inch (2nd generation and later)" in Apple's
  ///   list; that the profile stands for a later one than the first (60 Hz) is assumed.
  public static let iPadPro12Inch = Self(
    name: "iPadPro12Inch", displayName: "iPad Pro (12.9-inch)",
    screen: CGRect(x: 0, y: 0, width: 1024, height: 1366),
    keyboardHeight: 378, predictiveBarHeight: 49, landscapeKeyboardHeight: 470, isPad: true,
    framesPerSecond: 120)

  /// The 13-inch iPad Pro (M4) in full screen, 1032 × 1376 pt.
  ///
  /// - Screen: 1032 × 1376 pt, the HIG's Layout table.
  /// - Keyboard: assumed to match ``iPadPro12Inch`` (the 12.9-inch model): 378 pt portrait, 470 pt
  ///   landscape, 49 pt bar, themselves assumptions.
  /// - Safe area: 20 pt at the bottom, assumed as for ``iPadAir11``.
  /// - Display: 120 Hz ProMotion, "iPad Pro 13-inch" in Apple's list.
  public static let iPadPro13M4 = Self(
    name: "iPadPro13M4", displayName: "iPad Pro (13-inch, M4)",
    screen: CGRect(x: 0, y: 0, width: 1032, height: 1376),
    keyboardHeight: 378, predictiveBarHeight: 49, landscapeKeyboardHeight: 470, isPad: true,
    bottomSafeAreaInset: 20,
    framesPerSecond: 120)

  /// The 13-inch iPad Pro (M4) in portrait Split View, this app in the right half.
  ///
  /// The keyboard is the screen's, full width and docked, so it covers 378 pt of the window but
  /// only its 512 pt wide part (the Keyboard Quirks article, "Windows and sheets that do not reach
  /// the keyboard").
  ///
  /// - Window: 512 × 1376 pt at x = 520 (two halves of 512 pt with an 8 pt divider), assumed.
  /// - Screen, keyboard, safe area and display: as ``iPadPro13M4``.
  public static let iPadPro13M4SplitView = Self(
    name: "iPadPro13M4SplitView", displayName: "iPad Pro (13-inch, M4), Split View, right half",
    screen: CGRect(x: 0, y: 0, width: 1032, height: 1376),
    keyboardHeight: 378, predictiveBarHeight: 49, landscapeKeyboardHeight: 470, isPad: true,
    bottomSafeAreaInset: 20,
    window: CGRect(x: 520, y: 0, width: 512, height: 1376),
    framesPerSecond: 120)

  /// The 13-inch iPad Pro (M4) with Stage Manager, this app in a window that ends just below
  /// the top of the docked keyboard.
  ///
  /// The keyboard stays docked at the bottom of the screen while the window floats (the Keyboard
  /// Quirks article, "Windows and sheets that do not reach the keyboard").
  ///
  /// - Window: 800 × 900 pt at (116, 200), ending at y = 1100, 102 pt below the top of the
  ///   378 pt keyboard (y = 998); assumed, any window placement is possible.
  /// - Screen, keyboard, safe area and display: as ``iPadPro13M4``.
  public static let iPadPro13M4StageManager = Self(
    name: "iPadPro13M4StageManager", displayName: "iPad Pro (13-inch, M4), Stage Manager window",
    screen: CGRect(x: 0, y: 0, width: 1032, height: 1376),
    keyboardHeight: 378, predictiveBarHeight: 49, landscapeKeyboardHeight: 470, isPad: true,
    bottomSafeAreaInset: 20,
    window: CGRect(x: 116, y: 200, width: 800, height: 900),
    framesPerSecond: 120)

  /// Every profile in the catalogue, smallest screen first; windowed iPad profiles last.
  public static let all: [Self] = [
    .iPhoneSE, .iPhone8, .iPhoneSE3, .iPhone13Mini, .iPhone8Plus, .iPhone16, .iPhone16ProMax,
    .iPadMini, .iPadWithHardwareKeyboard, .iPadAir11, .iPadPro11M4, .iPadPro12Inch, .iPadPro13M4,
    .iPadPro13M4SplitView, .iPadPro13M4StageManager,
  ]

  /// The catalogue profile with a name, ignoring case.
  ///
  /// - Parameter name: A profile's ``name``, such as `iPhone16`.
  /// - Returns: The profile, or `nil` when none has that name.
  public static func named(_ name: String) -> Self? {
    all.first { $0.name.caseInsensitiveCompare(name) == .orderedSame }
  }
}
