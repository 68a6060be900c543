import KeyboardistObserver

// The library's enumerations carry no raw strings (each conformance costs an app bytes), so the
// tool spells the words of its tables and its JSON here, as it always printed them.

extension KeyboardTransition.Kind {
  /// The kind's name in the tool's output: `appear` or `disappear`.
  var replayName: String {
    switch self {
    case .appear: "appear"
    case .disappear: "disappear"
    }
  }
}
