// https://developer.apple.com/documentation/foundation/nsvalue/init(cgrect:)
// https://developer.apple.com/documentation/foundation/nsvalue/cgrectvalue

extension NSValue {
  public convenience init(cgRect rect: CGRect) { fatalError() }
  public var cgRectValue: CGRect { fatalError() }
}
