import Benchmark
import Foundation
import Keyboardist

/// A 10,000-view screen described with the public `AvoidanceLayout`: the input 50 levels deep, scroll
/// views at levels 10 and 30, and the other views spread as siblings along the input's chain.
func makeDeepLayout() -> AvoidanceLayout {
  let screen = CGRect(x: 0, y: 0, width: 375, height: 667)
  let levels = 50
  // The chain holds 50 views and the input; the rest are siblings, the same number at each level.
  let siblings = (10_000 - levels - 1) / levels
  var layout = AvoidanceLayout.input("input", frame: CGRect(x: 16, y: 600, width: 343, height: 44))
  for level in (0..<levels).reversed() {
    let others = (0..<siblings).map { _ in
      AvoidanceLayout.view(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    }
    layout =
      level == 10 || level == 30
      ? .scrollView(
        frame: screen, contentSize: CGSize(width: 375, height: 2_000), others + [layout])
      : .view(frame: screen, others + [layout])
  }
  return layout
}

extension AvoidanceLayout {
  /// Every view below this one, visited once: what a search of the whole hierarchy costs.
  func countDescendants() -> Int {
    subviews.reduce(subviews.count) { $0 + $1.countDescendants() }
  }
}

/// Avoidance walks from the input outward: its cost follows depth (50), not the 10,000 views.
func avoidanceBenchmarks() {
  let screen = CGRect(x: 0, y: 0, width: 375, height: 667)
  let keyboard = KeyboardOptions(endFrame: CGRect(x: 0, y: 451, width: 375, height: 216))
  let once = Benchmark.Configuration(
    metrics: [.wallClock, .mallocCountTotal, .throughput],
    timeUnits: .nanoseconds,
    scalingFactor: .one,
    maxDuration: .seconds(2),
    maxIterations: 1_000
  )

  Benchmark("Avoidance: an input 50 deep in 10,000 views", configuration: once) { benchmark in
    let layout = makeDeepLayout()
    onMain(benchmark) { benchmark in
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations {
        blackHole(layout.avoiding(keyboard, on: screen, editing: "input"))
      }
      benchmark.stopMeasurement()
    }
  }

  Benchmark("Avoidance: visiting all 10,000 views once (baseline)", configuration: once) {
    benchmark in
    let layout = makeDeepLayout()
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      blackHole(layout.countDescendants())
    }
    benchmark.stopMeasurement()
  }
}
