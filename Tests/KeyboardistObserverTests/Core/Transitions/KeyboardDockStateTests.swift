import KeyboardistObserver
import Testing

/// Dock states are plain cases: they compare, hash and print as their names.
@Suite struct KeyboardDockStateTests {
  @Test func statesPrintAsTheirCaseNames() {
    #expect(String(describing: KeyboardDockState.docked) == "docked")
    #expect(String(describing: KeyboardDockState.floating) == "floating")
    #expect(String(describing: KeyboardDockState.hidden) == "hidden")
  }

  @Test func statesCompareAndHashByCase() {
    let states: Set<KeyboardDockState> = [.docked, .floating, .hidden, .docked]
    #expect(states.count == 3)
    #expect(KeyboardDockState.docked != .floating)
  }
}
