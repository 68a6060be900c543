// The dock state's raw strings and case list, from when it was a `String`, `CaseIterable` and
// `Codable` enumeration; kept for one release.
//
// Those conformances cost every app that links the observer about 1,950 bytes for iOS
// (`Benchmarks/sizes`), for values nothing needed. The members below are emitted into the code that
// calls them (`@_alwaysEmitIntoClient`), so they cost nothing where they are not called.
// `Codable` cannot be kept this way: a conformance is not deprecated, it is there or not.

extension KeyboardDockState {
  /// The state's name: `"docked"`, `"floating"` or `"hidden"`.
  @_alwaysEmitIntoClient
  @available(
    *, deprecated, message: "use String(describing:) to show a state, a switch to store one"
  )
  public var rawValue: String {
    switch self {
    case .docked: "docked"
    case .floating: "floating"
    case .hidden: "hidden"
    }
  }

  /// The state named `rawValue` (`"docked"`, `"floating"` or `"hidden"`), or `nil`.
  ///
  /// - Parameter rawValue: A state's name.
  @_alwaysEmitIntoClient
  @available(*, deprecated, message: "switch over the names you store")
  public init?(rawValue: String) {
    switch rawValue {
    case "docked": self = .docked
    case "floating": self = .floating
    case "hidden": self = .hidden
    default: return nil
    }
  }

  /// The three states, in declaration order.
  @_alwaysEmitIntoClient
  @available(*, deprecated, message: "list the states you need: [.docked, .floating, .hidden]")
  public static var allCases: [KeyboardDockState] { [.docked, .floating, .hidden] }
}
