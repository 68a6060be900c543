#if !KEYBOARDIST_UIKIT
  import Foundation

  /// The screen a keyboard notification names; without UIKit there is none.
  ///
  /// The UIKit shell has its own definition, which reads the `UIScreen` that iOS 16.1 and later post
  /// as the notification's object.
  struct NotificationScreen: Sendable {
    /// Reads nothing: without UIKit a notification names no screen.
    ///
    /// - Parameter notification: A keyboard notification.
    init(_ notification: Notification) {}

    /// Always `nil` without UIKit.
    @MainActor var bounds: CGRect? { nil }
  }
#endif
