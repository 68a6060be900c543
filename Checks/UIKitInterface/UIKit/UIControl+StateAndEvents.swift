// UIControl states, events and actions (used by the playground's iOS page).

extension UIControl {
  /// https://developer.apple.com/documentation/uikit/uicontrol/state-swift.struct
  nonisolated public struct State: OptionSet, @unchecked Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// https://developer.apple.com/documentation/uikit/uicontrol/state-swift.struct/normal
    public static var normal: UIControl.State { fatalError() }
  }
  /// https://developer.apple.com/documentation/uikit/uicontrol/event
  nonisolated public struct Event: OptionSet, @unchecked Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// https://developer.apple.com/documentation/uikit/uicontrol/event/touchupinside
    public static var touchUpInside: UIControl.Event { fatalError() }
  }
  /// https://developer.apple.com/documentation/uikit/uicontrol/addaction(_:for:) (iOS 14.0)
  @available(iOS 14.0, *)
  public func addAction(_ action: UIAction, for controlEvents: UIControl.Event) { fatalError() }
}
