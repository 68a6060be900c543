// https://developer.apple.com/documentation/uikit/uiresponder#Managing-the-responder-chain

extension UIResponder {
  /// https://developer.apple.com/documentation/uikit/uiresponder/next
  public var next: UIResponder? { fatalError() }
  /// https://developer.apple.com/documentation/uikit/uiresponder/canbecomefirstresponder
  public var canBecomeFirstResponder: Bool { fatalError() }
  /// https://developer.apple.com/documentation/uikit/uiresponder/becomefirstresponder()
  @discardableResult
  public func becomeFirstResponder() -> Bool { fatalError() }
}
