import Foundation
import Keyboardist
import KeyboardistTesting
import Testing

@Suite struct KeyboardDeviceProfileTests {
  @Test func theCatalogueHasSixDistinctProfiles() {
    let profiles = KeyboardDeviceProfile.all
    #expect(profiles.count >= 6)
    #expect(Set(profiles.map(\.id)).count == profiles.count)
    #expect(profiles.contains { !$0.isPad && $0.screen.width == 320 })
    #expect(profiles.contains { !$0.isPad && $0.screen.width == 375 })
    #expect(profiles.contains { !$0.isPad && $0.screen.width == 414 })
    #expect(profiles.contains { $0.isPad && $0.hasHardwareKeyboard })
    #expect(profiles.filter(\.isPad).count >= 3)
  }

  @Test(arguments: KeyboardDeviceProfile.all)
  func everyProfileIsFoundByItsIdIgnoringCase(profile: KeyboardDeviceProfile) {
    #expect(KeyboardDeviceProfile.named(profile.id.uppercased()) == profile)
  }

  @Test(arguments: KeyboardDeviceProfile.all)
  func aDockedKeyboardCoversItsHeightAtTheBottom(profile: KeyboardDeviceProfile) {
    let frame = profile.dockedFrame(height: profile.keyboardHeight)
    let options = KeyboardOptions(endFrame: frame)
    let expected = profile.hasHardwareKeyboard ? profile.shortcutBarHeight : profile.keyboardHeight
    #expect(frame.height == profile.keyboardHeight)
    #expect(options.visibleHeight(in: profile.screen) == expected)
    #expect(options.dockState(in: profile.screen) == .docked)
    let hidden = KeyboardOptions(endFrame: profile.offscreenFrame(height: profile.keyboardHeight))
    #expect(hidden.dockState(in: profile.screen) == .hidden)
  }

  @Test func theHardwareKeyboardProfileMatchesTheRecordedTrace() {
    let profile = KeyboardDeviceProfile.iPadWithHardwareKeyboard
    #expect(
      profile.dockedFrame(height: profile.keyboardHeight)
        == CGRect(x: 0, y: 969, width: 768, height: 313))
  }

  @Test func theCatalogueHasTodaysDevices() {
    let ids = KeyboardDeviceProfile.all.map(\.id)
    for id in [
      "iphone-13-mini", "iphone-16", "iphone-16-pro-max", "iphone-se-3", "ipad-mini", "ipad-air-11",
      "ipad-pro-11", "ipad-pro-13", "ipad-pro-13-split-view", "ipad-pro-13-stage-manager",
    ] {
      #expect(ids.contains(id), "missing \(id)")
    }
    // The old profiles stay.
    for id in ["iphone-se", "iphone-8", "iphone-8-plus", "ipad-hardware-keyboard", "ipad-pro-12.9"]
    {
      #expect(ids.contains(id), "missing \(id)")
    }
  }

  @Test(arguments: [KeyboardDeviceProfile.iPhone13Mini, .iPhone16, .iPhone16ProMax])
  func faceIDiPhonesHaveTheHomeIndicatorStrip(profile: KeyboardDeviceProfile) {
    #expect(profile.bottomSafeAreaInset == 34)
    #expect(profile.landscapeBottomSafeAreaInset == 21)
    #expect(profile.bottomSafeAreaInset(in: profile.landscapeScreen) == 21)
    #expect(profile.isFullScreen && profile.window == profile.screen)
  }

  @Test func aBarPinnedToTheSafeAreaMovesByTheHeightLessTheHomeIndicator() {
    // Issue 10's numbers: 336 pt reported on an iPhone 16, 302 pt above the safe area.
    let profile = KeyboardDeviceProfile.iPhone16
    let frame = profile.dockedFrame(height: profile.keyboardHeight)
    #expect(frame == CGRect(x: 0, y: 516, width: 393, height: 336))
    #expect(frame.height - profile.bottomSafeAreaInset == 302)
  }

  @Test func theFaceIDProfilesMatchTheirTraces() throws {
    // faceid-iphone-ios13-frame-change.json's 335 pt keyboard on 375 x 812.
    #expect(
      KeyboardDeviceProfile.iPhone13Mini.dockedFrame(height: 335)
        == CGRect(x: 0, y: 477, width: 375, height: 335))
    #expect(
      KeyboardDeviceProfile.iPhone16ProMax.dockedFrame(height: 346)
        == CGRect(x: 0, y: 610, width: 440, height: 346))
  }

  @Test func homeButtonDevicesHaveNoBottomInset() {
    for profile in [KeyboardDeviceProfile.iPhoneSE, .iPhone8, .iPhone8Plus, .iPhoneSE3] {
      #expect(profile.bottomSafeAreaInset == 0 && profile.landscapeBottomSafeAreaInset == 0)
    }
    #expect(KeyboardDeviceProfile.iPhoneSE3.screen == KeyboardDeviceProfile.iPhone8.screen)
  }

  @Test func windowedProfilesKeepTheScreenAndNameTheirWindow() {
    let split = KeyboardDeviceProfile.iPadPro13SplitView
    #expect(!split.isFullScreen)
    #expect(split.screen == CGRect(x: 0, y: 0, width: 1032, height: 1376))
    #expect(split.window == CGRect(x: 520, y: 0, width: 512, height: 1376))
    let stage = KeyboardDeviceProfile.iPadPro13StageManager
    #expect(!stage.isFullScreen)
    // The keyboard starts at 1376 - 378 = 998; the window ends 102 pt below that.
    #expect(stage.window.maxY - stage.dockedFrame(height: stage.keyboardHeight).minY == 102)
    #expect(KeyboardDeviceProfile.iPadPro13M4.isFullScreen)
  }

  @Test func unknownIdsAreNil() {
    #expect(KeyboardDeviceProfile.named("nokia-3310") == nil)
  }

  @Test func landscapeSwapsTheSides() {
    #expect(
      KeyboardDeviceProfile.iPhone8.landscapeScreen == CGRect(x: 0, y: 0, width: 667, height: 375))
  }
}
