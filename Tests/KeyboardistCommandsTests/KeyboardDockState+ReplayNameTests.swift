import KeyboardistObserver
import Testing

@testable import KeyboardistCommands

/// The words the tool prints for dock states.
@Suite struct KeyboardDockStateReplayNameTests {
  @Test func statesHaveTheirCaseNames() {
    for state in [KeyboardDockState.docked, .floating, .hidden] {
      #expect(state.replayName == String(describing: state))
    }
    #expect(KeyboardDockState.floating.replayName == "floating")
  }
}
