import Foundation
import KeyboardistTestSupport
import Testing

@testable import KeyboardistObserver

/// The motion model, frame by frame: shows, hides, resizes, and interactive drags completed and
/// cancelled, on a Face ID iPhone, an iPad and a Stage Manager window, with the filters the
/// libraries that follow the keyboard learnt to apply.
@Suite struct KeyboardMotionModelTests {
  /// A screen and its docked keyboard.
  struct Screen: CustomTestStringConvertible {
    var name: String
    var bounds: CGRect
    var keyboardHeight: CGFloat
    var testDescription: String { name }

    /// The keyboard's frame when shown, at the screen's bottom.
    var shownFrame: CGRect {
      CGRect(x: 0, y: bounds.maxY - keyboardHeight, width: bounds.width, height: keyboardHeight)
    }

    /// The keyboard's frame when hidden, just below the screen.
    var hiddenFrame: CGRect {
      CGRect(x: 0, y: bounds.maxY, width: bounds.width, height: keyboardHeight)
    }
  }

  /// An iPhone 16 (390 × 844, 336 pt keyboard), an 11-inch iPad (834 × 1194, 398 pt keyboard), and
  /// a 13-inch iPad's screen (1032 × 1376, 432 pt keyboard) on which a Stage Manager window sits.
  static let screens = [
    Screen(
      name: "iPhone 16", bounds: CGRect(x: 0, y: 0, width: 390, height: 844), keyboardHeight: 336),
    Screen(
      name: "iPad 11", bounds: CGRect(x: 0, y: 0, width: 834, height: 1194), keyboardHeight: 398),
    Screen(
      name: "iPad 13, Stage Manager", bounds: CGRect(x: 0, y: 0, width: 1032, height: 1376),
      keyboardHeight: 432),
  ]

  private func shown(on screen: Screen) -> KeyboardMotionModel {
    var model = KeyboardMotionModel(screen: screen.bounds)
    _ = model.update(.willShow, options(screen.hiddenFrame, to: screen.shownFrame), at: 0)
    _ = model.update(.didShow, options(screen.shownFrame, to: screen.shownFrame), at: 0.5)
    return model
  }

  private func options(
    _ start: CGRect, to end: CGRect, curve: KeyboardAnimationCurve = .keyboard
  ) -> KeyboardOptions {
    KeyboardOptions(
      startFrame: start, endFrame: end, animationDuration: 0.25, animationCurve: curve)
  }

  // MARK: - Animations

  @Test(arguments: screens)
  func aShowRisesFrameByFrameToTheKeyboardsHeight(on screen: Screen) throws {
    var model = KeyboardMotionModel(screen: screen.bounds)
    let startResult = model.update(
      .willShow, options(screen.hiddenFrame, to: screen.shownFrame), at: 10)
    let start = try #require(startResult)
    #expect(start.phase == .showing && start.height == 0 && start.progress == 0)
    #expect(model.needsFrames)

    var motions: [KeyboardMotion] = []
    for sample in KeyboardSample.frames(
      from: screen.bounds.maxY, to: screen.shownFrame.minY, start: 10)
    {
      if let motion = model.update(sample) { motions.append(motion) }
    }
    // At 1/120 s the spring is 1 − (1 + ω/120)·e^(−ω/120) of the way, ω = √(1000/3): 1.046%.
    let first = try #require(motions.first)
    #expect(abs(first.height - screen.keyboardHeight * 0.010464) < 0.001)
    #expect(first.phase == .showing)
    // Heights and progress only rise, and progress is height over the keyboard's height.
    for (earlier, later) in zip(motions, motions.dropFirst()) {
      #expect(later.height >= earlier.height && later.progress >= earlier.progress)
    }
    for motion in motions {
      #expect(abs(motion.progress - motion.height / screen.keyboardHeight) < 0.0001)
      #expect(motion.keyboardTop == screen.bounds.maxY - motion.height)
    }
    // It comes to rest once within half a point of the top: the frame where the spring is within
    // 0.5 / 336 of its change on the iPhone (about 0.43 s), then no more frames are needed.
    let last = try #require(motions.last)
    #expect(last.phase == .settled && last.height == screen.keyboardHeight && last.progress == 1)
    #expect(!model.needsFrames)
    #expect(motions.count > 20, "a frame every 1/120 s for about 0.43 s")
    #expect(motions.dropLast().allSatisfy { $0.phase == .showing })
  }

  @Test(arguments: screens)
  func aHideFallsFrameByFrameToZero(on screen: Screen) throws {
    var model = shown(on: screen)
    let startResult = model.update(
      .willHide, options(screen.shownFrame, to: screen.hiddenFrame), at: 20)
    let start = try #require(startResult)
    #expect(start.phase == .hiding && start.height == screen.keyboardHeight)
    var motions: [KeyboardMotion] = []
    for sample in KeyboardSample.frames(
      from: screen.shownFrame.minY, to: screen.bounds.maxY, start: 20)
    {
      if let motion = model.update(sample) { motions.append(motion) }
    }
    #expect(motions.count > 20, "a frame every 1/120 s for about 0.43 s")
    #expect(motions.dropLast().allSatisfy { $0.phase == .hiding })
    for (earlier, later) in zip(motions, motions.dropFirst()) {
      #expect(later.height <= earlier.height)
    }
    let last = try #require(motions.last)
    #expect(last.phase == .settled && last.height == 0 && last.progress == 0)
  }

  /// One late frame of a show is a frame of the show, not where the keyboard came to rest.
  ///
  /// The keyboard lags behind its timing, and a frame read just after the timing's end is short
  /// of the end: within the settling grace the show goes on.
  @Test func aLateFrameDuringAShowDoesNotLeaveTheKeyboardShortOfItsEnd() throws {
    // iPhone 16 (844 pt screen): a show from 0 to 336 along curve 7 (0.25 s), whose timing lasts
    // `length` s. The first frame, at 10, reads 0 and starts the show's clock. The next comes one
    // 60 Hz frame after the timing's end (elapsed length + 1/60 < length + 0.1) reading a top of
    // 544, 300 pt: still showing at 300. The frame after reads 508 (336): at rest there.
    // The guide followed alone, without the notification's timing.
    let screen = Self.screens[0]
    var model = KeyboardMotionModel(screen: screen.bounds)
    model.usesNotificationTiming = false
    _ = model.update(.willShow, options(screen.hiddenFrame, to: screen.shownFrame), at: 10)
    let length = KeyboardAnimationSegment(from: 0, to: 336, curve: .keyboard, duration: 0.25).length
    let startResult = model.update(KeyboardSample(time: 10, keyboardTop: 844))
    let start = try #require(startResult)
    #expect(start.phase == .showing && start.height == 0)
    let lateResult = model.update(KeyboardSample(time: 10 + length + 1.0 / 60, keyboardTop: 544))
    let late = try #require(lateResult)
    #expect(late.phase == .showing && late.height == 300)
    #expect(model.needsFrames)
    let endResult = model.update(KeyboardSample(time: 10 + length + 2.0 / 60, keyboardTop: 508))
    let end = try #require(endResult)
    #expect(end.phase == .settled && end.height == 336 && end.progress == 1)
    #expect(!model.needsFrames)
  }

  /// A show interrupted by a hide 0.1 s in: the show's did-notifications, which come when the show
  /// would have ended (about 0.5 s), end nothing while the keyboard goes down; the hide's own end
  /// it at 0.
  @Test(arguments: screens)
  func theDidNotificationsOfAnInterruptedShowEndNothing(on screen: Screen) throws {
    var model = KeyboardMotionModel(screen: screen.bounds)
    _ = model.update(.willShow, options(screen.hiddenFrame, to: screen.shownFrame), at: 0)
    let hideResult = model.update(
      .willHide, options(screen.shownFrame, to: screen.hiddenFrame), at: 0.1)
    let hide = try #require(hideResult)
    #expect(hide.phase == .hiding)
    let showEnd = options(screen.hiddenFrame, to: screen.shownFrame)
    #expect(model.update(.didChangeFrame, showEnd, at: 0.5) == nil)
    #expect(model.update(.didShow, showEnd, at: 0.5) == nil)
    #expect(model.needsFrames)
    let endResult = model.update(
      .didHide, options(screen.shownFrame, to: screen.hiddenFrame), at: 0.6)
    let end = try #require(endResult)
    #expect(end.phase == .settled && end.height == 0)
    #expect(!model.needsFrames)
  }

  /// A `didHide` whose `willHide` the model never saw (held during an input switch, or posted
  /// while it was stopped) hides the keyboard, as it resets the tracker: the motion comes to rest
  /// at 0 rather than staying up.
  @Test(arguments: screens)
  func aDidHideWithoutItsWillHideHidesTheKeyboard(on screen: Screen) throws {
    var model = shown(on: screen)
    let result = model.update(
      .didHide, options(screen.shownFrame, to: screen.hiddenFrame), at: 20)
    let motion = try #require(result)
    #expect(motion.phase == .settled && motion.height == 0)
    #expect(
      model.update(.didHide, options(screen.shownFrame, to: screen.hiddenFrame), at: 21) == nil)
  }

  /// A did-notification that goes where the animation under way goes still ends it at once, as
  /// when frames were not read: the show's `didShow` settles the show.
  @Test(arguments: screens)
  func aDidNotificationEndsTheAnimationItBelongsTo(on screen: Screen) throws {
    var model = KeyboardMotionModel(screen: screen.bounds)
    _ = model.update(.willShow, options(screen.hiddenFrame, to: screen.shownFrame), at: 0)
    let endResult = model.update(
      .didShow, options(screen.hiddenFrame, to: screen.shownFrame), at: 0.5)
    let end = try #require(endResult)
    #expect(end.phase == .settled && end.height == screen.keyboardHeight)
  }

  @Test func aResizeMovesBetweenTwoShownHeights() throws {
    // The QuickType bar goes on an iPhone 16: 336 → 380 pt, ease-in-out over 0.25 s.
    let screen = Self.screens[0]
    var model = shown(on: screen)
    let taller = CGRect(x: 0, y: 844 - 380, width: 390, height: 380)
    let startResult = model.update(
      .willShow, options(screen.shownFrame, to: taller, curve: .easeInOut), at: 30)
    let start = try #require(startResult)
    #expect(start.phase == .resizing && start.height == 336)
    var motions: [KeyboardMotion] = []
    let frames = KeyboardSample.frames(
      from: screen.shownFrame.minY, to: taller.minY, start: 30, curve: .easeInOut)
    for sample in frames {
      if let motion = model.update(sample) { motions.append(motion) }
    }
    // Half-way through (0.125 s) ease-in-out is at 0.5: 336 + 44 × 0.5 = 358, progress 358 / 380.
    let middle = try #require(motions.first { abs($0.time - 30.125) < 0.001 })
    #expect(abs(middle.height - 358) < 0.01 && middle.phase == .resizing)
    #expect(abs(middle.progress - 358 / 380) < 0.0001)
    #expect(motions.last?.phase == .settled && motions.last?.height == 380)
  }

  @Test func theCoverageOfAViewFollowsTheKeyboardsTop() throws {
    // A Stage Manager window from y 200 to 1000 on the 13-inch iPad, its safe area bottom 0; the
    // keyboard rises to 1376 − 432 = 944: at rest it covers 1000 − 944 = 56 pt of the window.
    let screen = Self.screens[2]
    var model = KeyboardMotionModel(screen: screen.bounds)
    _ = model.update(.willShow, options(screen.hiddenFrame, to: screen.shownFrame), at: 0)
    let window = CGRect(x: 100, y: 200, width: 800, height: 800)
    var coverages: [CGFloat] = []
    for sample in KeyboardSample.frames(
      from: screen.bounds.maxY, to: screen.shownFrame.minY, start: 0)
    {
      if let motion = model.update(sample) { coverages.append(motion.coverage(of: window)) }
    }
    // Nothing until the keyboard's top passes the window's bottom (376 pt above the screen's).
    #expect(coverages.first == 0)
    #expect(coverages.last == 56)
    // A full-screen Face ID layout: 336 pt keyboard, 34 pt safe area: 302 at rest.
    let phone = Self.screens[0]
    let rest = shown(on: phone).motion
    #expect(rest.coverage(of: phone.bounds, safeAreaBottom: 34) == 302)
  }

  // MARK: - Interactive dismissal

  @Test(arguments: screens)
  func aDragThatCompletesFollowsTheFingerThenGoes(on screen: Screen) throws {
    var model = shown(on: screen)
    let top = screen.shownFrame.minY
    // The finger drags the keyboard down by 20 pt a frame for six frames: layout samples.
    var motions: [KeyboardMotion] = []
    for step in 1...6 {
      let sample = KeyboardSample(
        time: 40 + Double(step) / 120, keyboardTop: top + CGFloat(step) * 20)
      let motion = model.update(sample, isLayout: true)
      motions.append(try #require(motion))
    }
    #expect(motions.allSatisfy { $0.phase == .dragging && $0.isInteractive })
    #expect(motions.map(\.height) == (1...6).map { screen.keyboardHeight - CGFloat($0) * 20 })
    #expect(!model.needsFrames, "a drag is read from layout changes, not on a display link")
    // A height taller than the keyboard during the drag is not the keyboard: dropped.
    #expect(
      model.update(KeyboardSample(time: 40.06, keyboardTop: top - 117), isLayout: true) == nil)
    // The finger lets go; UIKit posts the hide: the drag completes from 120 pt down.
    let releaseResult = model.update(
      .willHide, options(screen.shownFrame, to: screen.hiddenFrame, curve: .easeOut), at: 40.1)
    let release = try #require(releaseResult)
    #expect(release.phase == .completingDrag && release.height == screen.keyboardHeight - 120)
    var after: [KeyboardMotion] = []
    let frames = KeyboardSample.frames(
      from: top + 120, to: screen.bounds.maxY, start: 40.1, curve: .easeOut)
    for sample in frames {
      if let motion = model.update(sample) { after.append(motion) }
    }
    #expect(after.count > 1)
    #expect(after.dropLast().allSatisfy { $0.phase == .completingDrag })
    #expect(after.last?.phase == .settled && after.last?.height == 0)
  }

  @Test(arguments: screens)
  func aDragThatIsCancelledSpringsBack(on screen: Screen) throws {
    var model = shown(on: screen)
    let top = screen.shownFrame.minY
    for step in 1...4 {
      _ = model.update(
        KeyboardSample(time: 50 + Double(step) / 120, keyboardTop: top + CGFloat(step) * 25),
        isLayout: true)
    }
    #expect(model.motion.phase == .dragging && model.motion.height == screen.keyboardHeight - 100)
    // Let go short of the threshold: UIKit posts the keyboard back at its frame.
    let releaseResult = model.update(
      .willChangeFrame, options(screen.hiddenFrame, to: screen.shownFrame), at: 50.05)
    let release = try #require(releaseResult)
    #expect(release.phase == .cancellingDrag)
    var after: [KeyboardMotion] = []
    for sample in KeyboardSample.frames(from: top + 100, to: top, start: 50.05) {
      if let motion = model.update(sample) { after.append(motion) }
    }
    #expect(after.count > 1)
    #expect(after.dropLast().allSatisfy { $0.phase == .cancellingDrag })
    #expect(after.last?.phase == .settled && after.last?.height == screen.keyboardHeight)
    #expect(after.last?.progress == 1)
  }

  @Test func aDragBackToFullHeightWithoutANotificationSettles() throws {
    let screen = Self.screens[0]
    var model = shown(on: screen)
    let top = screen.shownFrame.minY
    _ = model.update(KeyboardSample(time: 1, keyboardTop: top + 50), isLayout: true)
    #expect(model.motion.phase == .dragging)
    let backResult = model.update(KeyboardSample(time: 1.1, keyboardTop: top), isLayout: true)
    let back = try #require(backResult)
    #expect(back.phase == .settled && back.height == 336)
  }

  // MARK: - Filters

  @Test func layoutSamplesDuringAnAnimationHoldItsEndAndAreIgnored() {
    let screen = Self.screens[0]
    var model = KeyboardMotionModel(screen: screen.bounds)
    _ = model.update(.willShow, options(screen.hiddenFrame, to: screen.shownFrame), at: 0)
    let end = KeyboardSample(time: 0.001, keyboardTop: screen.shownFrame.minY)
    #expect(model.update(end, isLayout: true) == nil)
    #expect(model.motion.phase == .showing && model.needsFrames)
  }

  @Test func aLayoutJumpFromRestIsNotADrag() {
    // From rest, the layout jumping to hidden (a hide about to be posted) or up (a show about to
    // be posted, iOS 17's keyboard runs out of process) is left to the notification.
    let screen = Self.screens[0]
    var model = shown(on: screen)
    #expect(model.update(KeyboardSample(time: 1, keyboardTop: 844), isLayout: true) == nil)
    var hidden = KeyboardMotionModel(screen: screen.bounds)
    #expect(hidden.update(KeyboardSample(time: 1, keyboardTop: 508), isLayout: true) == nil)
    #expect(model.motion.phase == .settled && hidden.motion.phase == .settled)
    // A frame sample with no animation under way moves nothing either.
    #expect(model.update(KeyboardSample(time: 1, keyboardTop: 600)) == nil)
  }

  @Test func anAccessorySwapIgnoresLayoutChangesUntilItsNotificationOrHalfASecond() throws {
    let screen = Self.screens[0]
    var model = shown(on: screen)
    model.accessoryWillChange()
    // The layout guide jumps 44 pt down while the accessory is swapped: not a drag.
    #expect(model.update(KeyboardSample(time: 2.1, keyboardTop: 552), isLayout: true) == nil)
    #expect(model.motion.phase == .settled)
    // Half a second later, layout changes count again.
    let dragResult = model.update(KeyboardSample(time: 2.6, keyboardTop: 552), isLayout: true)
    let drag = try #require(dragResult)
    #expect(drag.phase == .dragging)
  }

  @Test func samplesFromAViewInNoWindowAreIgnoredUntilItIsBack() throws {
    let screen = Self.screens[0]
    var model = KeyboardMotionModel(screen: screen.bounds)
    _ = model.update(.willShow, options(screen.hiddenFrame, to: screen.shownFrame), at: 0)
    model.detach()
    #expect(model.update(KeyboardSample(time: 0.1, keyboardTop: 700)) == nil)
    _ = model.update(.didShow, options(screen.shownFrame, to: screen.shownFrame), at: 0.5)
    #expect(model.motion.height == 336 && model.motion.phase == .settled)
    // Back in a window while the keyboard was hidden meanwhile without notice to this screen.
    let backResult = model.attach(KeyboardSample(time: 3, keyboardTop: 844))
    let back = try #require(backResult)
    #expect(back.phase == .settled && back.height == 0)
    #expect(model.attach(KeyboardSample(time: 4, keyboardTop: 844)) == nil, "already there")
  }

  @Test func aCrossFadeFollowsTheCurveNotThePosition() throws {
    // Reduce Motion's cross-fade: the layout guide's top is at its end from the first frame while
    // the keyboard fades in; the motion follows the curve instead.
    let screen = Self.screens[0]
    var model = KeyboardMotionModel(screen: screen.bounds)
    model.prefersCrossFade = true
    _ = model.update(
      .willShow, options(screen.hiddenFrame, to: screen.shownFrame, curve: .linear), at: 0)
    // The curve's clock starts at the first frame, here 1/120 s after the notification.
    let firstResult = model.update(KeyboardSample(time: 0.01, keyboardTop: 508))
    #expect(try #require(firstResult).height == 0)
    let middleResult = model.update(KeyboardSample(time: 0.135, keyboardTop: 508))
    let middle = try #require(middleResult)
    #expect(abs(middle.height - 168) < 0.001 && middle.phase == .showing)  // linear: 336 × 0.5
    let endResult = model.update(KeyboardSample(time: 0.26, keyboardTop: 508))
    let end = try #require(endResult)
    #expect(end.phase == .settled && end.height == 336)
  }

  @Test func beforeIOS17TheGuidesSafeAreaCountsAsHidden() throws {
    // Where the layout guide cannot leave the 34 pt safe area out, a hidden keyboard reads 34 pt
    // (the guide followed alone, which hands out its readings).
    let screen = Self.screens[0]
    var model = shown(on: screen)
    model.usesNotificationTiming = false
    model.hiddenGuideHeight = 34
    _ = model.update(.willHide, options(screen.shownFrame, to: screen.hiddenFrame), at: 0)
    let restResult = model.update(KeyboardSample(time: 0.5, keyboardTop: 844 - 34))
    let rest = try #require(restResult)
    #expect(rest.height == 0 && rest.phase == .settled)
  }

  @Test func aFloatingKeyboardHasNoHeight() throws {
    // An iPad keyboard undocked: 320 pt wide in the middle of the screen.
    let screen = Self.screens[1]
    var model = shown(on: screen)
    let floating = CGRect(x: 257, y: 600, width: 320, height: 250)
    let startResult = model.update(
      .willChangeFrame, options(screen.shownFrame, to: floating), at: 5)
    let start = try #require(startResult)
    #expect(start.phase == .hiding)
    _ = model.update(.didChangeFrame, options(floating, to: floating), at: 5.5)
    #expect(model.motion.height == 0 && model.motion.coverage(of: screen.bounds) == 0)
  }

  @Test func notificationsThatMoveNothingMakeNoMotion() {
    let screen = Self.screens[0]
    var model = shown(on: screen)
    let same = options(screen.shownFrame, to: screen.shownFrame)
    #expect(model.update(.willShow, same, at: 1) == nil)
    #expect(model.update(.didShow, same, at: 1) == nil)
    var other = same
    other.belongsToCurrentApp = false
    #expect(model.update(.willShow, other, at: 1) == nil)
    #expect(
      model.update(
        .willHide, options(screen.shownFrame, to: screen.hiddenFrame), at: 1,
        isAppActive: false) == nil)
    #expect(model.update(.willChangeFrame, KeyboardOptions(endFrame: .zero), at: 1) == nil)
    #expect(model.update(.willHide, same, at: .nan) == nil)
  }

  /// A frame change moves the keyboard only while it is shown, as the tracker's rule 3 says, so
  /// that an observer's motion and transitions agree once it rests.
  ///
  /// On the 390 × 844 screen the keyboard is hidden; a `willChangeFrame` to the 336 pt keyboard
  /// (a pinyin bar's growth with no `willShow`, once a hardware keyboard's bar below a smaller
  /// screen hid it there) then moves nothing, for the tracker (hidden: ignored) and the motion
  /// alike; the `willShow` that follows brings both up. While the keyboard is shown a
  /// `willChangeFrame` still moves it (to 372 pt). Found by the lifecycle property test: the
  /// motion came to rest at 172 pt on a 375 × 667 screen where the transitions said hidden.
  @Test func aFrameChangeMovesOnlyAShownKeyboard() {
    let screen = Self.screens[0]
    var model = KeyboardMotionModel(screen: screen.bounds)
    var tracker = KeyboardTracker(screen: screen.bounds)
    let growing = options(screen.hiddenFrame, to: screen.shownFrame)
    #expect(tracker.update(.willChangeFrame, growing) == nil)
    #expect(model.update(.willChangeFrame, growing, at: 0) == nil)
    #expect(model.update(.didChangeFrame, growing, at: 0.5) == nil)
    #expect(model.motion.height == 0)

    #expect(model.update(.willShow, growing, at: 1)?.phase == .showing)
    #expect(model.update(.didShow, growing, at: 1.5)?.height == 336)
    let taller = options(
      screen.shownFrame, to: CGRect(x: 0, y: 844 - 372, width: 390, height: 372))
    let resizing = model.update(.willChangeFrame, taller, at: 2)
    #expect(resizing?.phase == .resizing)
    #expect(model.update(.didChangeFrame, taller, at: 2.5)?.height == 372)
  }

  /// A notification with no duration ends at once an animation already going where it sends the
  /// keyboard: a password prompt's hide snaps back what its show started.
  ///
  /// On the 390 × 844 screen the keyboard rests at 336 pt. A `willShow` of a landscape keyboard
  /// (0, 221, 844, 169) floats on this screen (its bottom edge is above the screen's), so it
  /// sends the keyboard to 0 in 0.25 s; the prompt's `willHide` with a 0 duration, also to 0,
  /// then ends the motion at rest at 0 at once (it used to change nothing). Found by the
  /// lifecycle property test: the motion still said "hiding, 291" once the keyboard had gone.
  @Test func aHideWithNoDurationEndsAnAnimationGoingToItsDestination() {
    let screen = Self.screens[0]
    var model = shown(on: screen)
    let floating = CGRect(x: 0, y: 221, width: 844, height: 169)
    #expect(
      model.update(.willShow, options(screen.shownFrame, to: floating), at: 1)?.phase == .hiding)
    var prompt = options(floating, to: CGRect(x: 0, y: 390, width: 844, height: 169))
    prompt.animationDuration = 0
    let motion = model.update(.willHide, prompt, at: 1.01)
    #expect(motion?.phase == .settled)
    #expect(motion?.height == 0)
    #expect(!model.needsFrames)
  }

  /// A `didHide` ends the motion at rest at 0, as it resets the tracker, whatever the motion was
  /// doing.
  ///
  /// On the 390 × 844 screen: (a) the keyboard shows (an animation from 0 to 336 pt) and its
  /// `willHide` comes while the app is inactive, so the animation still goes up when the
  /// `didHide` comes, the app active again: the motion rests at 0, not at 336 (found by the
  /// lifecycle property test). (b) The motion rests half a point up (frames read 0.5 pt until
  /// well after the show's timing ended, within the model's 0.5 pt tolerance of 0): after the
  /// `willHide` and the `didHide` it rests at 0, not 0.5 (issue 30's campaign).
  @Test func aDidHideEndsTheMotionHidden() {
    let screen = Self.screens[0]
    let showing = options(screen.hiddenFrame, to: screen.shownFrame)
    let hiding = options(screen.shownFrame, to: screen.hiddenFrame)
    var model = KeyboardMotionModel(screen: screen.bounds)
    #expect(model.update(.willShow, showing, at: 0)?.phase == .showing)
    #expect(model.update(.willHide, hiding, at: 0.1, isAppActive: false) == nil)
    let hidden = model.update(.didHide, hiding, at: 0.4)
    #expect(hidden?.phase == .settled)
    #expect(hidden?.height == 0)

    var resting = KeyboardMotionModel(screen: screen.bounds)
    resting.usesNotificationTiming = false
    _ = resting.update(.willShow, showing, at: 0)
    // Two frames read half a point of keyboard, the second well after the show's timing ends
    // (the guide followed alone, which hands out its readings).
    _ = resting.update(KeyboardSample(time: 1, keyboardTop: 843.5))
    #expect(resting.update(KeyboardSample(time: 2, keyboardTop: 843.5))?.height == 0.5)
    #expect(resting.motion.phase == .settled)
    _ = resting.update(.willHide, hiding, at: 3)
    _ = resting.update(.didHide, hiding, at: 3.3)
    #expect(resting.motion.phase == .settled)
    #expect(resting.motion.height == 0)
  }

  @Test(arguments: [KeyboardAnimationCurve.easeInOut, .keyboard])
  func anAnimationWithNoDurationSettlesAtOnce(curve: KeyboardAnimationCurve) throws {
    let screen = Self.screens[0]
    var model = KeyboardMotionModel(screen: screen.bounds)
    let options = KeyboardOptions(
      endFrame: screen.shownFrame, animationDuration: 0, animationCurve: curve)
    let motionResult = model.update(.willShow, options, at: 1)
    let motion = try #require(motionResult)
    #expect(motion.phase == .settled && motion.height == 336 && !model.needsFrames)
  }

  @Test func withoutAScreenReadingsAreIgnoredAndNotificationsStillCount() throws {
    let options = KeyboardOptions(
      endFrame: CGRect(x: 0, y: 508, width: 390, height: 336), animationDuration: 0.25,
      animationCurve: .keyboard)
    // The guide followed alone: its readings need a screen, so the did-notification ends it.
    var guided = KeyboardMotionModel()
    guided.usesNotificationTiming = false
    let startResult = guided.update(.willShow, options, at: 0)
    let start = try #require(startResult)
    #expect(start.keyboardTop == nil && start.phase == .showing)
    #expect(guided.update(KeyboardSample(time: 0.1, keyboardTop: 600)) == nil)
    let endResult = guided.update(.didShow, options, at: 0.5)
    let end = try #require(endResult)
    #expect(end.height == 336 && end.coverage(of: CGRect(x: 0, y: 0, width: 390, height: 844)) == 0)
    // With the notification's timing, the frames predict without a screen (the reading of 600 is
    // ignored) and the timing ends the show; the did-notification then moves nothing.
    var timed = KeyboardMotionModel()
    _ = timed.update(.willShow, options, at: 0)
    let firstResult = timed.update(KeyboardSample(time: 0.01, keyboardTop: 600))
    let first = try #require(firstResult)
    #expect(first.height == 0 && first.keyboardTop == nil && first.phase == .showing)
    let middleResult = timed.update(KeyboardSample(time: 0.2, keyboardTop: 600))
    let middle = try #require(middleResult)
    #expect(middle.height > 0 && middle.height < 336)
    let lastResult = timed.update(KeyboardSample(time: 1, keyboardTop: 600))
    let last = try #require(lastResult)
    #expect(last.height == 336 && last.phase == .settled)
    #expect(timed.update(.didShow, options, at: 1.1) == nil)
  }

  /// The one rule for where a notification sends the keyboard, which the simulator shares.
  @Test func whereEachNotificationSendsTheKeyboard() {
    let screen = Self.screens[0]
    let shown = options(screen.hiddenFrame, to: screen.shownFrame)
    let destination = { (event: KeyboardEvent, options: KeyboardOptions) in
      KeyboardMotionModel.destination(of: event, options, on: screen.bounds)
    }
    #expect(destination(.willShow, shown) == 336)
    #expect(destination(.willChangeFrame, shown) == 336)
    #expect(destination(.willHide, shown) == 0, "a hide, whatever its frame")
    // An empty `willChangeFrame` is no destination: the filter the tracker shares drops it first.
    #expect(!KeyboardNotificationFilter().admits(.willChangeFrame, .init(), isAppActive: true))
    for event in [KeyboardEvent.didShow, .didHide, .didChangeFrame] {
      #expect(destination(event, shown) == nil)
    }
  }
}

extension KeyboardMotionModelTests {
  /// A keyboard that settled half a point up (a frame change that leaves 0.5 pt on screen) ends at
  /// 0 after a full hide: 0.5 pt is within the tolerance that makes two heights "the same" for
  /// starting an animation, but a hide must still end at 0, not at 0.5.
  @Test func aFullHideEndsAtZeroFromWithinTheTolerance() throws {
    let screen = Self.screens[0]
    var model = KeyboardMotionModel(screen: screen.bounds)
    let show = KeyboardOptions(
      startFrame: screen.hiddenFrame, endFrame: screen.shownFrame, animationDuration: 0.25,
      animationCurve: .keyboard)
    _ = model.update(.willShow, show, at: 0)
    _ = model.update(.didShow, show, at: 0.25)
    // 844 - 843.5 = 0.5 pt of the keyboard left on screen.
    let sliver = KeyboardOptions(
      startFrame: screen.shownFrame, endFrame: screen.shownFrame.offsetBy(dx: 0, dy: 335.5),
      animationDuration: 0.25, animationCurve: .keyboard)
    _ = model.update(.willChangeFrame, sliver, at: 1)
    _ = model.update(.didChangeFrame, sliver, at: 1.25)
    #expect(model.motion.height == 0.5 && model.motion.phase == .settled)
    let hide = KeyboardOptions(
      startFrame: sliver.endFrame, endFrame: screen.hiddenFrame, animationDuration: 0.25,
      animationCurve: .keyboard)
    let willHide = model.update(.willHide, hide, at: 2)
    let didHide = model.update(.didHide, hide, at: 2.25)
    let last = try #require(didHide ?? willHide, "the hide moves the keyboard")
    #expect(last.height == 0 && last.phase == .settled)
    #expect(model.motion.height == 0)
  }
}
