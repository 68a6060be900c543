import Foundation
import KeyboardistTesting
import KeyboardistTraces

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// One trace, replayed: where it came from and a row per notification.
struct Replay: Encodable, Equatable {
  /// The file or bundled trace the trace came from, or the scenario and device it was simulated for.
  var origin: String
  /// The trace's name.
  var name: String
  /// The trace's source.
  var source: String
  /// The trace's screen, in screen coordinates, if it has one: what visible heights are measured on.
  var screen: CGRect?
  /// The device profile coverage is measured with (its bottom safe area): the device a scenario
  /// was simulated on, or for a trace file the catalogue profile with the trace's screen; `nil`
  /// when none is known.
  var device: KeyboardDeviceProfile?
  /// Whether the trace was simulated on ``device``, rather than matched to it by its screen.
  var isSimulated = false
  /// A row per notification, in order.
  var rows: [ReplayRow]
  /// A row per motion the observer handed to `onMove`, in order.
  var frames: [FrameRow] = []
  /// Whether the replay is shown frame by frame (`simulate --frames`): its JSON then carries
  /// ``frames``.
  var isFrameByFrame = false

  private enum CodingKeys: String, CodingKey {
    case origin, name, source, screen, bottomSafeAreaInset, device, rows, frames
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(origin, forKey: .origin)
    try container.encode(name, forKey: .name)
    try container.encode(source, forKey: .source)
    try container.encodeIfPresent(screen?.traceNumbers, forKey: .screen)
    try container.encodeIfPresent(
      device.map { Double($0.bottomSafeAreaInset) }, forKey: .bottomSafeAreaInset)
    if isSimulated { try container.encodeIfPresent(device.map(Device.init), forKey: .device) }
    try container.encode(rows, forKey: .rows)
    if isFrameByFrame { try container.encode(frames, forKey: .frames) }
  }

  /// A device profile as the tool writes it in JSON (`simulate --json`, `devices --json`).
  struct Device: Encodable {
    var profile: KeyboardDeviceProfile

    private enum CodingKeys: String, CodingKey {
      case name, displayName, screen, landscapeScreen, window, keyboardHeight, predictiveBarHeight
      case landscapeKeyboardHeight, isPad, hasHardwareKeyboard, shortcutBarHeight
      case bottomSafeAreaInset, framesPerSecond
    }

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(profile.name, forKey: .name)
      try container.encode(profile.displayName, forKey: .displayName)
      try container.encode(profile.screen.traceNumbers, forKey: .screen)
      try container.encode(profile.landscapeScreen.traceNumbers, forKey: .landscapeScreen)
      try container.encode(profile.window.traceNumbers, forKey: .window)
      try container.encode(Double(profile.keyboardHeight), forKey: .keyboardHeight)
      try container.encode(Double(profile.predictiveBarHeight), forKey: .predictiveBarHeight)
      try container.encode(
        Double(profile.landscapeKeyboardHeight), forKey: .landscapeKeyboardHeight)
      try container.encode(profile.isPad, forKey: .isPad)
      try container.encode(profile.hasHardwareKeyboard, forKey: .hasHardwareKeyboard)
      try container.encode(Double(profile.shortcutBarHeight), forKey: .shortcutBarHeight)
      try container.encode(Double(profile.bottomSafeAreaInset), forKey: .bottomSafeAreaInset)
      try container.encode(profile.framesPerSecond, forKey: .framesPerSecond)
    }
  }
}
