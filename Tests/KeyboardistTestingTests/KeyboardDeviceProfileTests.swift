import Foundation
import Keyboardist
import KeyboardistTesting
import Testing

@Suite struct KeyboardDeviceProfileTests {
  @Test func theCatalogueHasSixDistinctProfiles() {
    let profiles = KeyboardDeviceProfile.all
    #expect(profiles.count >= 6)
    #expect(Set(profiles.map(\.name)).count == profiles.count)
    #expect(profiles.contains { !$0.isPad && $0.screen.width == 320 })
    #expect(profiles.contains { !$0.isPad && $0.screen.width == 375 })
    #expect(profiles.contains { !$0.isPad && $0.screen.width == 414 })
    #expect(profiles.contains { $0.isPad && $0.hasHardwareKeyboard })
    #expect(profiles.filter(\.isPad).count >= 3)
  }

  /// The profiles and the height memory's first-launch table are one set of numbers.
  @Test(arguments: KeyboardDeviceProfile.all)
  func everyProfileAgreesWithTheHeightMemorysTable(profile: KeyboardDeviceProfile) {
    let table = KeyboardHeightTable.standard
    let row = table.rows.first { $0.screen == profile.screen.size }
    #expect(row?.portraitHeight == profile.keyboardHeight, "\(profile.name)")
    #expect(row?.landscapeHeight == profile.landscapeKeyboardHeight, "\(profile.name)")
  }

  @Test(arguments: KeyboardDeviceProfile.all)
  func everyProfileIsFoundByItsNameIgnoringCase(profile: KeyboardDeviceProfile) {
    #expect(KeyboardDeviceProfile.named(profile.name.uppercased()) == profile)
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

  /// The one name of each profile is its Swift member's name, which the tool takes too.
  @Test func everyProfileIsNamedAfterItsMember() {
    let members: [(KeyboardDeviceProfile, String)] = [
      (.iPhoneSE, "iPhoneSE"), (.iPhone8, "iPhone8"), (.iPhoneSE3, "iPhoneSE3"),
      (.iPhone13Mini, "iPhone13Mini"), (.iPhone8Plus, "iPhone8Plus"), (.iPhone16, "iPhone16"),
      (.iPhone16ProMax, "iPhone16ProMax"), (.iPadMini, "iPadMini"),
      (.iPadWithHardwareKeyboard, "iPadWithHardwareKeyboard"), (.iPadAir11, "iPadAir11"),
      (.iPadPro11M4, "iPadPro11M4"), (.iPadPro12Inch, "iPadPro12Inch"),
      (.iPadPro13M4, "iPadPro13M4"), (.iPadPro13M4SplitView, "iPadPro13M4SplitView"),
      (.iPadPro13M4StageManager, "iPadPro13M4StageManager"),
    ]
    #expect(members.map(\.0.name) == members.map(\.1))
    #expect(KeyboardDeviceProfile.all.map(\.name) == members.map(\.1))
  }

  /// The 12.9-inch iPad Pro and the 13-inch M4 are different screens with different names.
  @Test func eachIPadProNameSaysWhichModelItIs() {
    #expect(KeyboardDeviceProfile.iPadPro12Inch.displayName == "iPad Pro (12.9-inch)")
    #expect(KeyboardDeviceProfile.iPadPro12Inch.screen.size == CGSize(width: 1024, height: 1366))
    #expect(KeyboardDeviceProfile.iPadPro13M4.displayName == "iPad Pro (13-inch, M4)")
    #expect(KeyboardDeviceProfile.iPadPro13M4.screen.size == CGSize(width: 1032, height: 1376))
    #expect(KeyboardDeviceProfile.iPadPro11M4.displayName == "iPad Pro (11-inch, M4)")
  }

  @Test(arguments: [KeyboardDeviceProfile.iPhone13Mini, .iPhone16, .iPhone16ProMax])
  func faceIDiPhonesHaveTheHomeIndicatorStrip(profile: KeyboardDeviceProfile) {
    #expect(profile.bottomSafeAreaInset == 34)
    #expect(profile.window == profile.screen)
  }

  @Test func aBarPinnedToTheSafeAreaMovesByTheHeightLessTheHomeIndicator() {
    // Issue 10's numbers: 336 pt reported on an iPhone 16, 302 pt above the safe area.
    let profile = KeyboardDeviceProfile.iPhone16
    let frame = profile.dockedFrame(height: profile.keyboardHeight)
    #expect(frame == CGRect(x: 0, y: 516, width: 393, height: 336))
    #expect(frame.height - profile.bottomSafeAreaInset == 302)
    let coverage = KeyboardOptions(endFrame: frame).coverage(
      of: profile.screen, in: profile.screen, safeAreaBottom: profile.bottomSafeAreaInset)
    #expect(coverage == 302)
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
      #expect(profile.bottomSafeAreaInset == 0)
    }
    #expect(KeyboardDeviceProfile.iPhoneSE3.screen == KeyboardDeviceProfile.iPhone8.screen)
  }

  @Test func windowedProfilesKeepTheScreenAndNameTheirWindow() {
    let split = KeyboardDeviceProfile.iPadPro13M4SplitView
    #expect(split.window != split.screen)
    #expect(split.screen == CGRect(x: 0, y: 0, width: 1032, height: 1376))
    #expect(split.window == CGRect(x: 520, y: 0, width: 512, height: 1376))
    let stage = KeyboardDeviceProfile.iPadPro13M4StageManager
    #expect(stage.window != stage.screen)
    // The keyboard starts at 1376 - 378 = 998; the window ends 102 pt below that.
    #expect(stage.window.maxY - stage.dockedFrame(height: stage.keyboardHeight).minY == 102)
    #expect(KeyboardDeviceProfile.iPadPro13M4.window == KeyboardDeviceProfile.iPadPro13M4.screen)
  }

  @Test func unknownIdsAreNil() {
    #expect(KeyboardDeviceProfile.named("nokia3310") == nil)
    #expect(KeyboardDeviceProfile.named("iphone-16") == nil, "the tool's former spelling")
  }

  @Test func landscapeSwapsTheSides() {
    #expect(
      KeyboardDeviceProfile.iPhone8.landscapeScreen == CGRect(x: 0, y: 0, width: 667, height: 375))
  }
}
