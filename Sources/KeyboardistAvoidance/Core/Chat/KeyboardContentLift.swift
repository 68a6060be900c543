/// How a scroll view's content moves while the keyboard changes the scroll view's bottom inset
/// frame by frame.
///
/// `insetOnMove(_:above:lifting:dismissesFromBar:)` and SwiftUI's
/// `keyboardComposer(lifting:content:)` take one; <doc:BuildingAChat#How-the-content-moves> compares
/// the three and says what the finger decides. ``ChatListLayout`` asks the same decisions in your
/// own tests, frame by frame.
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
