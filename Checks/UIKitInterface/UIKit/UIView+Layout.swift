// https://developer.apple.com/documentation/uikit/uiview#Laying-out-subviews

extension UIView {
  /// https://developer.apple.com/documentation/uikit/uiview/layoutifneeded()
  public func layoutIfNeeded() { fatalError() }
  /// https://developer.apple.com/documentation/uikit/uiview/sizetofit()
  public func sizeToFit() { fatalError() }
  /// https://developer.apple.com/documentation/uikit/uiview/bottomanchor
  public var bottomAnchor: NSLayoutYAxisAnchor { fatalError() }
  /// https://developer.apple.com/documentation/uikit/uiview/keyboardlayoutguide
  @available(iOS 15.0, macCatalyst 15.0, visionOS 1.0, *)
  public var keyboardLayoutGuide: UIKeyboardLayoutGuide { fatalError() }
}
