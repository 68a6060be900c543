import Foundation
import Testing

@testable import KeyboardistObserver

/// The animation under way: moves begun at their first frame, composed additively, placed by
/// readings only within a bound.
@Suite struct KeyboardMotionAnimationTests {
  /// A 336 pt show along curve 7, notified at 1 s.
  private func show() -> KeyboardMotionAnimation {
    KeyboardMotionAnimation(
      KeyboardAnimationSegment(from: 0, to: 336, curve: .keyboard, duration: 0.25),
      hasReadTiming: false, at: 1)
  }

  @Test func aMoveBeginsAtItsFirstFrameOrOneIntervalAfterItsNotification() {
    var early = show()
    #expect(early.height(at: 5) == 0, "not begun: all of its change is to come")
    #expect(!early.isOver(at: 1000), "not begun: never over")
    early.begin(at: 1.01, frameInterval: 1.0 / 60)
    #expect(early.first.origin == 1.01 && early.start == 1.01)
    var late = show()
    late.begin(at: 1.5, frameInterval: 1.0 / 60)
    #expect(late.first.origin == 1 + 1.0 / 60, "a link that skipped frames")
    #expect(late.start == 1.5)
  }

  @Test func theHeightFollowsTheTimingFromTheOrigin() throws {
    var animation = show()
    animation.begin(at: 1.01, frameInterval: 1.0 / 60)
    let segment = animation.first.segment
    #expect(animation.height(at: 1.01) == 0)
    #expect(abs(animation.height(at: 1.11) - segment.height(after: 0.1)) < 1e-9)
    let end = 1.01 + segment.length
    #expect(!animation.isOver(at: end - 0.01) && animation.isOver(at: end))
    #expect(animation.height(at: end) == 336)
  }

  @Test func aSecondMoveIsAddedToTheFirstAndBothPlayOut() throws {
    // A hide 0.1 s into the show: from the show's target, 336, to 0. UIKit sums the two.
    var animation = show()
    animation.begin(at: 1.01, frameInterval: 1.0 / 60)
    animation.add(
      KeyboardAnimationSegment(from: 336, to: 0, curve: .keyboard, duration: 0.25),
      hasReadTiming: false, at: 1.11)
    #expect(animation.moves.count == 2 && animation.target == 0)
    #expect(animation.span == 0...336)
    animation.begin(at: 1.12, frameInterval: 1.0 / 60)
    let shown = animation.height(at: 1.2)
    let first = animation.moves[0].segment.height(after: 1.2 - 1.01)
    let second = 336 - animation.moves[1].segment.height(after: 1.2 - 1.12)
    #expect(abs(shown - (first - second)) < 1e-9)
    #expect(shown > 0 && shown < 336)
    #expect(animation.isOver(at: 3) && animation.height(at: 3) == 0)
  }

  @Test func aReadingPlacesALoneMoveWithinTheBoundOnly() {
    var animation = show()
    animation.begin(at: 1.02, frameInterval: 1.0 / 60)
    let segment = animation.first.segment
    // The keyboard started a frame earlier than its first frame said: a reading places it.
    let reading = segment.height(after: 0.1)
    let placed1 = animation.place(reading: reading, at: 1.105, maximumShift: 0.1)
    #expect(placed1)
    #expect(abs((animation.first.origin ?? 0) - 1.005) < 1e-6)
    // A reading that would move it by half a second places nothing.
    let far = segment.height(after: 0.12)
    let placed2 = animation.place(reading: far, at: 1.6, maximumShift: 0.1)
    #expect(!placed2)
    // Nor does one at the start (a frozen or stuck guide), or at the end.
    let placed3 = animation.place(reading: 0, at: 1.2, maximumShift: 0.1)
    #expect(!placed3)
    let placed4 = animation.place(reading: 336, at: 1.2, maximumShift: 0.1)
    #expect(!placed4)
    // Two moves under way are never placed.
    animation.add(
      KeyboardAnimationSegment(from: 336, to: 100, curve: .keyboard, duration: 0.25),
      hasReadTiming: false, at: 1.15)
    let placed5 = animation.place(reading: reading, at: 1.105, maximumShift: 0.1)
    #expect(!placed5)
  }
}
