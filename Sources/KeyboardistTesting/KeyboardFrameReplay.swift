public import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// Plays steps into an observer and records what its ``/Keyboardist/KeyboardObserver/onMove(_:)``
/// sets: the measure behind ``KeyboardFrameGaps``.
///
/// ```swift
/// let steps = KeyboardScenario.showHide.steps(on: .iPhone16)
/// let set = KeyboardFrameReplay.heightsSet(
///   by: steps, screen: KeyboardDeviceProfile.iPhone16.screen, source: .both)
/// ```
public enum KeyboardFrameReplay {
  /// Plays `steps` into a fresh observer reading `source` on `screen`, and returns every height
  /// its `onMove` set, with the time of the step being played when it did.
  ///
  /// A height set at time *t* is what the app shows in the first frame whose display time is after
  /// *t*.
  ///
  /// - Parameters:
  ///   - steps: The notifications, frame samples and layout changes, in time order.
  ///   - screen: The screen heights are measured on; `nil` measures without one.
  ///   - source: What the observer's motion reads.
  /// - Returns: The heights set, in order, each with the time of the step that set it.
  @MainActor
  public static func heightsSet(
    by steps: [KeyboardScenario.Step], screen: CGRect?, source: KeyboardFrameSource
  ) -> [(time: TimeInterval, height: CGFloat)] {
    heightsSet(by: steps, screen: screen, source: source, attaching: nil)
  }

  /// Plays `steps` as ``heightsSet(by:screen:source:)`` does; with `attach`, the view the frames
  /// are read from is out of its window until the attach's time, and arrives with its reading.
  @MainActor
  static func heightsSet(
    by steps: [KeyboardScenario.Step], screen: CGRect?, source: KeyboardFrameSource,
    attaching attach: KeyboardTrace.Sample?
  ) -> [(time: TimeInterval, height: CGFloat)] {
    let center = NotificationCenter()
    let observer = KeyboardObserver(center: center)
    observer.usesNotificationTiming = source != .layoutGuide
    observer.usesLayoutGuide = source != .notificationTiming
    let log = HeightLog()
    observer.onMove { log.set.append((log.now, $0.height)) }.start()
    let simulator = KeyboardSimulator(center: center, driving: [observer])
    observer.screen = screen
    observer.isAppActive = true
    var pendingAttach = attach
    if attach != nil { observer.detachFrames() }
    for step in steps {
      let time: TimeInterval?
      switch step {
      case .keyboard(let record): time = record.time
      case .sample(let sample): time = sample.time
      case .app, .switchInput, .inputDidEndEditing: time = nil
      }
      if let reading = pendingAttach, let time, time >= reading.time {
        log.now = reading.time
        observer.attachFrames(reading: reading.keyboardSample)
        pendingAttach = nil
      }
      if let time { log.now = time }
      simulator.post(Self.step(step, readBy: source))
    }
    observer.stop()
    return log.set
  }

  /// A step as an observer reading `source` gets it: without the guide's readings of the timing
  /// for ``KeyboardFrameSource/notificationTiming``, without the notification's timing for
  /// ``KeyboardFrameSource/layoutGuide``.
  private static func step(
    _ step: KeyboardScenario.Step, readBy source: KeyboardFrameSource
  ) -> KeyboardScenario.Step {
    switch (step, source) {
    case (.sample(var sample), .notificationTiming):
      sample.timing = nil
      return .sample(sample)
    case (.keyboard(var record), .layoutGuide):
      record.timing = nil
      return .keyboard(record)
    default:
      return step
    }
  }

  /// The heights an observer set, and the time of the step being played.
  @MainActor private final class HeightLog {
    var now: TimeInterval = 0
    var set: [(time: TimeInterval, height: CGFloat)] = []
  }
}
