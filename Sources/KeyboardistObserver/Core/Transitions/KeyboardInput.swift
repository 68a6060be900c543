/// What shows below a text input in the keyboard's place: what
/// ``KeyboardObserver/switchInput(to:)`` announces a switch to.
public enum KeyboardInput: Hashable, Sendable {
  /// Nothing: the input is not being edited.
  case none
  /// The system keyboard.
  case keyboard
  /// A panel of the app's in the keyboard's place (emoji, stickers, attachments).
  case panel
}
