// https://developer.apple.com/documentation/uikit/nslayoutanchor
// https://developer.apple.com/documentation/uikit/nslayoutyaxisanchor
// https://developer.apple.com/documentation/uikit/nslayoutconstraint

/// https://developer.apple.com/documentation/uikit/nslayoutconstraint
@MainActor
open class NSLayoutConstraint: NSObject {
  /// https://developer.apple.com/documentation/uikit/nslayoutconstraint/isactive
  open var isActive: Bool {
    get { fatalError() }
    set { fatalError() }
  }
}

/// https://developer.apple.com/documentation/uikit/nslayoutanchor
@MainActor
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
  /// https://developer.apple.com/documentation/uikit/nslayoutanchor/constraint(equalto:constant:)
  open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat)
    -> NSLayoutConstraint
  { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/nslayoutyaxisanchor
@MainActor
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}
