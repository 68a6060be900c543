import Foundation
import KeyboardistTestSupport
import Testing

@testable import KeyboardistObserver

/// The center's state alone: where its notifications left the keyboard, for a stage of any screen
/// and filter, and the one hold on input switches.
@Suite struct KeyboardCenterStateTests {
  @Test func aLongSessionIsReadInOrder() {
    var state = KeyboardCenterState()
    // A show, many resizes, a hide, another show and a frame change, with no didHide between.
    _ = state.take(.willShow, .iPhoneShow)
    for _ in 0..<100 { _ = state.take(.willShow, .shown(253, from: 216)) }
    _ = state.take(.willHide, .hidden(253))
    _ = state.take(.willShow, .shown(225, from: 0))
    _ = state.take(.willChangeFrame, .shown(258, from: 225))
    let keyboard = state.tracker(on: nil, ignoresOtherApps: true)
    #expect(keyboard?.isVisible == true)
    #expect(keyboard?.height == 258, "the resize after the last show")
  }

  @Test func aDidHideEndsTheSession() {
    var state = KeyboardCenterState()
    _ = state.take(.willShow, .iPhoneShow)
    _ = state.take(.didShow, .iPhoneShow)
    #expect(state.session.map(\.event) == [.willShow], "didShow moves no tracker")
    _ = state.take(.willHide, .iPhoneHide)
    _ = state.take(.didHide, .iPhoneHide)
    #expect(state.session.isEmpty)
    #expect(state.tracker(on: .iPhonePortrait, ignoresOtherApps: true)?.isVisible == false)
  }

  @Test func anotherAppsShowCountsOnlyForStagesThatDoNotIgnoreIt() {
    var state = KeyboardCenterState()
    var foreign = KeyboardOptions.iPhoneShow
    foreign.belongsToCurrentApp = false
    _ = state.take(.willShow, foreign)
    #expect(state.tracker(on: nil, ignoresOtherApps: true)?.isVisible == false)
    #expect(state.tracker(on: nil, ignoresOtherApps: false)?.height == 216)
    _ = state.take(.willShow, KeyboardOptions(endFrame: .zero))
    _ = state.take(.willChangeFrame, .iPhoneShow)
    #expect(
      state.tracker(on: nil, ignoresOtherApps: true)?.isVisible == false,
      "a frame change moves only a keyboard that is up")
  }

  @Test func nothingHeardIsNothingKnown() {
    var state = KeyboardCenterState()
    #expect(state.tracker(on: nil, ignoresOtherApps: true) == nil)
    _ = state.take(.didHide, .iPhoneHide)
    #expect(state.tracker(on: nil, ignoresOtherApps: true)?.isVisible == false, "known hidden")
  }

  @Test func eachNotificationIsMeasuredOnTheScreenItNamed() {
    // Portrait 375 x 667, a 216 pt keyboard; then the screen turns to 667 x 375 and a frame change
    // (no willShow) brings the landscape keyboard, 162 pt; both notifications name their screen.
    var state = KeyboardCenterState()
    _ = state.take(.willShow, .iPhoneShow, notificationScreen: .iPhonePortrait)
    let landscape = KeyboardOptions(
      startFrame: CGRect(x: 0, y: 159, width: 667, height: 216),
      endFrame: CGRect(x: 0, y: 213, width: 667, height: 162))
    _ = state.take(.willChangeFrame, landscape, notificationScreen: .iPhoneLandscape)
    // Measured on landscape alone, the portrait frame (y 451) would be off screen: hidden, and the
    // frame change then ignored. Measured as it came, the keyboard is up at 162.
    #expect(state.tracker(on: .iPhoneLandscape, ignoresOtherApps: true)?.height == 162)
  }

  @Test func aSwitchsHideIsHeldAndReleasedWhenEditingEnds() {
    var state = KeyboardCenterState()
    _ = state.take(.willShow, .iPhoneShow)
    state.switchInput(to: .panel)
    #expect(state.switchingInput == .panel)
    let passes = state.take(.willHide, .iPhoneHide)
    #expect(!passes, "held")
    #expect(state.tracker(on: nil, ignoresOtherApps: true)?.height == 216, "where it stays")
    #expect(state.inputDidEndEditing().map(\.event) == [.willHide])
    #expect(state.tracker(on: nil, ignoresOtherApps: true)?.isVisible == false)
    #expect(state.switchingInput == nil)
  }
}
