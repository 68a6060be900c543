import Foundation
import Testing

@testable import Keyboardist

/// The five real traces of `Traces/`, replayed through the tracker and through a real observer.
///
/// The notifications are transcribed in ``TranscribedTrace`` (the `Codable` trace type had not
/// landed yet); `transcriptionsMatchTheJSONFiles` checks them against the files value by value.
@MainActor
@Suite struct KeyboardTrackerTraceTests {
  /// What a person reading each trace's source expects: the transitions, then the final height.
  struct Expectation: Sendable, CustomTestStringConvertible {
    var trace: TranscribedTrace
    /// (kind, appearIndex, height, heightIncrement) of each transition, in order.
    var transitions: [Step]
    var finalHeight: CGFloat
    var testDescription: String { trace.file }
  }

  struct Step: Equatable, Sendable {
    var kind: KeyboardTransition.Kind
    var index: Int
    var height: CGFloat
    var increment: CGFloat

    init(_ kind: KeyboardTransition.Kind, _ index: Int, _ height: CGFloat, _ increment: CGFloat) {
      (self.kind, self.index, self.height, self.increment) = (kind, index, height, increment)
    }

    init(_ transition: KeyboardTransition) {
      self.init(
        transition.kind, transition.appearIndex, transition.height, transition.heightIncrement)
    }
  }

  nonisolated static let expectations: [Expectation] = [
    // iOS 7 prints a willChangeFrame, then the willShow: one 216 pt keyboard comes up, once (the
    // willChangeFrame arrives while hidden and is ignored).
    Expectation(
      trace: .curve7, transitions: [Step(.appear, 0, 216, 216)], finalHeight: 216),
    // The globe key switches from the 226 pt keyboard to a 271 pt one: up, then 45 pt taller.
    Expectation(
      trace: .globeSwitch, transitions: [Step(.appear, 0, 226, 226), Step(.appear, 1, 271, 45)],
      finalHeight: 271),
    // A hardware keyboard: only the 55 pt shortcut bar of the 313 pt frame is on screen.
    Expectation(
      trace: .hardwareKeyboard, transitions: [Step(.appear, 0, 55, 55)], finalHeight: 55),
    // QuickType turned on: the 225 pt keyboard grows by 33 pt to 258; the echoed willShow,
    // didChangeFrame and didShow add nothing.
    Expectation(
      trace: .quickTypeToggle,
      transitions: [Step(.appear, 0, 225, 225), Step(.appear, 1, 258, 33)], finalHeight: 258),
    // SwiftKey: three willShows of 0, 216 and 259 pt. The 0 is not a keyboard; then it comes up
    // at 216 and grows by 43.
    Expectation(
      trace: .thirdPartySwiftKey,
      transitions: [Step(.appear, 0, 216, 216), Step(.appear, 1, 259, 43)], finalHeight: 259),
  ]

  @Test(arguments: expectations)
  func theTrackerGivesWhatTheSourceDescribes(_ expectation: Expectation) {
    let trace = expectation.trace
    var tracker = KeyboardTracker(screen: trace.screen)
    var steps: [Step] = []
    for notification in trace.notifications {
      if let transition = tracker.update(
        notification.event, notification.options, isAppActive: notification.appActive)
      {
        steps.append(Step(transition))
      }
    }
    #expect(steps == expectation.transitions)
    #expect(tracker.height == expectation.finalHeight)
  }

  @Test(arguments: expectations)
  func aRealObserverGivesWhatTheSourceDescribes(_ expectation: Expectation) {
    let trace = expectation.trace
    let center = NotificationCenter()
    var transitions: [KeyboardTransition] = []
    let keyboard = KeyboardObserver(center: center)
    keyboard.screen = trace.screen
    keyboard
      .onAppear { transitions.append($0) }
      .onDisappear { transitions.append($0) }
      .start()
    for notification in trace.notifications {
      keyboard.isAppActive = notification.appActive
      center.post(
        name: notification.event.notificationName, object: nil, userInfo: notification.userInfo)
    }
    #expect(transitions.map(Step.init) == expectation.transitions)
    #expect(keyboard.trackedHeight == expectation.finalHeight)
    // Every transition animates with the keyboard's own curve, 7, as all five traces record.
    #expect(transitions.allSatisfy { $0.options.animationCurve == .keyboard })
  }

  @Test(arguments: TranscribedTrace.all)
  func transcriptionsMatchTheJSONFiles(_ trace: TranscribedTrace) throws {
    let url = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Traces").appendingPathComponent(
        trace.file)
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
    #expect(json["source"] as? String == trace.source)
    #expect(Self.rect(json["screen"]) == trace.screen)
    let notifications = try #require(json["notifications"] as? [[String: Any]])
    try #require(notifications.count == trace.notifications.count)
    for (recorded, transcribed) in zip(notifications, trace.notifications) {
      #expect(recorded["event"] as? String == transcribed.event.rawValue)
      #expect(Self.rect(recorded["begin"]) == transcribed.begin)
      #expect(Self.rect(recorded["end"]) == transcribed.end)
      #expect((recorded["duration"] as? NSNumber)?.doubleValue == transcribed.duration)
      #expect((recorded["curve"] as? NSNumber)?.intValue == transcribed.curve)
      #expect((recorded["isLocal"] as? NSNumber)?.boolValue == transcribed.isLocal)
      #expect((recorded["appActive"] as? NSNumber)?.boolValue ?? true == transcribed.appActive)
    }
  }

  /// A JSON `[x, y, width, height]` as a rect, or `nil` when absent or malformed.
  private static func rect(_ value: Any?) -> CGRect? {
    guard let numbers = value as? [Any] else { return nil }
    let values = numbers.compactMap { ($0 as? NSNumber)?.doubleValue }
    guard values.count == 4 else { return nil }
    return CGRect(x: values[0], y: values[1], width: values[2], height: values[3])
  }
}
