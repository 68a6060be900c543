// https://developer.apple.com/documentation/uikit/uitoolbar

/// https://developer.apple.com/documentation/uikit/uitoolbar
@MainActor
open class UIToolbar: UIView {
  /// UIView's designated `init(frame:)`, inherited by UIToolbar:
  /// https://developer.apple.com/documentation/uikit/uiview/init(frame:)
  public init(frame: CGRect) { fatalError() }
  /// https://developer.apple.com/documentation/uikit/uitoolbar/items
  open var items: [UIBarButtonItem]? {
    get { fatalError() }
    set { fatalError() }
  }
}
