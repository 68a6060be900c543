import Foundation
import KeyboardistObserver
public import KeyboardistTraces

/// A named sequence of keyboard and app notifications that reproduces one real keyboard behaviour.
///
/// Each scenario in the catalogue (``all``) documents the behaviour it reproduces and where it was
/// reported. Scenarios adapt to a ``KeyboardDeviceProfile``: frames come from the device's screen
/// and keyboard heights. Play one with ``KeyboardSimulator/play(_:)-(KeyboardScenario)``, or turn it
/// into a ``/Keyboardist/KeyboardTrace`` with ``trace(on:)``.
///
/// Isolation: a plain value, usable from any isolation domain.
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

  /// The scenario's steps on a device, in posting order.
  ///
  /// - Parameter device: The device whose screen and keyboard sizes to use.
  /// - Returns: The keyboard notifications and app-activity changes to post.
  public func steps(on device: KeyboardDeviceProfile) -> [Step] {
    makeSteps(device)
  }

  /// The scenario's keyboard notifications on a device, as a trace.
  ///
  /// App-activity steps are not records: they show in each record's
  /// ``/Keyboardist/KeyboardTrace/Record/isAppActive``.
  ///
  /// - Parameter device: The device whose screen and keyboard sizes to use.
  /// - Returns: A trace named after the scenario and the device, with the device's portrait screen
  ///   (no screen when the scenario rotates it).
  public func trace(on device: KeyboardDeviceProfile) -> KeyboardTrace {
    KeyboardTrace(
      name: "\(name) on \(device.displayName)",
      source: "KeyboardSimulator scenario: \(summary)",
      screen: hasFixedScreen ? device.screen : nil,
      notifications: steps(on: device).compactMap(\.record))
  }

  /// One thing a scenario posts: a keyboard notification or a change of app activity.
  public enum Step: Equatable, Sendable {
    /// A keyboard notification, with the `userInfo` keys the record holds.
    case keyboard(KeyboardTrace.Record)
    /// One of UIKit's application life-cycle notifications.
    case app(AppEvent)

    /// The keyboard record, or `nil` for an app-activity step.
    package var record: KeyboardTrace.Record? {
      if case .keyboard(let record) = self { return record }
      return nil
    }
  }

  /// UIKit's application life-cycle notifications that change whether the app is active.
  ///
  /// A simulator posts them under UIKit's names, so code that follows app activity from
  /// `UIApplication` notifications (a ``/Keyboardist/KeyboardRecorder``, for one) sees them.
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
