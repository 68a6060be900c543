import Foundation
import Keyboardist
import KeyboardistTestSupport
import KeyboardistTesting
import Testing

@MainActor
@Suite struct KeyboardSimulatorTests {
  let keyboard = ObservedKeyboard()

  static let showSequence: [KeyboardEvent] = [
    .willChangeFrame, .willShow, .didChangeFrame, .didShow,
  ]
  static let hideSequence: [KeyboardEvent] = [
    .willChangeFrame, .willHide, .didChangeFrame, .didHide,
  ]
  static let frameChange: [KeyboardEvent] = [.willChangeFrame, .didChangeFrame]

  @Test func willNotificationsCarryTheKeyboardCurveAndDidNotificationsNone() throws {
    keyboard.simulator().play(.showHide)
    let willShow = try #require(keyboard.log.first { $0.event == .willShow }?.options)
    #expect(willShow.animationCurve == .keyboard)
    #expect(willShow.animationCurve.animationOptionsRawValue == 458_752)
    #expect(willShow.animationDuration == 0.25)
    #expect(willShow.startFrame == CGRect(x: 0, y: 667, width: 375, height: 258))
    #expect(willShow.endFrame == CGRect(x: 0, y: 409, width: 375, height: 258))
    let didShow = try #require(keyboard.log.first { $0.event == .didShow }?.options)
    #expect(didShow.animationDuration == 0)
    #expect(didShow.endFrame == willShow.endFrame)
  }

  @Test func postingOptionsCarriesEveryKey() {
    let options = KeyboardOptions(
      belongsToCurrentApp: false, endFrame: CGRect(x: 0, y: 1, width: 2, height: 3),
      animationDuration: 0.5, animationCurve: .linear)
    keyboard.simulator().post(.didHide, options)
    #expect(keyboard.events == [.didHide])
    #expect(keyboard.log.map(\.options) == [options])
  }

  @Test func playingATracePostsItsRecordsWithExactlyTheirKeys() throws {
    let trace = KeyboardTrace(
      name: "t", source: "s",
      notifications: [
        .init(event: .willShow, endFrame: CGRect(x: 0, y: 451, width: 375, height: 216), time: 0),
        .init(event: .didShow, belongsToCurrentApp: false, time: 0.3),
      ])
    let recorder = KeyboardRecorder(center: keyboard.center, clock: { 0 })
    recorder.start()
    keyboard.simulator().play(trace)
    #expect(keyboard.events == [.willShow, .didShow])
    #expect(recorder.trace.notifications.map(\.endFrame) == trace.notifications.map(\.endFrame))
    #expect(recorder.trace.notifications.map(\.belongsToCurrentApp) == [nil, false])
    #expect(recorder.trace.notifications.map(\.animationDuration) == [nil, nil])
  }

  @Test func playingATraceDrivesAppActivityWhereItFlips() {
    let trace = KeyboardTrace(
      name: "t", source: "s",
      notifications: [
        .init(event: .willShow, time: 0),
        .init(event: .willHide, isAppActive: false, time: 1),
        .init(event: .didHide, isAppActive: false, time: 1.3),
        .init(event: .willShow, time: 5),
      ])
    let recorder = KeyboardRecorder(center: keyboard.center, clock: { 0 })
    recorder.start()
    keyboard.simulator().play(trace)
    #expect(keyboard.appEvents == ["willResignActive", "didBecomeActive"])
    #expect(recorder.trace.notifications.map(\.isAppActive) == [true, false, false, true])
  }

  @Test(arguments: ["curve7-ios7", "quicktype-toggle-iphone6"])
  func aBundledTraceRecordsBackToItself(name: String) throws {
    let trace = try KeyboardTrace.named(name)
    let clock = ManualClock(now: 0)
    let recorder = KeyboardRecorder(center: keyboard.center, clock: { clock.now })
    recorder.start()
    for step in KeyboardSimulator.steps(of: trace) {
      if let record = step.record { clock.now = record.time }
      keyboard.simulator().post(step)
    }
    #expect(recorder.trace.notifications == trace.notifications)
  }

  @Test(arguments: KeyboardScenario.all, KeyboardDeviceProfile.all)
  func everyScenarioPlaysOnEveryDeviceInPairedOrder(
    scenario: KeyboardScenario, device: KeyboardDeviceProfile
  ) {
    let steps = scenario.steps(on: device)
    let records = steps.compactMap(\.record)
    #expect(!records.isEmpty)
    #expect(records.map(\.time) == records.map(\.time).sorted())
    // Every will-notification is matched by its did-notification later.
    for (will, did) in [
      (KeyboardEvent.willShow, KeyboardEvent.didShow), (.willHide, .didHide),
      (.willChangeFrame, .didChangeFrame),
    ] {
      let wills = records.filter { $0.event == will }.count
      let dids = records.filter { $0.event == did }.count
      #expect(dids >= 1 || wills == 0, "\(will) without \(did)")
    }
    for record in records {
      #expect(record.belongsToCurrentApp != nil)
      #expect((record.animationDuration != nil) == record.event.rawValue.hasPrefix("will"))
    }
    let trace = scenario.trace(on: device)
    #expect(trace.notifications == records)
    #expect((trace.screen == device.screen) == scenario.hasFixedScreen)
  }

  @Test func scenariosHaveUniqueNamesAndOneLineSummaries() {
    let names = KeyboardScenario.all.map(\.name)
    #expect(Set(names).count == names.count)
    #expect(names.count >= 12)
    for scenario in KeyboardScenario.all {
      #expect(!scenario.summary.isEmpty && !scenario.summary.contains("\n"))
      #expect(KeyboardScenario.named(scenario.name.uppercased())?.name == scenario.name)
    }
    #expect(KeyboardScenario.named("keyboardExplodes") == nil)
    #expect(KeyboardScenario.named("show-hide") == nil, "the tool's former spelling")
  }
}
