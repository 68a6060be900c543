import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// One keyboard notification as its ``KeyboardCenter`` received it: the event, the options parsed
/// once, the original `userInfo` and the screen it names.
///
/// It is made on the posting thread and read on the main actor. It is `@unchecked Sendable` for
/// `userInfo` alone, a dictionary the notification hands over and nothing writes again: UIKit
/// fills it with immutable `NSValue` and `NSNumber` objects.
package struct KeyboardPost: @unchecked Sendable {
  /// The notification's event.
  package let event: KeyboardEvent
  /// Its parsed options.
  package let options: KeyboardOptions
  /// Its `userInfo` as posted, for raw subscribers that keep what was sent (the recorder).
  package let userInfo: [AnyHashable: Any]?
  /// The screen it names, if any.
  private let notificationScreen: NotificationScreen
  /// The bounds of the screen it names, when made of values.
  private let screenBounds: CGRect?

  /// Reads a notification, on the posting thread.
  init(_ event: KeyboardEvent, _ notification: Notification) {
    self.event = event
    options = KeyboardOptions(notification: notification)
    userInfo = notification.userInfo
    notificationScreen = NotificationScreen(notification)
    screenBounds = nil
  }

  /// A post made of values: a notification held during an input switch and released, or where a
  /// layout guide found the keyboard.
  init(_ event: KeyboardEvent, _ options: KeyboardOptions, screen: CGRect? = nil) {
    self.event = event
    self.options = options
    userInfo = options.userInfo
    notificationScreen = NotificationScreen()
    screenBounds = screen
  }

  /// The bounds of the screen the notification names, in screen coordinates, or `nil`.
  @MainActor package var screen: CGRect? { screenBounds ?? notificationScreen.bounds }
}
