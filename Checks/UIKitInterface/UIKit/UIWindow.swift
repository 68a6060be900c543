// https://developer.apple.com/documentation/uikit/uiwindow

/// https://developer.apple.com/documentation/uikit/uiwindow
@MainActor
open class UIWindow: UIView {
  /// https://developer.apple.com/documentation/uikit/uiwindow/windowscene
  /// (`weak var windowScene: UIWindowScene? { get set }`, iOS 13.0)
  @available(iOS 13.0, *)
  open var windowScene: UIWindowScene? {
    get { fatalError() }
    set { fatalError() }
  }
}
