// An app's test support that depends on the KeyboardistTesting product alone, importing nothing
// else of Keyboardist: it plays scenarios and traces into the app's own observer and reads traces,
// with the observer's and the traces' types from that one import. (Test targets cannot be built
// for iOS here, so this is the helper a test would call, in a library.) Checks/ios compiles it for
// iOS and Mac Catalyst with MemberImportVisibility.
import Foundation
import KeyboardistTesting

/// What a screen's observer saw while a scenario or a trace played.
@MainActor final class ComposeScreenChecks {
  private let center = NotificationCenter()
  private(set) var heights: [CGFloat] = []
  private(set) var appearCount = 0
  private lazy var keyboard = KeyboardObserver(center: center)
    .onAppear { [unowned self] transition in
      heights.append(transition.height)
      if transition.kind == .appear && transition.appearIndex == 0 { appearCount += 1 }
    }
    .onDisappear { [unowned self] _ in heights.append(0) }

  /// Plays a scenario on a device, as the screen would see it.
  func play(_ scenario: KeyboardScenario, on device: KeyboardDeviceProfile = .iPhone16) {
    let simulator = KeyboardSimulator(center: center, device: device, driving: [keyboard])
    keyboard.start()
    simulator.play(scenario)
    // Then the user dismisses the keyboard.
    let hidden = device.offscreenFrame(height: device.keyboardHeight)
    simulator.post(.willHide, KeyboardOptions(endFrame: hidden, animationDuration: 0.25))
  }

  /// Plays a trace file, as the screen would see it on the trace's screen.
  func play(traceAt file: URL) throws {
    try play(KeyboardTrace(json: Data(contentsOf: file)))
  }

  /// Plays one of the real traces the testing library bundles, by name.
  func play(bundledTrace name: String) throws {
    try play(KeyboardTrace.named(name))
  }

  private func play(_ trace: KeyboardTrace) {
    keyboard.screen = trace.screen
    keyboard.start()
    KeyboardSimulator(center: center, driving: [keyboard]).play(trace)
  }
}

/// The keyboard heights a scenario's trace ends on, read from its records on every device.
func endHeights(of scenario: KeyboardScenario) -> [String: CGFloat] {
  var heights: [String: CGFloat] = [:]
  for device in KeyboardDeviceProfile.all {
    let trace = scenario.trace(on: device)
    let last = trace.notifications.last { $0.event == .didShow || $0.event == .didHide }
    heights[device.name] = last?.options.visibleHeight(in: device.screen) ?? 0
  }
  return heights
}

/// The app events of a scenario, in order.
func appEvents(of scenario: KeyboardScenario, on device: KeyboardDeviceProfile) -> [String] {
  scenario.steps(on: device).compactMap { step in
    guard case .app(let event) = step else { return nil }
    return String(describing: event)
  }
}
