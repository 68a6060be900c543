import KeyboardistObserver
import Testing

@testable import KeyboardistCommands

/// The words the tool prints for dock states and transition kinds.
@Suite struct ReplayNamesTests {
  @Test func dockStatesHaveTheirCaseNames() {
    #expect(KeyboardDockState.docked.replayName == "docked")
    #expect(KeyboardDockState.floating.replayName == "floating")
    #expect(KeyboardDockState.hidden.replayName == "hidden")
  }

  @Test func transitionKindsHaveTheirCaseNames() {
    #expect(KeyboardTransition.Kind.appear.replayName == "appear")
    #expect(KeyboardTransition.Kind.disappear.replayName == "disappear")
  }
}
