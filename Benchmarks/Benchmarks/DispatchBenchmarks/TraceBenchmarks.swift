import Benchmark
import Foundation
import Keyboardist

/// Decoding a real trace, beside parsing the same bytes into untyped JSON objects.
func traceBenchmarks() {
  let url = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
    .appendingPathComponent("Sources/KeyboardistTesting/Traces/quicktype-toggle-iphone6.json")
  guard let data = try? Data(contentsOf: url) else {
    print("Trace benchmarks skipped: cannot read \(url.path)")
    return
  }
  let configuration = Benchmark.Configuration(
    metrics: [.wallClock, .mallocCountTotal, .throughput],
    timeUnits: .nanoseconds,
    scalingFactor: .one,
    maxDuration: .seconds(2),
    maxIterations: 10_000
  )

  Benchmark("Traces: KeyboardTrace(json:)", configuration: configuration) { benchmark in
    for _ in benchmark.scaledIterations {
      blackHole(try? KeyboardTrace(json: data))
    }
  }

  Benchmark("Traces: JSONSerialization baseline", configuration: configuration) { benchmark in
    for _ in benchmark.scaledIterations {
      blackHole(try? JSONSerialization.jsonObject(with: data))
    }
  }
}
