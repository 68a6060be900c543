// https://developer.apple.com/documentation/uikit/uilayoutguide
// https://developer.apple.com/documentation/uikit/uikeyboardlayoutguide

/// https://developer.apple.com/documentation/uikit/uilayoutguide
@MainActor
open class UILayoutGuide: NSObject {
  /// https://developer.apple.com/documentation/uikit/uilayoutguide/topanchor
  open var topAnchor: NSLayoutYAxisAnchor { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/uitrackinglayoutguide
@available(iOS 15.0, macCatalyst 15.0, visionOS 1.0, *)
@MainActor
open class UITrackingLayoutGuide: UILayoutGuide {}

/// https://developer.apple.com/documentation/uikit/uikeyboardlayoutguide
@available(iOS 15.0, macCatalyst 15.0, visionOS 1.0, *)
@MainActor
open class UIKeyboardLayoutGuide: UITrackingLayoutGuide {
  /// https://developer.apple.com/documentation/uikit/uikeyboardlayoutguide/followsundockedkeyboard
  open var followsUndockedKeyboard: Bool {
    get { fatalError() }
    set { fatalError() }
  }
}
