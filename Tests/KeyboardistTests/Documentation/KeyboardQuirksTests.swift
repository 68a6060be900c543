import Foundation
import Keyboardist
import Testing

/// "Keyboard Quirks and How They Are Normalised": the tracker snippet, and the claims each section
/// makes about the normaliser, checked against the real tracker.
@Suite struct KeyboardQuirksTests {
  @Test func aThirdPartyKeyboardsThreeWillShowsMakeTwoAppears() {
    var tracker = KeyboardTracker(screen: CGRect(x: 0, y: 0, width: 320, height: 568))
    var transitions: [KeyboardTransition] = []
    for height: CGFloat in [0, 216, 259] {  // SwiftKey's three willShows on iOS 8
      let end = CGRect(x: 0, y: 568 - height, width: 320, height: height)
      if let transition = tracker.update(.willShow, KeyboardOptions(endFrame: end)) {
        transitions.append(transition)
      }
    }
    // Two appears: #0 of 216 pt (+216), then #1 of 259 pt (+43).
    #expect(transitions.map(\.kind) == [.appear, .appear])
    #expect(transitions.map(\.appearIndex) == [0, 1])
    #expect(transitions.map(\.height) == [216, 259])
    #expect(transitions.map(\.heightIncrement) == [216, 43])
  }

  @Test func theQuickTypeToggleMakesOneAppearOf33Points() throws {
    let screen = CGRect(x: 0, y: 0, width: 375, height: 667)
    var tracker = KeyboardTracker(screen: screen)
    let shown = CGRect(x: 0, y: 442, width: 375, height: 225)
    let taller = CGRect(x: 0, y: 409, width: 375, height: 258)
    _ = tracker.update(.willShow, KeyboardOptions(endFrame: shown))
    let change = tracker.update(
      .willChangeFrame, KeyboardOptions(startFrame: shown, endFrame: taller))
    let echo = tracker.update(.willShow, KeyboardOptions(startFrame: shown, endFrame: taller))
    let transition = try #require(change)
    #expect(transition.appearIndex == 1)
    #expect(transition.heightIncrement == 33)
    #expect(echo == nil)
  }

  @Test func theGlobeKeyMakesOneAppearOf45Points() throws {
    var tracker = KeyboardTracker(screen: CGRect(x: 0, y: 0, width: 414, height: 736))
    _ = tracker.update(
      .willShow, KeyboardOptions(endFrame: CGRect(x: 0, y: 510, width: 414, height: 226)))
    let change = tracker.update(
      .willShow, KeyboardOptions(endFrame: CGRect(x: 0, y: 465, width: 414, height: 271)))
    #expect(try #require(change).heightIncrement == 45)
  }

  @Test func anotherAppsKeyboardIsIgnoredButItsHideIsNot() {
    var tracker = KeyboardTracker(screen: CGRect(x: 0, y: 0, width: 375, height: 667))
    let mine = KeyboardOptions(endFrame: CGRect(x: 0, y: 451, width: 375, height: 216))
    var theirs = mine
    theirs.belongsToCurrentApp = false
    #expect(tracker.update(.willShow, theirs) == nil)
    #expect(tracker.update(.willShow, mine)?.kind == .appear)
    var theirHide = KeyboardOptions(endFrame: CGRect(x: 0, y: 667, width: 375, height: 216))
    theirHide.belongsToCurrentApp = false
    #expect(tracker.update(.willHide, theirHide)?.kind == .disappear)
  }

  @Test func nothingHappensWhileTheAppIsInactive() {
    var tracker = KeyboardTracker(screen: CGRect(x: 0, y: 0, width: 375, height: 667))
    let show = KeyboardOptions(endFrame: CGRect(x: 0, y: 451, width: 375, height: 216))
    #expect(tracker.update(.willShow, show, isAppActive: false) == nil)
    #expect(!tracker.isVisible)
  }

  @Test func aFloatingKeyboardCountsAsGoneAndDockingBackAppears() {
    let iPad = CGRect(x: 0, y: 0, width: 1024, height: 1366)
    var tracker = KeyboardTracker(screen: iPad)
    let docked = KeyboardOptions(endFrame: CGRect(x: 0, y: 988, width: 1024, height: 378))
    let floating = KeyboardOptions(endFrame: CGRect(x: 352, y: 900, width: 320, height: 260))
    #expect(tracker.update(.willShow, docked)?.kind == .appear)
    #expect(floating.dockState(in: iPad) == .floating)
    #expect(tracker.update(.willChangeFrame, floating)?.kind == .disappear)
    #expect(tracker.update(.willShow, docked)?.kind == .appear)
  }
}
