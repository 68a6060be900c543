// https://developer.apple.com/documentation/uikit/uiview/window

extension UIView {
  /// https://developer.apple.com/documentation/uikit/uiview/window
  public var window: UIWindow? { fatalError() }
}
