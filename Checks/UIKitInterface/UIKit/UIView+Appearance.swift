// UIView frame, colour, subviews and autoresizing (used by the playground's iOS page).

extension UIView {
  /// https://developer.apple.com/documentation/uikit/uiview/frame
  public var frame: CGRect {
    get { fatalError() }
    set { fatalError() }
  }
  /// https://developer.apple.com/documentation/uikit/uiview/backgroundcolor
  /// (`@NSCopying var backgroundColor: UIColor? { get set }`)
  public var backgroundColor: UIColor? {
    get { fatalError() }
    set { fatalError() }
  }
  /// https://developer.apple.com/documentation/uikit/uiview/addsubview(_:)
  public func addSubview(_ view: UIView) { fatalError() }
  /// https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.property
  public var autoresizingMask: UIView.AutoresizingMask {
    get { fatalError() }
    set { fatalError() }
  }
  /// https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct
  nonisolated public struct AutoresizingMask: OptionSet, @unchecked Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct/flexiblewidth
    public static var flexibleWidth: UIView.AutoresizingMask { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct/flexibleheight
    public static var flexibleHeight: UIView.AutoresizingMask { fatalError() }
  }
}
