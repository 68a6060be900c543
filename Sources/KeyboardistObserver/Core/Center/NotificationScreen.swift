import Foundation

#if KEYBOARDIST_UIKIT
  import UIKit
#endif

/// The screen a keyboard notification names: iOS 16.1 and later post the keyboard's `UIScreen` as
/// the notification's object; earlier versions, and platforms without UIKit, name none.
struct NotificationScreen: Sendable {
  #if KEYBOARDIST_UIKIT
    private let screen: UIScreen?
  #endif

  /// Takes the notification's object when it is a screen, on the posting thread; reads nothing
  /// from it yet.
  init(_ notification: Notification) {
    #if KEYBOARDIST_UIKIT
      screen = notification.object as? UIScreen
    #endif
  }

  /// No screen.
  init() {
    #if KEYBOARDIST_UIKIT
      screen = nil
    #endif
  }

  /// The screen's bounds in screen coordinates, or `nil` when the notification named no screen.
  @MainActor var bounds: CGRect? {
    #if KEYBOARDIST_UIKIT
      screen?.bounds
    #else
      nil
    #endif
  }
}
