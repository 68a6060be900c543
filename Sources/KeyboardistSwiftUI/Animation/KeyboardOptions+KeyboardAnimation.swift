public import KeyboardistObserver

extension KeyboardOptions {
  /// The animation to move alongside this notification's keyboard with, outside UIKit; `nil` when
  /// the change should happen at once.
  ///
  /// See ``KeyboardAnimation/init(curve:duration:)``. In UIKit, use the exact curve instead:
  /// `animateAlongside(_:completion:)`.
  public var animation: KeyboardAnimation? {
    KeyboardAnimation(curve: animationCurve, duration: animationDuration)
  }
}
