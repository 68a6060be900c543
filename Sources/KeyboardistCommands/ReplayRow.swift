import Foundation
import KeyboardistObserver
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
  /// The end frame the notification carried, `[x, y, width, height]` in screen coordinates; `nil`
  /// when the key was absent.
  var endFrame: [Double]?
  /// The visible height the tracker compares, by the package's one rule: the end frame's part on
  /// the trace's screen when docked, 0 when floating or hidden, the frame's height without a screen.
  var visibleHeight: Double
  /// How much of a full-screen view the keyboard covers beyond the device's bottom safe area;
  /// `nil` when the screen or its safe area is not known.
  var coverage: Double?
  /// Where the keyboard sits on the trace's screen (``name(of:)``); `nil` without a screen.
  var dockState: String?
  /// The `belongsToCurrentApp` value as recorded; `nil` when the key was absent.
  var belongsToCurrentApp: Bool?
  /// Whether the app was active.
  var isAppActive: Bool
  /// Whether the observer called back for this notification.
  var isDelivered: Bool
  /// The transition the observer's tracker made of it, if any.
  var transition: Transition?
  /// What the app told the observers about its input just before this notification, as its code
  /// says it (`switchInput(to: .panel)`); `nil` when nothing.
  var announcement: String?

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
      kind =
        switch transition.kind {
        case .appear: "appear"
        case .disappear: "disappear"
        }
      appearIndex = transition.appearIndex
      height = Double(transition.height)
      heightIncrement = Double(transition.heightIncrement)
      duration = transition.options.animationDuration
    }
  }

  /// The JSON keys, as the tool has always written them.
  private enum CodingKeys: String, CodingKey {
    case time, event, visibleHeight, coverage, dockState, transition, announcement
    case endFrame = "end"
    case belongsToCurrentApp = "isLocal"
    case isAppActive = "appActive"
    case isDelivered = "delivered"
  }

  /// A dock state's name in the tool's output: `docked`, `floating` or `hidden`.
  static func name(of state: KeyboardDockState) -> String {
    switch state {
    case .docked: "docked"
    case .floating: "floating"
    case .hidden: "hidden"
    }
  }
}
