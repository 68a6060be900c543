import Foundation
import KeyboardistObserver
import Testing

@testable import KeyboardistAvoidance

/// The three lifts, side by side: one keyboard coming up over a chat list (iPhone 16, 52 pt bar,
/// 2000 pt of content), read at the end of the content and scrolled back into its history.
@Suite struct KeyboardContentLiftTests {
  /// A lift, where the list starts, and how far its content moves up as the keyboard comes up.
  struct Case: CustomTestStringConvertible, Sendable {
    var lift: KeyboardContentLift
    var atEnd: Bool
    var moved: CGFloat
    var testDescription: String { "\(lift.kind), \(atEnd ? "at the end" : "scrolled back")" }
  }

  static let cases = [
    Case(lift: .always, atEnd: true, moved: 302),
    Case(lift: .always, atEnd: false, moved: 302),
    Case(lift: .whenAtEnd, atEnd: true, moved: 302),
    Case(lift: .whenAtEnd, atEnd: false, moved: 0),
    Case(lift: .never, atEnd: true, moved: 0),
    Case(lift: .never, atEnd: false, moved: 0),
  ]

  @Test(arguments: cases)
  func eachLiftMovesTheContentItsOwnWay(_ test: Case) {
    var list = KeyboardMotionInsetTests.List(offset: 0)
    list.follow(
      KeyboardMotion(time: 0, phase: .settled, height: 0, progress: 0), lifting: test.lift)
    let start = test.atEnd ? list.end : 500
    list.offset = start
    for motion in KeyboardMotionInsetTests.show().motions {
      list.follow(motion, lifting: test.lift)
    }
    #expect(abs((list.offset - start) - test.moved) < 1e-9)
    #expect(abs(list.added - (52 + 302)) < 1e-9)
  }

  @Test func theLiftsAreDistinct() {
    let lifts: Set<KeyboardContentLift> = [.always, .whenAtEnd, .never]
    #expect(lifts.count == 3)
  }
}
