import Foundation
import Testing

@testable import Keyboardist

@Suite struct NotificationTokensTests {
  final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0
    var count: Int { lock.withLock { value } }
    func increment() { lock.withLock { value += 1 } }
  }

  @Test func observesUntilRemoved() {
    let center = NotificationCenter()
    let tokens = NotificationTokens(center: center)
    let counter = Counter()
    let name = Notification.Name("TokensTest")
    tokens.observe(name) { _ in counter.increment() }
    tokens.observe(name) { _ in counter.increment() }
    #expect(tokens.count == 2)
    center.post(name: name, object: nil)
    #expect(counter.count == 2)
    tokens.removeAll()
    #expect(tokens.count == 0)
    center.post(name: name, object: nil)
    #expect(counter.count == 2)
  }
}
