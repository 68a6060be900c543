// https://developer.apple.com/documentation/uikit/uigesturerecognizer
// https://developer.apple.com/documentation/uikit/uitapgesturerecognizer

/// https://developer.apple.com/documentation/uikit/uigesturerecognizer
@MainActor
open class UIGestureRecognizer: NSObject {
  public override init() { fatalError() }
  /// https://developer.apple.com/documentation/uikit/uigesturerecognizer/delegate
  /// (`weak var delegate: (any UIGestureRecognizerDelegate)? { get set }`)
  open var delegate: (any UIGestureRecognizerDelegate)? {
    get { fatalError() }
    set { fatalError() }
  }
  /// https://developer.apple.com/documentation/uikit/uigesturerecognizer/view
  open var view: UIView? { fatalError() }
  /// https://developer.apple.com/documentation/uikit/uigesturerecognizer/cancelstouchesinview
  open var cancelsTouchesInView: Bool {
    get { fatalError() }
    set { fatalError() }
  }
}

/// https://developer.apple.com/documentation/uikit/uitapgesturerecognizer
@MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {}
