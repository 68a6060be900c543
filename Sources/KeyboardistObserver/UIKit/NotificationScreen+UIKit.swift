#if KEYBOARDIST_UIKIT
  import Foundation
  import UIKit

  /// The screen a keyboard notification names: iOS 16.1 and later post the keyboard's `UIScreen`
  /// as the notification's object; earlier versions post `nil`.
  struct NotificationScreen: Sendable {
    private let screen: UIScreen?

    /// Takes the notification's object when it is a screen; reads nothing from it yet.
    ///
    /// - Parameter notification: A keyboard notification, on any thread.
    init(_ notification: Notification) {
      screen = notification.object as? UIScreen
    }

    /// The screen's bounds in screen coordinates, or `nil` when the notification named no screen.
    @MainActor var bounds: CGRect? { screen?.bounds }
  }
#endif
