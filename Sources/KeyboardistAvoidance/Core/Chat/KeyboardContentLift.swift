/// How a scroll view's content moves while the keyboard changes the scroll view's bottom inset
/// frame by frame.
///
/// A chat list whose newest message is at its bottom lifts its content with the keyboard in one of
/// three ways; `KeyboardObserver.insetOnMove(_:above:lifting:dismissesFromBar:)` (UIKit, in
/// KeyboardistAvoidance) and `keyboardComposer(lifting:content:)` (SwiftUI, in
/// KeyboardistSwiftUI) take one:
///
/// - ``always``: the content rises and falls with the keyboard wherever the list is scrolled, so
///   what was just above the input bar stays there (Messages, Telegram, WhatsApp).
/// - ``whenAtEnd``: the content rises with the keyboard only while the list shows its end, so the
///   newest message stays in view; a list scrolled back into its history stays where it is.
/// - ``never``: only the inset changes; the keyboard covers the end of the content until the user
///   scrolls.
///
/// In every case the content never ends up scrolled past its end or above its top, and while the
/// user's finger is on the list (tracking, or the deceleration after it) and during an
/// interactive dismissal, the finger decides: the content stays under it and only the inset
/// follows the keyboard. react-native-keyboard-controller's `KeyboardChatScrollView` offers the
/// same choice as its lift behaviours.
///
/// Every decision behind it is portable and tested on Linux; ``ChatListLayout`` asks the same
/// decisions in your own tests, frame by frame.
public struct KeyboardContentLift: Hashable, Sendable {
  /// The three behaviours.
  enum Kind: Hashable, Sendable {
    case always
    case whenAtEnd
    case never
  }

  /// Which behaviour this is.
  let kind: Kind

  /// The content rises and falls with the keyboard wherever the list is scrolled.
  public static let always = KeyboardContentLift(kind: .always)

  /// The content rises with the keyboard only while the list shows its end.
  public static let whenAtEnd = KeyboardContentLift(kind: .whenAtEnd)

  /// The content stays where it is; only the inset changes.
  public static let never = KeyboardContentLift(kind: .never)
}
