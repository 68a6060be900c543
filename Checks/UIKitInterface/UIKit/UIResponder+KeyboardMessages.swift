// iOS 26 typed keyboard messages, for example
// https://developer.apple.com/documentation/uikit/uiresponder/keyboardwillshowmessage
// Each has init(beginFrame:endFrame:animationDuration:animationCurve:isLocal:screen:) and the
// properties below; availability iOS 26.0, iPadOS 26.0, Mac Catalyst 26.0 (not visionOS).

@available(iOS 26.0, macCatalyst 26.0, *)
@available(visionOS, unavailable)
extension UIResponder {
  public struct KeyboardWillShowMessage: NotificationCenter.MainActorMessage {
    public typealias Subject = UIScreen
    public var beginFrame: CGRect
    public var endFrame: CGRect
    public var animationDuration: TimeInterval
    public var animationCurve: UIView.AnimationCurve
    public var isLocal: Bool
    public var screen: UIScreen
    public init(
      beginFrame: CGRect, endFrame: CGRect, animationDuration: TimeInterval,
      animationCurve: UIView.AnimationCurve, isLocal: Bool, screen: UIScreen
    ) { fatalError() }
  }

  public struct KeyboardDidShowMessage: NotificationCenter.MainActorMessage {
    public typealias Subject = UIScreen
    public var beginFrame: CGRect
    public var endFrame: CGRect
    public var animationDuration: TimeInterval
    public var animationCurve: UIView.AnimationCurve
    public var isLocal: Bool
    public var screen: UIScreen
    public init(
      beginFrame: CGRect, endFrame: CGRect, animationDuration: TimeInterval,
      animationCurve: UIView.AnimationCurve, isLocal: Bool, screen: UIScreen
    ) { fatalError() }
  }

  public struct KeyboardWillHideMessage: NotificationCenter.MainActorMessage {
    public typealias Subject = UIScreen
    public var beginFrame: CGRect
    public var endFrame: CGRect
    public var animationDuration: TimeInterval
    public var animationCurve: UIView.AnimationCurve
    public var isLocal: Bool
    public var screen: UIScreen
    public init(
      beginFrame: CGRect, endFrame: CGRect, animationDuration: TimeInterval,
      animationCurve: UIView.AnimationCurve, isLocal: Bool, screen: UIScreen
    ) { fatalError() }
  }

  public struct KeyboardDidHideMessage: NotificationCenter.MainActorMessage {
    public typealias Subject = UIScreen
    public var beginFrame: CGRect
    public var endFrame: CGRect
    public var animationDuration: TimeInterval
    public var animationCurve: UIView.AnimationCurve
    public var isLocal: Bool
    public var screen: UIScreen
    public init(
      beginFrame: CGRect, endFrame: CGRect, animationDuration: TimeInterval,
      animationCurve: UIView.AnimationCurve, isLocal: Bool, screen: UIScreen
    ) { fatalError() }
  }

  public struct KeyboardWillChangeFrameMessage: NotificationCenter.MainActorMessage {
    public typealias Subject = UIScreen
    public var beginFrame: CGRect
    public var endFrame: CGRect
    public var animationDuration: TimeInterval
    public var animationCurve: UIView.AnimationCurve
    public var isLocal: Bool
    public var screen: UIScreen
    public init(
      beginFrame: CGRect, endFrame: CGRect, animationDuration: TimeInterval,
      animationCurve: UIView.AnimationCurve, isLocal: Bool, screen: UIScreen
    ) { fatalError() }
  }

  public struct KeyboardDidChangeFrameMessage: NotificationCenter.MainActorMessage {
    public typealias Subject = UIScreen
    public var beginFrame: CGRect
    public var endFrame: CGRect
    public var animationDuration: TimeInterval
    public var animationCurve: UIView.AnimationCurve
    public var isLocal: Bool
    public var screen: UIScreen
    public init(
      beginFrame: CGRect, endFrame: CGRect, animationDuration: TimeInterval,
      animationCurve: UIView.AnimationCurve, isLocal: Bool, screen: UIScreen
    ) { fatalError() }
  }
}
