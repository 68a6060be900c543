import Foundation
import KeyboardistTestSupport
import Testing

@testable import KeyboardistObserver

/// The snapshot's hardware keyboard: the frames decide and keep their answer while the keyboard
/// is hidden; the system's answer counts only before they tell.
@Suite struct KeyboardSnapshotHardwareKeyboardTests {
  static let ipad = CGRect(x: 0, y: 0, width: 768, height: 1024)
  static let bar = KeyboardOptions(
    startFrame: CGRect(x: 0, y: 1024, width: 768, height: 313),
    endFrame: CGRect(x: 0, y: 969, width: 768, height: 313))
  static let software = KeyboardOptions(
    startFrame: CGRect(x: 0, y: 1024, width: 768, height: 313),
    endFrame: CGRect(x: 0, y: 711, width: 768, height: 313))
  static let hidden = KeyboardOptions(
    startFrame: CGRect(x: 0, y: 711, width: 768, height: 313),
    endFrame: CGRect(x: 0, y: 1024, width: 768, height: 313))

  /// The snapshot after feeding `steps` to a tracker on the iPad's screen.
  static func snapshot(
    systemSays: Bool?, _ steps: [(KeyboardEvent, KeyboardOptions)], screen: CGRect? = ipad
  ) -> KeyboardSnapshot {
    var snapshot = KeyboardSnapshot()
    snapshot.systemReports(hardwareKeyboard: systemSays)
    var tracker = KeyboardTracker(screen: screen)
    for (event, options) in steps {
      if let transition = tracker.update(event, options) {
        snapshot.update(with: transition, screen: screen)
      }
    }
    return snapshot
  }

  @Test func beforeTheFramesTellTheSystemsAnswerCounts() {
    #expect(!KeyboardSnapshot().isHardwareKeyboardAttached)
    #expect(Self.snapshot(systemSays: true, []).isHardwareKeyboardAttached)
    #expect(!Self.snapshot(systemSays: false, []).isHardwareKeyboardAttached)
  }

  @Test func theFramesWinAndKeepTheirAnswerWhileHidden() {
    let attached = Self.snapshot(
      systemSays: false, [(.willShow, Self.bar), (.willHide, Self.hidden)])
    #expect(attached.isHardwareKeyboardAttached, "the bar showed; the system said no")
    #expect(!attached.isVisible)
    let detached = Self.snapshot(
      systemSays: true, [(.willShow, Self.software), (.willHide, Self.hidden)])
    #expect(!detached.isHardwareKeyboardAttached, "the software keyboard showed")
  }

  @Test func attachingAndDetachingWhileUpIsFollowed() {
    let steps: [(KeyboardEvent, KeyboardOptions)] = [
      (.willShow, Self.software), (.willChangeFrame, Self.bar),
    ]
    #expect(Self.snapshot(systemSays: nil, steps).isHardwareKeyboardAttached)
    let back = steps + [(.willChangeFrame, Self.software)]
    #expect(!Self.snapshot(systemSays: nil, back).isHardwareKeyboardAttached)
  }

  @Test func withoutAScreenTheFramesCannotTell() {
    let snapshot = Self.snapshot(systemSays: true, [(.willShow, Self.software)], screen: nil)
    #expect(snapshot.isHardwareKeyboardAttached, "the system's answer stays")
  }
}
