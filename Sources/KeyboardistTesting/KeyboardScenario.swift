import Foundation
import KeyboardistObserver
public import KeyboardistTraces

/// A named sequence of keyboard and app notifications that reproduces one real keyboard behaviour.
///
/// Each scenario in the catalogue (``all``) documents the behaviour it reproduces and where it was
/// reported. Scenarios adapt to a ``KeyboardDeviceProfile``: frames follow the device's screen and
/// keyboard heights. Play one with ``KeyboardSimulator/play(_:)-(KeyboardScenario)``, or turn it into
/// a ``/Keyboardist/KeyboardTrace`` with ``trace(on:)``.
///
/// Isolation: a plain value, usable from any isolation domain.
public struct KeyboardScenario: Hashable, Sendable, CustomStringConvertible {
  /// The identifier used on the command line, such as `show-hide`.
  public var name: String

  /// One line saying what the scenario reproduces.
  public var summary: String

  /// Whether every frame is in the device's portrait screen; `false` when the screen rotates.
  public var hasFixedScreen: Bool

  private let makeSteps: @Sendable (KeyboardDeviceProfile) -> [Step]

  /// Creates a scenario from a function that builds its steps for a device.
  ///
  /// - Parameters:
  ///   - name: The identifier used on the command line.
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
      name: "\(name) on \(device.name)",
      source: "KeyboardSimulator scenario: \(summary)",
      screen: hasFixedScreen ? device.screen : nil,
      notifications: steps(on: device).compactMap(\.record))
  }

  /// The scenario's name.
  public var description: String { name }

  /// Whether two scenarios have the same name.
  ///
  /// - Parameters:
  ///   - lhs: A scenario.
  ///   - rhs: Another scenario.
  /// - Returns: `true` when the names are equal.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.name == rhs.name
  }

  /// Hashes the scenario's name.
  ///
  /// - Parameter hasher: The hasher to use.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(name)
  }
}
