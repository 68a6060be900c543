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

  @Test(arguments: [KeyboardDeviceProfile.iPhone8, .iPadWithHardwareKeyboard, .iPadPro13])
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
    let device = KeyboardDeviceProfile.iPadPro13
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
