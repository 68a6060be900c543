import KeyboardistObserver

// The library's enumerations carry no raw strings (each conformance costs an app bytes), so the
// tool spells the words of its tables and its JSON here, as it always printed them.

extension KeyboardDockState {
  /// The state's name in the tool's output: `docked`, `floating` or `hidden`.
  var replayName: String {
    switch self {
    case .docked: "docked"
    case .floating: "floating"
    case .hidden: "hidden"
    }
  }
}
