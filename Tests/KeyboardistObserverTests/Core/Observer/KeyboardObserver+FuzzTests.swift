import Foundation
import KeyboardistTestSupport
import Testing

@testable import KeyboardistObserver

/// Random and malformed notifications through a real observer and its tracker: every raw callback
/// gets exactly what `KeyboardOptions(userInfo:)` reads, in order, and transitions stay consistent.
@MainActor
@Suite struct KeyboardObserverFuzzTests {
  @Test func randomNotificationsReachTheCallbacksParsedAndInOrder() {
    FuzzConfiguration.forEachCase(standard: 100) { random, label in
      let center = NotificationCenter()
      var received: [(KeyboardEvent, KeyboardOptions)] = []
      var transitions: [KeyboardTransition] = []
      let keyboard = KeyboardObserver(center: center)
      for event in KeyboardEvent.allCases {
        keyboard.on(event: event) { received.append((event, $0)) }
      }
      keyboard.onAppear { transitions.append($0) }.onDisappear { transitions.append($0) }
      keyboard.ignoresOtherApps = random.chance(1, in: 2)
      if random.chance(1, in: 2) { keyboard.screen = CGRect(x: 0, y: 0, width: 375, height: 667) }
      keyboard.start()

      var posted: [(KeyboardEvent, KeyboardOptions)] = []
      for _ in 0..<40 {
        let event = KeyboardEvent.allCases[random.below(KeyboardEvent.allCases.count)]
        let userInfo = RandomUserInfo.make(&random)
        posted.append((event, KeyboardOptions(userInfo: userInfo)))
        center.post(name: event.notificationName, object: nil, userInfo: userInfo)
      }

      #expect(received.map(\.0) == posted.map(\.0), "events; \(label)")
      #expect(received.map(\.1) == posted.map(\.1), "options; \(label)")
      for transition in transitions {
        #expect(transition.height.isFinite && transition.height >= 0, "\(label)")
        #expect(transition.heightIncrement.isFinite, "\(label)")
        #expect((transition.kind == .appear) == (transition.height > 0), "\(label)")
      }
      keyboard.clear()
      #expect(center.registeredEvents.isEmpty, "\(label)")
    }
  }
}
