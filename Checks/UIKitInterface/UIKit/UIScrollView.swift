// https://developer.apple.com/documentation/uikit/uiscrollview

/// https://developer.apple.com/documentation/uikit/uiscrollview
@MainActor
open class UIScrollView: UIView {
  /// https://developer.apple.com/documentation/uikit/uiscrollview/contentoffset
  open var contentOffset: CGPoint {
    get { fatalError() }
    set { fatalError() }
  }
  /// https://developer.apple.com/documentation/uikit/uiscrollview/contentsize
  open var contentSize: CGSize {
    get { fatalError() }
    set { fatalError() }
  }
  /// https://developer.apple.com/documentation/uikit/uiscrollview/contentinset
  open var contentInset: UIEdgeInsets {
    get { fatalError() }
    set { fatalError() }
  }
  /// https://developer.apple.com/documentation/uikit/uiscrollview/adjustedcontentinset (iOS 11.0)
  @available(iOS 11.0, *)
  open var adjustedContentInset: UIEdgeInsets { fatalError() }
  /// https://developer.apple.com/documentation/uikit/uiscrollview/verticalscrollindicatorinsets
  /// (iOS 11.1)
  @available(iOS 11.1, *)
  open var verticalScrollIndicatorInsets: UIEdgeInsets {
    get { fatalError() }
    set { fatalError() }
  }
  /// https://developer.apple.com/documentation/uikit/uiscrollview/isscrollenabled
  open var isScrollEnabled: Bool {
    get { fatalError() }
    set { fatalError() }
  }
}
