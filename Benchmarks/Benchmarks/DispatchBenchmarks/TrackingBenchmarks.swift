import Benchmark
import Foundation
import Keyboardist

/// The normaliser alone, and the observer driving it, beside the plain observer in the same run.
func trackingBenchmarks() {
  let shown = KeyboardOptions(
    startFrame: CGRect(x: 0, y: 667, width: 375, height: 216),
    endFrame: CGRect(x: 0, y: 451, width: 375, height: 216),
    animationDuration: 0.25,
    animationCurve: .keyboard)
  let hidden = KeyboardOptions(
    startFrame: shown.endFrame,
    endFrame: shown.startFrame,
    animationDuration: 0.25,
    animationCurve: .keyboard)
  let screen = CGRect(x: 0, y: 0, width: 375, height: 667)

  Benchmark("Tracker: KeyboardTracker.update, show and hide") { benchmark in
    var tracker = KeyboardTracker(screen: screen)
    for iteration in benchmark.scaledIterations {
      let isShow = iteration.isMultiple(of: 2)
      blackHole(tracker.update(isShow ? .willShow : .willHide, isShow ? shown : hidden))
    }
  }

  Benchmark("Tracker: KeyboardObserver + onAppear/onDisappear") { benchmark in
    let center = NotificationCenter()
    let showInfo = shown.userInfo
    let hideInfo = hidden.userInfo
    onMain(benchmark) { benchmark in
      let keyboard = KeyboardObserver(center: center)
        .onAppear { blackHole($0) }
        .onDisappear { blackHole($0) }
        .start()
      keyboard.screen = screen
      benchmark.startMeasurement()
      for iteration in benchmark.scaledIterations {
        let isShow = iteration.isMultiple(of: 2)
        center.post(
          name: (isShow ? KeyboardEvent.willShow : .willHide).notificationName, object: nil,
          userInfo: isShow ? showInfo : hideInfo)
      }
      benchmark.stopMeasurement()
      keyboard.clear()
    }
  }
}
