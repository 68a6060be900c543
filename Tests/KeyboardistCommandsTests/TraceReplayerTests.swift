import Foundation
import Keyboardist
import KeyboardistTestSupport
import KeyboardistTesting
import Testing

@testable import KeyboardistCommands

/// The replayer's visible column is the tracker's visible height, on every scenario and device.
@MainActor
@Suite struct TraceReplayerTests {
  @Test(arguments: KeyboardScenario.all.map(\.name), KeyboardDeviceProfile.all.map(\.name))
  func theVisibleColumnAgreesWithTheTrackersTransitions(scenario: String, device: String) throws {
    let scenario = try #require(KeyboardScenario.named(scenario))
    let device = try #require(KeyboardDeviceProfile.named(device))
    let trace = scenario.trace(on: device)
    let replay = TraceReplayer.replay(trace, origin: "test", simulatedOn: device)
    // The replay has a row per notification, and a transition exactly where a tracker fed the
    // same notifications makes one: a replayer that lost them would fail here.
    #expect(replay.rows.count == trace.notifications.count)
    var tracker = KeyboardTracker(screen: trace.screen)
    let expected = trace.notifications.map { record in
      tracker.update(record.event, record.options, isAppActive: record.isAppActive)
    }
    #expect(replay.rows.map(\.transition) == expected.map { $0.map(ReplayRow.Transition.init) })
    #expect(expected.contains { $0 != nil }, "every scenario shows the keyboard at least once")
    for row in replay.rows {
      guard let transition = row.transition else { continue }
      switch row.event {
      case .willShow, .willChangeFrame:
        // Rule 2: the transition's height is the notification's visible height (0 for a
        // disappear made by a floating or empty frame).
        #expect(
          transition.height == row.visibleHeight,
          "\(scenario.name) on \(device.name) at \(row.time): \(row.event)")
      default:
        #expect(transition.height == 0)
      }
    }
  }

  /// How many rows of a scenario on a device show a floating keyboard.
  ///
  /// The undock's four notifications (its frame change, hide and their did-notifications, full
  /// width but lifted 200 pt above the bottom) and the floating keyboard's two frame changes;
  /// the same in the scenario of its leftover guide, and none in any other. On the iPad with a hardware keyboard, the 313 pt frame lifted
  /// 200 pt still reaches past the screen's bottom (769 + 313 > 1024): it counts as docked, and
  /// only the floating keyboard's rows float.
  static func floatingRows(scenario: String, device: String) -> Int {
    let isHardware = device == KeyboardDeviceProfile.iPadWithHardwareKeyboard.name
    switch scenario {
    case KeyboardScenario.iPadDockBack.name: return isHardware ? 0 : 4
    case KeyboardScenario.iPadUndockAndFloat.name, KeyboardScenario.floatingKeyboardGuide.name:
      return isHardware ? 2 : 6
    default: return 0
    }
  }

  @Test(arguments: KeyboardScenario.all.map(\.name), KeyboardDeviceProfile.all.map(\.name))
  func aFloatingKeyboardShowsZero(scenario: String, device: String) throws {
    let expected = Self.floatingRows(scenario: scenario, device: device)
    let scenario = try #require(KeyboardScenario.named(scenario))
    let device = try #require(KeyboardDeviceProfile.named(device))
    let replay = TraceReplayer.replay(scenario.trace(on: device), origin: "test")
    let floating = replay.rows.filter { $0.dockState == "floating" }
    #expect(floating.count == expected, "\(scenario.name) on \(device.name)")
    for row in floating {
      #expect(row.visibleHeight == 0, "\(scenario.name) on \(device.name) at \(row.time)")
    }
  }

  /// The coverage column is the visible height above the device's bottom safe area, for a docked
  /// keyboard; 0 otherwise; absent when the scenario rotates the screen.
  @Test(arguments: KeyboardScenario.all.map(\.name), KeyboardDeviceProfile.all.map(\.name))
  func theCoverageColumnIsTheVisibleHeightAboveTheSafeArea(scenario: String, device: String)
    throws
  {
    let scenario = try #require(KeyboardScenario.named(scenario))
    let device = try #require(KeyboardDeviceProfile.named(device))
    let replay = TraceReplayer.replay(
      scenario.trace(on: device), origin: "test", simulatedOn: device)
    #expect(replay.rows.count == scenario.trace(on: device).notifications.count)
    for row in replay.rows {
      guard scenario.hasFixedScreen else {
        #expect(row.coverage == nil)
        continue
      }
      let expected =
        row.dockState == "docked" ? max(0, row.visibleHeight - device.bottomSafeAreaInset) : 0
      #expect(row.coverage == expected, "\(scenario.name) on \(device.name) at \(row.time)")
    }
  }

  @Test func aTraceFileTakesTheProfileWithItsScreen() {
    let iPhone16 = CGRect(x: 0, y: 0, width: 393, height: 852)
    #expect(TraceReplayer.profile(withScreen: iPhone16)?.name == "iPhone16")
    // The iPhone 8 and the iPhone SE (3rd generation) share a screen and its safe area.
    #expect(TraceReplayer.profile(withScreen: CGRect(x: 0, y: 0, width: 375, height: 667)) != nil)
    #expect(TraceReplayer.profile(withScreen: CGRect(x: 0, y: 0, width: 390, height: 844)) == nil)
  }
}
