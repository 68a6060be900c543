import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

extension KeyboardDeviceProfile {
  /// A small Face ID iPhone: the 5.4-inch iPhone 13 mini (and 12 mini, X, XS, 11 Pro), 375 × 812 pt.
  ///
  /// - Screen: 375 × 812 pt, Apple's Human Interface Guidelines, Layout, device screen dimensions
  ///   (https://developer.apple.com/design/human-interface-guidelines/layout).
  /// - Keyboard: 335 pt with the QuickType bar, the begin frame `{{0, 477}, {375, 335}}` printed
  ///   on a 375 × 812 pt screen in
  ///   https://github.com/wenluma/DemoNoSwiftUI/blob/f479a51f9730d2ceba0423764ac43c2cc1b73078/DemoNoSwiftUI/KeyboardManager.swift
  ///   (the trace `faceid-iphone-ios13-frame-change.json`). The frame includes the 34 pt home
  ///   indicator strip.
  /// - Safe area: 34 pt at the bottom in portrait and 21 pt in landscape: the 375 × 734 pt and
  ///   724 × 354 pt safe areas of the 375 × 812 pt screen listed in
  ///   https://qiita.com/usagimaru/items/761e9a5f3d78b1939df8 (44 pt on top in portrait), and
  ///   the 34 pt of https://useyourloaf.com/blog/supporting-iphone-x/ .
  /// - Assumed: the 44 pt QuickType bar (291 pt without it) and the 209 pt landscape keyboard;
  ///   no public log of them on this screen was found.
  public static let iPhone13Mini = Self(
    id: "iphone-13-mini", name: "iPhone 13 mini",
    screen: CGRect(x: 0, y: 0, width: 375, height: 812),
    keyboardHeight: 335, predictiveBarHeight: 44, landscapeKeyboardHeight: 209,
    bottomSafeAreaInset: 34, landscapeBottomSafeAreaInset: 21)

  /// A standard Face ID iPhone: the 6.1-inch iPhone 16 (and 15, 14 Pro, 15 Pro), 393 × 852 pt.
  ///
  /// - Screen: 393 × 852 pt, Apple's Human Interface Guidelines, Layout, device screen dimensions
  ///   (https://developer.apple.com/design/human-interface-guidelines/layout).
  /// - Keyboard: 336 pt with the QuickType bar, the height logged on iOS 18 at the start of the
  ///   keyboard's animation in
  ///   https://github.com/kirillzyusko/react-native-keyboard-controller/issues/1155 ; that report
  ///   does not name its device, so tying 336 pt to this screen is assumed.
  /// - Safe area: 34 pt portrait and 21 pt landscape, as on every Face ID iPhone (see
  ///   ``iPhone13Mini``).
  /// - Assumed: the 44 pt QuickType bar and the 209 pt landscape keyboard.
  public static let iPhone16 = Self(
    id: "iphone-16", name: "iPhone 16",
    screen: CGRect(x: 0, y: 0, width: 393, height: 852),
    keyboardHeight: 336, predictiveBarHeight: 44, landscapeKeyboardHeight: 209,
    bottomSafeAreaInset: 34, landscapeBottomSafeAreaInset: 21)

  /// A large Face ID iPhone: the 6.9-inch iPhone 16 Pro Max, 440 × 956 pt.
  ///
  /// - Screen: 440 × 956 pt, Apple's Human Interface Guidelines, Layout, device screen dimensions
  ///   (https://developer.apple.com/design/human-interface-guidelines/layout).
  /// - Keyboard: 346 pt with the QuickType bar, printed for the wide Face ID iPhones: on a
  ///   414 × 896 pt screen in
  ///   https://github.com/marty-suzuki/iOSTraining/blob/master/Swift/pages/day3/2-3-1_KeyboardNotification.md
  ///   and on a 428 × 926 pt screen in
  ///   https://github.com/JH567/LYJProject/blob/b8e26e6fc8be93b6f9c6feeea78d017778d1778d/LYJProject/LYJKeyboardFrameNotifViewController.m
  ///   (the trace `faceid-iphone-pro-max-ios14-show.json`); the same height on the 440 pt wide
  ///   screen is assumed.
  /// - Safe area: 34 pt portrait and 21 pt landscape, as on every Face ID iPhone.
  /// - Assumed: the 45 pt QuickType bar and the 219 pt landscape keyboard.
  public static let iPhone16ProMax = Self(
    id: "iphone-16-pro-max", name: "iPhone 16 Pro Max",
    screen: CGRect(x: 0, y: 0, width: 440, height: 956),
    keyboardHeight: 346, predictiveBarHeight: 45, landscapeKeyboardHeight: 219,
    bottomSafeAreaInset: 34, landscapeBottomSafeAreaInset: 21)

  /// The current iPhone SE: the 4.7-inch iPhone SE (3rd generation), 375 × 667 pt, Home button.
  ///
  /// - Screen: 375 × 667 pt, Apple's Human Interface Guidelines, Layout, device screen dimensions
  ///   (https://developer.apple.com/design/human-interface-guidelines/layout).
  /// - Keyboard: 258 pt with the QuickType bar and 225 pt without, printed on the same 375 × 667
  ///   pt screen (an iPhone 6, iOS 8) in https://stackoverflow.com/questions/25946121 ; that the
  ///   iOS 15 and later keyboard of this model has the same heights is assumed, as is the 195 pt
  ///   landscape keyboard (see ``iPhone8``).
  /// - Safe area: none at the bottom; the Home button leaves no home indicator strip.
  public static let iPhoneSE3 = Self(
    id: "iphone-se-3", name: "iPhone SE (3rd generation)",
    screen: CGRect(x: 0, y: 0, width: 375, height: 667),
    keyboardHeight: 258, predictiveBarHeight: 33, landscapeKeyboardHeight: 195)
}
