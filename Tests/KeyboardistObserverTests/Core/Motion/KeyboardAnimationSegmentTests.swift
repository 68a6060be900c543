import Foundation
import Testing

@testable import KeyboardistObserver

/// One animation of the keyboard's height, shared by the motion model and the simulator.
@Suite struct KeyboardAnimationSegmentTests {
  @Test(arguments: [KeyboardAnimationCurve.keyboard, .easeInOut, .easeIn, .easeOut, .linear])
  func itRunsFromItsStartToItsEndAlongTheCurve(curve: KeyboardAnimationCurve) {
    let segment = KeyboardAnimationSegment(from: 0, to: 336, curve: curve, duration: 0.25)
    #expect(segment.height(after: 0) == 0)
    #expect(segment.height(after: segment.length) == 336, "the end, exactly")
    #expect(segment.height(after: segment.length + 1) == 336)
    #expect(segment.length == curve.totalDuration(for: 0.25))
    var previous: CGFloat = 0
    for step in 1...20 {
      let height = segment.height(after: segment.length * Double(step) / 20)
      #expect(height >= previous - 1e-9 && height <= 336, "monotonic and within its ends")
      previous = height
    }
  }

  @Test func aHideRunsDownward() {
    let segment = KeyboardAnimationSegment(from: 336, to: 0, curve: .keyboard, duration: 0.25)
    let halfway = segment.height(after: segment.length / 2)
    #expect(halfway < 336 && halfway > 0)
    #expect(segment.height(after: segment.length) == 0)
  }
}
