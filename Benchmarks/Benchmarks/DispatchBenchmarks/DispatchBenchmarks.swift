import Benchmark
import Foundation
import Keyboardist

/// Notifications posted per measured iteration; metrics are reported per notification.
var scaling: BenchmarkScalingFactor { .kilo }

let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .mallocCountTotal, .throughput],
    timeUnits: .nanoseconds,
    scalingFactor: scaling,
    maxDuration: .seconds(2),
    maxIterations: 10_000
  )

  dispatchBenchmarks()
  fanOutBenchmarks()
  parsingBenchmarks()
  dispatchAllocationBenchmarks()
  trackingBenchmarks()
  traceBenchmarks()
  motionBenchmarks()
  avoidanceBenchmarks()
}

/// Notification → callback, the library against a bare observer and three hand-written observers
/// (the idioms of typical app code, Typist and KeyboardMan), in the same run.
func dispatchBenchmarks() {
  Benchmark("Dispatch: bare NotificationCenter observer (baseline a)") { benchmark in
    let center = NotificationCenter()
    let token = center.addObserver(forName: willShow, object: nil, queue: nil) { _ in }
    defer { center.removeObserver(token) }
    postOnMain(center, benchmark)
  }

  Benchmark("Dispatch: hand-written five-key observer (baseline b)") { benchmark in
    let center = NotificationCenter()
    let token = center.addObserver(forName: willShow, object: nil, queue: nil) { notification in
      blackHole(HandWrittenKeyboardInfo(notification))
    }
    defer { center.removeObserver(token) }
    postOnMain(center, benchmark)
  }

  Benchmark("Dispatch: hand-written as? NSNumber observer (baseline c)") { benchmark in
    let center = NotificationCenter()
    let token = center.addObserver(forName: willShow, object: nil, queue: nil) { notification in
      blackHole(UnboxingKeyboardInfo(notification))
    }
    defer { center.removeObserver(token) }
    postOnMain(center, benchmark)
  }

  // The force casts trap on bad input: this baseline only ever sees the well-formed `userInfo`.
  Benchmark("Dispatch: hand-written as! NSNumber observer (baseline d)") { benchmark in
    let center = NotificationCenter()
    let token = center.addObserver(forName: willShow, object: nil, queue: nil) { notification in
      blackHole(ForceCastKeyboardInfo(notification))
    }
    defer { center.removeObserver(token) }
    postOnMain(center, benchmark)
  }

  // Baseline c as a Swift 6 app writes it when the values drive UI: handed to a main-actor
  // callback with `MainActor.assumeIsolated`, as the observer hands its options to yours.
  Benchmark("Dispatch: hand-written as? NSNumber observer, main-actor callback (baseline e)") {
    benchmark in
    let center = NotificationCenter()
    let token = mainActorObserver(center)
    defer { center.removeObserver(token) }
    postOnMain(center, benchmark)
  }

  // Not a baseline: the library's parsing in a bare observer, to tell parsing from delivery.
  Benchmark("Dispatch: KeyboardOptions(notification:) in a bare observer") { benchmark in
    let center = NotificationCenter()
    let token = center.addObserver(forName: willShow, object: nil, queue: nil) { notification in
      blackHole(KeyboardOptions(notification: notification))
    }
    defer { center.removeObserver(token) }
    postOnMain(center, benchmark)
  }

  Benchmark("Dispatch: KeyboardObserver, parsed options") { benchmark in
    let center = NotificationCenter()
    onMain(benchmark) { benchmark in
      let keyboard = KeyboardObserver(center: center).on(event: .willShow) { blackHole($0) }.start()
      postLoop(center, benchmark)
      keyboard.clear()
    }
  }
}

/// One post to N observers of one center (N = 1, 4, 16): the package's, which share one
/// registration and one parse, against N hand-written main-actor observers (baseline e), which
/// each register and parse.
func fanOutBenchmarks() {
  for count in [1, 4, 16] {
    Benchmark("Fan-out: \(count) KeyboardObserver(s), parsed options") { benchmark in
      let center = NotificationCenter()
      onMain(benchmark) { benchmark in
        let observers = (0..<count).map { _ in
          KeyboardObserver(center: center).on(event: .willShow) { blackHole($0) }.start()
        }
        postLoop(center, benchmark)
        for keyboard in observers { keyboard.clear() }
      }
    }

    Benchmark("Fan-out: \(count) hand-written main-actor observer(s)") { benchmark in
      let center = NotificationCenter()
      let tokens = (0..<count).map { _ in mainActorObserver(center) }
      defer { for token in tokens { center.removeObserver(token) } }
      postOnMain(center, benchmark)
    }

    Benchmark("Fan-out: \(count) hand-written main-actor observer(s), rects checked") {
      benchmark in
      let center = NotificationCenter()
      let tokens = (0..<count).map { _ in checkedMainActorObserver(center) }
      defer { for token in tokens { center.removeObserver(token) } }
      postOnMain(center, benchmark)
    }
  }
}

/// `userInfo` → values without NotificationCenter: one pass against each idiom's five lookups.
func parsingBenchmarks() {
  Benchmark("Parsing: KeyboardOptions(userInfo:)") { benchmark in
    let userInfo = keyboardUserInfo
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      blackHole(KeyboardOptions(userInfo: userInfo))
    }
    benchmark.stopMeasurement()
  }

  Benchmark("Parsing: hand-written five-key lookups") { benchmark in
    let notification = Notification(name: willShow, object: nil, userInfo: keyboardUserInfo)
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      blackHole(HandWrittenKeyboardInfo(notification))
    }
    benchmark.stopMeasurement()
  }

  Benchmark("Parsing: hand-written as? NSNumber lookups") { benchmark in
    let notification = Notification(name: willShow, object: nil, userInfo: keyboardUserInfo)
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      blackHole(UnboxingKeyboardInfo(notification))
    }
    benchmark.stopMeasurement()
  }

  // Well-formed input only: the force casts trap on anything else.
  Benchmark("Parsing: hand-written as! NSNumber lookups") { benchmark in
    let notification = Notification(name: willShow, object: nil, userInfo: keyboardUserInfo)
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      blackHole(ForceCastKeyboardInfo(notification))
    }
    benchmark.stopMeasurement()
  }
}

/// Allocations per dispatched notification, the library beside a bare observer.
func dispatchAllocationBenchmarks() {
  let configuration = Benchmark.Configuration(
    metrics: [.mallocCountTotal, .memoryLeaked],
    scalingFactor: scaling,
    maxDuration: .seconds(1),
    maxIterations: 200
  )

  Benchmark("Allocations: bare NotificationCenter observer", configuration: configuration) {
    benchmark in
    let center = NotificationCenter()
    let token = center.addObserver(forName: willShow, object: nil, queue: nil) { _ in }
    defer { center.removeObserver(token) }
    postOnMain(center, benchmark)
  }

  Benchmark(
    "Allocations: hand-written observer, main-actor callback", configuration: configuration
  ) { benchmark in
    let center = NotificationCenter()
    let token = mainActorObserver(center)
    defer { center.removeObserver(token) }
    postOnMain(center, benchmark)
  }

  Benchmark("Allocations: KeyboardObserver, parsed options", configuration: configuration) {
    benchmark in
    let center = NotificationCenter()
    onMain(benchmark) { benchmark in
      let keyboard = KeyboardObserver(center: center).on(event: .willShow) { blackHole($0) }.start()
      postLoop(center, benchmark)
      keyboard.clear()
    }
  }
}
