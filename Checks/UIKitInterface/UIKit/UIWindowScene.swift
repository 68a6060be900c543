// https://developer.apple.com/documentation/uikit/uiscene
// https://developer.apple.com/documentation/uikit/uiwindowscene

/// https://developer.apple.com/documentation/uikit/uiscene
@available(iOS 13.0, *)
@MainActor
open class UIScene: UIResponder {}

/// https://developer.apple.com/documentation/uikit/uiwindowscene
@available(iOS 13.0, *)
@MainActor
open class UIWindowScene: UIScene {
  /// https://developer.apple.com/documentation/uikit/uiwindowscene/screen
  open var screen: UIScreen { fatalError() }
}
