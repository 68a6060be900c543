// https://developer.apple.com/documentation/uikit/uicoordinatespace

/// https://developer.apple.com/documentation/uikit/uicoordinatespace
@MainActor
public protocol UICoordinateSpace: NSObjectProtocol {
  /// https://developer.apple.com/documentation/uikit/uicoordinatespace/convert(_:from:) (the CGRect overload)
  func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect
  /// https://developer.apple.com/documentation/uikit/uicoordinatespace/bounds
  var bounds: CGRect { get }
}

// UIView adopts UICoordinateSpace: https://developer.apple.com/documentation/uikit/uiview
extension UIView: UICoordinateSpace {
  public func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect {
    fatalError()
  }
}

extension UIScreen {
  /// https://developer.apple.com/documentation/uikit/uiscreen/coordinatespace (iOS 8.0)
  public var coordinateSpace: any UICoordinateSpace { fatalError() }
}
