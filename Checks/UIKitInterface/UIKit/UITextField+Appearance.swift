// UITextField appearance (used by the playground's iOS page).

extension UITextField {
  /// https://developer.apple.com/documentation/uikit/uitextfield/borderstyle-swift.enum
  nonisolated public enum BorderStyle: Int, @unchecked Sendable {
    case none = 0
    case line = 1
    case bezel = 2
    case roundedRect = 3
  }
  /// https://developer.apple.com/documentation/uikit/uitextfield/borderstyle-swift.property
  public var borderStyle: UITextField.BorderStyle {
    get { fatalError() }
    set { fatalError() }
  }
  /// https://developer.apple.com/documentation/uikit/uitextfield/placeholder
  public var placeholder: String? {
    get { fatalError() }
    set { fatalError() }
  }
}
