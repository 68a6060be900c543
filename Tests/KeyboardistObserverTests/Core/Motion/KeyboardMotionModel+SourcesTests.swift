import Foundation
import KeyboardistTestSupport
import Testing

@testable import KeyboardistObserver

/// The motion model's two sources: the notification's timing, which rules, and the layout guide,
/// checked against where the notifications left the keyboard, under the failures the field
/// reported: a guide stuck at the bottom (manaflow-ai/cmux PR 9958), a frozen presentation
/// (react-native-keyboard-controller PR 1047), a view attached late (cmux PR 9663), a floating
/// keyboard's 11 pt guide (flutter/flutter `KeyboardInsetManager.swift`), did-notifications late
/// or missing (react-native-keyboard-controller PR 1161), and an interrupted show.
///
/// An iPhone 16 (390 × 844, a 336 pt keyboard) at 60 Hz: the display link's frame k comes at
/// k / 60 s and shows at (k + 1) / 60 s; the keyboard starts at the first frame after its
/// notification.
@Suite struct KeyboardMotionModelSourcesTests {
  static let screen = CGRect(x: 0, y: 0, width: 390, height: 844)
  static let shown = CGRect(x: 0, y: 508, width: 390, height: 336)
  static let hidden = CGRect(x: 0, y: 844, width: 390, height: 336)
  static let frame = 1.0 / 60

  private static func options(_ start: CGRect, _ end: CGRect) -> KeyboardOptions {
    KeyboardOptions(
      startFrame: start, endFrame: end, animationDuration: 0.25, animationCurve: .keyboard)
  }

  /// The keyboard's move, as the model's timing has it.
  private static func move(from: CGFloat, to: CGFloat) -> KeyboardAnimationSegment {
    KeyboardAnimationSegment(from: from, to: to, curve: .keyboard, duration: 0.25)
  }

  /// Plays frames 1… of a move notified at 0.004 s, each reading `top(k)`, until the model
  /// settles; returns what it handed out with the keyboard's height when each frame shows.
  private static func play(
    _ model: inout KeyboardMotionModel, _ segment: KeyboardAnimationSegment,
    reading top: (Int) -> CGFloat
  ) -> [(handed: KeyboardMotion, shown: CGFloat)] {
    var result: [(KeyboardMotion, CGFloat)] = []
    for k in 1...120 {
      let sample = KeyboardSample(
        time: Double(k) * frame, keyboardTop: top(k), displayTime: Double(k + 1) * frame)
      guard let motion = model.update(sample) else { continue }
      result.append((motion, segment.height(after: Double(k) * frame)))
      if motion.phase == .settled { break }
    }
    return result
  }

  private static func shownModel(usesNotificationTiming: Bool = true) -> KeyboardMotionModel {
    var model = KeyboardMotionModel(screen: screen)
    model.usesNotificationTiming = usesNotificationTiming
    _ = model.rest(at: 336, time: 0)
    return model
  }

  @Test func aGuideStuckAtTheBottomDuringAShowIsIgnoredAndTheTimingRules() throws {
    var model = KeyboardMotionModel(screen: Self.screen)
    _ = model.update(.willShow, Self.options(Self.hidden, Self.shown), at: 0.004)
    let segment = Self.move(from: 0, to: 336)
    let frames = Self.play(&model, segment) { _ in 844 }
    #expect(frames.count > 20, "a frame per display frame of the show")
    for (index, frame) in frames.enumerated() {
      #expect(abs(frame.handed.height - frame.shown) <= 0.5, "frame \(index + 1)")
    }
    #expect(frames.last?.handed.phase == .settled && frames.last?.handed.height == 336)
    // The guide followed alone hands out where it is stuck, advanced a frame: the keyboard never
    // shows more than a frame's worth, and rests hidden.
    var guided = KeyboardMotionModel(screen: Self.screen)
    guided.usesNotificationTiming = false
    _ = guided.update(.willShow, Self.options(Self.hidden, Self.shown), at: 0.004)
    let stuck = Self.play(&guided, segment) { _ in 844 }
    #expect(stuck.count > 10 && stuck.allSatisfy { $0.handed.height < 20 })
    #expect(stuck.last?.handed.height == 0 && stuck.last?.handed.phase == .settled)
  }

  @Test func aGuideAtTheBottomFromTheStartOfAHideDoesNotEndItEarly() throws {
    var model = Self.shownModel()
    _ = model.update(.willHide, Self.options(Self.shown, Self.hidden), at: 0.004)
    let segment = Self.move(from: 336, to: 0)
    let frames = Self.play(&model, segment) { _ in 844 }
    #expect(frames.count > 20)
    #expect(frames.first?.handed.phase == .hiding)
    for (index, frame) in frames.enumerated() {
      #expect(abs(frame.handed.height - frame.shown) <= 0.5, "frame \(index + 1)")
    }
    #expect(frames.last?.handed.height == 0 && frames.last?.handed.phase == .settled)
  }

  @Test func aFrozenPresentationCorrectsNothing() throws {
    // A hide whose guide presentation stays where the hide starts (iOS 26 beta 4).
    var model = Self.shownModel()
    _ = model.update(.willHide, Self.options(Self.shown, Self.hidden), at: 0.004)
    let segment = Self.move(from: 336, to: 0)
    let frames = Self.play(&model, segment) { _ in 508 }
    #expect(frames.count > 20)
    for (index, frame) in frames.enumerated() {
      #expect(abs(frame.handed.height - frame.shown) <= 0.5, "frame \(index + 1)")
    }
    #expect(frames.last?.handed.height == 0 && frames.last?.handed.phase == .settled)
  }

  @Test func aReadingAFewFramesOffMovesTheStartAndTheFramesFollowIt() throws {
    // The keyboard starts two frames after its first frame; the guide reads it so.
    var model = KeyboardMotionModel(screen: Self.screen)
    _ = model.update(.willShow, Self.options(Self.hidden, Self.shown), at: 0.004)
    let segment = Self.move(from: 0, to: 336)
    var handed: [(KeyboardMotion, CGFloat)] = []
    for k in 1...60 {
      let elapsed = max(0, Double(k - 3) * Self.frame)
      let sample = KeyboardSample(
        time: Double(k) * Self.frame, keyboardTop: 844 - segment.height(after: elapsed),
        displayTime: Double(k + 1) * Self.frame)
      guard let motion = model.update(sample) else { continue }
      handed.append((motion, segment.height(after: Double(k - 2) * Self.frame)))
      if motion.phase == .settled { break }
    }
    // From the first reading past the start on, the frames are where the keyboard shows.
    let placed = handed.dropFirst(4)
    #expect(placed.count > 10)
    for (motion, shown) in placed { #expect(abs(motion.height - shown) <= 0.5) }
  }

  @Test func aGuideThatDisagreesAtRestIsIgnoredUntilItAgrees() throws {
    var model = Self.shownModel()
    // Stuck at the bottom while the keyboard is up: no drag, and the guide is ignored.
    #expect(model.update(KeyboardSample(time: 1, keyboardTop: 844), isLayout: true) == nil)
    #expect(model.isGuideIgnored)
    // Its next reading looks like a finger: still ignored.
    #expect(model.update(KeyboardSample(time: 1.1, keyboardTop: 540), isLayout: true) == nil)
    #expect(model.motion.height == 336 && model.motion.phase == .settled)
    // It agrees again: the finger is followed from the next change.
    #expect(model.update(KeyboardSample(time: 1.2, keyboardTop: 508), isLayout: true) == nil)
    #expect(!model.isGuideIgnored)
    let dragResult = model.update(KeyboardSample(time: 1.3, keyboardTop: 540), isLayout: true)
    let drag = try #require(dragResult)
    #expect(drag.phase == .dragging && drag.height == 304)
  }

  @Test func aJumpOfMoreThanHalfTheKeyboardIsNoDragStart() {
    // The guide on its bottom-safe-area fallback (34 pt) while the keyboard is up (cmux PR 9663).
    var model = Self.shownModel()
    #expect(model.update(KeyboardSample(time: 1, keyboardTop: 844 - 34), isLayout: true) == nil)
    #expect(model.isGuideIgnored && model.motion.height == 336)
    // The guide followed with the same rule when the notification's timing is off.
    var guided = Self.shownModel(usesNotificationTiming: false)
    #expect(guided.update(KeyboardSample(time: 1, keyboardTop: 844 - 34), isLayout: true) == nil)
    #expect(guided.motion.height == 336)
  }

  @Test func aFloatingKeyboardsLeftoverGuideMovesNothing() {
    // Undocked, the keyboard is hidden for the notifications; the guide stays 11 pt high.
    var model = KeyboardMotionModel(screen: Self.screen)
    _ = model.rest(at: 0, time: 0)
    #expect(model.update(KeyboardSample(time: 1, keyboardTop: 833), isLayout: true) == nil)
    #expect(model.motion.height == 0 && model.isGuideIgnored)
    // A view attached now reads the 11 pt too: the notifications rule.
    #expect(model.attach(KeyboardSample(time: 2, keyboardTop: 833), notified: 0) == nil)
    #expect(model.motion.height == 0)
    // Without the notifications' word, the guide is all there is.
    var unknown = KeyboardMotionModel(screen: Self.screen)
    #expect(unknown.attach(KeyboardSample(time: 2, keyboardTop: 833))?.height == 11)
  }

  @Test func aViewAttachedWhileTheKeyboardIsUpRestsWhereTheNotificationsPutIt() throws {
    var model = KeyboardMotionModel(screen: Self.screen)
    let restResult = model.attach(KeyboardSample(time: 1, keyboardTop: 844 - 34), notified: 336)
    let rest = try #require(restResult)
    #expect(rest.height == 336 && rest.phase == .settled && model.isGuideIgnored)
    // The hide that follows moves from 336, by its timing.
    _ = model.update(.willHide, Self.options(Self.shown, Self.hidden), at: 2.004)
    let first = model.update(
      KeyboardSample(time: 2 + Self.frame, keyboardTop: 844 - 34, displayTime: 2 + 2 * Self.frame))
    #expect(first.map { $0.height > 300 && $0.phase == .hiding } == true)
  }

  @Test func didNotificationsLateOrMissingChangeNothingOnceFramesFlow() throws {
    let segment = Self.move(from: 0, to: 336)
    // didShow 40 ms after the show's timing ends (react-native-keyboard-controller PR 1161).
    var late = KeyboardMotionModel(screen: Self.screen)
    _ = late.update(.willShow, Self.options(Self.hidden, Self.shown), at: 0.004)
    let frames = Self.play(&late, segment) { k in
      844 - segment.height(after: Double(k - 1) * Self.frame)
    }
    let end = try #require(frames.last?.handed)
    #expect(end.phase == .settled && end.height == 336 && !late.needsFrames)
    #expect(late.update(.didShow, Self.options(Self.shown, Self.shown), at: end.time + 0.04) == nil)
    // A didShow that comes while frames still run, before the timing's end, ends nothing.
    var early = KeyboardMotionModel(screen: Self.screen)
    _ = early.update(.willShow, Self.options(Self.hidden, Self.shown), at: 0.004)
    _ = early.update(KeyboardSample(time: Self.frame, keyboardTop: 844))
    #expect(early.update(.didShow, Self.options(Self.shown, Self.shown), at: 0.1) == nil)
    #expect(early.needsFrames && early.motion.phase == .showing)
    // Missing did-notifications: the frames alone bring the keyboard to rest (above).
    #expect(frames.count > 20)
  }

  @Test func anInterruptedShowIsPredictedAsUIKitAddsTheTwoAnimations() throws {
    var model = KeyboardMotionModel(screen: Self.screen)
    _ = model.update(.willShow, Self.options(Self.hidden, Self.shown), at: 0.004)
    // Frames 1…6 of the show, then a hide at 0.105 s; both play out, summed.
    let show = Self.move(from: 0, to: 336)
    let hide = Self.move(from: 336, to: 0)
    var heights: [(CGFloat, CGFloat)] = []
    for k in 1...90 {
      let time = Double(k) * Self.frame
      if k == 7 { _ = model.update(.willHide, Self.options(Self.shown, Self.hidden), at: 0.105) }
      let shownAt = time + Self.frame
      var keyboard = show.height(after: shownAt - Self.frame)
      if k >= 7 { keyboard -= 336 - hide.height(after: shownAt - 7 * Self.frame) }
      let sample = KeyboardSample(time: time, keyboardTop: 844, displayTime: shownAt)
      guard let motion = model.update(sample) else { continue }
      heights.append((motion.height, keyboard))
      if motion.phase == .settled { break }
    }
    #expect(heights.count > 30)
    for (index, (handed, keyboard)) in heights.enumerated() {
      #expect(abs(handed - max(0, min(336, keyboard))) <= 0.5, "frame \(index + 1)")
      #expect(handed >= 0 && handed <= 336, "never farther than the keyboard goes")
    }
    #expect(heights.last?.0 == 0)
  }

  @Test func aTimingReadAtTheNotificationRulesOverTheGuidesReading() throws {
    // The notification names curve 7; the view animated inside it got ease-in-out over 0.3 s.
    let read = try #require(KeyboardAnimationTiming.cubicBezier(0.42, 0, 0.58, 1, duration: 0.3))
    var model = KeyboardMotionModel(screen: Self.screen)
    _ = model.update(.willShow, Self.options(Self.hidden, Self.shown), at: 0.004, timing: read)
    var segment = Self.move(from: 0, to: 336)
    segment.timing = read
    let other = try #require(KeyboardAnimationTiming.spring(mass: 1, stiffness: 100, damping: 20))
    var handed: [(KeyboardMotion, CGFloat)] = []
    for k in 1...60 {
      let sample = KeyboardSample(
        time: Double(k) * Self.frame, keyboardTop: 844, displayTime: Double(k + 1) * Self.frame,
        timing: other)
      guard let motion = model.update(sample) else { continue }
      handed.append((motion, segment.height(after: Double(k) * Self.frame)))
      if motion.phase == .settled { break }
    }
    #expect(handed.count >= 18, "0.3 s of frames")
    for (motion, shown) in handed { #expect(abs(motion.height - shown) <= 0.5) }
  }
}
