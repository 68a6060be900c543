// https://developer.apple.com/documentation/uikit/uiwindow

/// https://developer.apple.com/documentation/uikit/uiwindow
@MainActor
open class UIWindow: UIView {
  /// https://developer.apple.com/documentation/uikit/uiwindow/windowscene
  @available(iOS 13.0, macCatalyst 13.1, *)
  weak open var windowScene: UIWindowScene? {
    get { fatalError() }
    set { fatalError() }
  }
}
