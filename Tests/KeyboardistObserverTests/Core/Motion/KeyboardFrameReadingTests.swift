import Foundation
import KeyboardistTestSupport
import Testing

@testable import KeyboardistObserver

/// The frame reader's decisions: when its display link runs, the guide's hidden height, the
/// keyboard a reading finds, and the frame rates it asks for.
@MainActor
@Suite struct KeyboardFrameReadingTests {
  let center = NotificationCenter()
  /// An iPhone 16's screen, and a 13-inch iPad's.
  static let phone = CGRect(x: 0, y: 0, width: 390, height: 844)
  static let pad = CGRect(x: 0, y: 0, width: 1032, height: 1376)

  // MARK: - The display link

  @Test(arguments: [
    (false, false, false), (true, false, false), (false, true, false), (true, true, true),
  ])
  func theLinkRunsOnlyWhenFramesAreWantedInAWindow(wants: Bool, attached: Bool, runs: Bool) {
    var reading = KeyboardFrameReading()
    reading.wantsFrames = wants
    reading.isAttached = attached
    #expect(reading.runsDisplayLink == runs)
  }

  /// The UIKit shell as a platform: the reader's state and the display link's clock.
  @MainActor final class Shell: KeyboardPlatform {
    var reading = KeyboardFrameReading()
    var time: TimeInterval = 0
    var now: TimeInterval? { time }
    var screen: CGRect? { nil }
    var isAppActive: Bool? { nil }
    var hiddenGuideHeight: CGFloat { 0 }
    var prefersCrossFade: Bool { false }
    func notificationTiming(_ event: KeyboardEvent, _ options: KeyboardOptions)
      -> KeyboardAnimationTiming?
    { nil }
    func framesNeeded(_ needed: Bool) { reading.wantsFrames = needed }
  }

  @Test func theLinkIsPausedWheneverTheKeyboardIsStill() {
    // An observer wired as the UIKit shell wires it, over a whole session on an iPhone 16: the
    // keyboard shows, rests, is dragged down, springs back, rests, then hides. The link runs
    // during the three animations only, never at rest and never during the drag.
    let shell = Shell()
    shell.reading.isAttached = true
    var log: [(String, Bool)] = []
    let keyboard = KeyboardObserver(center: center)
    keyboard.screen = Self.phone
    keyboard.environment.platform = shell
    keyboard.onMove { _ in }
    keyboard.start()
    func note(_ step: String) { log.append((step, shell.reading.runsDisplayLink)) }

    let hidden = CGRect(x: 0, y: 844, width: 390, height: 336)
    let shown = CGRect(x: 0, y: 508, width: 390, height: 336)
    note("hidden")
    center.post(
      .willShow,
      KeyboardOptions(
        startFrame: hidden, endFrame: shown, animationDuration: 0.25, animationCurve: .keyboard))
    note("show starts")
    for sample in KeyboardSample.frames(from: 844, to: 508, start: 0) {
      keyboard.follow(sample)
    }
    note("show ends")
    shell.time = 2
    for step in 1...4 {
      keyboard.follow(
        layoutChange: KeyboardSample(
          time: 2 + Double(step) / 120, keyboardTop: 508 + 20 * CGFloat(step)))
    }
    #expect(keyboard.motion.phase == .dragging)
    note("dragging")
    shell.time = 2.1
    center.post(
      .willChangeFrame,
      KeyboardOptions(
        startFrame: shown, endFrame: shown, animationDuration: 0.25, animationCurve: .keyboard))
    note("springs back")
    for sample in KeyboardSample.frames(from: 588, to: 508, start: 2.1) {
      keyboard.follow(sample)
    }
    note("back at rest")
    shell.time = 5
    center.post(
      .willHide,
      KeyboardOptions(
        startFrame: shown, endFrame: hidden, animationDuration: 0.25, animationCurve: .keyboard))
    note("hide starts")
    shell.time = 5.6
    center.post(
      .didHide,
      KeyboardOptions(
        startFrame: shown, endFrame: hidden, animationDuration: 0.25, animationCurve: .keyboard))
    note("hidden again")

    #expect(
      log.map(\.0) == [
        "hidden", "show starts", "show ends", "dragging", "springs back", "back at rest",
        "hide starts", "hidden again",
      ])
    #expect(log.map(\.1) == [false, true, false, false, true, false, true, false])
    // Out of its window the reader never runs the link, even mid-animation.
    shell.reading.isAttached = false
    center.post(
      .willShow,
      KeyboardOptions(
        startFrame: hidden, endFrame: shown, animationDuration: 0.25, animationCurve: .keyboard))
    #expect(shell.reading.wantsFrames && !shell.reading.runsDisplayLink)
  }

  // MARK: - Readings of the guide's position

  @Test func theFirstReadingInASizedWindowTellsWhereTheKeyboardIsThenChangesFollow() {
    var reading = KeyboardFrameReading()
    #expect(reading.layoutReading(windowHasSize: true) == nil, "in no window, nothing is read")
    reading.attach()
    #expect(reading.isAttached && reading.isAttachPending)
    // A window not sized yet: its first layout reads the keyboard.
    #expect(reading.layoutReading(windowHasSize: false) == nil)
    #expect(reading.layoutReading(windowHasSize: true) == .attached)
    #expect(reading.layoutReading(windowHasSize: true) == .layoutChange)
    #expect(!reading.isAttachPending)
    // Out of the window and into another: read on arriving again.
    reading.detach()
    #expect(!reading.isAttached && reading.layoutReading(windowHasSize: true) == nil)
    reading.attach()
    #expect(reading.layoutReading(windowHasSize: true) == .attached)
  }

  // MARK: - The hidden guide

  @Test func theHiddenGuideIsTheWindowsBottomOrItsSafeArea() {
    // A full-screen window on an iPhone 16: from iOS 17 the guide leaves the safe area out.
    #expect(
      KeyboardFrameReading.hiddenGuideHeight(
        window: Self.phone, screen: Self.phone, safeAreaBottom: 34, usesBottomSafeArea: false) == 0)
    #expect(
      KeyboardFrameReading.hiddenGuideHeight(
        window: Self.phone, screen: Self.phone, safeAreaBottom: 34, usesBottomSafeArea: true) == 34)
    // A Stage Manager window from y 200 to 1000 on the 13-inch iPad: 376 pt above the screen's
    // bottom, where the guide of a hidden keyboard sits.
    let window = CGRect(x: 100, y: 200, width: 800, height: 800)
    #expect(
      KeyboardFrameReading.hiddenGuideHeight(
        window: window, screen: Self.pad, safeAreaBottom: 20, usesBottomSafeArea: false) == 376)
    #expect(
      KeyboardFrameReading.hiddenGuideHeight(
        window: window, screen: Self.pad, safeAreaBottom: 20, usesBottomSafeArea: true) == 396)
    #expect(
      KeyboardFrameReading.hiddenGuideHeight(
        window: Self.phone, screen: Self.phone, safeAreaBottom: .nan, usesBottomSafeArea: true) == 0
    )
  }

  @Test func theModelReadsAHiddenGuideAsNoKeyboard() throws {
    // Before iOS 17 the guide of a hidden keyboard is 34 pt up: the model, told so, reads 0.
    var model = KeyboardMotionModel(screen: Self.phone)
    model.hiddenGuideHeight = KeyboardFrameReading.hiddenGuideHeight(
      window: Self.phone, screen: Self.phone, safeAreaBottom: 34, usesBottomSafeArea: true)
    _ = model.update(
      .willShow,
      KeyboardOptions(
        endFrame: CGRect(x: 0, y: 508, width: 390, height: 336), animationDuration: 0.25,
        animationCurve: .keyboard), at: 0)
    let result = model.update(KeyboardSample(time: 0.01, keyboardTop: 810))
    let first = try #require(result)
    #expect(first.height == 0)
  }

  // MARK: - The keyboard a reading finds

  @Test func aReadingFindsTheDockedKeyboardOrNone() {
    #expect(
      KeyboardFrameReading.keyboardFrame(at: 508, screen: Self.phone, hiddenGuideHeight: 0)
        == CGRect(x: 0, y: 508, width: 390, height: 336))
    #expect(
      KeyboardFrameReading.keyboardFrame(at: 844, screen: Self.phone, hiddenGuideHeight: 0) == nil)
    #expect(
      KeyboardFrameReading.keyboardFrame(at: 810, screen: Self.phone, hiddenGuideHeight: 34) == nil)
    // A hardware keyboard's 55 pt shortcut bar on the iPad.
    #expect(
      KeyboardFrameReading.keyboardFrame(at: 1321, screen: Self.pad, hiddenGuideHeight: 0)
        == CGRect(x: 0, y: 1321, width: 1032, height: 55))
    // A top above the screen keeps the frame on it; values that are not finite find nothing.
    #expect(
      KeyboardFrameReading.keyboardFrame(at: -10, screen: Self.phone, hiddenGuideHeight: 0)
        == Self.phone)
    #expect(
      KeyboardFrameReading.keyboardFrame(at: .nan, screen: Self.phone, hiddenGuideHeight: 0) == nil)
    #expect(KeyboardFrameReading.keyboardFrame(at: 508, screen: .zero, hiddenGuideHeight: 0) == nil)
  }

  @Test func anObserverThatStartsWithTheKeyboardUpLearnsOfItFromAReading() throws {
    var log: [KeyboardTransition] = []
    let keyboard = KeyboardObserver(center: center)
    keyboard.screen = Self.phone
    keyboard.onAppear { log.append($0) }.start()
    let frame = try #require(
      KeyboardFrameReading.keyboardFrame(at: 508, screen: Self.phone, hiddenGuideHeight: 0))
    keyboard.keyboardFound(at: frame)
    #expect(log.map(\.height) == [336])
    #expect(log.first?.coverage(of: Self.phone, in: Self.phone, safeAreaBottom: 34) == 302)
  }

  // MARK: - Frame rates

  @Test(arguments: [
    (120, KeyboardFrameReading.FrameRates(minimum: 60, maximum: 120, preferred: 120)),
    (60, KeyboardFrameReading.FrameRates(minimum: 60, maximum: 60, preferred: 60)),
    (30, KeyboardFrameReading.FrameRates(minimum: 30, maximum: 30, preferred: 30)),
    (0, KeyboardFrameReading.FrameRates(minimum: 60, maximum: 60, preferred: 60)),
  ])
  func theLinkAsksForTheDisplaysHighestRate(
    maximum: Int, rates: KeyboardFrameReading.FrameRates
  ) {
    #expect(KeyboardFrameReading.frameRates(maximumFramesPerSecond: maximum) == rates)
  }

  // MARK: - The timing view

  @Test func theTimingViewMovesFromTheKeyboardsTopToTheEndFramesTop() {
    // A show on an iPhone 16 from a hidden keyboard, and a hide.
    #expect(
      KeyboardFrameReading.timingMove(from: 844, to: 508).map { [$0.start, $0.end] } == [844, 508])
    #expect(
      KeyboardFrameReading.timingMove(from: 508, to: 844).map { [$0.start, $0.end] } == [508, 844])
    // A change that ends where the keyboard is still moves the view, by a point, so that UIKit
    // gives it an animation to read.
    #expect(
      KeyboardFrameReading.timingMove(from: 508.2, to: 508).map { [$0.start, $0.end] } == [
        509, 508,
      ])
    #expect(KeyboardFrameReading.timingMove(from: .nan, to: 508) == nil)
    #expect(KeyboardFrameReading.timingMove(from: 844, to: .infinity) == nil)
  }
}
