import Benchmark
import Foundation
import Keyboardist

/// The per-frame path: one display frame's keyboard position through the motion model to one
/// `onMove` callback, while an animation is under way.
func motionBenchmarks() {
  let screen = CGRect(x: 0, y: 0, width: 390, height: 844)
  // A show that never ends within the benchmark: linear over a very long duration, so that every
  // frame is a frame of the animation.
  let show = KeyboardOptions(
    startFrame: CGRect(x: 0, y: 844, width: 390, height: 336),
    endFrame: CGRect(x: 0, y: 508, width: 390, height: 336),
    animationDuration: 1_000_000,
    animationCurve: .linear)

  Benchmark(
    "Motion: one frame through KeyboardObserver.follow to onMove",
    configuration: .init(
      metrics: [.wallClock, .mallocCountTotal, .throughput], timeUnits: .nanoseconds,
      scalingFactor: .kilo, maxDuration: .seconds(2), maxIterations: 10_000)
  ) { benchmark in
    let center = NotificationCenter()
    onMain(benchmark) { benchmark in
      let keyboard = KeyboardObserver(center: center).onMove { blackHole($0) }.start()
      keyboard.screen = screen
      center.post(
        name: KeyboardEvent.willShow.notificationName, object: nil, userInfo: show.userInfo)
      let start = ProcessInfo.processInfo.systemUptime
      var frame = 0
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations {
        frame += 1
        // Between the screen's bottom (844) and the keyboard's top (508), never at the target.
        let top = CGFloat(600 + frame % 200)
        keyboard.follow(KeyboardSample(time: start + Double(frame) / 120, keyboardTop: top))
      }
      benchmark.stopMeasurement()
      keyboard.clear()
    }
  }
}
