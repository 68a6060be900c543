// https://developer.apple.com/documentation/uikit/uiapplication

/// https://developer.apple.com/documentation/uikit/uiapplication
@MainActor
open class UIApplication: UIResponder {
  /// https://developer.apple.com/documentation/uikit/uiapplication/shared
  /// (unavailable in app extensions: "Use view controller based solutions where appropriate instead.")
  @available(iOSApplicationExtension, unavailable)
  @available(macCatalystApplicationExtension, unavailable)
  open class var shared: UIApplication { fatalError() }

  /// https://developer.apple.com/documentation/uikit/uiapplication/applicationstate
  open var applicationState: UIApplication.State { fatalError() }

  /// https://developer.apple.com/documentation/uikit/uiapplication/state
  /// (conforms to Sendable, Hashable, Equatable, RawRepresentable)
  nonisolated public enum State: Int, @unchecked Sendable {
    case active = 0
    case inactive = 1
    case background = 2
  }
}
