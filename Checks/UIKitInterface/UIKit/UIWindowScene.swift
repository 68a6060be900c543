// https://developer.apple.com/documentation/uikit/uiscene
// https://developer.apple.com/documentation/uikit/uiwindowscene

/// https://developer.apple.com/documentation/uikit/uiscene
@available(iOS 13.0, macCatalyst 13.1, *)
@MainActor
open class UIScene: UIResponder {
  /// https://developer.apple.com/documentation/uikit/uiscene/activationstate-swift.enum
  public enum ActivationState: Int, Sendable {
    case unattached = -1
    case foregroundActive = 0
    case foregroundInactive = 1
    case background = 2
  }

  /// https://developer.apple.com/documentation/uikit/uiscene/activationstate-swift.property
  open var activationState: ActivationState { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/uiwindowscene
@available(iOS 13.0, macCatalyst 13.1, *)
@MainActor
open class UIWindowScene: UIScene {
  /// https://developer.apple.com/documentation/uikit/uiwindowscene/screen
  open var screen: UIScreen { fatalError() }
}
