#if KEYBOARDIST_UIKIT
  import Foundation
  import UIKit

  extension KeyboardEvent {
    /// UIKit's own constant for this event's notification name.
    var uiKitNotificationName: Notification.Name {
      switch self {
      case .willShow: UIResponder.keyboardWillShowNotification
      case .didShow: UIResponder.keyboardDidShowNotification
      case .willHide: UIResponder.keyboardWillHideNotification
      case .didHide: UIResponder.keyboardDidHideNotification
      case .willChangeFrame: UIResponder.keyboardWillChangeFrameNotification
      case .didChangeFrame: UIResponder.keyboardDidChangeFrameNotification
      }
    }
  }
#endif
