// https://developer.apple.com/documentation/uikit/uitextview

/// https://developer.apple.com/documentation/uikit/uitextview
@MainActor
open class UITextView: UIScrollView {
  /// https://developer.apple.com/documentation/uikit/uitextview/textdidbegineditingnotification
  nonisolated public static var textDidBeginEditingNotification: NSNotification.Name {
    fatalError()
  }
  /// https://developer.apple.com/documentation/uikit/uitextview/textdidendeditingnotification
  nonisolated public static var textDidEndEditingNotification: NSNotification.Name {
    fatalError()
  }
  // From UITextView's UITextInput conformance:
  /// https://developer.apple.com/documentation/uikit/uitextinput/selectedtextrange
  /// (`@NSCopying var selectedTextRange: UITextRange? { get set }`)
  open var selectedTextRange: UITextRange? {
    get { fatalError() }
    set { fatalError() }
  }
  /// https://developer.apple.com/documentation/uikit/uitextinput/caretrect(for:)
  open func caretRect(for position: UITextPosition) -> CGRect { fatalError() }
}
