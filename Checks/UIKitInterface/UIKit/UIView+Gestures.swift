// https://developer.apple.com/documentation/uikit/uiview#Managing-gesture-recognizers
// https://developer.apple.com/documentation/uikit/uiview/endediting(_:)

extension UIView {
  /// https://developer.apple.com/documentation/uikit/uiview/addgesturerecognizer(_:)
  public func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) { fatalError() }
  /// https://developer.apple.com/documentation/uikit/uiview/removegesturerecognizer(_:)
  public func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) { fatalError() }
  /// https://developer.apple.com/documentation/uikit/uiview/endediting(_:)
  @discardableResult
  public func endEditing(_ force: Bool) -> Bool { fatalError() }
}
