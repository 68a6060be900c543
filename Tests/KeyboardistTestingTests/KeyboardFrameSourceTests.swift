import Foundation
import Keyboardist
import KeyboardistTesting
import Testing

/// Each source of the motion, through `onMove`: what it reads and what it leaves out.
@MainActor
@Suite struct KeyboardFrameSourceTests {
  @Test func thereAreThreeSourcesNamedAsTheirCases() {
    #expect(
      KeyboardFrameSource.allCases.map(\.rawValue) == ["notificationTiming", "layoutGuide", "both"])
  }

  /// Every source lands where the notifications go, frame by frame.
  ///
  /// With every reading of the guide gone, the frames follow the notification alone; the guide
  /// alone follows the readings.
  @Test(arguments: KeyboardFrameSource.allCases)
  func everySourceFollowsAShowAndHideToTheirEnds(source: KeyboardFrameSource) throws {
    let device = KeyboardDeviceProfile.iPhone16ProMax
    let steps = KeyboardScenario.showHide.steps(on: device)
    let set = KeyboardFrameReplay.heightsSet(by: steps, screen: device.screen, source: source)
    let frames = steps.compactMap { $0.sample }.filter { !$0.isLayoutChange }
    #expect(frames.count > 40)
    // Frame by frame, not only at the notifications.
    let frameTimes = Set(frames.map(\.time))
    #expect(set.filter { frameTimes.contains($0.time) }.count > 20, "\(source)")
    #expect(abs((set.map(\.height).max() ?? 0) - device.keyboardHeight) < 0.5)
    #expect(set.last?.height == 0)
  }
}
