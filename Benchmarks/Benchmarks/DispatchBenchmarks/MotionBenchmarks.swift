import Benchmark
import Foundation
import Keyboardist

/// The per-frame path: one display frame's keyboard position through the motion model to one
/// `onMove` callback, while an animation is under way.
func motionBenchmarks() {
  let screen = CGRect(x: 0, y: 0, width: 390, height: 844)
  // A show that never ends within the benchmark: linear over a very long duration, so that every
  // frame is a frame of the animation. A frame without a display time is handed out for its own
  // time, its reading placed on the timing (a bisection on the linear curve's Bézier).
  let show = KeyboardOptions(
    startFrame: CGRect(x: 0, y: 844, width: 390, height: 336),
    endFrame: CGRect(x: 0, y: 508, width: 390, height: 336),
    animationDuration: 1_000_000,
    animationCurve: .linear)

  frameBenchmark("Motion: one frame through KeyboardObserver.follow to onMove", show, on: screen) {
    time, top in KeyboardSample(time: time, keyboardTop: top)
  }

  // The same frame with its display time and the timing Core Animation reports, as the UIKit
  // shell reads them: the height is the timing evaluated at the display time, the move begun at
  // its first frame; the readings, far off that slow a spring, correct nothing. A spring so slow
  // (stiffness 0.001) that it settles after about eight minutes: every frame is under way.
  let spring = KeyboardAnimationTiming.spring(mass: 3, stiffness: 0.001, damping: 500)
  frameBenchmark(
    "Motion: one predicted frame (display time, spring timing) through follow to onMove", show,
    on: screen
  ) { time, top in
    KeyboardSample(time: time, keyboardTop: top, displayTime: time + 1.0 / 120, timing: spring)
  }
}

/// One frame at a time at 120 Hz, each read between the screen's bottom (844) and the keyboard's
/// top (508), never at the target, through an observer following `show` to its `onMove`.
///
/// - Parameters:
///   - name: The benchmark's name.
///   - show: The notification that starts the animation the frames belong to.
///   - screen: The observer's screen.
///   - sample: The sample of a frame read at a time with the keyboard's top there.
private func frameBenchmark(
  _ name: String, _ show: KeyboardOptions, on screen: CGRect,
  sample: @escaping @Sendable (TimeInterval, CGFloat) -> KeyboardSample
) {
  Benchmark(
    name,
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
        keyboard.follow(sample(start + Double(frame) / 120, CGFloat(600 + frame % 200)))
      }
      benchmark.stopMeasurement()
      keyboard.clear()
    }
  }
}
