// https://developer.apple.com/documentation/uikit/uiresponder

/// https://developer.apple.com/documentation/uikit/uiresponder
@MainActor
open class UIResponder: NSObject {
  public override init() { fatalError() }
}

// Keyboard notifications: https://developer.apple.com/documentation/uikit/uiresponder#Responding-to-keyboard-notifications
extension UIResponder {
  /// https://developer.apple.com/documentation/uikit/uiresponder/keyboardwillshownotification
  nonisolated public static var keyboardWillShowNotification: NSNotification.Name { fatalError() }
  /// https://developer.apple.com/documentation/uikit/uiresponder/keyboarddidshownotification
  nonisolated public static var keyboardDidShowNotification: NSNotification.Name { fatalError() }
  /// https://developer.apple.com/documentation/uikit/uiresponder/keyboardwillhidenotification
  nonisolated public static var keyboardWillHideNotification: NSNotification.Name { fatalError() }
  /// https://developer.apple.com/documentation/uikit/uiresponder/keyboarddidhidenotification
  nonisolated public static var keyboardDidHideNotification: NSNotification.Name { fatalError() }
  /// https://developer.apple.com/documentation/uikit/uiresponder/keyboardwillchangeframenotification
  nonisolated public static var keyboardWillChangeFrameNotification: NSNotification.Name {
    fatalError()
  }
  /// https://developer.apple.com/documentation/uikit/uiresponder/keyboarddidchangeframenotification
  nonisolated public static var keyboardDidChangeFrameNotification: NSNotification.Name {
    fatalError()
  }
}
