import KeyboardistObserver

// The words the tool prints, in its tables and its JSON, for the observer's enumerations. The
// library's enumerations carry no raw strings (each conformance costs an app bytes), so the tool
// spells its output here, once; the JSON keeps the words it has always used.

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

extension KeyboardTransition.Kind {
  /// The kind's name in the tool's output: `appear` or `disappear`.
  var replayName: String {
    switch self {
    case .appear: "appear"
    case .disappear: "disappear"
    }
  }
}
