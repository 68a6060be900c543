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
        .init(
          event: .willShow,
          options: KeyboardOptions(endFrame: CGRect(x: 0, y: 451, width: 375, height: 216)),
          fields: .endFrame, time: 0),
        .init(
          event: .didShow, options: KeyboardOptions(belongsToCurrentApp: false),
          fields: .belongsToCurrentApp, time: 0.3),
      ])
    let recorder = KeyboardRecorder(center: keyboard.center, clock: { 0 })
    recorder.start()
    keyboard.simulator().play(trace)
    #expect(keyboard.events == [.willShow, .didShow])
    #expect(recorder.trace.notifications.map(\.options) == trace.notifications.map(\.options))
    #expect(recorder.trace.notifications.map(\.fields) == [.endFrame, .belongsToCurrentApp])
  }

  @Test func playingATraceDrivesAppActivityWhereItFlips() {
    let trace = KeyboardTrace(
      name: "t", source: "s",
      notifications: [
        .init(event: .willShow, options: KeyboardOptions(), fields: [], time: 0),
        .init(
          event: .willHide, options: KeyboardOptions(), fields: [], isAppActive: false, time: 1),
        .init(
          event: .didHide, options: KeyboardOptions(), fields: [], isAppActive: false, time: 1.3),
        .init(event: .willShow, options: KeyboardOptions(), fields: [], time: 5),
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
    #expect(recorder.trace.notifications.map(\.options) == trace.notifications.map(\.options))
  }

  @Test(arguments: KeyboardScenario.all, KeyboardDeviceProfile.all)
  func everyScenarioPlaysOnEveryDeviceInPairedOrder(
    scenario: KeyboardScenario, device: KeyboardDeviceProfile
  ) {
    let steps = scenario.steps(on: device)
    let records = steps.compactMap(\.record)
    #expect(!records.isEmpty)
    #expect(records.map(\.time) == records.map(\.time).sorted())
    // Every will-notification is matched by its did-notification later, but in the scenario of
    // missing did-notifications, which has none.
    for (will, did) in [
      (KeyboardEvent.willShow, KeyboardEvent.didShow), (.willHide, .didHide),
      (.willChangeFrame, .didChangeFrame),
    ] {
      let wills = records.filter { $0.event == will }.count
      let dids = records.filter { $0.event == did }.count
      if scenario.name == KeyboardScenario.missingDidNotifications.name {
        #expect(dids == 0 && wills > 0, "\(will) and no \(did)")
      } else {
        #expect(dids >= 1 || wills == 0, "\(will) without \(did)")
      }
    }
    for record in records {
      #expect(record.fields.contains(.belongsToCurrentApp))
      #expect(
        record.fields.contains(.animationDuration) == record.event.rawValue.hasPrefix("will"))
    }
    let trace = scenario.trace(on: device)
    #expect(trace.notifications == records)
    #expect((trace.screen == device.screen) == scenario.hasFixedScreen)
  }

  /// Every animated scenario follows the keyboard frame by frame on every device, at the
  /// device's rate; the rotation, which has no one screen, has no frames.
  @Test(arguments: KeyboardScenario.all, KeyboardDeviceProfile.all)
  func everyScenarioHasFramesAtTheDevicesRate(
    scenario: KeyboardScenario, device: KeyboardDeviceProfile
  ) {
    let steps = scenario.steps(on: device)
    let frames = steps.compactMap(\.sample).filter { !$0.isLayoutChange }
    guard scenario.hasFixedScreen else {
      #expect(frames.isEmpty)
      return
    }
    #expect(!frames.isEmpty)
    let times = steps.compactMap { $0.record?.time ?? $0.sample?.time }
    #expect(times == times.sorted(), "samples in time order among the notifications")
    // Frames of one animation are one display frame apart; every top edge is on the screen.
    let interval = 1 / Double(device.framesPerSecond)
    let gaps = zip(frames, frames.dropFirst()).map { $1.time - $0.time }
    #expect(gaps.allSatisfy { $0 > interval - 1e-9 })
    #expect(gaps.contains { abs($0 - interval) < 1e-9 })
    #expect(frames.allSatisfy { $0.keyboardTop >= 0 && $0.keyboardTop <= device.screen.maxY })
    let trace = scenario.trace(on: device)
    #expect(trace.samples == steps.compactMap(\.sample))
    #expect(KeyboardSimulator.steps(of: trace).compactMap(\.sample) == trace.samples)
  }

  /// What one observer, driven by a simulator, saw of a scenario: its transitions and motion.
  struct Seen: Equatable {
    var transitions: [KeyboardTransition] = []
    var motions: [KeyboardMotion] = []
  }

  /// Plays a scenario whole, or posts its steps one by one, into a fresh driven observer.
  static func seen(
    _ scenario: KeyboardScenario, on device: KeyboardDeviceProfile, stepByStep: Bool
  ) -> Seen {
    var seen = Seen()
    let center = NotificationCenter()
    let observer = KeyboardObserver(center: center)
    observer
      .onAppear { seen.transitions.append($0) }
      .onDisappear { seen.transitions.append($0) }
      .onMove { seen.motions.append($0) }
      .start()
    let simulator = KeyboardSimulator(center: center, device: device, driving: [observer])
    if stepByStep {
      for step in scenario.steps(on: device) { simulator.post(step) }
    } else {
      simulator.play(scenario)
    }
    observer.clear()
    return seen
  }

  /// Posting a scenario's steps one by one gives the driven observers the screen, the activity
  /// and the frames that playing it whole does: the same transitions and the same motion.
  @Test(arguments: KeyboardScenario.all.filter(\.hasFixedScreen), [KeyboardDeviceProfile.iPhone16])
  func steppingAScenarioDrivesObserversAsPlayingItDoes(
    scenario: KeyboardScenario, device: KeyboardDeviceProfile
  ) {
    let played = Self.seen(scenario, on: device, stepByStep: false)
    let stepped = Self.seen(scenario, on: device, stepByStep: true)
    #expect(!played.motions.isEmpty)
    #expect(stepped == played)
  }

  /// Stepping measures on the device's screen from the first step: the motion of a show reaches
  /// the keyboard's height on screen, which it cannot without a screen to place frames on.
  @Test func steppingAShowMeasuresOnTheDevicesScreen() throws {
    let device = KeyboardDeviceProfile.iPhone16
    let stepped = Self.seen(.showHide, on: device, stepByStep: true)
    #expect(stepped.motions.count > 40, "a frame per display frame of the show and the hide")
    #expect(stepped.motions.map(\.height).max() == device.keyboardHeight)
    #expect(stepped.transitions.map(\.height) == [device.keyboardHeight, 0])
  }

  /// Stepping follows the app's activity: the re-posts while the app is in the background move
  /// nothing, as when the scenario plays whole.
  @Test func steppingFollowsTheAppsActivity() {
    let stepped = Self.seen(.backgroundAndReturn, on: .iPhone16, stepByStep: true)
    #expect(stepped.transitions.map(\.kind) == [.appear, .disappear])
  }

  @Test func aScenarioThatBringsItsOwnFramesGetsNoMore() {
    let own = KeyboardScenario(name: "own", summary: "s") { device in
      [
        .keyboard(
          .init(
            event: .willShow,
            options: KeyboardOptions(
              endFrame: device.dockedFrame(height: 300), animationDuration: 0.25,
              animationCurve: .keyboard),
            fields: [.endFrame, .animationDuration, .animationCurve], time: 0)),
        .sample(.init(time: 0.1, keyboardTop: 600)),
      ]
    }
    #expect(own.steps(on: .iPhone16).compactMap(\.sample) == [.init(time: 0.1, keyboardTop: 600)])
  }

  @Test func aTracesSamplesReachTheDrivenObserversInTimeOrderOnTheSimulatorsClock() {
    let screen = CGRect(x: 0, y: 0, width: 375, height: 667)
    let trace = KeyboardTrace(
      name: "t", source: "s", screen: screen,
      notifications: [
        .init(
          event: .willShow,
          options: KeyboardOptions(
            endFrame: CGRect(x: 0, y: 451, width: 375, height: 216), animationDuration: 0.25,
            animationCurve: .keyboard),
          fields: [.endFrame, .animationDuration, .animationCurve], time: 1),
        .init(
          event: .didShow,
          options: KeyboardOptions(endFrame: CGRect(x: 0, y: 451, width: 375, height: 216)),
          fields: .endFrame, time: 2),
      ],
      // Out of order in the file; the one at 2 s comes before the didShow of 2 s.
      samples: [
        .init(time: 2, keyboardTop: 451), .init(time: 1.5, keyboardTop: 560),
        .init(time: 0.5, keyboardTop: 667),
      ])
    let center = NotificationCenter()
    let keyboard = KeyboardObserver(center: center)
    var motions: [KeyboardMotion] = []
    keyboard.onMove { motions.append($0) }.start()
    KeyboardSimulator(center: center, driving: [keyboard]).play(trace)
    // The sample at 0.5 s finds the keyboard at rest and hidden: nothing. The willShow at 1 s
    // starts the show (its time the simulator's); by 1.5 s the show's timing is over, and the
    // frame at 1.5 s ends it at 216 pt (its reading, half a second off the timing, corrects
    // nothing); the frame at 2 s and the didShow then change nothing.
    #expect(motions.map(\.time) == [1, 1.5])
    #expect(motions.map(\.height) == [0, 216])
    #expect(motions.map(\.phase) == [.showing, .settled])
  }

  @Test func undrivenObserversGetNoFrames() {
    let center = NotificationCenter()
    let keyboard = KeyboardObserver(center: center)
    keyboard.screen = KeyboardDeviceProfile.iPhone16.screen
    var motions: [KeyboardMotion] = []
    keyboard.onMove { motions.append($0) }.start()
    KeyboardSimulator(center: center, device: .iPhone16).play(.showHide)
    // Only the notifications: each will starts a move, each did ends one.
    #expect(motions.map(\.phase) == [.showing, .settled, .hiding, .settled])
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
