import Foundation
import KeyboardistTestSupport
import Testing

@testable import KeyboardistObserver

@Suite struct NotificationRegistrationsTests {
  private final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0
    var count: Int { lock.withLock { value } }
    func increment() { lock.withLock { value += 1 } }
  }

  @Test func registersEachNameOnceAndRemovesAll() {
    let center = NotificationCenter()
    let registrations = NotificationRegistrations(center: center)
    let counter = Counter()
    registrations.register(KeyboardEvent.willShow.notificationName) { _ in counter.increment() }
    registrations.register(KeyboardEvent.willShow.notificationName) { _ in counter.increment() }
    registrations.register(KeyboardEvent.didHide.notificationName) { _ in counter.increment() }
    #expect(
      registrations.names == [
        KeyboardEvent.willShow.notificationName, KeyboardEvent.didHide.notificationName,
      ])
    #expect(NotificationRegistrations.registrationCount(on: center).values.reduce(0, +) == 2)

    center.post(.willShow)
    #expect(counter.count == 1)

    registrations.removeAll()
    #expect(registrations.names.isEmpty)
    center.post(.willShow)
    center.post(.didHide)
    #expect(counter.count == 1)
  }

  @Test func registrationsGoWithTheirOwner() {
    let center = NotificationCenter()
    let counter = Counter()
    let name = Notification.Name("RegistrationsTest")
    var registrations: NotificationRegistrations? = NotificationRegistrations(center: center)
    registrations?.register(name) { _ in counter.increment() }
    center.post(name: name, object: nil)
    #expect(counter.count == 1)
    registrations = nil
    center.post(name: name, object: nil)
    #expect(counter.count == 1)
  }
}
