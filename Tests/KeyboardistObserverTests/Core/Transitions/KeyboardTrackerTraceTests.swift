import Foundation
import KeyboardistTestSupport
import KeyboardistTraces
import Testing

@testable import KeyboardistObserver

/// The real traces of `Traces/`, decoded as ``KeyboardTrace``s and replayed through the
/// tracker and through a real observer on an injected center.
@MainActor
@Suite struct KeyboardTrackerTraceTests {
  /// What a person reading each trace's source expects: the transitions, then the final height.
  struct Expectation: Sendable, CustomTestStringConvertible {
    var file: String
    /// (kind, appearIndex, height, heightIncrement) of each transition, in order.
    var transitions: [Step]
    var finalHeight: CGFloat
    var testDescription: String { file }
  }

  typealias Step = TransitionStep

  nonisolated static let expectations: [Expectation] = [
    // iOS 7 prints a willChangeFrame, then the willShow: one 216 pt keyboard comes up, once (the
    // willChangeFrame arrives while hidden and is ignored).
    Expectation(
      file: "curve7-ios7.json", transitions: [Step(.appear, 0, 216, 216)], finalHeight: 216),
    // A 375 x 812 pt iPhone (iOS 13 or later): the willShow brings up 357 pt (its begin frame is
    // 282 pt tall, which the tracker does not use); the didShow adds nothing.
    Expectation(
      file: "faceid-iphone-375x812-ios13-show-357.json", transitions: [Step(.appear, 0, 357, 357)],
      finalHeight: 357),
    // A web view's keyboard on a 375 x 812 pt iPhone (iOS 15 or later): one willShow of 380 pt.
    Expectation(
      file: "faceid-iphone-375x812-ios15-webview-show-380.json",
      transitions: [Step(.appear, 0, 380, 380)], finalHeight: 380),
    // A React Native app on a 390 x 844 pt iPhone (iOS 15.1 or later) logged two didShows of 336 pt
    // and two didHides; with the will-notifications UIKit posts before them, two fresh appears of
    // 336 pt, each followed by a disappear.
    Expectation(
      file: "faceid-iphone-390x844-ios15-did-notifications.json",
      transitions: [
        Step(.appear, 0, 336, 336), Step(.disappear, 0, 0, -336),
        Step(.appear, 0, 336, 336), Step(.disappear, 0, 0, -336),
      ],
      finalHeight: 0),
    // The same app on the same 393 x 852 pt screen (iOS 16 or later) with a 380 pt keyboard: up at
    // the willShow, down at the hide's willChangeFrame; the willHide adds nothing.
    Expectation(
      file: "faceid-iphone-393x852-ios16-show-hide-380.json",
      transitions: [Step(.appear, 0, 380, 380), Step(.disappear, 0, 0, -380)], finalHeight: 0),
    // A 393 x 852 pt iPhone (iOS 16 or later): the willChangeFrame arrives while hidden and is
    // ignored; the willShow brings up 336 pt, the 34 pt home indicator strip included.
    Expectation(
      file: "faceid-iphone-393x852-ios16-show.json", transitions: [Step(.appear, 0, 336, 336)],
      finalHeight: 336),
    // A 402 x 874 pt iPhone simulator in CI (iOS 18 or later): one 291 pt keyboard.
    Expectation(
      file: "faceid-iphone-402x874-ios18-ci-show.json", transitions: [Step(.appear, 0, 291, 291)],
      finalHeight: 291),
    // A 430 x 932 pt iPhone (iOS 16 or later): one 346 pt keyboard, home indicator strip included.
    Expectation(
      file: "faceid-iphone-430x932-ios16-show.json", transitions: [Step(.appear, 0, 346, 346)],
      finalHeight: 346),
    // A 375 x 812 pt Face ID iPhone (iOS 13, assumed): the 335 pt keyboard, home indicator strip
    // included, grows to 366.67 pt with a 0 s willChangeFrame: a second appear of +31.67.
    Expectation(
      file: "faceid-iphone-ios13-frame-change.json",
      transitions: [
        Step(.appear, 0, 335, 335),
        Step(.appear, 1, 812 - 445.33333333333326, 812 - 445.33333333333326 - 335),
      ],
      finalHeight: 812 - 445.33333333333326),
    // iOS 26.2 on an iPhone 17: 335 pt, gone, then 369 pt: two fresh appears, not a resize.
    Expectation(
      file: "faceid-iphone-ios26-second-show-taller.json",
      transitions: [
        Step(.appear, 0, 335, 335), Step(.disappear, 0, 0, -335), Step(.appear, 0, 369, 369),
      ],
      finalHeight: 369),
    // A 428 x 926 pt iPhone (iOS 14 or later): the willChangeFrame arrives while hidden and is
    // ignored; the willShow brings up 346 pt, the 34 pt home indicator strip included.
    Expectation(
      file: "faceid-iphone-pro-max-ios14-show.json", transitions: [Step(.appear, 0, 346, 346)],
      finalHeight: 346),
    // The globe key switches from the 226 pt keyboard to a 271 pt one: up, then 45 pt taller.
    Expectation(
      file: "globe-switch-iphone-plus.json",
      transitions: [Step(.appear, 0, 226, 226), Step(.appear, 1, 271, 45)], finalHeight: 271),
    // A hardware keyboard: only the 55 pt shortcut bar of the 313 pt frame is on screen.
    Expectation(
      file: "hardware-keyboard-ipad.json", transitions: [Step(.appear, 0, 55, 55)],
      finalHeight: 55),
    // QuickType turned on: the 225 pt keyboard grows by 33 pt to 258; the echoed willShow,
    // didChangeFrame and didShow add nothing.
    Expectation(
      file: "quicktype-toggle-iphone6.json",
      transitions: [Step(.appear, 0, 225, 225), Step(.appear, 1, 258, 33)], finalHeight: 258),
    // SwiftKey: three willShows of 0, 216 and 259 pt. The 0 is not a keyboard; then it comes up
    // at 216 and grows by 43.
    Expectation(
      file: "third-party-swiftkey-ios8.json",
      transitions: [Step(.appear, 0, 216, 216), Step(.appear, 1, 259, 43)], finalHeight: 259),
    // An iPhone SE (2nd generation), iOS 13.4 or later: willChangeFrame, willShow, didChangeFrame,
    // didShow bring up 260 pt; the willChangeFrame that opens the hide, while the keyboard is up,
    // already takes it down, and the willHide after it adds nothing.
    Expectation(
      file: "touchid-iphone-se2-ios13-show-hide.json",
      transitions: [Step(.appear, 0, 260, 260), Step(.disappear, 0, 0, -260)], finalHeight: 0),
  ]

  /// Every real trace; the synthetic field session is `keyboardist verify`'s (its tests).
  @Test func everyTraceInTheRepositoryHasAnExpectation() {
    #expect(TraceFixtures.notificationTraceFileNames == Self.expectations.map(\.file).sorted())
  }

  @Test(arguments: expectations)
  func theTrackerGivesWhatTheSourceDescribes(_ expectation: Expectation) throws {
    let trace = try TraceFixtures.trace(expectation.file)
    let screen = try #require(trace.screen)
    var tracker = KeyboardTracker(screen: screen)
    var steps: [Step] = []
    for record in trace.notifications {
      if let transition = tracker.update(
        record.event, record.options, isAppActive: record.isAppActive)
      {
        steps.append(Step(transition))
      }
    }
    #expect(steps == expectation.transitions)
    #expect(tracker.height == expectation.finalHeight)
  }

  @Test(arguments: expectations)
  func aRealObserverGivesWhatTheSourceDescribes(_ expectation: Expectation) throws {
    let trace = try TraceFixtures.trace(expectation.file)
    let center = NotificationCenter()
    var transitions: [KeyboardTransition] = []
    let screen = try #require(trace.screen)
    let keyboard = KeyboardObserver(center: center)
    keyboard.screen = screen
    keyboard
      .onAppear { transitions.append($0) }
      .onDisappear { transitions.append($0) }
      .start()
    for record in trace.notifications {
      keyboard.isAppActive = record.isAppActive
      center.post(record.notification())
    }
    #expect(transitions.map(Step.init) == expectation.transitions)
    #expect(keyboard.tracker.height == expectation.finalHeight)
    // Every transition animates with the keyboard's own curve, 7, as every trace records.
    #expect(transitions.allSatisfy { $0.options.animationCurve == .keyboard })
  }
}
