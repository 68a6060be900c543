/// The `userInfo` keys of UIKit's keyboard notifications, as the raw strings UIKit posts.
///
/// `UIResponder.keyboardFrameEndUserInfoKey` and its siblings are `String` constants with exactly these
/// values, so one set of keys serves every platform.
enum KeyboardUserInfoKey {
  /// `UIResponder.keyboardIsLocalUserInfoKey`: whether the keyboard belongs to the current app.
  static let isLocal = "UIKeyboardIsLocalUserInfoKey"
  /// `UIResponder.keyboardFrameBeginUserInfoKey`: the frame at the start of the animation.
  static let frameBegin = "UIKeyboardFrameBeginUserInfoKey"
  /// `UIResponder.keyboardFrameEndUserInfoKey`: the frame at the end of the animation.
  static let frameEnd = "UIKeyboardFrameEndUserInfoKey"
  /// `UIResponder.keyboardAnimationDurationUserInfoKey`: the animation's duration in seconds.
  static let animationDuration = "UIKeyboardAnimationDurationUserInfoKey"
  /// `UIResponder.keyboardAnimationCurveUserInfoKey`: the animation's `UIView.AnimationCurve`.
  static let animationCurve = "UIKeyboardAnimationCurveUserInfoKey"
}
