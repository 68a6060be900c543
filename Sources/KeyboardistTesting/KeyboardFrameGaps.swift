public import Foundation
import KeyboardistObserver

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// How far a view moved by ``/Keyboardist/KeyboardObserver/onMove(_:)`` is from the keyboard in
/// every frame a modelled device shows, with the reading handed out as it is (the echo) and with
/// the observer's prediction.
///
/// The device is modelled, not measured, as the Keyboardist article "Following the Keyboard Frame
/// by Frame" says. Each frame's gap is the height the app shows minus the keyboard's, in points.
///
/// ```swift
/// let gaps = KeyboardFrameGaps(scenario: .showHide, device: .iPhone16)
/// let worst = gaps.frames.map { abs($0.predictedGap) }.max()
/// ```
public struct KeyboardFrameGaps: Sendable {
  /// One frame the device shows.
  public struct Frame: Equatable, Sendable {
    /// When it is shown (a vsync), in seconds on the scenario's clock.
    public var time: TimeInterval
    /// The keyboard's visible height in it, in points.
    public var keyboardHeight: CGFloat
    /// The height an observer handing out its readings had set for it, in points.
    public var echoedHeight: CGFloat
    /// The height a predicting observer had set for it, in points.
    public var predictedHeight: CGFloat

    /// How far the echo's view is from the keyboard: positive above it, in points.
    public var echoedGap: CGFloat { echoedHeight - keyboardHeight }
    /// How far the predicting observer's view is from the keyboard, in points.
    public var predictedGap: CGFloat { predictedHeight - keyboardHeight }
  }

  /// One animation of the keyboard on the device.
  public struct Animation: Equatable, Sendable {
    /// When the notification that starts it came.
    public var notified: TimeInterval
    /// Its first shown frame: the first vsync after the notification, where the keyboard is still
    /// where the animation starts.
    public var firstFrame: TimeInterval
    /// When it ends by its timing.
    public var end: TimeInterval
  }

  /// Every frame shown from the first animation's first frame to a frame after the last
  /// animation's end, and at the finger's layout changes, in time order.
  public private(set) var frames: [Frame] = []
  /// The keyboard's animations, in order.
  public private(set) var animations: [Animation] = []
  /// The times of the finger's layout changes.
  public private(set) var layoutChanges: [TimeInterval] = []

  /// Plays a scenario on a modelled device and measures the gap in every frame it shows.
  ///
  /// - Parameters:
  ///   - scenario: The scenario; its screen is the device's portrait screen.
  ///   - device: The device, whose ``KeyboardDeviceProfile/framesPerSecond`` is the display's
  ///     rate.
  ///   - readsTiming: Whether the device's display link reads the animation's timing from Core
  ///     Animation; without it, the observer follows the notification's curve.
  ///   - source: What the observer's motion reads; both the notifications' timing and the layout
  ///     guide, as on a device, by default.
  ///   - failure: How the device's layout guide fails, if it does; with
  ///     ``KeyboardFrameFailure/attachedWhileUp`` only the frames from the view's arrival in its
  ///     window on are measured.
  @MainActor
  public init(
    scenario: KeyboardScenario, device: KeyboardDeviceProfile, readsTiming: Bool = true,
    source: KeyboardFrameSource = .both, failure: KeyboardFrameFailure? = nil
  ) {
    let modelled = KeyboardModelledDevice(
      steps: scenario.steps(on: device), screen: device.screen,
      framesPerSecond: device.framesPerSecond, readsTiming: readsTiming, failure: failure)
    let echo = KeyboardFrameReplay.heightsSet(
      by: modelled.steps.map { step in
        guard case .sample(var sample) = step, !sample.isLayoutChange else { return step }
        sample.displayTime = nil
        sample.timing = nil
        return .sample(sample)
      }, screen: device.screen, source: source, attaching: modelled.attach)
    let predicted = KeyboardFrameReplay.heightsSet(
      by: modelled.steps, screen: device.screen, source: source, attaching: modelled.attach)
    animations = modelled.animations.map { animation in
      let notified = modelled.steps.compactMap { step -> TimeInterval? in
        guard case .keyboard(let record) = step,
          modelled.vsync(after: record.time) == animation.begin
        else { return nil }
        return record.time
      }.first
      return Animation(
        notified: notified ?? animation.begin, firstFrame: animation.begin, end: animation.end)
    }
    layoutChanges = modelled.layoutChanges
    let rate = Double(device.framesPerSecond)
    var shown = Set<Int>()
    for animation in animations {
      let first = Int((animation.firstFrame * rate).rounded())
      let last = Int((animation.end * rate - 1e-6).rounded(.up)) + 1
      shown.formUnion(first...max(first, last))
    }
    for change in layoutChanges {
      shown.insert(Int((modelled.vsync(after: change) * rate).rounded()))
    }
    if let attach = modelled.attach {
      // Before the view is in its window, nothing it shows is on screen.
      shown = shown.filter { Double($0) / rate >= attach.time - 1e-9 }
    }
    frames = shown.sorted().map { index in
      let time = Double(index) / rate
      return Frame(
        time: time, keyboardHeight: modelled.height(at: time),
        echoedHeight: Self.height(shownAt: time, in: echo),
        predictedHeight: Self.height(shownAt: time, in: predicted))
    }
  }

  /// The frames shown from `start` to `end`, both included.
  ///
  /// - Parameters:
  ///   - start: The first time, in seconds.
  ///   - end: The last time, in seconds.
  /// - Returns: The frames in that span.
  public func frames(from start: TimeInterval, to end: TimeInterval) -> [Frame] {
    frames.filter { $0.time >= start - 1e-9 && $0.time <= end + 1e-9 }
  }

  /// The height last set before the frame shown at `time`.
  private static func height(
    shownAt time: TimeInterval, in set: [(time: TimeInterval, height: CGFloat)]
  ) -> CGFloat {
    set.last { $0.time < time - 1e-9 }?.height ?? 0
  }
}
