import Foundation
import Keyboardist
import KeyboardistTestSupport
import KeyboardistTesting

/// A started ``KeyboardObserver`` on a private center that logs every event it is called for,
/// plus the app-activity notifications posted to the same center.
@MainActor
final class ObservedKeyboard {
  let center = NotificationCenter()
  let observer: KeyboardObserver
  private(set) var log: [(event: KeyboardEvent, options: KeyboardOptions)] = []
  private(set) var appEvents: [String] = []
  private(set) var transitions: [KeyboardTransition] = []
  private var tokens: [any NSObjectProtocol] = []

  init() {
    observer = KeyboardObserver(center: center)
    for event in KeyboardEvent.allCases {
      observer.on(event: event) { [weak self] options in self?.log.append((event, options)) }
    }
    observer
      .onAppear { [weak self] in self?.transitions.append($0) }
      .onDisappear { [weak self] in self?.transitions.append($0) }
      .start()
    for event in KeyboardScenario.AppEvent.allCases {
      let name = event.notification.name
      let token = center.addObserver(forName: name, object: nil, queue: nil) { [weak self] _ in
        MainActor.assumeIsolated { self?.appEvents.append("\(event)") }
      }
      tokens.append(token)
    }
  }

  isolated deinit {
    for token in tokens { center.removeObserver(token) }
  }

  /// The events delivered so far.
  var events: [KeyboardEvent] { log.map(\.event) }

  /// The heights of the end frames of the `willShow`, `willChangeFrame` and `willHide`
  /// notifications, in order.
  func endHeights(of event: KeyboardEvent) -> [CGFloat] {
    log.filter { $0.event == event }.map(\.options.endFrame.height)
  }

  /// A simulator posting into this keyboard's center and driving its observer.
  func simulator(_ device: KeyboardDeviceProfile = .iPhone8) -> KeyboardSimulator {
    KeyboardSimulator(center: center, device: device, driving: [observer])
  }

  /// The transitions so far as (kind, appear index, height, increment).
  var steps: [TransitionStep] { transitions.map(TransitionStep.init) }
}
