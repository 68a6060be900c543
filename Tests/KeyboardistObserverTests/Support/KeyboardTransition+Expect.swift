import Foundation
import KeyboardistObserver
import Testing

/// Checks a transition's kind, index, height and increment.
func expectTransition(
  _ transition: KeyboardTransition?, _ kind: KeyboardTransition.Kind, index: Int,
  height: CGFloat, increment: CGFloat, sourceLocation: SourceLocation = #_sourceLocation
) {
  guard let transition else {
    Issue.record("expected \(kind) \(index), got nothing", sourceLocation: sourceLocation)
    return
  }
  #expect(transition.kind == kind, sourceLocation: sourceLocation)
  #expect(transition.appearIndex == index, sourceLocation: sourceLocation)
  #expect(transition.height == height, sourceLocation: sourceLocation)
  #expect(transition.heightIncrement == increment, sourceLocation: sourceLocation)
}
