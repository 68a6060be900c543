import Foundation
import KeyboardistTestSupport
import Testing

@testable import KeyboardistObserver

/// Observers come and go while notifications flow: nothing runs after release, nothing stays
/// registered, nothing stays alive; callbacks may post again from inside a delivery.
@MainActor
@Suite struct KeyboardObserverLifecycleTests {
  /// An object a callback captures, to see whether anything still holds the callback.
  final class Canary {}

  /// A counter a callback bumps, kept by the test after the observer is gone.
  final class Counter {
    var value = 0
  }

  @Test func thousandsOfObserversReleasedWhileNotificationsFlow() {
    let center = NotificationCenter()
    var random = SplitMix64(seed: FuzzConfiguration.seed)
    let label = "seed \(FuzzConfiguration.seed)"
    var live: [(observer: KeyboardObserver, counter: Counter)] = []
    var released: [(counter: Counter, count: Int)] = []
    weak var lastObserver: KeyboardObserver?
    weak var lastCanary: Canary?

    for round in 0..<3_000 {
      let counter = Counter()
      let canary = Canary()
      let observer = KeyboardObserver(center: center)
        .on(event: .willShow) { _ in
          withExtendedLifetime(canary) { counter.value += 1 }
        }
        .on(event: .didHide) { _ in counter.value += 1 }
        .start()
      live.append((observer, counter))
      lastObserver = observer
      lastCanary = canary

      center.post(.willShow)
      if round.isMultiple(of: 3) { center.post(.didHide) }

      // Release a random live observer (about 30 stay alive), keeping its count.
      if random.chance(2, in: 3) || live.count > 32, !live.isEmpty {
        let goneCounter = live.remove(at: random.below(live.count)).counter
        released.append((goneCounter, goneCounter.value))
      }
    }

    let before = live.map(\.counter.value)
    center.post(.willShow)
    #expect(zip(live.map(\.counter.value), before).allSatisfy { $0 == $1 + 1 }, "\(label)")
    for entry in released {
      #expect(entry.counter.value == entry.count, "a callback ran after release; \(label)")
    }
    #expect(
      center.keyboardRegistrationCount == 6, "the center's six, whatever the observers; \(label)")

    live.removeAll()
    #expect(
      center.keyboardRegistrationCount == 0, "a registration outlived the observers; \(label)")
    center.post(.willShow)
    #expect(lastObserver == nil, "an observer outlived its last reference")
    #expect(lastCanary == nil, "a callback's captures outlived the observer")
  }

  @Test func clearReleasesTheCallbacksCaptures() {
    let center = NotificationCenter()
    weak var weakCanary: Canary?
    let keyboard = KeyboardObserver(center: center)
    do {
      let canary = Canary()
      weakCanary = canary
      keyboard.on(event: .willShow) { _ in withExtendedLifetime(canary) {} }.start()
    }
    #expect(weakCanary != nil)
    keyboard.clear()
    #expect(weakCanary == nil)
    #expect(center.registeredEvents.isEmpty)
  }

  @Test func aCallbackPostsAgainFromInsideADelivery() {
    let center = NotificationCenter()
    var log: [String] = []
    var depth = 0
    let keyboard = KeyboardObserver(center: center)
    keyboard
      .on(event: .willShow) { _ in
        log.append("willShow begins")
        center.post(.willHide)
        log.append("willShow ends")
      }
      .on(event: .willHide) { _ in log.append("willHide") }
      .on(event: .willChangeFrame) { options in
        depth += 1
        log.append("frame \(Int(options.endFrame.minY))")
        if depth < 10 {
          center.post(
            .willChangeFrame, KeyboardOptions(endFrame: CGRect(x: 0, y: depth, width: 1, height: 1))
          )
        }
      }
      .start()

    center.post(.willShow)
    #expect(log == ["willShow begins", "willHide", "willShow ends"])

    log.removeAll()
    center.post(
      .willChangeFrame, KeyboardOptions(endFrame: CGRect(x: 0, y: 0, width: 1, height: 1)))
    #expect(log == (0..<10).map { "frame \($0)" })
  }

  @Test func aCallbackThatStopsItsObserverStopsNestedDeliveries() {
    let center = NotificationCenter()
    var log: [KeyboardEvent] = []
    let keyboard = KeyboardObserver(center: center)
    keyboard
      .on(event: .willShow) { _ in
        log.append(.willShow)
        keyboard.stop()
        center.post(.willHide)
      }
      .on(event: .willHide) { _ in log.append(.willHide) }
      .start()
    center.post(.willShow)
    center.post(.willHide)
    #expect(log == [.willShow])
    #expect(
      center.keyboardRegistrationCount == 6, "stopped, it may start again: the center watches")
  }

  @Test func anObserverReleasedInsideItsOwnCallbackNeverRunsAgain() {
    let center = NotificationCenter()
    let counter = Counter()
    weak var weakObserver: KeyboardObserver?
    var keyboard: KeyboardObserver? = KeyboardObserver(center: center)
    weakObserver = keyboard
    keyboard?
      .on(event: .willShow) { _ in
        counter.value += 1
        keyboard = nil
      }
      .start()
    center.post(.willShow)
    center.post(.willShow)
    #expect(counter.value == 1)
    #expect(weakObserver == nil)
    #expect(center.registeredEvents.isEmpty)
  }

  @Test func aNotificationQueuedFromAnotherThreadIsDroppedWhenTheObserverGoes() async {
    let center = NotificationCenter()
    let counter = Counter()
    var keyboard: KeyboardObserver? = KeyboardObserver(center: center)
      .on(event: .willShow) { _ in counter.value += 1 }
      .start()
    #expect(keyboard?.isObserving == true)

    // Post from a plain thread and wait for the post itself (not the delivery) to finish.
    let posted = DispatchSemaphore(value: 0)
    Thread {
      center.post(.willShow)
      posted.signal()
    }.start()
    posted.wait()

    keyboard = nil
    await drainMainQueue()
    #expect(counter.value == 0)
  }

  /// Waits until everything enqueued on the main queue so far has run.
  private func drainMainQueue() async {
    let (drained, drain) = AsyncStream<Never>.makeStream()
    DispatchQueue.main.async { drain.finish() }
    _ = await drained.untilEnd()
  }
}
