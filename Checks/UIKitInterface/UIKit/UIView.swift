// https://developer.apple.com/documentation/uikit/uiview

/// https://developer.apple.com/documentation/uikit/uiview
@MainActor
open class UIView: UIResponder {
  /// https://developer.apple.com/documentation/uikit/uiview/animationcurve
  nonisolated public enum AnimationCurve: Int, @unchecked Sendable {
    case easeInOut = 0
    case easeIn = 1
    case easeOut = 2
    case linear = 3
  }

  /// https://developer.apple.com/documentation/uikit/uiview/animationoptions
  nonisolated public struct AnimationOptions: OptionSet, @unchecked Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static var curveEaseInOut: UIView.AnimationOptions { fatalError() }
    public static var curveEaseIn: UIView.AnimationOptions { fatalError() }
    public static var curveEaseOut: UIView.AnimationOptions { fatalError() }
    public static var curveLinear: UIView.AnimationOptions { fatalError() }
    public static var beginFromCurrentState: UIView.AnimationOptions { fatalError() }
    public static var allowUserInteraction: UIView.AnimationOptions { fatalError() }
  }
}
