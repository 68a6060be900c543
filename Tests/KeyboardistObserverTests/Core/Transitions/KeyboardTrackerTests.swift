import Foundation
import KeyboardistObserver
import KeyboardistTestSupport
import Testing

/// The five rules, one test per quirk they exist for.
@Suite struct KeyboardTrackerTests {
  @Test func startsHiddenWithItsSettings() {
    let tracker = KeyboardTracker(screen: .iPhonePortrait, ignoresOtherApps: false)
    #expect(tracker.height == 0)
    #expect(!tracker.isVisible)
    #expect(tracker.screen == .iPhonePortrait)
    #expect(!tracker.ignoresOtherApps)
    #expect(KeyboardTracker().screen == nil)
    #expect(KeyboardTracker().ignoresOtherApps)
  }

  @Test func theDocumentationExampleRuns() {
    // KeyboardTracker's doc-comment example twin: keep the two in step.
    var tracker = KeyboardTracker(screen: CGRect(x: 0, y: 0, width: 375, height: 667))
    let options = KeyboardOptions(endFrame: CGRect(x: 0, y: 451, width: 375, height: 216))
    let transition = tracker.update(.willShow, options)
    #expect(transition?.kind == .appear)
    #expect(transition?.height == 216)
  }

  @Test func aShowAndAHideMakeOneAppearAndOneDisappear() {
    var tracker = KeyboardTracker(screen: .iPhonePortrait)
    let transitions = tracker.feed([
      (.willChangeFrame, .shown(216)), (.willShow, .shown(216)), (.didChangeFrame, .shown(216)),
      (.didShow, .shown(216)), (.willChangeFrame, .hidden(216)), (.willHide, .hidden(216)),
      (.didChangeFrame, .hidden(216)), (.didHide, .hidden(216)),
    ])
    #expect(transitions.count == 2)
    expectTransition(transitions.first, .appear, index: 0, height: 216, increment: 216)
    expectTransition(transitions.last, .disappear, index: 0, height: 0, increment: -216)
    #expect(transitions.first?.options == .shown(216))
    #expect(tracker.height == 0)
  }

  /// SwiftKey and Swype post three `willShow`s, the first with height 0 (stackoverflow.com/q/25874975).
  @Test func thirdPartyKeyboardsThreeWillShowsTheFirstOfHeightZero() {
    let screen = CGRect(x: 0, y: 0, width: 320, height: 568)
    var tracker = KeyboardTracker(screen: screen)
    let zero = KeyboardOptions(
      startFrame: CGRect(x: 0, y: 568, width: 320, height: 0),
      endFrame: CGRect(x: 0, y: 568, width: 320, height: 0))
    #expect(tracker.update(.willShow, zero) == nil)
    #expect(!tracker.isVisible)
    expectTransition(
      tracker.update(.willShow, .shown(216, on: screen)), .appear, index: 0, height: 216,
      increment: 216)
    expectTransition(
      tracker.update(.willShow, .shown(259, from: 216, on: screen)), .appear, index: 1,
      height: 259, increment: 43)
    #expect(tracker.update(.didShow, .shown(259, from: 216, on: screen)) == nil)
    #expect(tracker.height == 259)
  }

  /// A pinyin keyboard's candidate bar grows it with a `willChangeFrame` and no second `willShow`.
  @Test func pinyinGrowthArrivesOnlyAsWillChangeFrame() {
    var tracker = KeyboardTracker(screen: .iPhonePortrait)
    _ = tracker.update(.willShow, .shown(216))
    expectTransition(
      tracker.update(.willChangeFrame, .shown(252, from: 216)), .appear, index: 1, height: 252,
      increment: 36)
    expectTransition(
      tracker.update(.willChangeFrame, .shown(216, from: 252)), .appear, index: 2, height: 216,
      increment: -36)
  }

  /// Turning the QuickType bar on and off resizes the shown keyboard (stackoverflow.com/q/25946121).
  @Test func quickTypeBarTogglesResizeTheShownKeyboard() {
    var tracker = KeyboardTracker(screen: .iPhonePortrait)
    _ = tracker.update(.willShow, .shown(225))
    let transitions = tracker.feed([
      (.willChangeFrame, .shown(258, from: 225)), (.willShow, .shown(258, from: 225)),
      (.didChangeFrame, .shown(258, from: 225)), (.didShow, .shown(258, from: 225)),
      (.willChangeFrame, .shown(225, from: 258)), (.willShow, .shown(225, from: 258)),
    ])
    #expect(transitions.map(\.appearIndex) == [1, 2])
    #expect(transitions.map(\.heightIncrement) == [33, -33])
    #expect(transitions.allSatisfy { $0.kind == .appear })
  }

  /// The globe key switches to the emoji keyboard, taller than the letters.
  @Test func emojiSwitchResizesTheShownKeyboard() {
    let screen = CGRect(x: 0, y: 0, width: 414, height: 736)
    var tracker = KeyboardTracker(screen: screen)
    _ = tracker.update(.willShow, .shown(226, on: screen))
    expectTransition(
      tracker.update(.willShow, .shown(271, from: 226, on: screen)), .appear, index: 1,
      height: 271, increment: 45)
  }

  /// iPad keyboards that undock, split or float cover no layout: they count as height 0.
  @Test(arguments: [
    CGRect(x: 0, y: 520, width: 768, height: 264),  // undocked: full width, lifted off the bottom
    CGRect(x: 0, y: 560, width: 768, height: 216),  // split: two halves in one lifted frame
    CGRect(x: 224, y: 700, width: 320, height: 250),  // floating: a small keyboard anywhere
  ])
  func iPadUndockedSplitAndFloatingKeyboardsCountAsHidden(frame: CGRect) {
    let docked = KeyboardOptions(
      startFrame: CGRect(x: 0, y: 1024, width: 768, height: 264),
      endFrame: CGRect(x: 0, y: 760, width: 768, height: 264))
    let floating = KeyboardOptions(startFrame: docked.endFrame, endFrame: frame)
    #expect(floating.dockState(in: .iPadPortrait) == .floating)

    var tracker = KeyboardTracker(screen: .iPadPortrait)
    _ = tracker.update(.willShow, docked)
    expectTransition(
      tracker.update(.willChangeFrame, floating), .disappear, index: 0, height: 0, increment: -264)
    #expect(tracker.update(.willHide, floating) == nil)
    #expect(tracker.update(.didHide, floating) == nil)

    var fresh = KeyboardTracker(screen: .iPadPortrait)
    #expect(fresh.update(.willShow, KeyboardOptions(endFrame: frame)) == nil)
    #expect(!fresh.isVisible)
  }

  /// Undocking and docking again: the keyboard reappears from index 0.
  @Test func dockingAfterAnUndockAppearsAgain() {
    let docked = KeyboardOptions(
      startFrame: CGRect(x: 0, y: 1024, width: 768, height: 264),
      endFrame: CGRect(x: 0, y: 760, width: 768, height: 264))
    let undocked = KeyboardOptions(
      startFrame: docked.endFrame, endFrame: CGRect(x: 0, y: 520, width: 768, height: 264))
    let redocked = KeyboardOptions(startFrame: undocked.endFrame, endFrame: docked.endFrame)
    var tracker = KeyboardTracker(screen: .iPadPortrait)
    let transitions = tracker.feed([
      (.willShow, docked), (.willChangeFrame, undocked), (.willHide, undocked),
      (.didHide, undocked), (.willChangeFrame, redocked), (.willShow, redocked),
      (.didShow, redocked),
    ])
    #expect(transitions.map(\.kind) == [.appear, .disappear, .appear])
    expectTransition(transitions.last, .appear, index: 0, height: 264, increment: 264)
  }

  /// A hardware keyboard reports a 313 pt frame of which its 55 pt shortcut bar is on screen.
  @Test func hardwareKeyboardCountsOnlyTheShortcutBarOnScreen() {
    let options = KeyboardOptions(
      startFrame: CGRect(x: 0, y: 1024, width: 768, height: 313),
      endFrame: CGRect(x: 0, y: 969, width: 768, height: 313))
    var tracker = KeyboardTracker(screen: .iPadPortrait)
    expectTransition(
      tracker.update(.willShow, options), .appear, index: 0, height: 55, increment: 55)
    #expect(tracker.update(.didShow, options) == nil)

    var blind = KeyboardTracker()
    expectTransition(
      blind.update(.willShow, options), .appear, index: 0, height: 313, increment: 313)
  }

  /// Split View and Slide Over deliver another app's keyboard, flagged by `isLocal == false`.
  @Test func otherAppsKeyboardsAreIgnoredExceptTheirHides() {
    var tracker = KeyboardTracker(screen: .iPhonePortrait)
    #expect(tracker.update(.willShow, .shown(216, isLocal: false)) == nil)
    #expect(tracker.update(.willChangeFrame, .shown(216, isLocal: false)) == nil)
    #expect(!tracker.isVisible)

    _ = tracker.update(.willShow, .shown(216))
    #expect(tracker.update(.willShow, .shown(300, from: 216, isLocal: false)) == nil)
    #expect(tracker.height == 216)
    expectTransition(
      tracker.update(.willHide, .hidden(216, isLocal: false)), .disappear, index: 0, height: 0,
      increment: -216)

    var everyone = KeyboardTracker(screen: .iPhonePortrait, ignoresOtherApps: false)
    expectTransition(
      everyone.update(.willShow, .shown(216, isLocal: false)), .appear, index: 0, height: 216,
      increment: 216)
  }

  /// iOS hides the keyboard on the way to the background and posts it again on return.
  @Test func backgroundAndReturnChangeNothing() {
    var tracker = KeyboardTracker(screen: .iPhonePortrait)
    _ = tracker.update(.willShow, .shown(216))
    let whileAway = tracker.feed(
      [(.willHide, .hidden(216)), (.didHide, .hidden(216)), (.willShow, .shown(216))],
      isAppActive: false)
    #expect(whileAway.isEmpty)
    #expect(tracker.height == 216)
    #expect(tracker.update(.willShow, .shown(216)) == nil)
    #expect(tracker.update(.didShow, .shown(216)) == nil)
    expectTransition(
      tracker.update(.willHide, .hidden(216)), .disappear, index: 0, height: 0, increment: -216)

    var hidden = KeyboardTracker(screen: .iPhonePortrait)
    #expect(hidden.update(.willShow, .shown(216), isAppActive: false) == nil)
    #expect(!hidden.isVisible)
  }

  /// A password prompt (the AutoFill sheet) hides the keyboard right after showing it, duration 0.
  @Test func passwordPromptHidesRightAfterShowWithDurationZero() {
    var tracker = KeyboardTracker(screen: .iPhonePortrait)
    let transitions = tracker.feed([
      (.willShow, .shown(216)), (.willHide, .hidden(216, duration: 0)),
      (.didShow, .shown(216)), (.didHide, .hidden(216, duration: 0)),
    ])
    #expect(transitions.map(\.kind) == [.appear, .disappear])
    #expect(transitions.last?.options.animationDuration == 0)
    #expect(!tracker.isVisible)
  }

  @Test func noOpNotificationsNeverEmit() {
    var tracker = KeyboardTracker(screen: .iPhonePortrait)
    let onScreen = CGRect(x: 0, y: 451, width: 375, height: 216)
    _ = tracker.update(.willShow, .shown(216))
    #expect(tracker.update(.willShow, .still(onScreen)) == nil)
    #expect(tracker.update(.willChangeFrame, .still(onScreen)) == nil)
    #expect(tracker.update(.didChangeFrame, .still(onScreen)) == nil)
    // A willHide that moves nothing is not a hide; the didHide says whether it really went.
    #expect(tracker.update(.willHide, .still(onScreen)) == nil)
    #expect(tracker.height == 216)
    expectTransition(
      tracker.update(.didHide, .still(onScreen)), .disappear, index: 0, height: 0,
      increment: -216)
    #expect(tracker.update(.willHide, .still(.zero)) == nil)
  }

  @Test func anEmptyEndFrameWhileShownIsIgnoredByWillChangeFrame() {
    var tracker = KeyboardTracker(screen: .iPhonePortrait)
    _ = tracker.update(.willShow, .shown(216))
    for frame in [
      CGRect.zero, CGRect(x: 0, y: 451, width: 0, height: 216),
      CGRect(x: 0, y: 451, width: 375, height: 0),
    ] {
      #expect(tracker.update(.willChangeFrame, KeyboardOptions(endFrame: frame)) == nil)
    }
    #expect(tracker.height == 216)
    // A willShow saying "height 0" while shown is rule 2's disappear.
    expectTransition(
      tracker.update(.willShow, KeyboardOptions()), .disappear, index: 0, height: 0,
      increment: -216)
  }

  @Test func nonFiniteFramesNeverTrapAndNeverLeaveTheHeightNonFinite() {
    let weird: [CGRect] = [
      CGRect(x: CGFloat.nan, y: 451, width: 375, height: 216),
      CGRect(x: 0, y: 451, width: 375, height: CGFloat.infinity),
      CGRect(x: 0, y: -CGFloat.infinity, width: CGFloat.nan, height: 216),
    ]
    for frame in weird {
      var tracker = KeyboardTracker(screen: .iPhonePortrait)
      #expect(tracker.update(.willShow, KeyboardOptions(endFrame: frame)) == nil)
      _ = tracker.update(.willShow, .shown(216))
      #expect(tracker.update(.willChangeFrame, KeyboardOptions(endFrame: frame)) == nil)
      #expect(tracker.height == 216)
      #expect(tracker.update(.willShow, KeyboardOptions(endFrame: frame))?.kind == .disappear)
      #expect(tracker.height == 0)

      var blind = KeyboardTracker(screen: CGRect(x: 0, y: 0, width: CGFloat.nan, height: 667))
      #expect(blind.update(.willShow, KeyboardOptions(endFrame: frame)) == nil)
      #expect(blind.update(.willShow, .shown(216))?.height == 216)
    }
  }

  /// Rotation hides the keyboard in the old orientation and shows it in the new one.
  @Test func rotationsHideAndShowPairs() {
    var tracker = KeyboardTracker(screen: .iPhonePortrait)
    _ = tracker.update(.willShow, .shown(216))
    expectTransition(
      tracker.update(.willHide, .hidden(216)), .disappear, index: 0, height: 0, increment: -216)
    #expect(tracker.update(.didHide, .hidden(216)) == nil)
    tracker.screen = .iPhoneLandscape
    expectTransition(
      tracker.update(.willShow, .shown(162, on: .iPhoneLandscape)), .appear, index: 0,
      height: 162, increment: 162)
    #expect(tracker.update(.didShow, .shown(162, on: .iPhoneLandscape)) == nil)
    // And back: the landscape keyboard hides, the portrait one shows.
    let back = tracker.feed([
      (.willHide, .hidden(162, on: .iPhoneLandscape)),
      (.didHide, .hidden(162, on: .iPhoneLandscape)),
    ])
    tracker.screen = .iPhonePortrait
    let shown = tracker.update(.willShow, .shown(216))
    #expect(back.map(\.heightIncrement) == [-162])
    expectTransition(shown, .appear, index: 0, height: 216, increment: 216)
  }

  @Test func aScreenChangeKeepsTheHeightReportedUntilANotificationBringsTheNewOne() {
    // A 500 pt keyboard on a 768 x 1024 screen; the screen turns to 667 x 375. The height stays
    // the 500 last reported (no transition said otherwise), so the next appear's increment is the
    // change from it: 162 - 500 = -338, and the increments since the last disappear add up to
    // the height: 500 - 338 = 162.
    var tracker = KeyboardTracker()
    let first = tracker.update(
      .willShow, .shown(500, on: CGRect(x: 0, y: 0, width: 768, height: 1024)))
    tracker.screen = .iPhoneLandscape
    #expect(tracker.height == 500)
    #expect(tracker.isVisible)
    let second = tracker.update(.willShow, .shown(162, on: .iPhoneLandscape))
    expectTransition(second, .appear, index: 1, height: 162, increment: -338)
    #expect((first?.heightIncrement ?? 0) + (second?.heightIncrement ?? 0) == 162)
    let hide = tracker.update(.willHide, .hidden(162, on: .iPhoneLandscape))
    expectTransition(hide, .disappear, index: 1, height: 0, increment: -162)
  }

  @Test func aTrackerCatchesUpWithAnotherInOneTransition() {
    // The other tracker resized twice (216, then 253); this one saw nothing: one appear of 253,
    // at rest. Then the other hides: one disappear of -253.
    var other = KeyboardTracker(screen: .iPhonePortrait)
    _ = other.update(.willShow, .shown(216))
    _ = other.update(.willShow, .shown(253, from: 216))
    var tracker = KeyboardTracker(screen: .iPhonePortrait)
    let appear = tracker.catchUp(with: other)
    expectTransition(appear, .appear, index: 0, height: 253, increment: 253)
    #expect(
      appear?.options.animationDuration == 0
        && appear?.options.startFrame == appear?.options.endFrame)
    #expect(tracker.catchUp(with: other) == nil, "agreeing already")
    _ = other.update(.willHide, .hidden(253))
    expectTransition(tracker.catchUp(with: other), .disappear, index: 0, height: 0, increment: -253)
    #expect(tracker.catchUp(with: other) == nil)
  }

  @Test func willChangeFrameWhileHiddenIsIgnored() {
    var tracker = KeyboardTracker(screen: .iPhonePortrait)
    #expect(tracker.update(.willChangeFrame, .shown(216)) == nil)
    #expect(!tracker.isVisible)
  }

  @Test func didHideAloneEndsTheKeyboardAndWillHideThenDidHideEmitsOnce() {
    var tracker = KeyboardTracker(screen: .iPhonePortrait)
    _ = tracker.update(.willShow, .shown(216))
    #expect(tracker.update(.didHide, .hidden(216))?.kind == .disappear)
    _ = tracker.update(.willShow, .shown(216))
    let transitions = tracker.feed([(.willHide, .hidden(216)), (.didHide, .hidden(216))])
    #expect(transitions.map(\.kind) == [.disappear])
  }

  @Test func aFrameThatLeavesTheScreenWhileShownIsADisappear() {
    var tracker = KeyboardTracker(screen: .iPhonePortrait)
    _ = tracker.update(.willShow, .shown(216))
    expectTransition(
      tracker.update(.willChangeFrame, .hidden(216)), .disappear, index: 0, height: 0,
      increment: -216)
    #expect(tracker.update(.willHide, .hidden(216)) == nil)
  }
}
