import Foundation
import Testing

@testable import Keyboardist

/// Notifications posted off the main thread reach the main actor, none lost, each thread in order.
@MainActor
@Suite struct KeyboardObserverThreadTests {
  private struct Delivery: Equatable {
    var thread: Int
    var sequence: Int
  }

  @Test func tenThousandNotificationsFromFourThreadsAllArriveInOrder() async {
    let center = NotificationCenter()
    let threads = 4
    let perThread = 2_500
    var deliveries: [Delivery] = []
    var offMainActor = 0
    let keyboard = KeyboardObserver(center: center)

    await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
      keyboard.on(event: .willChangeFrame) { options in
        if !MainActorHop.isOnMainActor { offMainActor += 1 }
        deliveries.append(
          Delivery(thread: Int(options.endFrame.minX), sequence: Int(options.endFrame.minY)))
        if deliveries.count == threads * perThread { done.resume() }
      }.start()

      for thread in 0..<threads {
        DispatchQueue.global().async {
          for sequence in 0..<perThread {
            let frame = CGRect(x: thread, y: sequence, width: 375, height: 216)
            center.post(.willChangeFrame, KeyboardOptions(endFrame: frame))
          }
        }
      }
    }

    #expect(deliveries.count == threads * perThread)
    #expect(offMainActor == 0)
    for thread in 0..<threads {
      let sequences = deliveries.filter { $0.thread == thread }.map(\.sequence)
      #expect(sequences == Array(0..<perThread), "thread \(thread) out of order or lossy")
    }
  }
}
