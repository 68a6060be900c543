import Foundation

@testable package import KeyboardistObserver

extension NotificationRegistrations {
  /// The keyboard events registered now, for tests of the observers, which key their registrations
  /// by the event's position (``KeyboardEvent/ordinal``).
  package var events: Set<KeyboardEvent> {
    Set(keys.compactMap { key in KeyboardEvent.allCases.first { $0.ordinal == key } })
  }
}
