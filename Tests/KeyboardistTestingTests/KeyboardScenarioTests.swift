import Foundation
import Keyboardist
import KeyboardistTestSupport
import KeyboardistTesting
import Testing

/// Each scenario, played into a real observer: the callbacks it receives.
@MainActor
@Suite struct KeyboardScenarioTests {
  let keyboard = ObservedKeyboard()
  let show = KeyboardSimulatorTests.showSequence
  let hide = KeyboardSimulatorTests.hideSequence
  let frameChange = KeyboardSimulatorTests.frameChange

  @Test func showHide() {
    keyboard.simulator().play(.showHide)
    #expect(keyboard.events == show + hide)
    #expect(keyboard.endHeights(of: .willShow) == [258])
    #expect(keyboard.log.last?.options.endFrame.minY == 667)
    #expect(keyboard.steps == [.appear(0, 258, 258), .disappear(0, -258)])
  }

  @Test func thirdPartyKeyboardGrowsOverThreeWillShows() {
    keyboard.simulator(.iPhoneSE).play(.thirdPartyKeyboard)
    #expect(keyboard.endHeights(of: .willShow) == [0, 216, 253])
    #expect(
      keyboard.events
        == [
          .willChangeFrame, .willShow, .willChangeFrame, .willShow, .willChangeFrame, .willShow,
          .didChangeFrame, .didShow,
        ] + hide)
    // The 0 pt willShow is not a keyboard; the third height arrives with willChangeFrame.
    #expect(keyboard.steps == [.appear(0, 216, 216), .appear(1, 253, 37), .disappear(1, -253)])
  }

  @Test func pinyinCandidateBarChangesTheFrameWithoutWillShow() {
    keyboard.simulator().play(.pinyinCandidateBar)
    #expect(keyboard.events == show + frameChange + frameChange + hide)
    #expect(keyboard.endHeights(of: .willChangeFrame) == [225, 258, 225, 225])
    #expect(
      keyboard.steps == [
        .appear(0, 225, 225), .appear(1, 258, 33), .appear(2, 225, -33), .disappear(2, -225),
      ])
  }

  @Test func quickTypeTogglePostsWillShowWithTheNewHeight() {
    keyboard.simulator().play(.quickTypeToggle)
    #expect(keyboard.events == show + show + show + hide)
    #expect(keyboard.endHeights(of: .willShow) == [225, 258, 225])
    #expect(
      keyboard.steps == [
        .appear(0, 225, 225), .appear(1, 258, 33), .appear(2, 225, -33), .disappear(2, -225),
      ])
  }

  @Test func emojiSwitchPostsFrameChangesOnly() {
    keyboard.simulator(.iPhone8Plus).play(.emojiSwitch)
    #expect(keyboard.events == show + frameChange + frameChange + hide)
    #expect(keyboard.endHeights(of: .willChangeFrame) == [226, 271, 226, 226])
    #expect(
      keyboard.steps == [
        .appear(0, 226, 226), .appear(1, 271, 45), .appear(2, 226, -45), .disappear(2, -226),
      ])
  }

  @Test(arguments: [KeyboardDeviceProfile.iPhone8, .iPadWithHardwareKeyboard, .iPadPro12Inch])
  func hardwareKeyboardBarLeavesFiftyFivePointsOnScreen(device: KeyboardDeviceProfile) throws {
    keyboard.simulator(device).play(.hardwareKeyboardBar)
    #expect(keyboard.events == show + hide)
    let willShow = try #require(keyboard.log.first { $0.event == .willShow }?.options)
    #expect(willShow.endFrame.height == device.keyboardHeight)
    #expect(willShow.visibleHeight(in: device.screen) == 55)
    #expect(willShow.dockState(in: device.screen) == .docked)
    #expect(keyboard.steps == [.appear(0, 55, 55), .disappear(0, -55)])
  }

  @Test func iPadUndockAnnouncesAHideAndFloatingAFrameChange() throws {
    let device = KeyboardDeviceProfile.iPadMini
    keyboard.simulator(device).play(.iPadUndockAndFloat)
    #expect(keyboard.events == show + hide + frameChange)
    let willHide = try #require(keyboard.log.first { $0.event == .willHide }?.options)
    #expect(willHide.dockState(in: device.screen) == .floating)
    let floating = try #require(keyboard.log.last?.options)
    #expect(floating.dockState(in: device.screen) == .floating)
    #expect(floating.endFrame.width == 320)
    // Undocking reads as a disappear; the floating keyboard covers no layout and adds nothing.
    #expect(keyboard.steps == [.appear(0, 313, 313), .disappear(0, -313)])
  }

  @Test func iPadDockBackIsAShowWithTheDockedFrame() throws {
    let device = KeyboardDeviceProfile.iPadPro12Inch
    keyboard.simulator(device).play(.iPadDockBack)
    #expect(keyboard.events == show + hide + show + hide)
    let docked = keyboard.log.filter { $0.event == .willShow }.map {
      $0.options.dockState(in: device.screen)
    }
    #expect(docked == [.docked, .docked])
    #expect(
      keyboard.steps == [
        .appear(0, 378, 378), .disappear(0, -378), .appear(0, 378, 378), .disappear(0, -378),
      ])
  }

  @Test func rotationHidesThePortraitKeyboardAndShowsTheLandscapeOne() throws {
    let device = KeyboardDeviceProfile.iPhone8
    keyboard.simulator(device).play(.rotation)
    #expect(keyboard.events == show + hide + show + hide)
    let shows = keyboard.log.filter { $0.event == .willShow }.map(\.options)
    #expect(shows.map(\.endFrame.width) == [375, 667])
    #expect(shows.map(\.endFrame.height) == [258, 195])
    #expect(try #require(shows.last).dockState(in: device.landscapeScreen) == .docked)
    #expect(keyboard.observer.screen == nil)
    #expect(
      keyboard.steps == [
        .appear(0, 258, 258), .disappear(0, -258), .appear(0, 195, 195), .disappear(0, -195),
      ])
  }

  /// The steps post UIKit's names from the library's table, which the recorder also follows.
  @Test func appEventsPostUIKitsNamesAndOnlyDidBecomeActiveLeavesTheAppActive() {
    #expect(
      KeyboardScenario.AppEvent.allCases.map(\.notification.name.rawValue) == [
        "UIApplicationWillResignActiveNotification",
        "UIApplicationDidEnterBackgroundNotification",
        "UIApplicationWillEnterForegroundNotification",
        "UIApplicationDidBecomeActiveNotification",
      ])
    #expect(
      KeyboardScenario.AppEvent.allCases.filter(\.notification.isAppActiveAfter) == [
        .didBecomeActive
      ])
  }

  @Test func backgroundAndReturnRepostsWhileTheAppIsInactive() {
    keyboard.simulator().play(.backgroundAndReturn)
    #expect(keyboard.events == show + hide + show + hide)
    #expect(
      keyboard.appEvents
        == ["willResignActive", "didEnterBackground", "willEnterForeground", "didBecomeActive"])
    // The hide on the way out and the show on the way back are not the user's: one appear, and
    // the disappear comes only with the last, active hide.
    #expect(keyboard.steps == [.appear(0, 258, 258), .disappear(0, -258)])
    #expect(keyboard.observer.isAppActive)
    let trace = KeyboardScenario.backgroundAndReturn.trace(on: .iPhone8)
    #expect(
      trace.notifications.map(\.isAppActive) == [true, true, true, true]
        + .init(repeating: false, count: 8) + [true, true, true, true])
  }

  @Test func otherAppKeyboardIsNotLocalAndThisAppsIs() {
    keyboard.simulator(.iPadMini).play(.otherAppKeyboard)
    #expect(keyboard.events == show + hide + show + hide)
    #expect(
      keyboard.log.map(\.options.belongsToCurrentApp)
        == .init(repeating: false, count: 8) + .init(repeating: true, count: 8))
    #expect(keyboard.steps == [.appear(0, 313, 313), .disappear(0, -313)])
  }

  @Test func passwordPromptHidesAtOnceThenReturnsTaller() {
    keyboard.simulator().play(.passwordPrompt)
    #expect(keyboard.events == show + hide + show + hide)
    #expect(keyboard.endHeights(of: .willShow) == [225, 258])
    #expect(
      keyboard.steps == [
        .appear(0, 225, 225), .disappear(0, -225), .appear(0, 258, 258), .disappear(0, -258),
      ])
    #expect(keyboard.transitions.map(\.options.animationDuration) == [0.25, 0, 0.25, 0.25])
  }

  @Test(arguments: KeyboardScenario.all, KeyboardDeviceProfile.all)
  func everyScenarioAlternatesAppearAndDisappearOnEveryDevice(
    scenario: KeyboardScenario, device: KeyboardDeviceProfile
  ) {
    keyboard.simulator(device).play(scenario)
    let kinds = keyboard.transitions.map(\.kind)
    #expect(kinds.first == .appear)
    // After a disappear comes a fresh appear with index 0.
    for (previous, next) in zip(keyboard.transitions, keyboard.transitions.dropFirst())
    where previous.kind == .disappear {
      #expect(next.kind == .appear && next.appearIndex == 0)
    }
    let total = keyboard.transitions.map(\.heightIncrement).reduce(0, +)
    #expect(abs(total - (keyboard.transitions.last?.height ?? 0)) < 0.001)
  }
}

/// The scenarios of windows and sheets that do not fill the screen, the interactive drag and
/// iOS 26: the notifications, the transitions, and the part of the keyboard that covers the
/// sheet or window, with the arithmetic written out.
@MainActor
@Suite struct KeyboardWindowScenarioTests {
  let keyboard = ObservedKeyboard()
  let show = KeyboardSimulatorTests.showSequence
  let hide = KeyboardSimulatorTests.hideSequence

  /// The options of the first `willShow` delivered.
  func willShow() throws -> KeyboardOptions {
    try #require(keyboard.log.first { $0.event == .willShow }?.options)
  }

  @Test func aFormSheetOnTheIPadMiniIsCoveredByLessThanTheKeyboard() throws {
    let device = KeyboardDeviceProfile.iPadMini
    keyboard.simulator(device).play(.formSheet)
    #expect(keyboard.events == show + hide)
    // 540 x 620 pt centred in 744 x 1133 pt: x = 372 - 270, y = 566.5 - 310.
    let sheet = device.formSheetFrame()
    #expect(sheet == CGRect(x: 102, y: 256.5, width: 540, height: 620))
    let options = try willShow()
    #expect(options.endFrame == CGRect(x: 0, y: 820, width: 744, height: 313))
    // The sheet ends at 876.5, the keyboard starts at 1133 - 313 = 820: 56.5 pt of overlap.
    #expect(options.visibleHeight(in: sheet) == 56.5)
    #expect(keyboard.steps == [.appear(0, 313, 313), .disappear(0, -313)])
  }

  @Test func aFormSheetOnThe13InchIPadProEndsWhereTheKeyboardStarts() throws {
    let device = KeyboardDeviceProfile.iPadPro13M4
    keyboard.simulator(device).play(.formSheet)
    // 1376 / 2 - 310 = 378; the sheet ends at 998, and so does the screen above the keyboard.
    #expect(device.formSheetFrame() == CGRect(x: 246, y: 378, width: 540, height: 620))
    #expect(try willShow().visibleHeight(in: device.formSheetFrame()) == 0)
    #expect(keyboard.steps == [.appear(0, 378, 378), .disappear(0, -378)])
  }

  @Test func aFormSheetOnAnIPhoneReachesTheBottomAndIsCoveredByTheWholeKeyboard() throws {
    let device = KeyboardDeviceProfile.iPhone16
    keyboard.simulator(device).play(.formSheet)
    #expect(device.formSheetFrame() == CGRect(x: 0, y: 85, width: 393, height: 767))
    #expect(try willShow().visibleHeight(in: device.formSheetFrame()) == 336)
  }

  @Test func aStageManagerWindowIsCoveredOnlyBelowTheKeyboardsTop() throws {
    let device = KeyboardDeviceProfile.iPadPro13M4StageManager
    keyboard.simulator(device).play(.stageManagerWindow)
    #expect(keyboard.events == show + hide)
    let options = try willShow()
    // Docked at the screen's bottom, full screen width: 1376 - 378 = 998.
    #expect(options.endFrame == CGRect(x: 0, y: 998, width: 1032, height: 378))
    #expect(options.dockState(in: device.screen) == .docked)
    // The window runs from 200 to 1100: 1100 - 998 = 102 pt of it are covered.
    #expect(options.visibleHeight(in: device.window) == 102)
    // The transitions measure the screen: the whole keyboard.
    #expect(keyboard.steps == [.appear(0, 378, 378), .disappear(0, -378)])
  }

  @Test func aStageManagerWindowMovedToTheTopIsNotCoveredAtAll() throws {
    // flutter/flutter#117324: a small window dragged to the top of the screen.
    var device = KeyboardDeviceProfile.iPadPro13M4StageManager
    device.window = CGRect(x: 116, y: 24, width: 600, height: 500)
    keyboard.simulator(device).play(.stageManagerWindow)
    #expect(try willShow().visibleHeight(in: device.window) == 0)
    #expect(keyboard.steps == [.appear(0, 378, 378), .disappear(0, -378)])
  }

  @Test func splitViewGivesTheScreenWideKeyboardToTheRightHalf() throws {
    let device = KeyboardDeviceProfile.iPadPro13M4SplitView
    keyboard.simulator(device).play(.splitView)
    #expect(keyboard.events == show + hide)
    let options = try willShow()
    #expect(options.endFrame == CGRect(x: 0, y: 998, width: 1032, height: 378))
    #expect(options.belongsToCurrentApp)
    // In the window's terms: the full 378 pt height, but only the window's 512 pt width.
    #expect(
      options.endFrame.intersection(device.window)
        == CGRect(x: 520, y: 998, width: 512, height: 378))
    #expect(options.visibleHeight(in: device.window) == 378)
    #expect(keyboard.steps == [.appear(0, 378, 378), .disappear(0, -378)])
  }

  @Test func anInteractiveDragPostsNothingUntilTheFingerLifts() throws {
    let device = KeyboardDeviceProfile.iPhone16
    keyboard.simulator(device).play(.interactiveDismissal)
    // Show; the cancelled drag's return (a show back to the same frame); the completed drag's hide.
    #expect(keyboard.events == show + show + hide)
    let times = KeyboardScenario.interactiveDismissal.trace(on: device).notifications.map(\.time)
    // No notification during either drag: from the did-notifications, 1 s shown, then 0.6 s of
    // dragging, whose positions are layout changes, one per display frame (60 Hz: 36 of them).
    #expect(abs(times[4] - times[3] - 1.6) < 1e-9)
    #expect(abs(times[8] - times[7] - 1.6) < 1e-9)
    let drags = KeyboardScenario.interactiveDismissal.steps(on: device).compactMap(\.sample)
      .filter(\.isLayoutChange)
    #expect(drags.count == 72)
    #expect(drags.filter { $0.time > times[3] && $0.time <= times[4] }.count == 36)
    // Each drag moves the top edge from the docked 516 to 684, 168 / 36 = 4.67 pt per frame.
    #expect(drags.first?.keyboardTop == 516 + 168.0 / 36 && drags[35].keyboardTop == 684)
    // Both releases start half-way down: 852 - 336 + 168 = 684.
    let returns = keyboard.log.filter { $0.event == .willShow }.map(\.options)
    #expect(returns.map(\.startFrame.minY) == [852, 684])
    #expect(returns.map(\.endFrame.minY) == [516, 516])
    let hides = keyboard.log.filter { $0.event == .willHide }.map(\.options)
    #expect(hides.map(\.startFrame.minY) == [684])
    #expect(hides.map(\.endFrame.minY) == [852])
    // The return is the same 336 pt: no transition; the hide is the one disappear.
    #expect(keyboard.steps == [.appear(0, 336, 336), .disappear(0, -336)])
  }

  @Test func iOS26ShowsTheKeyboardAloneAndHidesToA44PointFrame() throws {
    let device = KeyboardDeviceProfile.iPhone16
    keyboard.simulator(device).play(.iOS26AccessoryBar)
    #expect(keyboard.events == show + hide)
    #expect(try willShow().endFrame == CGRect(x: 0, y: 516, width: 393, height: 336))
    let hidden = try #require(keyboard.log.first { $0.event == .willHide }?.options)
    // IQKeyboardManager#2124: a hidden keyboard with a 44 pt frame. Code testing the height
    // thinks it is up; nothing of it is on screen.
    #expect(hidden.endFrame == CGRect(x: 0, y: 852, width: 393, height: 44))
    #expect(hidden.visibleHeight(in: device.screen) == 0)
    #expect(hidden.dockState(in: device.screen) == .hidden)
    #expect(keyboard.steps == [.appear(0, 336, 336), .disappear(0, -336)])
  }
}
