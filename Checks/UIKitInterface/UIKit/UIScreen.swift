// https://developer.apple.com/documentation/uikit/uiscreen

/// https://developer.apple.com/documentation/uikit/uiscreen
@MainActor
open class UIScreen: NSObject {
  /// https://developer.apple.com/documentation/uikit/uiscreen/bounds
  open var bounds: CGRect { fatalError() }
}
