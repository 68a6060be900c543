import Foundation
import Keyboardist
import KeyboardistTestSupport
import KeyboardistTesting
import Testing

/// Every simulator scenario, on every device, through the normaliser: the transitions a reader of
/// the scenario's documentation expects, from the tracker and from a real observer alike.
@MainActor
@Suite struct KeyboardScenarioNormaliserTests {
  /// (kind, appearIndex, height, heightIncrement) of one transition.
  typealias Step = TransitionStep

  /// The expected transitions of a scenario on a device without a hardware keyboard.
  static func expected(_ scenario: KeyboardScenario, on device: KeyboardDeviceProfile) -> [Step]? {
    let full = device.keyboardHeight
    let bar = device.predictiveBarHeight
    let base = full - bar
    let upAndDown = [Step(.appear, 0, full, full), Step(.disappear, 0, 0, -full)]
    // Grows by the bar, shrinks by it again, goes.
    let growAndShrink = [
      Step(.appear, 0, base, base), Step(.appear, 1, full, bar), Step(.appear, 2, base, -bar),
      Step(.disappear, 2, 0, -base),
    ]
    switch scenario.name {
    case "showHide", "iPadUndockAndFloat", "backgroundAndReturn", "otherAppKeyboard",
      "guideStuckAtBottom", "noAnimationOnFirstTick", "floatingKeyboardGuide":
      // Undocking is a disappear and floating changes nothing; the background's hide and re-show
      // and the other app's keyboard make nothing; a failing guide moves no transition; what is
      // left is one show and one hide.
      return upAndDown
    case "formSheet", "stageManagerWindow", "splitView":
      // The notifications of a full-screen app: the height is the keyboard's on the screen,
      // whatever part of the sheet or window it covers.
      return upAndDown
    case "panelSwap", "panelSwapUnannounced":
      // The tracker alone sees every hide and show of the swaps, announced or not (an observer's
      // hold on the panel switch keeps them from its transitions).
      return upAndDown + upAndDown + upAndDown
    case "showOnlyPanelSwap", "showOnlyPanelSwapWithoutAnimation":
      // Each swap is a show of the new input: a panel without the bar's height, then the keyboard.
      return [
        Step(.appear, 0, full, full), Step(.appear, 1, base, -bar), Step(.appear, 2, full, bar),
        Step(.disappear, 2, 0, -full),
      ]
    case "iOS17ShortWillShow":
      // The short willShow and the right one: two resizes of one moment, and no disappear.
      return [
        Step(.appear, 0, full, full), Step(.appear, 1, full - 45, -45),
        Step(.appear, 2, full, 45), Step(.disappear, 2, 0, -full),
      ]
    case "lateDidShow", "missingDidNotifications":
      // Transitions come from will-notifications: a late or missing did changes none.
      return upAndDown
    case "interruptedShow":
      // The hide that interrupts the show is a plain disappear: transitions say where the
      // keyboard goes, not how far it got.
      return upAndDown
    case "interactiveDismissal":
      // The cancelled drag returns the keyboard to the same height (nothing); the completed one
      // hides it.
      return upAndDown
    case "iOS26AccessoryBar":
      // The 44 pt frame of the hide lies below the screen: a plain disappear.
      return upAndDown
    case "iOS18AccessoryBar":
      // The frames hold the keyboard and its 44 pt bar.
      let withBar = full + 44
      return [Step(.appear, 0, withBar, withBar), Step(.disappear, 0, 0, -withBar)]
    case "passwordPrompt":
      // The password sheet hides the keyboard at once; it comes back with the AutoFill bar.
      return [
        Step(.appear, 0, base, base), Step(.disappear, 0, 0, -base), Step(.appear, 0, full, full),
        Step(.disappear, 0, 0, -full),
      ]
    case "thirdPartyKeyboard":
      // The 0-height willShow is swallowed; the third height arrives as a resize.
      return [
        Step(.appear, 0, base, base), Step(.appear, 1, full, bar), Step(.disappear, 1, 0, -full),
      ]
    case "pinyinCandidateBar", "quickTypeToggle", "emojiSwitch":
      return growAndShrink
    case "hardwareKeyboardBar":
      let shortcut = device.shortcutBarHeight
      return [Step(.appear, 0, shortcut, shortcut), Step(.disappear, 0, 0, -shortcut)]
    case "hardwareKeyboardAttach":
      // Attaching leaves the bar, a resize down; detaching brings the keyboard back.
      let shortcut = device.shortcutBarHeight
      return [
        Step(.appear, 0, full, full), Step(.appear, 1, shortcut, shortcut - full),
        Step(.appear, 2, full, full - shortcut), Step(.disappear, 2, 0, -full),
      ]
    case "iPadDockBack":
      return upAndDown + upAndDown
    case "rotation":
      let landscape = device.landscapeKeyboardHeight
      return upAndDown + [
        Step(.appear, 0, landscape, landscape), Step(.disappear, 0, 0, -landscape),
      ]
    default:
      return nil
    }
  }

  /// The screen a record's frames are measured in: the trace's, or for rotation the orientation
  /// whose width the frames have.
  static func screen(
    of record: KeyboardTrace.Record, in trace: KeyboardTrace, on device: KeyboardDeviceProfile
  )
    -> CGRect
  {
    if let screen = trace.screen { return screen }
    let width =
      record.fields.contains(.endFrame)
      ? record.options.endFrame.width
      : record.fields.contains(.startFrame) ? record.options.startFrame.width : nil
    return width == device.landscapeScreen.width ? device.landscapeScreen : device.screen
  }

  nonisolated static let cases: [(KeyboardScenario, KeyboardDeviceProfile)] = KeyboardScenario.all
    .flatMap {
      scenario in KeyboardDeviceProfile.all.map { (scenario, $0) }
    }

  @Test(arguments: cases)
  func theNormaliserGivesWhatTheScenarioDescribes(
    _ scenario: KeyboardScenario, _ device: KeyboardDeviceProfile
  ) throws {
    let trace = scenario.trace(on: device)

    var tracker = KeyboardTracker()
    var fromTracker: [Step] = []
    for record in trace.notifications {
      tracker.screen = Self.screen(of: record, in: trace, on: device)
      if let transition = tracker.update(
        record.event, record.options, isAppActive: record.isAppActive)
      {
        fromTracker.append(Step(transition))
      }
    }

    let center = NotificationCenter()
    var fromObserver: [Step] = []
    let keyboard = KeyboardObserver(center: center)
      .onAppear { fromObserver.append(Step($0)) }
      .onDisappear { fromObserver.append(Step($0)) }
      .start()
    for record in trace.notifications {
      keyboard.screen = Self.screen(of: record, in: trace, on: device)
      keyboard.isAppActive = record.isAppActive
      center.post(record.notification())
    }

    #expect(fromObserver == fromTracker)
    #expect(!tracker.isVisible, "every scenario ends with the keyboard gone or floating")
    if device.hasHardwareKeyboard, scenario.name == KeyboardScenario.rotation.name {
      // Only the shortcut bar is on screen in either orientation: the 313 pt portrait frame at
      // y 969 shows 1024 - 969 = 55 pt, the 398 pt landscape one at y 713 shows 768 - 713 = 55.
      // The rotation hides one and shows the other: two appears of the bar, two disappears.
      let bar = device.shortcutBarHeight
      #expect(
        fromTracker == [
          Step(.appear, 0, bar, bar), Step(.disappear, 0, 0, -bar),
          Step(.appear, 0, bar, bar), Step(.disappear, 0, 0, -bar),
        ])
    } else if device.hasHardwareKeyboard {
      // Only the shortcut bar is ever on screen: one appear of its height, one disappear.
      #expect(
        fromTracker.first == Step(.appear, 0, device.shortcutBarHeight, device.shortcutBarHeight))
    } else {
      let expected = try #require(
        Self.expected(scenario, on: device), "no expectation for \(scenario.name)")
      #expect(fromTracker == expected)
    }
  }
}
