import Foundation
public import KeyboardistObserver
public import KeyboardistTraces

/// A named sequence of keyboard and app notifications that reproduces one real keyboard behaviour.
///
/// Each scenario in the catalogue (``all``) documents the behaviour it reproduces and where it was
/// reported. Scenarios adapt to a ``KeyboardDeviceProfile``: frames come from the device's screen
/// and keyboard heights. Play one with ``KeyboardSimulator/play(_:)-(KeyboardScenario)``, or turn it
/// into a ``/Keyboardist/KeyboardTrace`` with ``trace(on:)``.
public struct KeyboardScenario: Sendable {
  /// The scenario's one name, in Swift and on the command line: the catalogue member's name, such
  /// as `showHide` for ``showHide`` (`keyboardist simulate showHide`).
  public var name: String

  /// One line saying what the scenario reproduces.
  public var summary: String

  /// Whether every frame is in the device's portrait screen; `false` when the screen rotates.
  package let hasFixedScreen: Bool

  private let makeSteps: @Sendable (KeyboardDeviceProfile) -> [Step]

  /// Creates a scenario from a function that builds its steps for a device.
  ///
  /// - Parameters:
  ///   - name: The scenario's name.
  ///   - summary: One line saying what the scenario reproduces.
  ///   - hasFixedScreen: Whether every frame is in the device's portrait screen.
  ///   - steps: Builds the scenario's steps, in posting order, for a device.
  public init(
    name: String,
    summary: String,
    hasFixedScreen: Bool = true,
    steps: @escaping @Sendable (KeyboardDeviceProfile) -> [Step]
  ) {
    self.name = name
    self.summary = summary
    self.hasFixedScreen = hasFixedScreen
    self.makeSteps = steps
  }

  /// The scenario's steps on a device, in posting order, with the keyboard's position at every
  /// display frame while it moves.
  ///
  /// The frame samples follow the notification's curve
  /// (``/Keyboardist/KeyboardAnimationCurve/progress(after:duration:)``) at the device's
  /// ``KeyboardDeviceProfile/framesPerSecond``, until the frame that shows its end. A scenario
  /// whose screen rotates, or whose steps bring samples of their own, gets none.
  ///
  /// - Parameter device: The device whose screen, keyboard sizes and frame rate to use.
  /// - Returns: The keyboard notifications, app-activity changes and samples to post.
  public func steps(on device: KeyboardDeviceProfile) -> [Step] {
    let steps = makeSteps(device)
    guard hasFixedScreen, !steps.contains(where: { $0.sample?.isLayoutChange == false }) else {
      return steps
    }
    let path = KeyboardPath(
      steps: steps, screen: device.screen, framesPerSecond: device.framesPerSecond)
    return Step.merging(path.frameSamples, into: steps)
  }

  /// The scenario's keyboard notifications and samples on a device, as a trace.
  ///
  /// App-activity steps show in each record's ``/Keyboardist/KeyboardTrace/Record/isAppActive``.
  ///
  /// - Parameter device: The device whose screen, keyboard sizes and frame rate to use.
  /// - Returns: A trace named after the scenario and the device, with the device's portrait screen
  ///   (no screen when the scenario rotates it) and the samples of ``steps(on:)``.
  public func trace(on device: KeyboardDeviceProfile) -> KeyboardTrace {
    let steps = steps(on: device)
    return KeyboardTrace(
      name: "\(name) on \(device.displayName)",
      source: "KeyboardSimulator scenario: \(summary)",
      screen: hasFixedScreen ? device.screen : nil,
      notifications: steps.compactMap(\.record),
      samples: steps.compactMap(\.sample))
  }

  /// One thing a scenario posts: a keyboard notification, a change of app activity, where the
  /// keyboard is at one moment, or what the app tells the observers about its input.
  public enum Step: Equatable, Sendable {
    /// A keyboard notification, with the `userInfo` keys the record holds.
    case keyboard(KeyboardTrace.Record)
    /// One of UIKit's application life-cycle notifications.
    case app(AppEvent)
    /// The app announces that a text input is about to switch between the keyboard and a panel in
    /// its place, as `KeyboardMessageBar` does before it swaps: the simulator calls
    /// ``/Keyboardist/KeyboardObserver/switchInput(to:)`` for its center.
    case switchInput(to: KeyboardInput)
    /// The app says that the input that switched ended editing, as `KeyboardMessageBar` does: the
    /// simulator calls ``/Keyboardist/KeyboardObserver/inputDidEndEditing()`` for its center.
    case inputDidEndEditing
    /// The keyboard's top edge at a display frame, or moved by the user's finger (a layout
    /// change): the simulator hands it to the observers it drives
    /// (``/Keyboardist/KeyboardObserver/follow(_:)``), as a device's display link would.
    case sample(KeyboardTrace.Sample)
    /// The view the observers read the keyboard from comes into a window, where the keyboard
    /// layout guide reads the sample's top edge, as when a screen appears
    /// (``/Keyboardist/KeyboardObserver/attach(to:)``): the simulator hands the reading to the
    /// observers it drives.
    case viewAttached(KeyboardTrace.Sample)

    /// The keyboard record, or `nil` for another step.
    public var record: KeyboardTrace.Record? {
      if case .keyboard(let record) = self { return record }
      return nil
    }

    /// The sample, or `nil` for another step.
    public var sample: KeyboardTrace.Sample? {
      if case .sample(let sample) = self { return sample }
      return nil
    }

    /// The steps with samples put among them in time order.
    ///
    /// Each sample goes before the first step at its time or later (an app-activity or input step
    /// is at the time of the keyboard step after it); samples of one time keep their order.
    ///
    /// - Parameters:
    ///   - samples: Samples in any order.
    ///   - steps: Steps in posting order.
    /// - Returns: Every step and every sample.
    package static func merging(_ samples: [KeyboardTrace.Sample], into steps: [Self]) -> [Self] {
      var pending = samples.enumerated().sorted {
        ($0.element.time, $0.offset) < ($1.element.time, $1.offset)
      }.map(\.element)[...]
      var next = TimeInterval.infinity
      var times = [TimeInterval](repeating: .infinity, count: steps.count)
      for index in steps.indices.reversed() {
        switch steps[index] {
        case .keyboard(let record): next = record.time
        case .sample(let sample), .viewAttached(let sample): next = sample.time
        case .app, .switchInput, .inputDidEndEditing: break
        }
        times[index] = next
      }
      var merged: [Self] = []
      for (step, time) in zip(steps, times) {
        while let sample = pending.first, sample.time <= time {
          merged.append(.sample(sample))
          pending.removeFirst()
        }
        merged.append(step)
      }
      return merged + pending.map(Self.sample)
    }
  }

  /// UIKit's application life-cycle notifications that change whether the app is active.
  ///
  /// A simulator posts them under UIKit's names (a ``/Keyboardist/KeyboardRecorder`` sees them).
  public enum AppEvent: CaseIterable, Sendable {
    /// `UIApplication.willResignActiveNotification`: the app stops being active.
    case willResignActive
    /// `UIApplication.didEnterBackgroundNotification`: the app is in the background.
    case didEnterBackground
    /// `UIApplication.willEnterForegroundNotification`: the app leaves the background (still
    /// inactive).
    case willEnterForeground
    /// `UIApplication.didBecomeActiveNotification`: the app is active again.
    case didBecomeActive

    /// The notification in the package's table of application notifications, with UIKit's name
    /// and whether the app is active after it.
    package var notification: ApplicationNotification {
      switch self {
      case .willResignActive: .willResignActive
      case .didEnterBackground: .didEnterBackground
      case .willEnterForeground: .willEnterForeground
      case .didBecomeActive: .didBecomeActive
      }
    }
  }
}
