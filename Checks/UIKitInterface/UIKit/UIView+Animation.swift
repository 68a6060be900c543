// https://developer.apple.com/documentation/uikit/uiview/animate(withduration:delay:options:animations:completion:)

extension UIView {
  /// `class func animate(withDuration duration: TimeInterval, delay: TimeInterval,
  /// options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
  /// completion: ((Bool) -> Void)? = nil)`, iOS 4.0.
  public class func animate(
    withDuration duration: TimeInterval, delay: TimeInterval,
    options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) { fatalError() }
}
