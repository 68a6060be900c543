import Foundation
import KeyboardistTestSupport
import Testing

@testable import KeyboardistObserver

/// Several threads post while the main actor starts, stops, clears and re-registers observers:
/// an observer that stays started misses nothing, and nothing is ever delivered off the main actor.
@MainActor
@Suite struct KeyboardObserverConcurrencyTests {
  @Test func postingThreadsWhileTheMainActorTogglesObservers() async {
    let center = NotificationCenter()
    let threads = 4
    let perThread = 500
    var steady: [ThreadedPost] = []
    var toggled: [ThreadedPost] = []
    var offMainActor = 0
    var deliveredWhileStopped = 0

    let steadyObserver = KeyboardObserver(center: center)
      .on(event: .willChangeFrame) { options in
        if !MainActorHop.isOnMainActor { offMainActor += 1 }
        steady.append(ThreadedPost(options))
      }
      .start()
    let toggledObserver = KeyboardObserver(center: center)
    var toggledCallback: KeyboardObserver.Callback {
      { [weak toggledObserver] options in
        if !MainActorHop.isOnMainActor { offMainActor += 1 }
        if toggledObserver?.isObserving != true { deliveredWhileStopped += 1 }
        toggled.append(ThreadedPost(options))
      }
    }
    toggledObserver.on(event: .willChangeFrame, do: toggledCallback).start()

    ThreadedPost.post(threads: threads, perThread: perThread, to: center)

    var step = 0
    while steady.count < threads * perThread, step < 5_000_000 {
      switch step % 5 {
      case 0: toggledObserver.stop()
      case 1: toggledObserver.start()
      case 2: toggledObserver.clear()
      case 3: toggledObserver.on(event: .willChangeFrame, do: toggledCallback).start()
      default: toggledObserver.on(event: .willChangeFrame, do: toggledCallback)
      }
      step += 1
      await Task.yield()
    }
    toggledObserver.clear()
    let afterClear = toggled.count
    let steadyDeliveries = steady
    center.post(.willChangeFrame)

    #expect(steadyDeliveries.count == threads * perThread)
    for thread in 0..<threads {
      let sequences = steadyDeliveries.filter { $0.thread == thread }.map(\.sequence)
      #expect(sequences == Array(0..<perThread), "thread \(thread) lost or reordered notifications")
      let partial = toggled.filter { $0.thread == thread }.map(\.sequence)
      #expect(partial == partial.sorted(), "thread \(thread) reordered for the toggled observer")
    }
    #expect(offMainActor == 0)
    #expect(deliveredWhileStopped == 0)
    #expect(toggled.count == afterClear)
    #expect(center.keyboardRegistrationCount == 6, "the center's six, for the steady observer")
    #expect(steadyObserver.isObserving)
    #expect(step > 0)
  }
}
