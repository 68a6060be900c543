import Foundation
import KeyboardistObserver
import KeyboardistTesting
import KeyboardistTraces

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

// TEMPORARY: stands in for KeyboardistTesting's `KeyboardFrameSource` and
// `KeyboardFrameReplay.heightsSet(by:screen:source:)` until they land on main; this file goes
// when they do.

/// Where the motion stage takes the keyboard's position from in each frame.
enum KeyboardFrameSource: String, CaseIterable, Sendable {
  /// The timing of the animation UIKit gives the hidden timing view alone.
  case notificationTiming
  /// The hidden view pinned to the keyboard layout guide alone.
  case layoutGuide
  /// Both: the timing, corrected by the guide, and the guide for the finger's drag.
  case both
}

/// Replays steps through a real observer and collects what it handed to `onMove`.
enum KeyboardFrameReplay {
  /// What an observer driven by `steps` set with `onMove`, and the step time it was set at.
  ///
  /// Until the motion model takes a source, the source is approximated on the steps: the guide
  /// alone drops the timing read from each frame; the notification timing alone takes the probe's
  /// top for the guide's and drops the finger's layout changes.
  @MainActor
  static func heightsSet(
    by steps: [KeyboardScenario.Step], screen: CGRect?, source: KeyboardFrameSource
  ) -> [(time: TimeInterval, height: CGFloat)] {
    let center = NotificationCenter()
    let observer = KeyboardObserver(center: center)
    let log = HeightLog()
    observer.onMove { log.set.append((log.now, $0.height)) }.start()
    let simulator = KeyboardSimulator(center: center, driving: [observer])
    observer.screen = screen
    observer.isAppActive = true
    for step in steps {
      var step = step
      switch step {
      case .keyboard(let record): log.now = record.time
      case .sample(var sample):
        log.now = sample.time
        switch source {
        case .both: break
        case .layoutGuide: sample.timing = nil
        case .notificationTiming:
          guard !sample.isLayoutChange else { continue }
          sample.keyboardTop = sample.probeTop ?? sample.keyboardTop
        }
        step = .sample(sample)
      case .app, .switchInput, .inputDidEndEditing: break
      }
      simulator.post(step)
    }
    observer.stop()
    return log.set
  }

  /// The heights an observer set, and the time of the step being played.
  @MainActor private final class HeightLog {
    var now: TimeInterval = 0
    var set: [(time: TimeInterval, height: CGFloat)] = []
  }
}
