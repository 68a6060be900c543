import Benchmark
import Foundation

/// A main-actor object whose method the isolation benchmarks call from nonisolated code.
@MainActor
final class IsolatedCounter {
  var count = 0

  func add(_ amount: Int) { count &+= amount }
}

/// A nonisolated requirement the main-actor counter meets with a runtime-checked conformance.
protocol CounterAdding {
  func add(_ amount: Int)
}

extension IsolatedCounter: @preconcurrency CounterAdding {}

/// The three ways nonisolated code already on the main actor can call a main-actor method
/// synchronously, as `KeyboardObserver`'s delivery does for every notification.
enum MainActorCall {
  /// A main-actor closure bit-cast to a nonisolated one (the delivery path before issue 13).
  @inline(never)
  static func bitCast(_ counter: IsolatedCounter, _ amount: Int) {
    typealias Isolated = @MainActor ((IsolatedCounter, Int)) -> Void
    typealias Nonisolated = ((IsolatedCounter, Int)) -> Void
    let add: Isolated = { arguments in arguments.0.add(arguments.1) }
    unsafeBitCast(add, to: Nonisolated.self)((counter, amount))
  }

  /// A `@preconcurrency` conformance: Swift checks the isolation at run time (the delivery path now).
  @inline(never)
  static func conformance(_ counter: IsolatedCounter, _ amount: Int) {
    (counter as any CounterAdding).add(amount)
  }

  /// `MainActor.assumeIsolated`, which checks the isolation and allocates its closure's context.
  @inline(never)
  static func assumeIsolated(_ counter: IsolatedCounter, _ amount: Int) {
    MainActor.assumeIsolated { counter.add(amount) }
  }
}

/// Calling a main-actor method from nonisolated code on the main actor, three ways, in the same run.
func isolationBenchmarks() {
  let calls: [(String, @Sendable (IsolatedCounter, Int) -> Void)] = [
    ("bit-cast function value (before)", MainActorCall.bitCast),
    ("@preconcurrency conformance (now)", MainActorCall.conformance),
    ("MainActor.assumeIsolated", MainActorCall.assumeIsolated),
  ]
  for (name, call) in calls {
    Benchmark("Isolation: main-actor call through \(name)") { benchmark in
      onMain(benchmark) { benchmark in
        let counter = IsolatedCounter()
        benchmark.startMeasurement()
        for iteration in benchmark.scaledIterations {
          call(counter, iteration)
        }
        benchmark.stopMeasurement()
        blackHole(counter.count)
      }
    }
  }
}
