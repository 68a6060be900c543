import Foundation
import KeyboardistObserver
import KeyboardistTestSupport
import Testing

@testable import KeyboardistAvoidance

/// A chat list's bottom inset and content offset, frame by frame, on an iPhone 16 (390 × 844, a
/// 336 pt keyboard, a 34 pt bottom safe area) with a 52 pt input bar riding on the keyboard.
@Suite struct KeyboardMotionInsetTests {
  static let screen = CGRect(x: 0, y: 0, width: 390, height: 844)
  static let barHeight: CGFloat = 52
  /// The list fills the screen, under the navigation bar (its adjusted top inset 91) and the bar.
  static let placement = ScreenPlacement(frame: screen, screen: screen, safeAreaBottom: 34)

  /// A scroll view as the UIKit shell reads and writes it: 2000 pt of messages in an 844 pt list.
  struct List {
    var offset: CGFloat
    var contentHeight: CGFloat = 2000
    var isTouched = false
    /// The app's own bottom inset plus the safe area UIKit adds.
    var ownBottom: CGFloat = 34
    /// What the inset added.
    var added: CGFloat = 0
    var inset = KeyboardMotionInset()

    var values: KeyboardMotionInset.Scroll {
      KeyboardMotionInset.Scroll(
        offset: offset, height: 844, contentHeight: contentHeight, insetTop: 91,
        insetBottom: ownBottom + added, isTouched: isTouched)
    }

    /// The offset that shows the content's end.
    var end: CGFloat { max(-91, contentHeight + ownBottom + added - 844) }

    /// Follows one frame's motion as the shell does, and returns what it wrote.
    @discardableResult
    mutating func follow(
      _ motion: KeyboardMotion, lifting lift: KeyboardContentLift
    ) -> KeyboardMotionInset.Change? {
      let target = KeyboardMotionInset.inset(
        for: motion, of: KeyboardMotionInsetTests.placement,
        barHeight: KeyboardMotionInsetTests.barHeight)
      let change = inset.update(
        to: target, scroll: values, lift: lift, isInteractive: motion.isInteractive)
      if let change {
        added += change.insetChange
        if let newOffset = change.offset { offset = newOffset }
      }
      return change
    }
  }

  /// A model of the iPhone 16's keyboard, and its motion while it shows, frame by frame.
  static func show() -> (model: KeyboardMotionModel, motions: [KeyboardMotion]) {
    var model = KeyboardMotionModel(screen: screen)
    let options = KeyboardOptions(
      startFrame: CGRect(x: 0, y: 844, width: 390, height: 336),
      endFrame: CGRect(x: 0, y: 508, width: 390, height: 336), animationDuration: 0.25,
      animationCurve: .keyboard)
    var motions = [model.update(.willShow, options, at: 0)].compactMap { $0 }
    for sample in KeyboardSample.frames(from: 844, to: 508, start: 0) {
      if let motion = model.update(sample) { motions.append(motion) }
    }
    return (model, motions)
  }

  /// Where the bar's top is on screen for a keyboard of visible height `height`: the bar sits on
  /// the keyboard, or on the safe area while the keyboard is lower than it.
  static func barTop(height: CGFloat) -> CGFloat {
    844 - max(34, height) - barHeight
  }

  // MARK: - The inset

  @Test func theInsetIsTheBarPlusWhatTheKeyboardCoversBeyondTheSafeArea() {
    let shown = KeyboardMotion(
      time: 0, phase: .settled, height: 336, progress: 1, keyboardTop: 508)
    #expect(KeyboardMotionInset.inset(for: shown, of: Self.placement, barHeight: 52) == 354)
    let hidden = KeyboardMotion(time: 0, phase: .settled, height: 0, progress: 0, keyboardTop: 844)
    #expect(KeyboardMotionInset.inset(for: hidden, of: Self.placement, barHeight: 52) == 52)
    // Half-way down a drag (168 pt): 168 − 34 = 134 of the list is covered beyond its safe area.
    let dragged = KeyboardMotion(
      time: 0, phase: .dragging, height: 168, progress: 0.5, keyboardTop: 676)
    #expect(KeyboardMotionInset.inset(for: dragged, of: Self.placement, barHeight: 52) == 186)
    // A list in no window is covered by nothing; a bar's height that is not one counts as 0.
    #expect(KeyboardMotionInset.inset(for: shown, of: nil, barHeight: 52) == 52)
    #expect(KeyboardMotionInset.inset(for: shown, of: Self.placement, barHeight: -5) == 302)
    #expect(KeyboardMotionInset.inset(for: shown, of: Self.placement, barHeight: .nan) == 302)
  }

  @Test func theDismissPaddingIsTheBarsHeight() {
    #expect(KeyboardMotionInset.dismissPadding(barHeight: 52) == 52)
    #expect(KeyboardMotionInset.dismissPadding(barHeight: -1) == 0)
    #expect(KeyboardMotionInset.dismissPadding(barHeight: .infinity) == 0)
  }

  // MARK: - Frame by frame

  @Test(arguments: [KeyboardContentLift.always, .whenAtEnd])
  func atTheEndTheNewestMessageStaysOnTheBarInEveryFrame(lifting lift: KeyboardContentLift) {
    var list = List(offset: 0)
    list.follow(KeyboardMotion(time: 0, phase: .settled, height: 0, progress: 0), lifting: lift)
    list.offset = list.end
    let (_, motions) = Self.show()
    #expect(motions.count > 30)
    for motion in motions {
      list.follow(motion, lifting: lift)
      // The content's end (at 2000 in the list) is shown exactly at the bar's top.
      #expect(abs((list.contentHeight - list.offset) - Self.barTop(height: motion.height)) < 0.001)
    }
    #expect(abs(list.added - (52 + 302)) < 1e-9)
  }

  @Test func scrolledBackAlwaysLiftsTheContentByTheKeyboard() {
    var list = List(offset: 0)
    list.follow(KeyboardMotion(time: 0, phase: .settled, height: 0, progress: 0), lifting: .always)
    list.offset = 500
    let (_, motions) = Self.show()
    #expect(motions.count > 20, "the show, frame by frame")
    var previous = list.added
    for motion in motions {
      let before = list.offset
      list.follow(motion, lifting: .always)
      // Each frame moves the content up by what the inset grew: it rides with the bar.
      #expect(abs((list.offset - before) - (list.added - previous)) < 1e-9)
      previous = list.added
    }
    #expect(abs(list.offset - (500 + 302)) < 1e-9)
  }

  @Test func scrolledBackWhenAtEndAndNeverLeaveTheContent() {
    for lift in [KeyboardContentLift.whenAtEnd, .never] {
      var list = List(offset: 500)
      for motion in Self.show().motions {
        let change = list.follow(motion, lifting: lift)
        #expect(change?.offset == nil)
      }
      #expect(list.offset == 500 && list.added == 354)
    }
  }

  /// What the UIKit follower writes when its observer stops: the inset moved to 0 in one step.
  @Test func restoringTakesBackAllThatWasAddedAndTheContentMovesAsOnAHide() throws {
    for (lift, offset, restored) in [
      (KeyboardContentLift.always, CGFloat(500), CGFloat(500)), (.never, 500, 500),
    ] {
      var list = List(offset: offset)
      for motion in Self.show().motions { list.follow(motion, lifting: lift) }
      #expect(list.added == 354)
      let taken = list.inset.update(to: 0, scroll: list.values, lift: lift, isInteractive: false)
      let change = try #require(taken)
      #expect(change.insetChange == -354)
      #expect(abs((change.offset ?? list.offset) - restored) < 1e-9, "\(lift)")
      #expect(list.inset.added == 0)
      // Restoring again writes nothing.
      list.added = 0
      list.offset = change.offset ?? list.offset
      #expect(
        list.inset.update(to: 0, scroll: list.values, lift: lift, isInteractive: false) == nil)
      // A restart hands the keyboard's motion in again: the whole inset comes back.
      let settled = try #require(Self.show().motions.last)
      #expect(list.follow(settled, lifting: lift)?.insetChange == 354)
    }
    // At the end, with whenAtEnd: the end stays shown as the inset goes.
    var list = List(offset: 0)
    list.follow(
      KeyboardMotion(time: 0, phase: .settled, height: 0, progress: 0), lifting: .whenAtEnd)
    list.offset = list.end
    for motion in Self.show().motions { list.follow(motion, lifting: .whenAtEnd) }
    let taken = list.inset.update(
      to: 0, scroll: list.values, lift: .whenAtEnd, isInteractive: false)
    let change = try #require(taken)
    list.added += change.insetChange
    list.offset = change.offset ?? list.offset
    #expect(list.added == 0 && abs(list.offset - list.end) < 1e-9)
  }

  @Test func theContentNeverEndsPastItsEndWhenTheKeyboardGoes() throws {
    // At the end with the keyboard up, `never` leaves the content as the keyboard goes down, until
    // the content's end would be past the list's: then it follows the end down.
    let shown = Self.show()
    var model = shown.model
    var list = List(offset: 0)
    for motion in shown.motions { list.follow(motion, lifting: .never) }
    list.offset = list.end
    let hideOptions = KeyboardOptions(
      startFrame: CGRect(x: 0, y: 508, width: 390, height: 336),
      endFrame: CGRect(x: 0, y: 844, width: 390, height: 336), animationDuration: 0.25,
      animationCurve: .keyboard)
    let hide = model.update(.willHide, hideOptions, at: 1)
    #expect(hide?.phase == .hiding)
    for sample in KeyboardSample.frames(from: 508, to: 844, start: 1) {
      guard let motion = model.update(sample) else { continue }
      list.follow(motion, lifting: .never)
      #expect(list.offset == list.end)
    }
    #expect(list.added == 52 && list.offset == 2000 + 34 + 52 - 844)
  }

  @Test func shortContentDoesNotScroll() {
    var list = List(offset: -91, contentHeight: 300)
    let motions = Self.show().motions
    #expect(motions.count > 20, "the show, frame by frame")
    for motion in motions {
      let change = list.follow(motion, lifting: .always)
      #expect(change?.offset == nil)
    }
    #expect(list.offset == -91 && list.added == 354)
  }

  // MARK: - The user's finger

  @Test func whileTheFingerMovesTheListOnlyTheInsetFollows() {
    var list = List(offset: 700, isTouched: true)
    for motion in Self.show().motions {
      let change = list.follow(motion, lifting: .always)
      #expect(change?.offset == nil)
    }
    #expect(list.offset == 700 && list.added == 354)
  }

  @Test func anInteractiveDismissalDoesNotLiftOnlyKeepsTheContentInRange() throws {
    let shown = Self.show()
    var model = shown.model
    var list = List(offset: 0)
    for motion in shown.motions { list.follow(motion, lifting: .always) }
    // The finger drags the list, and the keyboard with it, 100 pt down: only the inset follows.
    list.offset = 900
    list.isTouched = true
    for step in 1...5 {
      let sample = KeyboardSample(
        time: 2 + Double(step) / 120, keyboardTop: 508 + CGFloat(step) * 20)
      let result = model.update(sample, isLayout: true)
      let motion = try #require(result)
      #expect(motion.phase == .dragging)
      let change = list.follow(motion, lifting: .always)
      #expect(change?.offset == nil)
    }
    #expect(abs(list.added - (52 + 302 - 100)) < 1e-9)
    // The finger lets go (the list stops at once) and the dismissal completes: the content is not
    // lifted down with the keyboard; it stays at 900, inside the range the shrinking inset leaves.
    list.isTouched = false
    let hideOptions = KeyboardOptions(
      startFrame: CGRect(x: 0, y: 508, width: 390, height: 336),
      endFrame: CGRect(x: 0, y: 844, width: 390, height: 336), animationDuration: 0.25,
      animationCurve: .easeOut)
    let releaseResult = model.update(.willHide, hideOptions, at: 2.1)
    let release = try #require(releaseResult)
    #expect(release.phase == .completingDrag)
    for sample in KeyboardSample.frames(
      from: 608, to: 844, start: 2.1, curve: .easeOut)
    {
      guard let motion = model.update(sample) else { continue }
      list.follow(motion, lifting: .always)
      #expect(list.offset == min(900, list.end))
    }
    #expect(list.added == 52 && list.offset == 900)
  }

  // MARK: - Values

  @Test func theAppsOwnInsetSurvivesAndNothingChangedWritesNothing() {
    var inset = KeyboardMotionInset()
    let scroll = KeyboardMotionInset.Scroll(
      offset: -91, height: 844, contentHeight: 300, insetTop: 91, insetBottom: 34,
      isTouched: false)
    func update(to value: CGFloat) -> CGFloat? {
      inset.update(to: value, scroll: scroll, lift: .always, isInteractive: false)?.insetChange
    }
    #expect(update(to: 100) == 100)
    // The app raises its own inset meanwhile: only differences are written.
    #expect(update(to: 100) == nil)
    #expect(update(to: 40) == -60)
    #expect(inset.added == 40)
    // Insets that are not finite or are negative count as 0.
    #expect(update(to: .nan) == -40)
    #expect(update(to: -3) == nil)
  }

  @Test func aScrollViewThatReadsBadlyGetsOnlyTheInset() {
    var inset = KeyboardMotionInset()
    let scroll = KeyboardMotionInset.Scroll(
      offset: .nan, height: 844, contentHeight: 2000, insetTop: 91, insetBottom: 34,
      isTouched: false)
    let change = inset.update(to: 354, scroll: scroll, lift: .always, isInteractive: false)
    #expect(change == KeyboardMotionInset.Change(insetChange: 354, offset: nil))
  }
}
