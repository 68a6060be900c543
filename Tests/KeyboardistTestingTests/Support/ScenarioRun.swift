import Foundation
import Keyboardist
import KeyboardistTestSupport
import KeyboardistTesting

/// What the keyboard's followers saw while a scenario's steps were played on a device: the
/// transitions of an observer with `onAppear` and `onDisappear`, every frame of an observer with
/// `onMove` (with a full-screen view's coverage and a chat list following it), the message bar's
/// input-switch rule, and where the avoider puts a field near the screen's bottom at each appear.
@MainActor
final class ScenarioRun {
  /// One frame of the motion, with what follows it.
  struct Frame: CustomStringConvertible {
    /// The motion handed out.
    var motion: KeyboardMotion
    /// The part of a full-screen view, above the home indicator, that the keyboard covers.
    var coverage: CGFloat
    /// Where the chat list's newest message ends, in screen coordinates.
    var contentEnd: CGFloat
    /// The top of the message bar riding on the keyboard.
    var barTop: CGFloat

    var description: String {
      String(format: "%.4f %@ %.3f", motion.time, "\(motion.phase)", Double(motion.height))
    }
  }

  /// The device played on.
  let device: KeyboardDeviceProfile
  /// The transitions handed out, with the time of the notification that made them.
  private(set) var transitions: [(time: TimeInterval, transition: KeyboardTransition)] = []
  /// Every frame handed out.
  private(set) var frames: [Frame] = []
  /// The message bar's rule (`KeyboardMessageBar` applies it), fed as the bar feeds it.
  private(set) var panel = KeyboardPanelSwitch()
  /// The height the bar's rule shows after each keyboard notification and end of editing.
  private(set) var barHeights: [CGFloat] = []
  /// The heights the will-notifications send the keyboard to, in posting order.
  private(set) var destinations: [CGFloat] = []
  /// The top of the keyboard the avoider plans for at each transition (the screen's bottom for a
  /// disappear), and where it puts the edited field's bottom.
  private(set) var plans: [(keyboardTop: CGFloat, fieldBottom: CGFloat)] = []
  /// The coverage a SwiftUI view filling the screen is handed on the notification path
  /// (``ViewCoverage/keyboardChanged(to:onScreen:motion:)``), one per change, with its duration.
  private(set) var coverageChanges: [(coverage: CGFloat, duration: TimeInterval?)] = []
  /// The coverage the same view is handed while frames are read
  /// (``ViewCoverage/keyboardMoved(to:isReadingFrames:)``), one per change.
  private(set) var frameCoverages: [CGFloat] = []
  /// The SwiftUI coverage state on the notification path, and the one on the frame path.
  private var notificationCoverage = ViewCoverage()
  private var frameCoverage = ViewCoverage()
  /// The keyboard as the transitions left it.
  private var snapshot = KeyboardSnapshot()
  /// The time of the notification being posted.
  private var time: TimeInterval = 0
  /// The chat list following the motion.
  private var list: ChatListLayout
  /// The screen the avoider plans on: a field 60 pt above the safe area's bottom.
  private let layout: AvoidanceLayout

  /// Plays `steps` on `device` into the followers.
  init(_ steps: [KeyboardScenario.Step], on device: KeyboardDeviceProfile) {
    self.device = device
    let screen = device.screen
    let safeArea = device.bottomSafeAreaInset
    layout = AvoidanceLayout.view(
      frame: screen, safeAreaTop: 20, safeAreaBottom: safeArea,
      [
        .input(
          "field", frame: CGRect(x: 16, y: screen.maxY - safeArea - 60, width: 200, height: 44))
      ])
    list = ChatListLayout(
      frame: screen, contentHeight: 3000, insetTop: 59, safeAreaBottom: safeArea, barHeight: 52,
      lifting: .always)
    let measurement = ViewCoverage.Measurement(frameInWindow: screen, safeAreaBottom: safeArea)
    _ = notificationCoverage.measure(
      measurement, onScreen: placement, keyboard: snapshot, motion: nil)
    _ = frameCoverage.measure(measurement, onScreen: placement, keyboard: snapshot, motion: nil)
    let center = NotificationCenter()
    let transitions = KeyboardObserver(center: center)
      .onAppear { [unowned self] in take($0) }
      .onDisappear { [unowned self] in take($0) }
      .start()
    let motion = KeyboardObserver(center: center)
      .onMove { [unowned self] in follow($0) }
      .start()
    let simulator = KeyboardSimulator(
      center: center, device: device, driving: [transitions, motion])
    panel.inputDidBeginEditing()
    for step in steps {
      switch step {
      case .keyboard(let record):
        time = record.time
        simulator.post(step)
        panel.receive(record.event, options: record.options, screen: screen)
        barHeights.append(panel.height)
        if record.event != .didShow, record.event != .didHide, record.event != .didChangeFrame {
          destinations.append(record.options.height(after: record.event, on: screen))
        }
      case .switchInput(let input):
        simulator.post(step)
        panel.switchInput(to: input)
      case .inputDidEndEditing:
        simulator.post(step)
        panel.inputDidEndEditing()
        barHeights.append(panel.height)
      case .app, .sample:
        simulator.post(step)
      }
    }
    transitions.stop()
    motion.stop()
  }

  /// Plays a scenario on a device, leaving out the steps `dropping` picks.
  convenience init(
    _ scenario: KeyboardScenario, on device: KeyboardDeviceProfile,
    dropping: (KeyboardScenario.Step) -> Bool = { _ in false }
  ) {
    self.init(scenario.steps(on: device).filter { !dropping($0) }, on: device)
  }

  /// Where the full-screen view is on its screen.
  private var placement: ScreenPlacement {
    ScreenPlacement(
      frame: device.screen, screen: device.screen, safeAreaBottom: device.bottomSafeAreaInset)
  }

  /// Takes a frame of the motion: the view's coverage and the chat list follow it.
  private func follow(_ motion: KeyboardMotion) {
    if let change = frameCoverage.keyboardMoved(to: motion, isReadingFrames: true) {
      frameCoverages.append(change.coverage)
    }
    list.follow(motion)
    frames.append(
      Frame(
        motion: motion,
        coverage: motion.coverage(of: device.screen, safeAreaBottom: device.bottomSafeAreaInset),
        contentEnd: list.contentEnd, barTop: list.barTop))
  }

  /// Takes a transition, and the avoider's plan for it.
  private func take(_ transition: KeyboardTransition) {
    transitions.append((time, transition))
    snapshot.update(with: transition, screen: device.screen)
    if let change = notificationCoverage.keyboardChanged(
      to: snapshot, onScreen: placement, motion: nil)
    {
      coverageChanges.append((change.coverage, change.animation?.duration))
    }
    guard transition.kind == .appear,
      let plan = layout.avoiding(transition.options, on: device.screen, editing: "field")
    else {
      plans.append((device.screen.maxY, device.screen.maxY - device.bottomSafeAreaInset - 16))
      return
    }
    plans.append((plan.keyboardTop, plan.inputFrame.maxY))
  }

  /// The transitions as compact steps.
  var steps: [TransitionStep] { transitions.map { TransitionStep($0.transition) } }

  /// The lowest and highest heights the notifications send the keyboard to, from hidden (0).
  var destinationRange: ClosedRange<CGFloat> {
    let heights = destinations + [0]
    return (heights.min() ?? 0)...(heights.max() ?? 0)
  }

  /// The frames that leave `destinationRange`.
  var framesBeyondTheKeyboard: [Frame] {
    let range = destinationRange
    return frames.filter {
      $0.motion.height < range.lowerBound || $0.motion.height > range.upperBound
    }
  }

  /// Whether a step is a did-notification.
  static func isDid(_ step: KeyboardScenario.Step) -> Bool {
    guard let event = step.record?.event else { return false }
    return event == .didShow || event == .didHide || event == .didChangeFrame
  }

  /// Whether a step is one of the app's announcements.
  static func isAnnouncement(_ step: KeyboardScenario.Step) -> Bool {
    switch step {
    case .switchInput, .inputDidEndEditing: true
    case .keyboard, .app, .sample: false
    }
  }

  /// The steps with every did-notification `seconds` later (the next step comes later still in
  /// the catalogue's scenarios).
  static func delayingDids(_ steps: [KeyboardScenario.Step], by seconds: TimeInterval)
    -> [KeyboardScenario.Step]
  {
    steps.map { step in
      guard isDid(step), var record = step.record else { return step }
      record.time += seconds
      return .keyboard(record)
    }
  }

  /// What the motion showed: each frame's time, height and phase.
  var seenFrames: [String] { frames.map(\.description) }
}
