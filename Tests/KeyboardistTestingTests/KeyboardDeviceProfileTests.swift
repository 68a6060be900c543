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

  @Test func unknownIdsAreNil() {
    #expect(KeyboardDeviceProfile.named("nokia-3310") == nil)
  }

  @Test func landscapeSwapsTheSides() {
    #expect(
      KeyboardDeviceProfile.iPhone8.landscapeScreen == CGRect(x: 0, y: 0, width: 667, height: 375))
  }
}
