import Foundation

@testable package import KeyboardistObserver

extension NotificationRegistrations {
  /// The keyboard events whose notifications are registered now.
  package var events: Set<KeyboardEvent> {
    Set(names.compactMap(KeyboardEvent.init(notificationName:)))
  }
}
