import Foundation
import KeyboardistObserver

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

extension KeyboardScenario {
  /// The keyboard slides up, stays a second, and slides down.
  ///
  /// The ordinary sequence iOS posts for a text field that becomes and resigns first responder:
  /// `willChangeFrame`, `willShow`, `didChangeFrame`, `didShow`, later the same with `Hide`. The
  /// will-notifications carry the curve 7 and 0.25 s (https://stackoverflow.com/questions/19482573);
  /// the did-notifications carry frames only.
  public static let showHide = Self(
    name: "show-hide", summary: "The keyboard shows, stays a second and hides."
  ) { device in
    var builder = ScenarioBuilder(device: device)
    builder.show()
    builder.wait(1)
    builder.hide()
    return builder.steps
  }

  /// A third-party keyboard reaches its height over three `willShow`s, the first with height 0.
  ///
  /// Reported for SwiftKey and Swype on iOS 8 (heights 0, 216, 259):
  /// https://stackoverflow.com/questions/25874975 (the trace `third-party-swiftkey-ios8.json`).
  /// Here the three heights are 0, the device's keyboard without its bar, and the full keyboard.
  /// Code that reads only the first `willShow` insets by 0.
  public static let thirdPartyKeyboard = Self(
    name: "third-party-keyboard",
    summary: "A third-party keyboard grows over three willShows, the first of height 0."
  ) { device in
    var builder = ScenarioBuilder(device: device)
    let base = device.keyboardHeight - device.predictiveBarHeight
    let start = device.offscreenFrame(height: 0)
    builder.frame = start
    for height in [0, base, device.keyboardHeight] {
      let end = height == 0 ? start : device.dockedFrame(height: height)
      builder.post(.willChangeFrame, from: builder.frame, to: end, animated: true)
      builder.post(.willShow, from: builder.frame, to: end, animated: true)
      builder.frame = end
      builder.wait(0.05)
    }
    builder.wait(0.2)
    builder.post(.didChangeFrame, from: start, to: builder.frame, animated: false)
    builder.post(.didShow, from: start, to: builder.frame, animated: false)
    builder.wait(1)
    builder.hide()
    return builder.steps
  }

  /// The Chinese pinyin keyboard adds its candidate bar while the user types, with no `willShow`.
  ///
  /// The keyboard shows without the bar; the first typed letter adds the candidate bar, which iOS
  /// announces only with `willChangeFrame`/`didChangeFrame`; committing the text removes it again.
  /// This is why `willChangeFrame` must count as a show while the keyboard is shown (rule 3 of
  /// ``/Keyboardist/KeyboardTracker``). The bar's height is taken as the device's QuickType bar.
  public static let pinyinCandidateBar = Self(
    name: "pinyin-candidate-bar",
    summary: "A pinyin keyboard grows and shrinks its candidate bar with frame changes only."
  ) { device in
    var builder = ScenarioBuilder(device: device)
    let base = device.keyboardHeight - device.predictiveBarHeight
    builder.show(height: base)
    builder.wait(1)
    builder.move(to: device.dockedFrame(height: device.keyboardHeight), .frameChangeOnly)
    builder.wait(2)
    builder.move(to: device.dockedFrame(height: base), .frameChangeOnly)
    builder.wait(1)
    builder.hide()
    return builder.steps
  }

  /// The user turns the QuickType bar on while the keyboard is shown, then off again.
  ///
  /// iOS posts the full `willChangeFrame`, `willShow`, `didChangeFrame`, `didShow` sequence with
  /// the taller frame (225 → 258 pt on an iPhone 6): https://stackoverflow.com/questions/25946121
  /// (the trace `quicktype-toggle-iphone6.json`).
  public static let quickTypeToggle = Self(
    name: "quicktype-toggle",
    summary: "The QuickType bar is turned on and off while shown: willShow with a new height."
  ) { device in
    var builder = ScenarioBuilder(device: device)
    let base = device.keyboardHeight - device.predictiveBarHeight
    builder.show(height: base)
    builder.wait(2)
    builder.move(to: device.dockedFrame(height: device.keyboardHeight), .show)
    builder.wait(2)
    builder.move(to: device.dockedFrame(height: base), .show)
    builder.wait(1)
    builder.hide()
    return builder.steps
  }

  /// The user switches to the emoji keyboard and back, with predictive text off.
  ///
  /// With predictive text off, the emoji keyboard is taller than the letters
  /// (https://github.com/ionic-team/ionic-plugin-keyboard/pull/204); since iOS 11 the switch posts no
  /// `willShow`, only the frame-change pair
  /// (https://github.com/ionic-team/ionic-plugin-keyboard/issues/298).
  public static let emojiSwitch = Self(
    name: "emoji-switch",
    summary: "Switching to the taller emoji keyboard and back posts frame changes only."
  ) { device in
    var builder = ScenarioBuilder(device: device)
    let letters = device.keyboardHeight - device.predictiveBarHeight
    builder.show(height: letters)
    builder.wait(1)
    builder.move(to: device.dockedFrame(height: device.keyboardHeight), .frameChangeOnly)
    builder.wait(2)
    builder.move(to: device.dockedFrame(height: letters), .frameChangeOnly)
    builder.wait(1)
    builder.hide()
    return builder.steps
  }

  /// With a hardware keyboard attached, only the shortcut bar shows: a 313 pt frame, 55 pt visible.
  ///
  /// iOS reports the full keyboard's frame, mostly below the screen, so code that uses the frame's
  /// height insets by 313 pt instead of 55: https://stackoverflow.com/questions/32319697 and
  /// https://github.com/ionic-team/ionic-plugin-keyboard/pull/273 (the trace
  /// `hardware-keyboard-ipad.json`). Played on any device as if a hardware keyboard were attached.
  public static let hardwareKeyboardBar = Self(
    name: "hardware-keyboard-bar",
    summary:
      "A hardware keyboard leaves only the shortcut bar on screen; the frame stays full height."
  ) { device in
    var attached = device
    attached.hasHardwareKeyboard = true
    var builder = ScenarioBuilder(device: attached)
    builder.show()
    builder.wait(1)
    builder.hide()
    return builder.steps
  }

  /// On iPad the user undocks the keyboard, then turns it into the small floating keyboard.
  ///
  /// Undocking announces a hide (`willHide` with the lifted, full-width frame) because the keyboard
  /// no longer covers the bottom of the screen; the floating keyboard (iPadOS 13 and later) then
  /// arrives as a frame change to a small rect in the middle of the screen. Layouts must not inset
  /// for either. The floating keyboard's 320 × 260 pt size is an approximation.
  public static let iPadUndockAndFloat = Self(
    name: "ipad-undock-float",
    summary: "The iPad keyboard is undocked (willHide, lifted frame), then made floating."
  ) { device in
    var builder = ScenarioBuilder(device: device)
    builder.show()
    builder.wait(1)
    builder.move(to: undockedFrame(on: device), .hide)
    builder.wait(1)
    builder.move(to: floatingFrame(on: device), .frameChangeOnly)
    return builder.steps
  }

  /// On iPad the user docks an undocked keyboard back at the bottom of the screen.
  ///
  /// The keyboard shows docked, is undocked (a hide with the lifted frame), and docking it back
  /// posts a full show sequence with the docked frame.
  public static let iPadDockBack = Self(
    name: "ipad-dock",
    summary: "An undocked iPad keyboard is docked back: a show with the docked frame."
  ) { device in
    var builder = ScenarioBuilder(device: device)
    builder.show()
    builder.wait(1)
    builder.move(to: undockedFrame(on: device), .hide)
    builder.wait(2)
    builder.move(to: device.dockedFrame(height: device.keyboardHeight), .show)
    builder.wait(1)
    builder.hide()
    return builder.steps
  }

  /// The device rotates to landscape while the keyboard is shown.
  ///
  /// iOS hides the portrait keyboard and shows the landscape one although the user sees it stay:
  /// https://github.com/EddyVerbruggen/cordova-plugin-native-keyboard/issues/30 ,
  /// https://github.com/mozilla-mobile/firefox-ios/issues/31738 and
  /// https://github.com/RxSwiftCommunity/RxKeyboard/issues/46 . The landscape frames are in the
  /// landscape screen's coordinates, so the scenario's trace has no single screen.
  public static let rotation = Self(
    name: "rotation",
    summary: "Rotating while shown hides the portrait keyboard and shows the landscape one.",
    hasFixedScreen: false
  ) { device in
    var builder = ScenarioBuilder(device: device)
    builder.show()
    builder.wait(1)
    builder.hide()
    let landscape = device.landscapeScreen
    let height = device.landscapeKeyboardHeight
    builder.frame = device.offscreenFrame(height: height, in: landscape)
    builder.move(to: device.dockedFrame(height: height, in: landscape), .show)
    builder.wait(1)
    builder.move(to: device.offscreenFrame(height: height, in: landscape), .hide)
    return builder.steps
  }

  /// The app goes to the background with the keyboard shown, and comes back.
  ///
  /// The keyboard hides while the app resigns active, and on return iOS re-posts the whole show
  /// sequence before the app is active again. Code that reacts to these re-posts animates a
  /// keyboard that never moved for the user (rule 1 of ``/Keyboardist/KeyboardTracker``).
  public static let backgroundAndReturn = Self(
    name: "background-return",
    summary: "Going to the background and back re-posts hide and show while the app is inactive."
  ) { device in
    var builder = ScenarioBuilder(device: device)
    builder.show()
    builder.wait(1)
    builder.app(.willResignActive)
    builder.hide()
    builder.app(.didEnterBackground)
    builder.wait(5)
    builder.app(.willEnterForeground)
    builder.show()
    builder.app(.didBecomeActive)
    builder.wait(1)
    builder.hide()
    return builder.steps
  }

  /// Another app's keyboard shows and hides (iPad Split View or Slide Over), then this app's.
  ///
  /// With multitasking every visible app receives the keyboard notifications; `isLocal` is false
  /// for the apps that did not raise the keyboard
  /// (https://developer.apple.com/documentation/uikit/uiresponder/keyboardislocaluserinfokey).
  public static let otherAppKeyboard = Self(
    name: "other-app-keyboard",
    summary: "Another app's keyboard (isLocal false) shows and hides, then this app's."
  ) { device in
    var builder = ScenarioBuilder(device: device)
    builder.isLocal = false
    builder.show()
    builder.wait(2)
    builder.hide()
    builder.wait(1)
    builder.isLocal = true
    builder.show()
    builder.wait(1)
    builder.hide()
    return builder.steps
  }

  /// A password field's keyboard is hidden at once by the password sheet, then comes back taller.
  ///
  /// The keyboard shows for a password field without the QuickType bar; the password AutoFill
  /// sheet (or a system password prompt) then covers it, and the keyboard hides right away with a
  /// 0 s animation, so layouts must snap back rather than animate (rule 4 of
  /// ``/Keyboardist/KeyboardTracker``). When the sheet goes, the keyboard shows again with the
  /// AutoFill bar, whose late arrival is reported in
  /// https://github.com/hackiftekhar/IQKeyboardManager/issues/962 .
  /// The 0 s hide is taken from the normaliser's description; no device trace of it is in
  /// `Traces/` yet.
  public static let passwordPrompt = Self(
    name: "password-prompt",
    summary:
      "A password sheet hides the keyboard at once (0 s), then it returns with the AutoFill bar."
  ) { device in
    var builder = ScenarioBuilder(device: device)
    builder.show(height: device.keyboardHeight - device.predictiveBarHeight)
    builder.wait(0.1)
    builder.hide(duration: 0)
    builder.wait(3)
    builder.show()
    builder.wait(2)
    builder.hide()
    return builder.steps
  }

  /// Every scenario in the catalogue, in a stable order.
  public static let all: [Self] = [
    .showHide, .thirdPartyKeyboard, .pinyinCandidateBar, .quickTypeToggle, .emojiSwitch,
    .hardwareKeyboardBar, .iPadUndockAndFloat, .iPadDockBack, .rotation, .backgroundAndReturn,
    .otherAppKeyboard, .passwordPrompt, .formSheet, .stageManagerWindow, .splitView,
    .interactiveDismissal, .iOS26AccessoryBar,
  ]

  /// The catalogue scenario with a name, ignoring case.
  ///
  /// - Parameter name: A scenario's ``name``, such as `show-hide`.
  /// - Returns: The scenario, or `nil` when none has that name.
  public static func named(_ name: String) -> Self? {
    all.first { $0.name.caseInsensitiveCompare(name) == .orderedSame }
  }

  /// An undocked keyboard: full width, lifted 200 pt above the bottom of the screen.
  private static func undockedFrame(on device: KeyboardDeviceProfile) -> CGRect {
    device.dockedFrame(height: device.keyboardHeight).offsetBy(dx: 0, dy: -200)
  }

  /// The floating keyboard: 320 × 260 pt, centred horizontally, 100 pt above the bottom.
  private static func floatingFrame(on device: KeyboardDeviceProfile) -> CGRect {
    let screen = device.screen
    return CGRect(x: screen.midX - 160, y: screen.maxY - 360, width: 320, height: 260)
  }
}
