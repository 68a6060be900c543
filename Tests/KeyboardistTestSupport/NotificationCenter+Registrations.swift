import Foundation

@testable package import KeyboardistObserver

extension NotificationCenter {
  /// The keyboard events the package is registered for on this center now.
  package var registeredEvents: Set<KeyboardEvent> {
    Set(
      NotificationRegistrations.registrationCount(on: self).keys
        .compactMap(KeyboardEvent.init(notificationName:)))
  }

  /// How many registrations the package has on this center now, for the six keyboard names.
  package var keyboardRegistrationCount: Int {
    NotificationRegistrations.registrationCount(on: self)
      .filter { KeyboardEvent(notificationName: $0.key) != nil }.values.reduce(0, +)
  }
}
