import Foundation
import KeyboardistTestSupport
import Testing

@testable import KeyboardistObserver

/// Notifications posted off the main thread reach the main actor, none lost, each thread in order.
@MainActor
@Suite struct KeyboardObserverThreadTests {
  @Test func tenThousandNotificationsFromFourThreadsAllArriveInOrder() async {
    let center = NotificationCenter()
    let threads = 4
    let perThread = 2_500
    var offMainActor = 0
    let keyboard = KeyboardObserver(center: center)
    let (delivered, delivery) = AsyncStream<ThreadedPost>.makeStream()
    keyboard.on(event: .willChangeFrame) { options in
      if !MainActorHop.isOnMainActor { offMainActor += 1 }
      delivery.yield(ThreadedPost(options))
    }.start()

    ThreadedPost.post(threads: threads, perThread: perThread, to: center)
    let deliveries = await delivered.first(threads * perThread)

    #expect(deliveries.count == threads * perThread)
    #expect(offMainActor == 0)
    for thread in 0..<threads {
      let sequences = deliveries.filter { $0.thread == thread }.map(\.sequence)
      #expect(sequences == Array(0..<perThread), "thread \(thread) out of order or lossy")
    }
  }
}
