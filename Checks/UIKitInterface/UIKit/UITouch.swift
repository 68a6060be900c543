// https://developer.apple.com/documentation/uikit/uitouch

/// https://developer.apple.com/documentation/uikit/uitouch
@MainActor
open class UITouch: NSObject {
  /// https://developer.apple.com/documentation/uikit/uitouch/view
  open var view: UIView? { fatalError() }
}
