// https://developer.apple.com/documentation/uikit/uibarbuttonitem

/// https://developer.apple.com/documentation/uikit/uibaritem
@MainActor
open class UIBarItem: NSObject {
  public override init() { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/uibarbuttonitem
@MainActor
open class UIBarButtonItem: UIBarItem {
  /// https://developer.apple.com/documentation/uikit/uibarbuttonitem/systemitem
  nonisolated public enum SystemItem: Int, @unchecked Sendable {
    case done = 0
    case cancel = 1
    case edit = 2
    case save = 3
    case add = 4
    case flexibleSpace = 5
    case fixedSpace = 6
  }

  /// https://developer.apple.com/documentation/uikit/uibarbuttonitem/init(title:image:primaryaction:menu:)
  @available(iOS 14.0, *)
  public convenience init(
    title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil,
    menu: UIMenu? = nil
  ) { fatalError() }

  /// https://developer.apple.com/documentation/uikit/uibarbuttonitem/init(systemitem:primaryaction:menu:)
  @available(iOS 14.0, *)
  public convenience init(
    systemItem: UIBarButtonItem.SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil
  ) { fatalError() }

  /// https://developer.apple.com/documentation/uikit/uibarbuttonitem/flexiblespace()
  @available(iOS 14.0, *)
  open class func flexibleSpace() -> Self { fatalError() }
}
