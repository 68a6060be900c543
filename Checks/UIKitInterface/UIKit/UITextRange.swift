// https://developer.apple.com/documentation/uikit/uitextrange
// https://developer.apple.com/documentation/uikit/uitextposition

/// https://developer.apple.com/documentation/uikit/uitextposition
@MainActor
open class UITextPosition: NSObject {}

/// https://developer.apple.com/documentation/uikit/uitextrange
@MainActor
open class UITextRange: NSObject {
  /// https://developer.apple.com/documentation/uikit/uitextrange/end
  open var end: UITextPosition { fatalError() }
}
