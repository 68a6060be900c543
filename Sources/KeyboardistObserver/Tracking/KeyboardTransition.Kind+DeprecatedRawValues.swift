// The kind's raw strings and case list, from when it was a `String` and `CaseIterable`
// enumeration; kept for one release.
//
// Those conformances cost every app that links the observer about 1,200 bytes for iOS
// (`Benchmarks/sizes`), for values nothing needed. The members below are emitted into the code that
// calls them (`@_alwaysEmitIntoClient`), so they cost nothing where they are not called.

extension KeyboardTransition.Kind {
  /// The kind's name: `"appear"` or `"disappear"`.
  @_alwaysEmitIntoClient
  @available(
    *, deprecated, message: "use String(describing:) to show a kind, a switch to store one"
  )
  public var rawValue: String {
    switch self {
    case .appear: "appear"
    case .disappear: "disappear"
    }
  }

  /// The kind named `rawValue` (`"appear"` or `"disappear"`), or `nil`.
  ///
  /// - Parameter rawValue: A kind's name.
  @_alwaysEmitIntoClient
  @available(*, deprecated, message: "switch over the names you store")
  public init?(rawValue: String) {
    switch rawValue {
    case "appear": self = .appear
    case "disappear": self = .disappear
    default: return nil
    }
  }

  /// The two kinds, in declaration order.
  @_alwaysEmitIntoClient
  @available(*, deprecated, message: "list the kinds you need: [.appear, .disappear]")
  public static var allCases: [KeyboardTransition.Kind] { [.appear, .disappear] }
}
