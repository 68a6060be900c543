import Foundation
import KeyboardistObserver

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

extension KeyboardScenario {
  /// The keyboard slides up, stays a second, and slides down.
  ///
  /// The ordinary sequence iOS posts for a text field that becomes and resigns first responder
  /// (the Keyboard Quirks article, "Four notifications for a show, four for a hide").
  public static let showHide = Self(
    name: "showHide", summary: "The keyboard shows, stays a second and hides."
  ) { device in
    showAndHide(on: device)
  }

  /// A third-party keyboard reaches its height over three `willShow`s, the first with height 0.
  ///
  /// The Keyboard Quirks article, "One appearance, several `willShow`s"; here the three heights
  /// are 0, the device's keyboard without its bar, and the full keyboard.
  public static let thirdPartyKeyboard = Self(
    name: "thirdPartyKeyboard",
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
    builder.wait(ScenarioBuilder.animationLength - 0.05)  // the last animation is over
    builder.post(.didChangeFrame, from: start, to: builder.frame, animated: false)
    builder.post(.didShow, from: start, to: builder.frame, animated: false)
    builder.wait(1)
    builder.hide()
    return builder.steps
  }

  /// The Chinese pinyin keyboard adds its candidate bar while the user types, with no `willShow`.
  ///
  /// The first typed letter adds the candidate bar, announced only with the frame-change pair
  /// (rule 3 of ``/Keyboardist/KeyboardTracker``); committing the text removes it. The bar's
  /// height is taken as the device's QuickType bar.
  public static let pinyinCandidateBar = Self(
    name: "pinyinCandidateBar",
    summary: "A pinyin keyboard grows and shrinks its candidate bar with frame changes only."
  ) { device in
    growAndShrink(on: device, .frameChangeOnly, after: 1)
  }

  /// The user turns the QuickType bar on while the keyboard is shown, then off again.
  ///
  /// The Keyboard Quirks article, "The height changes while the keyboard is shown".
  public static let quickTypeToggle = Self(
    name: "quickTypeToggle",
    summary: "The QuickType bar is turned on and off while shown: willShow with a new height."
  ) { device in
    growAndShrink(on: device, .show, after: 2)
  }

  /// The user switches to the emoji keyboard and back, with predictive text off.
  ///
  /// Since iOS 11 the switch to the taller emoji keyboard posts only the frame-change pair (the
  /// Keyboard Quirks article, "The height changes while the keyboard is shown").
  public static let emojiSwitch = Self(
    name: "emojiSwitch",
    summary: "Switching to the taller emoji keyboard and back posts frame changes only."
  ) { device in
    growAndShrink(on: device, .frameChangeOnly, after: 1)
  }

  /// With a hardware keyboard attached, only the shortcut bar shows: a 313 pt frame, 55 pt visible.
  ///
  /// iOS reports the full keyboard's frame, mostly below the screen
  /// (https://stackoverflow.com/questions/32319697, the trace `hardware-keyboard-ipad`). Played on
  /// any device as if a hardware keyboard were attached.
  public static let hardwareKeyboardBar = Self(
    name: "hardwareKeyboardBar",
    summary:
      "A hardware keyboard leaves only the shortcut bar on screen; the frame stays full height."
  ) { device in
    var attached = device
    attached.hasHardwareKeyboard = true
    return showAndHide(on: attached)
  }

  /// On iPad the user undocks the keyboard, then turns it into the small floating keyboard.
  ///
  /// Undocking announces a hide with the lifted, full-width frame; the floating keyboard then
  /// arrives as a frame change to a small rect (320 × 260 pt, an approximation) mid-screen.
  public static let iPadUndockAndFloat = Self(
    name: "iPadUndockAndFloat",
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
    name: "iPadDockBack",
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
  /// iOS hides the portrait keyboard and shows the landscape one although the user sees it stay
  /// (the Keyboard Quirks article, "Rotation hides and shows a keyboard that stays"), so the
  /// scenario's trace has no single screen.
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
  /// sequence before the app is active again (rule 1 of ``/Keyboardist/KeyboardTracker``).
  public static let backgroundAndReturn = Self(
    name: "backgroundAndReturn",
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
  /// `belongsToCurrentApp` is false for the apps that did not raise the keyboard (the Keyboard
  /// Quirks article, "Another app's keyboard").
  public static let otherAppKeyboard = Self(
    name: "otherAppKeyboard",
    summary: "Another app's keyboard (not belonging to this app) shows and hides, then this app's."
  ) { device in
    var builder = ScenarioBuilder(device: device)
    builder.belongsToCurrentApp = false
    builder.show()
    builder.wait(2)
    builder.hide()
    builder.wait(1)
    builder.belongsToCurrentApp = true
    builder.show()
    builder.wait(1)
    builder.hide()
    return builder.steps
  }

  /// A password field's keyboard is hidden at once by the password sheet, then comes back taller.
  ///
  /// The AutoFill sheet covers the keyboard, which hides at once with a 0 s animation, then shows
  /// again with the AutoFill bar (the Keyboard Quirks article, "A bar that arrives after the
  /// keyboard"); no bundled trace records the 0 s hide yet.
  public static let passwordPrompt = Self(
    name: "passwordPrompt",
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

  /// On iPad, the keyboard shows and hides under a form sheet that does not reach the screen's
  /// bottom.
  ///
  /// The notifications are a full-screen app's (the Keyboard Quirks article, "Windows and sheets
  /// that do not reach the keyboard"). The sheet (540 × 620 pt) is centred in the window, so the
  /// keyboard covers 56.5 pt of it on the iPad mini and none on the 13-inch iPad Pro; on an iPhone
  /// the form sheet is a page sheet that reaches the bottom.
  public static let formSheet = Self(
    name: "formSheet",
    summary: "The keyboard under an iPad form sheet: its overlap with the sheet is less than it."
  ) { device in
    showAndHide(on: device)
  }

  /// In a Stage Manager window, the keyboard shows docked at the bottom of the screen and hides.
  ///
  /// The notifications are a full-screen app's; what differs is the overlap with
  /// ``KeyboardDeviceProfile/window``: 102 pt of the 378 pt keyboard for
  /// ``KeyboardDeviceProfile/iPadPro13M4StageManager``, the whole height on a full-screen profile.
  public static let stageManagerWindow = Self(
    name: "stageManagerWindow",
    summary: "The keyboard docked at the screen's bottom under a Stage Manager window."
  ) { device in
    showAndHide(on: device)
  }

  /// In iPad Split View, the keyboard spans the whole screen under the app's half.
  ///
  /// Both apps are told about the screen-wide keyboard (see ``otherAppKeyboard``); on
  /// ``KeyboardDeviceProfile/iPadPro13M4SplitView`` it covers 378 pt of the window's height but
  /// only its 512 pt width. The scenario posts the full-width frame of the released systems.
  public static let splitView = Self(
    name: "splitView",
    summary: "The screen-wide keyboard under one app of an iPad Split View."
  ) { device in
    showAndHide(on: device)
  }

  /// The user drags the keyboard down with a scroll view's `keyboardDismissMode = .interactive`:
  /// first lets go early, so it returns, then drags it past the point where it goes.
  ///
  /// During the drag iOS posts nothing until the finger lifts (the Keyboard Quirks article,
  /// "Interactive dismissal posts nothing while the finger moves"). A cancelled drag posts
  /// `willChangeFrame` and `willShow` back to the docked frame, which is assumed; both start
  /// frames are the keyboard where the finger let go, assumed half-way down.
  ///
  /// Frame by frame, each drag is the finger moving the keyboard's top edge down at an even speed
  /// for 0.6 s, from the docked keyboard to half-way, one change of the layout guide's position
  /// per display frame (an assumed gesture); the release animates the keyboard back up (the drag
  /// is cancelled) or down and away (it completes) from where the finger let go.
  public static let interactiveDismissal = Self(
    name: "interactiveDismissal",
    summary: "An interactive drag posts nothing until release: a cancelled one, then a hide."
  ) { device in
    var builder = ScenarioBuilder(device: device)
    let docked = device.dockedFrame(height: device.keyboardHeight)
    let released = docked.offsetBy(dx: 0, dy: device.keyboardHeight / 2)
    builder.show()
    builder.wait(1)
    builder.drag(to: released.minY, over: 0.6)  // the first drag: nothing is posted
    builder.move(to: docked, .show)
    builder.wait(1)
    builder.drag(to: released.minY, over: 0.6)  // the second, past the point of no return
    builder.hide()
    return builder.steps
  }

  /// Up to iOS 18 with an input accessory bar: the frames include the bar.
  ///
  /// The keyboard notification's frame covered the first responder's `inputAccessoryView` as well
  /// as the keys until iOS 26 changed it: "iOS 26 no longer includes the input accessory view
  /// (chat bar) in the reported keyboard frame" (https://github.com/badoo/Chatto/pull/797), and
  /// before that change Chatto took its accessory's height off the frame (`bottomConstraintValue`
  /// in `Chatto/sources/Keyboard/KeyboardUpdatesHandler.swift`). The bar here is a 44 pt toolbar
  /// (assumed, the height of a `UIToolbar`), so the shown frame is the device's keyboard plus 44 pt
  /// and the hide slides that whole frame below the screen. Compare ``iOS26AccessoryBar``, the same
  /// keyboard and bar on iOS 26. The normaliser gives one appear of the keyboard and bar's height
  /// and one disappear.
  public static let iOS18AccessoryBar = Self(
    name: "iOS18AccessoryBar",
    summary: "Up to iOS 18: frames include the 44 pt input accessory bar above the keyboard."
  ) { device in
    var builder = ScenarioBuilder(device: device)
    builder.show(height: device.keyboardHeight + accessoryBarHeight)
    builder.wait(1)
    builder.hide()
    return builder.steps
  }

  /// iOS 26 with an input accessory bar: the frames leave the bar out while shown, and the hide
  /// reports a frame of the bar's height.
  ///
  /// The first two reports of the Keyboard Quirks article's "iOS 26: the accessory bar leaves the
  /// frame": the shows carry the keyboard alone, the bar (44 pt, assumed) above them, and the hide
  /// ends in a 44 pt frame whose origin is assumed to be the screen's bottom edge. The other iOS 26
  /// reports are not modelled, for want of numbers.
  public static let iOS26AccessoryBar = Self(
    name: "iOS26AccessoryBar",
    summary: "iOS 26: frames exclude the input accessory bar; the hide ends in a 44 pt frame."
  ) { device in
    var builder = ScenarioBuilder(device: device)
    builder.show()
    builder.wait(1)
    let screen = device.screen
    builder.move(
      to: CGRect(x: 0, y: screen.maxY, width: screen.width, height: ios26HiddenBarHeight), .hide)
    return builder.steps
  }

  /// Every scenario in the catalogue, in a stable order.
  public static let all: [Self] = [
    .showHide, .thirdPartyKeyboard, .pinyinCandidateBar, .quickTypeToggle, .emojiSwitch,
    .hardwareKeyboardBar, .hardwareKeyboardAttach, .iPadUndockAndFloat, .iPadDockBack, .rotation,
    .backgroundAndReturn,
    .otherAppKeyboard, .passwordPrompt, .formSheet, .stageManagerWindow, .splitView,
    .interactiveDismissal, .interruptedShow, .panelSwap, .panelSwapUnannounced, .showOnlyPanelSwap,
    .showOnlyPanelSwapWithoutAnimation, .iOS17ShortWillShow, .lateDidShow, .missingDidNotifications,
    .guideStuckAtBottom, .noAnimationOnFirstTick, .floatingKeyboardGuide, .iOS18AccessoryBar,
    .iOS26AccessoryBar,
  ]

  /// The catalogue scenario with a name, ignoring case.
  ///
  /// - Parameter name: A scenario's ``name``, such as `showHide`.
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

  /// The keyboard shows and, a second later, hides: the notifications of a full-screen app.
  private static func showAndHide(on device: KeyboardDeviceProfile) -> [Step] {
    var builder = ScenarioBuilder(device: device)
    builder.show()
    builder.wait(1)
    builder.hide()
    return builder.steps
  }

  /// The keyboard shows without its QuickType bar's height, grows by it `seconds` later and
  /// shrinks back 2 s after that, each change announced as `announcement`; a second later it hides.
  private static func growAndShrink(
    on device: KeyboardDeviceProfile, _ announcement: ScenarioBuilder.Announcement,
    after seconds: TimeInterval
  ) -> [Step] {
    var builder = ScenarioBuilder(device: device)
    let base = device.keyboardHeight - device.predictiveBarHeight
    builder.show(height: base)
    builder.wait(seconds)
    builder.move(to: device.dockedFrame(height: device.keyboardHeight), announcement)
    builder.wait(2)
    builder.move(to: device.dockedFrame(height: base), announcement)
    builder.wait(1)
    builder.hide()
    return builder.steps
  }

  /// The height of the frame iOS 26 reports for a hidden keyboard with a toolbar: 44 pt
  /// (https://github.com/hackiftekhar/IQKeyboardManager/issues/2124).
  private static let ios26HiddenBarHeight: CGFloat = 44

  /// The input accessory bar of ``iOS18AccessoryBar``: a 44 pt toolbar (assumed).
  private static let accessoryBarHeight: CGFloat = 44
}
