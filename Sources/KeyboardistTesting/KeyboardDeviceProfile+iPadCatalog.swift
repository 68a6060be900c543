import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

extension KeyboardDeviceProfile {
  /// The 11-inch iPad Air (M2 and later) in full screen, 820 × 1180 pt.
  ///
  /// - Screen: 820 × 1180 pt, Apple's Human Interface Guidelines, Layout, device screen
  ///   dimensions (https://developer.apple.com/design/human-interface-guidelines/layout).
  /// - Keyboard: assumed to match the 9.7-inch iPad's 313 pt portrait and 398 pt landscape
  ///   keyboard (https://github.com/lionheart/openradar-mirror/issues/19513) with a 49 pt bar;
  ///   no public log of this model's keyboard was found.
  /// - Safe area: 20 pt at the bottom for the home indicator, assumed (the figure commonly given
  ///   for iPads without a Home button; no log of it was found).
  public static let iPadAir11 = Self(
    id: "ipad-air-11", name: "iPad Air (11-inch)",
    screen: CGRect(x: 0, y: 0, width: 820, height: 1180),
    keyboardHeight: 313, predictiveBarHeight: 49, landscapeKeyboardHeight: 398, isPad: true,
    bottomSafeAreaInset: 20, landscapeBottomSafeAreaInset: 20)

  /// The 11-inch iPad Pro (M4) in full screen, 834 × 1210 pt.
  ///
  /// - Screen: 834 × 1210 pt, Apple's Human Interface Guidelines, Layout, device screen
  ///   dimensions (https://developer.apple.com/design/human-interface-guidelines/layout).
  /// - Keyboard: assumed, as for ``iPadAir11``: 313 pt portrait, 398 pt landscape, 49 pt bar.
  /// - Safe area: 20 pt at the bottom, assumed as for ``iPadAir11``.
  public static let iPadPro11 = Self(
    id: "ipad-pro-11", name: "iPad Pro (11-inch, M4)",
    screen: CGRect(x: 0, y: 0, width: 834, height: 1210),
    keyboardHeight: 313, predictiveBarHeight: 49, landscapeKeyboardHeight: 398, isPad: true,
    bottomSafeAreaInset: 20, landscapeBottomSafeAreaInset: 20)

  /// The 13-inch iPad Pro (M4) in full screen, 1032 × 1376 pt.
  ///
  /// - Screen: 1032 × 1376 pt, Apple's Human Interface Guidelines, Layout, device screen
  ///   dimensions (https://developer.apple.com/design/human-interface-guidelines/layout).
  /// - Keyboard: assumed to match ``iPadPro13`` (the 12.9-inch model): 378 pt portrait, 470 pt
  ///   landscape, 49 pt bar, themselves assumptions.
  /// - Safe area: 20 pt at the bottom, assumed as for ``iPadAir11``.
  public static let iPadPro13M4 = Self(
    id: "ipad-pro-13", name: "iPad Pro (13-inch, M4)",
    screen: CGRect(x: 0, y: 0, width: 1032, height: 1376),
    keyboardHeight: 378, predictiveBarHeight: 49, landscapeKeyboardHeight: 470, isPad: true,
    bottomSafeAreaInset: 20, landscapeBottomSafeAreaInset: 20)

  /// The 13-inch iPad Pro (M4) in portrait Split View, this app in the right half.
  ///
  /// The keyboard is the screen's: full width, docked at the bottom of the screen, reported in
  /// screen coordinates to both apps (`isLocal` tells them apart); Apple's
  /// https://developer.apple.com/documentation/uikit/uiresponder/keyboardframeenduserinfokey
  /// says to convert it to the view's coordinates and intersect, because the window is not the
  /// screen. The window reaches the bottom of the screen, so the keyboard covers 378 pt of it,
  /// but only a 512 pt wide part. (On the iOS 13 betas the right-hand app got the keyboard's
  /// frame shifted by its own x offset: https://github.com/Tencent/QMUI_iOS/issues/650 .)
  ///
  /// - Window: 512 × 1376 pt at x = 520 (two halves of 512 pt with an 8 pt divider), assumed.
  /// - Screen, keyboard and safe area: as ``iPadPro13M4``.
  public static let iPadPro13SplitView = Self(
    id: "ipad-pro-13-split-view", name: "iPad Pro (13-inch, M4), Split View, right half",
    screen: CGRect(x: 0, y: 0, width: 1032, height: 1376),
    keyboardHeight: 378, predictiveBarHeight: 49, landscapeKeyboardHeight: 470, isPad: true,
    bottomSafeAreaInset: 20, landscapeBottomSafeAreaInset: 20,
    windowFrame: CGRect(x: 520, y: 0, width: 512, height: 1376))

  /// The 13-inch iPad Pro (M4) with Stage Manager, this app in a window that ends just below
  /// the top of the docked keyboard.
  ///
  /// With Stage Manager the software keyboard stays docked at the bottom of the screen while
  /// the app's window floats: the frame in the notification is the screen's, and the window
  /// may end above the keyboard or overlap only its top. Flutter tracked both cases: an inset
  /// where the window ends above the keyboard
  /// (https://github.com/flutter/flutter/issues/117324) and the fix that intersects the
  /// keyboard with the window (https://github.com/flutter-team-archive/engine/pull/37719). Apple's
  /// https://developer.apple.com/documentation/uikit/uiresponder/keyboardframeenduserinfokey
  /// names Stage Manager among the cases where the window is not the screen.
  ///
  /// - Window: 800 × 900 pt at (116, 200), ending at y = 1100, 102 pt below the top of the
  ///   378 pt keyboard (y = 998); assumed, any window placement is possible.
  /// - Screen, keyboard and safe area: as ``iPadPro13M4``.
  public static let iPadPro13StageManager = Self(
    id: "ipad-pro-13-stage-manager", name: "iPad Pro (13-inch, M4), Stage Manager window",
    screen: CGRect(x: 0, y: 0, width: 1032, height: 1376),
    keyboardHeight: 378, predictiveBarHeight: 49, landscapeKeyboardHeight: 470, isPad: true,
    bottomSafeAreaInset: 20, landscapeBottomSafeAreaInset: 20,
    windowFrame: CGRect(x: 116, y: 200, width: 800, height: 900))
}
