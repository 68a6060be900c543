// https://developer.apple.com/documentation/uikit/uibutton (used by the playground's iOS page)

/// https://developer.apple.com/documentation/uikit/uibutton
@MainActor
open class UIButton: UIControl {
  /// https://developer.apple.com/documentation/uikit/uibutton/buttontype-swift.enum
  nonisolated public enum ButtonType: Int, @unchecked Sendable {
    case custom = 0
    case system = 1
  }
  /// https://developer.apple.com/documentation/uikit/uibutton/init(type:)
  public convenience init(type buttonType: UIButton.ButtonType) { fatalError() }
  /// https://developer.apple.com/documentation/uikit/uibutton/settitle(_:for:)
  open func setTitle(_ title: String?, for state: UIControl.State) { fatalError() }
}
