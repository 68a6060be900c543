import Foundation
import KeyboardistObserver
import KeyboardistTestSupport
import Testing

@Suite struct KeyboardTransitionTests {
  @Test func keepsItsValues() {
    let transition = KeyboardTransition(
      kind: .appear, appearIndex: 2, height: 258, heightIncrement: 33, options: .iPhoneShow)
    #expect(transition.kind == .appear)
    #expect(transition.appearIndex == 2)
    #expect(transition.height == 258)
    #expect(transition.heightIncrement == 33)
    #expect(transition.options == .iPhoneShow)
    var other = transition
    other.kind = .disappear
    #expect(other != transition)
  }

  @Test func kindsPrintAndHashAsTheirCases() {
    #expect(String(describing: KeyboardTransition.Kind.appear) == "appear")
    #expect(String(describing: KeyboardTransition.Kind.disappear) == "disappear")
    #expect(Set<KeyboardTransition.Kind>([.appear, .disappear, .appear]).count == 2)
  }
}
