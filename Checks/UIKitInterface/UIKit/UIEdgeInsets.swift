// https://developer.apple.com/documentation/uikit/uiedgeinsets

/// https://developer.apple.com/documentation/uikit/uiedgeinsets
public struct UIEdgeInsets: Equatable, Sendable {
  public var top: CGFloat
  public var left: CGFloat
  public var bottom: CGFloat
  public var right: CGFloat
  public init() { fatalError() }
  /// https://developer.apple.com/documentation/uikit/uiedgeinsets/init(top:left:bottom:right:)
  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) { fatalError() }
  /// https://developer.apple.com/documentation/uikit/uiedgeinsets/zero
  public static var zero: UIEdgeInsets { fatalError() }
}
