public import Foundation

/// One of the six keyboard notifications UIKit posts.
///
/// Each case names the notification it stands for; ``notificationName`` gives UIKit's name and
/// ``init(notificationName:)`` maps a name back. The raw value is the case name, which is also the
/// spelling used in trace files.
///
/// ```swift
/// keyboard.on(event: .willShow) { options in print(options.endFrame) }
/// ```
public enum KeyboardEvent: String, CaseIterable, Hashable, Sendable, Codable {
  /// The keyboard is about to appear or to change to a new frame while shown.
  case willShow
  /// The keyboard has appeared.
  case didShow
  /// The keyboard is about to disappear.
  case willHide
  /// The keyboard has disappeared.
  case didHide
  /// The keyboard's frame is about to change (show, hide, resize, undock, rotation).
  case willChangeFrame
  /// The keyboard's frame has changed.
  case didChangeFrame

  /// The name UIKit gives this notification, for example `UIKeyboardWillShowNotification`.
  ///
  /// On Apple platforms with UIKit this is the `UIResponder.keyboard…Notification` constant; elsewhere
  /// it is a `Notification.Name` with the identical raw string, so code posting or observing keyboard
  /// notifications behaves the same on Linux.
  public var notificationName: Notification.Name {
    #if KEYBOARDIST_UIKIT
      return uiKitNotificationName
    #else
      return Notification.Name(notificationNameRawValue)
    #endif
  }

  /// The raw string of UIKit's notification name, identical on every platform.
  private var notificationNameRawValue: String {
    switch self {
    case .willShow: "UIKeyboardWillShowNotification"
    case .didShow: "UIKeyboardDidShowNotification"
    case .willHide: "UIKeyboardWillHideNotification"
    case .didHide: "UIKeyboardDidHideNotification"
    case .willChangeFrame: "UIKeyboardWillChangeFrameNotification"
    case .didChangeFrame: "UIKeyboardDidChangeFrameNotification"
    }
  }

  /// Creates the event a keyboard notification name stands for.
  ///
  /// Returns `nil` for any name that is not one of UIKit's six keyboard notifications.
  ///
  /// - Parameter notificationName: The name of a posted notification.
  public init?(notificationName: Notification.Name) {
    guard let event = Self.allCases.first(where: { $0.notificationName == notificationName })
    else { return nil }
    self = event
  }
}
