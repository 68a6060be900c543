// https://developer.apple.com/documentation/uikit/uigesturerecognizerdelegate
//
// `@MainActor protocol UIGestureRecognizerDelegate : NSObjectProtocol`. Its methods are `optional`
// Objective-C requirements; this stub gives them default implementations instead, since `@objc`
// does not exist on Linux.

/// https://developer.apple.com/documentation/uikit/uigesturerecognizerdelegate
@MainActor
public protocol UIGestureRecognizerDelegate: NSObjectProtocol {
  /// https://developer.apple.com/documentation/uikit/uigesturerecognizerdelegate/gesturerecognizershouldbegin(_:)
  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
  /// https://developer.apple.com/documentation/uikit/uigesturerecognizerdelegate/gesturerecognizer(_:shouldreceive:)-16fuh
  func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch)
    -> Bool
}

extension UIGestureRecognizerDelegate {
  public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    fatalError()
  }
  public func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch
  ) -> Bool { fatalError() }
}
