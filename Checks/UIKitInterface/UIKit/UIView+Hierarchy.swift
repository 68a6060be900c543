// https://developer.apple.com/documentation/uikit/uiview#Managing-the-view-hierarchy
// https://developer.apple.com/documentation/uikit/uiview#Converting-between-coordinate-systems

extension UIView {
  /// https://developer.apple.com/documentation/uikit/uiview/bounds
  public var bounds: CGRect {
    get { fatalError() }
    set { fatalError() }
  }
  /// https://developer.apple.com/documentation/uikit/uiview/superview
  public var superview: UIView? { fatalError() }
  /// https://developer.apple.com/documentation/uikit/uiview/subviews
  public var subviews: [UIView] { fatalError() }
  /// https://developer.apple.com/documentation/uikit/uiview/ishidden
  public var isHidden: Bool {
    get { fatalError() }
    set { fatalError() }
  }
  /// https://developer.apple.com/documentation/uikit/uiview/safeareainsets (iOS 11.0)
  @available(iOS 11.0, *)
  public var safeAreaInsets: UIEdgeInsets { fatalError() }
  /// https://developer.apple.com/documentation/uikit/uiview/isdescendant(of:)
  public func isDescendant(of view: UIView) -> Bool { fatalError() }
  /// https://developer.apple.com/documentation/uikit/uiview/convert(_:to:) (the CGRect, UIView? overload)
  public func convert(_ rect: CGRect, to view: UIView?) -> CGRect { fatalError() }
}
