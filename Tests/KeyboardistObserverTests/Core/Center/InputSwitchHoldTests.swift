import Foundation
import KeyboardistTestSupport
import Testing

@testable import KeyboardistObserver

@Suite struct InputSwitchHoldTests {
  @Test func withoutAnAnnouncementNothingIsHeld() {
    var hold = InputSwitchHold()
    let isHeld1 = hold.take(.willShow, .iPhoneShow, screen: nil)
    #expect(!isHeld1)
    let isHeld2 = hold.take(.willHide, .iPhoneHide, screen: nil)
    #expect(!isHeld2)
    #expect(hold.held.isEmpty)
  }

  @Test func theSwapsHideIsHeldUntilTheShow() {
    var hold = InputSwitchHold()
    let isHeld3 = hold.take(.willShow, .iPhoneShow, screen: nil)
    #expect(!isHeld3)
    hold.announce(.panel)
    let isHeld4 = hold.take(.willHide, .iPhoneHide, screen: nil)
    #expect(isHeld4)
    let isHeld5 = hold.take(.didHide, .iPhoneHide, screen: nil)
    #expect(isHeld5)
    #expect(hold.held.map(\.event) == [.willHide, .didHide])
    let isHeld6 = hold.take(.willShow, .iPhoneShow, screen: nil)
    #expect(!isHeld6)
    #expect(hold.held.isEmpty, "the show ends the hold")
    let isHeld7 = hold.take(.didShow, .iPhoneShow, screen: nil)
    #expect(!isHeld7)
    #expect(!hold.inputSwitch.isSwitching)
    let isHeld8 = hold.take(.willHide, .iPhoneHide, screen: nil)
    #expect(!isHeld8, "a later hide is a hide")
  }

  @Test func editingEndingReleasesWhatIsHeldInOrder() {
    var hold = InputSwitchHold()
    hold.announce(.keyboard)
    _ = hold.take(.willHide, .iPhoneHide, screen: nil)
    _ = hold.take(.didHide, .iPhoneHide, screen: nil)
    #expect(hold.endEditing().map(\.event) == [.willHide, .didHide])
    #expect(hold.held.isEmpty)
    #expect(hold.endEditing().isEmpty)
    let isHeld9 = hold.take(.willHide, .iPhoneHide, screen: nil)
    #expect(!isHeld9)
  }

  @Test func announcingBackMidSwapKeepsHolding() {
    var hold = InputSwitchHold()
    hold.announce(.panel)
    _ = hold.take(.willHide, .iPhoneHide, screen: nil)
    hold.announce(.keyboard)
    hold.announce(.keyboard)
    #expect(hold.inputSwitch.isSwitching)
    #expect(hold.held.count == 1)
    hold.announce(.none)
    #expect(hold.inputSwitch.input == .keyboard)
  }

  @Test func aStaleAnnouncementOfWhatShowsStillSwitches() {
    // The panel showed and editing ended unannounced: the next switch to the panel still holds.
    var hold = InputSwitchHold()
    hold.announce(.panel)
    _ = hold.take(.didShow, .iPhoneShow, screen: nil)
    hold.announce(.panel)
    #expect(hold.inputSwitch.isSwitching)
  }

  @Test func aShowOnlySwapEndsAtItsWillShowAndAHideAfterItPasses() {
    // No did-notification comes: the willShow of the new input ends the switch.
    var hold = InputSwitchHold()
    _ = hold.take(.willShow, .iPhoneShow, screen: nil)
    hold.announce(.panel)
    let isShowHeld = hold.take(.willShow, .iPhoneShow, screen: nil)
    #expect(!isShowHeld)
    #expect(!hold.inputSwitch.isSwitching)
    let isHideHeld = hold.take(.willHide, .iPhoneHide, screen: nil)
    #expect(!isHideHeld, "a later hide is a hide, though no didShow came")
    #expect(hold.held.isEmpty)
  }

  @Test func theSwapsLateDidHideIsHeldAndNeverReleased() {
    var hold = InputSwitchHold()
    _ = hold.take(.willShow, .iPhoneShow, screen: nil)
    hold.announce(.panel)
    _ = hold.take(.willHide, .iPhoneHide, screen: nil)
    let isShowHeld = hold.take(.willShow, .iPhoneShow, screen: nil)
    #expect(!isShowHeld)
    #expect(hold.held.isEmpty, "the show ends the switch")
    let isLateHeld = hold.take(.didHide, .iPhoneHide, screen: nil)
    #expect(isLateHeld, "the swap's own didHide, after the show: it moves nothing")
    #expect(hold.held.isEmpty)
    #expect(hold.endEditing().isEmpty)
    let isHideHeld = hold.take(.willHide, .iPhoneHide, screen: nil)
    #expect(!isHideHeld)
  }
}
