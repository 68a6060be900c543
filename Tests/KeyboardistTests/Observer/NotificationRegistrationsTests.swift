import Foundation
import Testing

@testable import Keyboardist

@Suite struct NotificationRegistrationsTests {
  private final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0
    var count: Int { lock.withLock { value } }
    func increment() { lock.withLock { value += 1 } }
  }

  @Test func registersEachEventOnceAndRemovesAll() {
    let center = NotificationCenter()
    let registrations = NotificationRegistrations(center: center)
    let counter = Counter()
    registrations.register(.willShow) { _ in counter.increment() }
    registrations.register(.willShow) { _ in counter.increment() }
    registrations.register(.didHide) { _ in counter.increment() }
    #expect(registrations.events == [.willShow, .didHide])

    center.post(.willShow)
    #expect(counter.count == 1)

    registrations.removeAll()
    #expect(registrations.events.isEmpty)
    center.post(.willShow)
    center.post(.didHide)
    #expect(counter.count == 1)
  }
}
