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

  @available(*, deprecated, message: "exercises the deprecated raw values")
  @Test func deprecatedRawValuesRoundTrip() {
    #expect(KeyboardDockState.allCases == [.docked, .floating, .hidden])
    for state in KeyboardDockState.allCases {
      #expect(state.rawValue == String(describing: state))
      #expect(KeyboardDockState(rawValue: state.rawValue) == state)
    }
    #expect(KeyboardDockState(rawValue: "Docked") == nil)
  }
}
