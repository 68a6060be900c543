import Benchmark
import Foundation
// The view tree avoidance walks is internal to Keyboardist; its benchmark-only door is SPI.
@_spi(Benchmarks) import Keyboardist

/// The library's plain benchmark view: parent, frame, and scroll geometry if it scrolls.
typealias BenchmarkView = AvoidanceBenchmarkView

extension AvoidanceBenchmarkView {
  /// Every view below this one, visited once: what a search of the whole hierarchy costs.
  func countDescendants() -> Int {
    children.reduce(children.count) { $0 + $1.countDescendants() }
  }
}

/// A 10,000-view hierarchy with the input 50 levels deep and scroll views at levels 10 and 30.
@MainActor
func makeDeepHierarchy() -> (root: BenchmarkView, input: BenchmarkView) {
  let screen = CGRect(x: 0, y: 0, width: 375, height: 667)
  let root = BenchmarkView(frame: screen)
  var chain = root
  var count = 1
  for level in 1...50 {
    let scrolls = level == 10 || level == 30
    let frame = level == 50 ? CGRect(x: 16, y: 600, width: 343, height: 44) : screen
    let content = scrolls ? CGSize(width: 375, height: 2_000) : nil
    chain = chain.add(BenchmarkView(frame: frame, contentSize: content))
    count += 1
  }
  // Fill the rest of the 10,000 views in as siblings along the chain.
  var level = root
  var ancestors: [BenchmarkView] = [root]
  while let next = level.children.first {
    ancestors.append(next)
    level = next
  }
  var index = 0
  while count < 10_000 {
    ancestors[index % 50].add(BenchmarkView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)))
    count += 1
    index += 1
  }
  return (root, chain)
}

/// Avoidance walks from the input outward: its cost follows depth (50), not the 10,000 views.
func avoidanceBenchmarks() {
  let screen = CGRect(x: 0, y: 0, width: 375, height: 667)
  let keyboard = KeyboardOptions(endFrame: CGRect(x: 0, y: 451, width: 375, height: 216))
  guard let obstruction = KeyboardObstruction(options: keyboard, screen: screen) else { return }

  Benchmark("Avoidance: plan for an input 50 deep in 10,000 views") { benchmark in
    onMain(benchmark) { benchmark in
      let (root, input) = makeDeepHierarchy()
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations {
        blackHole(input.planAvoidance(below: obstruction))
      }
      benchmark.stopMeasurement()
      withExtendedLifetime(root) {}
    }
  }

  let once = Benchmark.Configuration(
    metrics: [.wallClock, .mallocCountTotal, .throughput],
    timeUnits: .nanoseconds,
    scalingFactor: .one,
    maxDuration: .seconds(2),
    maxIterations: 1_000
  )
  Benchmark("Avoidance: visiting all 10,000 views once (baseline)", configuration: once) {
    benchmark in
    onMain(benchmark) { benchmark in
      let (root, _) = makeDeepHierarchy()
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations {
        blackHole(root.countDescendants())
      }
      benchmark.stopMeasurement()
    }
  }
}
