import Foundation
package import KeyboardistObserver

extension NotificationRegistrations {
  /// The keyboard events registered now, for tests of the observers that key registrations by
  /// event.
  package var events: Set<KeyboardEvent> {
    Set(keys.compactMap { $0.base as? KeyboardEvent })
  }
}
