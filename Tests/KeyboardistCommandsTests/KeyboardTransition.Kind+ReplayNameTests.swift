import KeyboardistObserver
import Testing

@testable import KeyboardistCommands

/// The words the tool prints for transition kinds.
@Suite struct KeyboardTransitionKindReplayNameTests {
  @Test func kindsHaveTheirCaseNames() {
    #expect(KeyboardTransition.Kind.appear.replayName == "appear")
    #expect(KeyboardTransition.Kind.disappear.replayName == "disappear")
  }
}
