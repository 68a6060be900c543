// https://developer.apple.com/documentation/uikit/uiaction
// https://developer.apple.com/documentation/uikit/uimenuelement

/// https://developer.apple.com/documentation/uikit/uimenuelement
@available(iOS 13.0, *)
@MainActor
open class UIMenuElement: NSObject {
  /// https://developer.apple.com/documentation/uikit/uimenuelement/attributes
  nonisolated public struct Attributes: OptionSet, @unchecked Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
  }

  /// https://developer.apple.com/documentation/uikit/uimenuelement/state
  nonisolated public enum State: Int, @unchecked Sendable {
    case off = 0
    case on = 1
    case mixed = 2
  }
}

/// https://developer.apple.com/documentation/uikit/uiactionhandler
public typealias UIActionHandler = (UIAction) -> Void

/// https://developer.apple.com/documentation/uikit/uiaction
@available(iOS 13.0, *)
@MainActor
open class UIAction: UIMenuElement {
  /// https://developer.apple.com/documentation/uikit/uiaction/identifier
  nonisolated public struct Identifier: Hashable, RawRepresentable, @unchecked Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
  }

  /// https://developer.apple.com/documentation/uikit/uiaction/init(title:image:identifier:discoverabilitytitle:attributes:state:handler:)
  public convenience init(
    title: String = "", image: UIImage? = nil, identifier: UIAction.Identifier? = nil,
    discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
    state: UIMenuElement.State = .off, handler: @escaping UIActionHandler
  ) { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/uimenu
@available(iOS 13.0, *)
@MainActor
open class UIMenu: UIMenuElement {}
