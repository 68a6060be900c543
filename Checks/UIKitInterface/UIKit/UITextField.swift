// https://developer.apple.com/documentation/uikit/uitextfield

/// https://developer.apple.com/documentation/uikit/uitextfield
@MainActor
open class UITextField: UIControl {
  /// https://developer.apple.com/documentation/uikit/uitextfield/textdidbegineditingnotification
  nonisolated public static var textDidBeginEditingNotification: NSNotification.Name {
    fatalError()
  }
  /// https://developer.apple.com/documentation/uikit/uitextfield/textdidendeditingnotification
  nonisolated public static var textDidEndEditingNotification: NSNotification.Name {
    fatalError()
  }
}
