import Foundation
import KeyboardistObserver
import KeyboardistTesting
import KeyboardistTraces

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// What happened at one notification of a replay: what was posted, what the observer saw.
struct ReplayRow: Encodable, Equatable {
  /// Seconds since the start of the trace.
  var time: Double
  /// The notification's event.
  var event: KeyboardEvent
  /// The end frame the notification carried, in screen coordinates; `nil` when the key was absent.
  var end: CGRect?
  /// The visible height the tracker compares, by the package's one rule: the end frame's part on
  /// the trace's screen when docked, 0 when floating or hidden, the frame's height without a screen.
  var visibleHeight: Double
  /// Where the keyboard sits on the trace's screen; `nil` without a screen.
  var dockState: KeyboardDockState?
  /// The `isLocal` value as recorded; `nil` when the key was absent.
  var isLocal: Bool?
  /// Whether the app was active.
  var isAppActive: Bool
  /// Whether the observer called back for this notification.
  var isDelivered: Bool
  /// The transition the observer's tracker made of it, if any.
  var transition: Transition?

  /// A transition as the tool shows it.
  struct Transition: Encodable, Equatable {
    /// `appear` or `disappear`.
    var kind: String
    /// The appear's index since the keyboard was last hidden.
    var appearIndex: Int
    /// The visible height after the transition.
    var height: Double
    /// The signed change of visible height.
    var heightIncrement: Double
    /// The animation's duration.
    var duration: Double

    init(_ transition: KeyboardTransition) {
      kind = transition.kind.replayName
      appearIndex = transition.appearIndex
      height = Double(transition.height)
      heightIncrement = Double(transition.heightIncrement)
      duration = transition.options.animationDuration
    }
  }

  private enum CodingKeys: String, CodingKey {
    case time, event, end, visibleHeight, dockState, isLocal
    case isAppActive = "appActive"
    case isDelivered = "delivered"
    case transition
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(time, forKey: .time)
    try container.encode(event, forKey: .event)
    try container.encodeIfPresent(end?.traceNumbers, forKey: .end)
    try container.encode(visibleHeight, forKey: .visibleHeight)
    try container.encodeIfPresent(dockState?.replayName, forKey: .dockState)
    try container.encodeIfPresent(isLocal, forKey: .isLocal)
    try container.encode(isAppActive, forKey: .isAppActive)
    try container.encode(isDelivered, forKey: .isDelivered)
    try container.encodeIfPresent(transition, forKey: .transition)
  }
}

/// One trace, replayed: where it came from and a row per notification.
struct Replay: Encodable, Equatable {
  /// The file the trace came from, or the scenario and device it was simulated for.
  var origin: String
  /// The trace's name.
  var name: String
  /// The trace's source.
  var source: String
  /// The trace's screen, in screen coordinates, if it has one: what visible heights are measured on.
  var screen: CGRect?
  /// The device a scenario was simulated on; `nil` for a trace file.
  var device: Device?
  /// A row per notification, in order.
  var rows: [ReplayRow]

  /// The simulated device as the tool shows it: its name and both its screens.
  struct Device: Encodable, Equatable {
    /// The profile's identifier, such as `iphone-8`.
    var id: String
    /// The device's name, such as `iPhone 8`.
    var name: String
    /// The portrait screen's bounds, in screen coordinates.
    var screen: CGRect
    /// The landscape screen's bounds, in screen coordinates.
    var landscapeScreen: CGRect

    init(_ profile: KeyboardDeviceProfile) {
      id = profile.id
      name = profile.name
      screen = profile.screen
      landscapeScreen = profile.landscapeScreen
    }

    private enum CodingKeys: String, CodingKey {
      case id, name, screen, landscapeScreen
    }

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(id, forKey: .id)
      try container.encode(name, forKey: .name)
      try container.encode(screen.traceNumbers, forKey: .screen)
      try container.encode(landscapeScreen.traceNumbers, forKey: .landscapeScreen)
    }
  }

  private enum CodingKeys: String, CodingKey {
    case origin, name, source, screen, device, rows
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(origin, forKey: .origin)
    try container.encode(name, forKey: .name)
    try container.encode(source, forKey: .source)
    try container.encodeIfPresent(screen?.traceNumbers, forKey: .screen)
    try container.encodeIfPresent(device, forKey: .device)
    try container.encode(rows, forKey: .rows)
  }
}
