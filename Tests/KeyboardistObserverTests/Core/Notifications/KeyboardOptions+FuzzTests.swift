import Foundation
import KeyboardistTestSupport
import Testing

@testable import KeyboardistObserver

/// Random and malformed `userInfo` through `KeyboardOptions`: no trap, the contract's invariants
/// hold, and the optimised parser agrees with the plainly written reference on every input.
@Suite struct KeyboardOptionsFuzzTests {
  @Test func randomUserInfoParsesLikeTheReferenceAndStaysInRange() {
    var disagreements = 0
    FuzzConfiguration.forEachCase(standard: 20_000) { random, label in
      let userInfo = RandomUserInfo.make(&random)
      let options = KeyboardOptions(userInfo: userInfo)
      let expected = ReferenceKeyboardOptionsParser.parse(userInfo)
      if options != expected {
        disagreements += 1
        if disagreements <= 5 {
          Issue.record(
            "parsed \(options), reference \(expected) for \(String(describing: userInfo)); \(label)"
          )
        }
      }
      expectInvariants(options, label)
      #expect(KeyboardOptions(userInfo: options.userInfo) == options, "round trip; \(label)")
    }
    #expect(disagreements == 0)
  }

  @Test func randomNotificationsKeepTheTrackerConsistent() {
    FuzzConfiguration.forEachCase(standard: 200) { random, label in
      var tracker = KeyboardTracker(
        screen: random.chance(1, in: 2) ? CGRect(x: 0, y: 0, width: 375, height: 667) : nil,
        ignoresOtherApps: random.chance(1, in: 2))
      for _ in 0..<50 {
        let event = KeyboardEvent.allCases[random.below(KeyboardEvent.allCases.count)]
        let options = KeyboardOptions(userInfo: RandomUserInfo.make(&random))
        let transition = tracker.update(event, options, isAppActive: !random.chance(1, in: 10))
        #expect(tracker.height.isFinite && tracker.height >= 0, "\(label)")
        #expect(tracker.isVisible == (tracker.height > 0), "\(label)")
        if let transition {
          #expect(transition.height == tracker.height, "\(label)")
          #expect(transition.heightIncrement.isFinite, "\(label)")
          #expect((transition.kind == .appear) == (transition.height > 0), "\(label)")
        }
      }
    }
  }

  private func expectInvariants(
    _ options: KeyboardOptions, _ label: String, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    for rect in [options.startFrame, options.endFrame] {
      #expect(
        rect.origin.x.isFinite && rect.origin.y.isFinite && rect.width.isFinite
          && rect.height.isFinite, "non-finite frame \(rect); \(label)",
        sourceLocation: sourceLocation)
    }
    #expect(
      options.animationDuration.isFinite && options.animationDuration >= 0,
      "duration \(options.animationDuration); \(label)", sourceLocation: sourceLocation)
  }
}
