import Foundation
import Keyboardist
import KeyboardistTestSupport
import KeyboardistTesting
import Testing

@testable import KeyboardistCommands

/// The replayer's visible column is the tracker's visible height, on every scenario and device.
@MainActor
@Suite struct TraceReplayerTests {
  @Test(arguments: KeyboardScenario.all.map(\.name), KeyboardDeviceProfile.all.map(\.id))
  func theVisibleColumnAgreesWithTheTrackersTransitions(scenario: String, device: String) throws {
    let scenario = try #require(KeyboardScenario.named(scenario))
    let device = try #require(KeyboardDeviceProfile.named(device))
    let replay = TraceReplayer.replay(scenario.trace(on: device), origin: "test")
    for row in replay.rows {
      guard let transition = row.transition else { continue }
      switch row.event {
      case .willShow, .willChangeFrame:
        // Rule 2: the transition's height is the notification's visible height (0 for a
        // disappear made by a floating or empty frame).
        #expect(
          transition.height == row.visibleHeight,
          "\(scenario.name) on \(device.id) at \(row.time): \(row.event)")
      default:
        #expect(transition.height == 0)
      }
    }
  }

  @Test(arguments: KeyboardScenario.all.map(\.name), KeyboardDeviceProfile.all.map(\.id))
  func aFloatingKeyboardShowsZero(scenario: String, device: String) throws {
    let scenario = try #require(KeyboardScenario.named(scenario))
    let device = try #require(KeyboardDeviceProfile.named(device))
    let replay = TraceReplayer.replay(scenario.trace(on: device), origin: "test")
    for row in replay.rows where row.dockState == .floating {
      #expect(row.visibleHeight == 0, "\(scenario.name) on \(device.id) at \(row.time)")
    }
  }
}
