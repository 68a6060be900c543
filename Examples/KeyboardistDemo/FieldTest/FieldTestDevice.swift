// What the Field Test writes about the device: its model and system, the display's rate and two
// accessibility settings. No identifier of the device or of its user.

import Darwin
import Keyboardist
import UIKit

/// The device a field trace is recorded on.
enum FieldTestDevice {
  /// The model identifier (`iPhone17,3`; the Mac's architecture under Catalyst and the
  /// simulator), the system's name and version, the screen's maximum frames per second, Reduce
  /// Motion and Prefer Cross-Fade Transitions.
  ///
  /// - Parameter screen: The screen the test runs on.
  /// - Returns: The description the trace carries.
  @MainActor
  static func current(on screen: UIScreen) -> KeyboardTrace.Device {
    var system = utsname()
    uname(&system)
    let model = withUnsafeBytes(of: &system.machine) { bytes in
      String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
    }
    let device = UIDevice.current
    return KeyboardTrace.Device(
      model: model.isEmpty ? device.model : model,
      system: "\(device.systemName) \(device.systemVersion)",
      framesPerSecond: screen.maximumFramesPerSecond,
      reducesMotion: UIAccessibility.isReduceMotionEnabled,
      prefersCrossFade: UIAccessibility.prefersCrossFadeTransitions)
  }
}
