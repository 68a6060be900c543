// https://developer.apple.com/documentation/uikit/uicolor (used by the playground's iOS page)

/// https://developer.apple.com/documentation/uikit/uicolor
open class UIColor: NSObject, @unchecked Sendable {
  /// https://developer.apple.com/documentation/uikit/uicolor/systembackground (iOS 13.0)
  @available(iOS 13.0, *)
  open class var systemBackground: UIColor { fatalError() }
  /// https://developer.apple.com/documentation/uikit/uicolor/systemgray4 (iOS 13.0)
  @available(iOS 13.0, *)
  open class var systemGray4: UIColor { fatalError() }
}
