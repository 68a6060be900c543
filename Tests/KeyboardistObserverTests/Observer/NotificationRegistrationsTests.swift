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

  @Test func registersEachKeyOnceAndRemovesAll() {
    let center = NotificationCenter()
    let registrations = NotificationRegistrations(center: center)
    let counter = Counter()
    registrations.register(
      KeyboardEvent.willShow.ordinal, name: KeyboardEvent.willShow.notificationName
    ) {
      _ in
      counter.increment()
    }
    registrations.register(
      KeyboardEvent.willShow.ordinal, name: KeyboardEvent.willShow.notificationName
    ) {
      _ in
      counter.increment()
    }
    registrations.register(
      KeyboardEvent.didHide.ordinal, name: KeyboardEvent.didHide.notificationName
    ) {
      _ in
      counter.increment()
    }
    #expect(registrations.keys == [0, 3])

    center.post(.willShow)
    #expect(counter.count == 1)

    registrations.removeAll()
    #expect(registrations.keys.isEmpty)
    center.post(.willShow)
    center.post(.didHide)
    #expect(counter.count == 1)
  }

  @Test func distinctKeysObserveOneNameUntilRemoved() {
    let center = NotificationCenter()
    let registrations = NotificationRegistrations(center: center)
    let counter = Counter()
    let name = Notification.Name("RegistrationsTest")
    registrations.register(0, name: name) { _ in counter.increment() }
    registrations.register(1, name: name) { _ in counter.increment() }
    #expect(registrations.count == 2)
    center.post(name: name, object: nil)
    #expect(counter.count == 2)
    registrations.removeAll()
    #expect(registrations.count == 0)
    center.post(name: name, object: nil)
    #expect(counter.count == 2)
  }
}
