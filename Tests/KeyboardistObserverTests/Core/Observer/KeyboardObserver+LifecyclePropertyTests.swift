import Foundation
import KeyboardistObserver
import KeyboardistTestSupport
import Testing

/// Dozens of observers of one center through random lifecycles, held to what their documentation
/// promises.
///
/// Each case drives one `NotificationCenter` for thousands of steps: observers are made, started
/// late, stopped, restarted, cleared and released; listeners (`onAppear` with `onDisappear`,
/// `onMove`, raw `on(event:)`) are added while started and while stopped; screens change (`nil`
/// and rotations included), the app's activity toggles, and notifications arrive in real-looking
/// bursts (shows, resizes, hides, QuickType, a hardware keyboard's 55 pt bar in a 313 pt frame,
/// third-party keyboards, password prompts, interactive drags, rotations, background and return,
/// another app's keyboard, empty `willChangeFrame`s, `did…` echoes, frames fed with `follow`) and
/// in random ones. A small model of where the keyboard is (``World``), measured on each
/// observer's own screen, is the reference.
///
/// Every failure names its property, the step, and the actions before it; replay a case with the
/// `KEYBOARDIST_SEED` it prints (see ``FuzzConfiguration``).
@MainActor
@Suite struct KeyboardObserverLifecyclePropertyTests {
  @Test func randomLifecyclesKeepTheDocumentedPromises() {
    FuzzConfiguration.forEachCase(standard: 6) { random, label in
      let run = Run(random: random)
      run.play(steps: Run.steps)
      for property in Property.allCases {
        guard let failure = run.failures[property] else { continue }
        Issue.record(
          """
          \(property.rawValue): \(failure.count) violation(s); the first, at step \
          \(failure.step): \(failure.message)
          The actions before it:
          \(failure.context)
          \(label)
          """)
      }
    }
  }

  // MARK: - Cases the property test found, shrunk by hand

  /// A 390 × 844 screen, the keyboard 336 pt tall.
  static let portrait = Orientation.portrait

  /// A hide with a 0 duration (a password prompt's) ends the motion at 0 at once, even when the
  /// observer stopped during an earlier hide and started again during a show.
  ///
  /// `rest(at:)` and the stale animation: the hide's target is that of the animation left over
  /// from before the stop, so the model takes the hide for one it already follows.
  @Test func aHideWithNoDurationAfterARestartEndsTheMotionAtZero() {
    let center = NotificationCenter()
    let screen = Self.portrait.screen
    let keyboard = KeyboardObserver(center: center)
    keyboard.screen = screen
    var motions: [KeyboardMotion] = []
    keyboard.onMove { motions.append($0) }.start()
    let docked = Self.portrait.docked(336)
    let below = Self.portrait.below(336)
    let show = KeyboardOptions(
      startFrame: below, endFrame: docked, animationDuration: 0.25, animationCurve: .keyboard)
    let hide = KeyboardOptions(
      startFrame: docked, endFrame: below, animationDuration: 0.25, animationCurve: .keyboard)
    center.post(.willShow, show)
    center.post(.didShow, show)
    center.post(.willHide, hide)
    keyboard.stop()
    center.post(.didHide, hide)
    center.post(.willShow, show)
    keyboard.start()
    var prompt = hide
    prompt.animationDuration = 0
    center.post(.willHide, prompt)
    #expect(motions.last?.phase == .settled, "\(motions.suffix(3))")
    #expect(motions.last?.height == 0)
  }

  /// An observer restarted while the keyboard is up on its screen hands out nothing, beside a
  /// started observer on another screen.
  ///
  /// The center's state takes each notification once per started observer, each time on that
  /// observer's screen: a landscape frame change read on a portrait screen is a floating
  /// keyboard, so the state ends hidden, and the restart hands out a disappear.
  @Test func aRestartBesideAnObserverOnAnotherScreenHandsOutNothing() {
    let center = NotificationCenter()
    let landscape = Orientation.landscape
    var log: [KeyboardTransition] = []
    let keyboard = KeyboardObserver(center: center)
    keyboard.screen = landscape.screen
    keyboard.onAppear { log.append($0) }.onDisappear { log.append($0) }.start()
    center.post(
      .willShow,
      KeyboardOptions(
        startFrame: landscape.below(169), endFrame: landscape.docked(169),
        animationDuration: 0.25, animationCurve: .keyboard))
    let neighbour = KeyboardObserver(center: center)
    neighbour.screen = Self.portrait.screen
    neighbour.onAppear { _ in }.onDisappear { _ in }.start()
    center.post(
      .willChangeFrame,
      KeyboardOptions(
        startFrame: landscape.docked(169), endFrame: landscape.docked(199),
        animationDuration: 0.25, animationCurve: .keyboard))
    #expect(log.map(\.height) == [169, 199])
    keyboard.stop()
    keyboard.start()
    #expect(log.map(\.height) == [169, 199], "nothing changed while it was stopped")
    _ = neighbour
  }

  /// After `clear()`, an observer is "as if new": a new `onMove` hears nothing at the next start
  /// while the keyboard stays hidden.
  @Test func aClearedObserverHandsOutNoMotionForAHiddenKeyboard() {
    let center = NotificationCenter()
    let keyboard = KeyboardObserver(center: center)
    keyboard.screen = Self.portrait.screen
    keyboard.onMove { _ in }.start()
    center.post(.willShow, .shown(336, on: Self.portrait.screen))
    center.post(.didShow, .shown(336, on: Self.portrait.screen))
    center.post(.willHide, .hidden(336, on: Self.portrait.screen))
    center.post(.didHide, .hidden(336, on: Self.portrait.screen))
    keyboard.clear()
    var motions: [KeyboardMotion] = []
    keyboard.onMove { motions.append($0) }.start()
    #expect(motions.isEmpty, "as a new observer: \(motions)")
  }
}

extension KeyboardObserverLifecyclePropertyTests {
  /// A promise of the documentation the test checks.
  enum Property: String, CaseIterable {
    /// `stop()`, `clear()` and deinit: "no callback ever runs after the instance is gone";
    /// StartingAndStopping.md: a stopped observer sees nothing.
    case callbackWhileStopped = "no callback after stop, clear or release"
    /// "The center never keeps the observer alive."
    case released = "a released observer goes"
    /// `KeyboardTracker`: "height stays finite, at least 0 and no taller than the screen";
    /// `KeyboardMotion.height`: "the keyboard's visible height on the screen".
    case heightInBounds = "heights finite, at least 0 and no taller than the observer's screen"
    /// `KeyboardTracker`: "a disappear always follows an appear, and appearIndex starts again
    /// from 0 after each disappear".
    case alternation = "appears and disappears alternate, appearIndex restarts at 0"
    /// `start()`: "if the keyboard is up … it hands out one appear with the keyboard's height …;
    /// if the keyboard went, or changed height, while this observer was stopped, it hands out the
    /// one disappear or appear that tells it so"; `onAppear`: "registered on a started observer
    /// while the keyboard is up, it also runs at once with the keyboard where it is".
    case transitionCatchUp = "transitions catch up when an observer starts or a listener is added"
    /// `onMove`: "an observer that starts (or gets this callback while started) after the
    /// keyboard moved hands out one motion at rest where the keyboard is now".
    case motionCatchUp = "motion catches up when an observer starts or gets onMove"
    /// `start()`: "it hands out the one disappear or appear that tells it so. Nothing is handed
    /// out when nothing changed"; `onMove`: "hands out one motion at rest".
    case catchUpOnce =
      "a start hands out at most one transition and one motion, none if nothing changed"
    /// The tracker's rules, followed live: once the keyboard rests, the last transition says
    /// where it is.
    case transitionsLive = "transitions agree with the keyboard once it rests"
    /// `onMove`: "once when the keyboard comes to rest": once the keyboard rests, the last motion
    /// is at rest where it is.
    case motionLive = "motion agrees with the keyboard once it rests"
    /// `KeyboardMotionModel.update`: "The rules of ``KeyboardTracker`` decide what counts": an
    /// observer's transitions and motion agree once the keyboard rests, other apps' keyboards
    /// included.
    case oneFilter = "an observer's transitions and motion agree once the keyboard rests"
    /// `on(event:)` and `stop()`: raw callbacks see every notification posted while started,
    /// parsed by `KeyboardOptions(userInfo:)`, in order, and nothing else.
    case raw = "raw callbacks see exactly the notifications posted while started"
  }

  /// The first violation of a property, and how many there were.
  struct Failure {
    var count: Int
    var step: Int
    var message: String
    var context: String
  }

  /// The reference model of where the keyboard is.
  typealias World = ReferenceKeyboard
  /// The device's orientation and the keyboards it shows.
  typealias Orientation = ReferenceKeyboard.Orientation

  /// What one observer's callbacks received, kept apart from the observer so that the callbacks
  /// do not keep it alive.
  @MainActor final class ProbeLog {
    let id: Int
    weak var run: Run?
    /// Whether the test has the observer started (set before `start()`, cleared before `stop()`).
    var isStarted = false
    /// Whether the test let the observer go.
    var isGone = false
    /// The observer's screen, as the test last set it.
    var screen: CGRect?
    /// Whether an `onAppear` registered now on a tracking observer is being told of the keyboard.
    var isTelling = false
    /// Whether the last appear was told to a new listener.
    private var isAfterTelling = false
    /// Transitions since the last `clear()`.
    var transitions: [KeyboardTransition] = []
    /// Motion since the last `clear()`.
    var motions: [KeyboardMotion] = []
    /// Raw notifications received, and expected, since the last comparison.
    var raw: [(KeyboardEvent, KeyboardOptions)] = []
    var expectedRaw: [(KeyboardEvent, KeyboardOptions)] = []

    init(id: Int, run: Run) {
      self.id = id
      self.run = run
    }

    private func fail(_ property: Property, _ message: String) {
      run?.fail(property, "p\(id): \(message)")
    }

    private func checkAlive(_ what: String) {
      if isGone {
        fail(.callbackWhileStopped, "\(what) after release")
      } else if !isStarted {
        fail(.callbackWhileStopped, "\(what) while stopped")
      }
    }

    private func checkHeight(_ height: CGFloat, _ what: String) {
      let limit = screen?.height ?? .infinity
      if !height.isFinite || height < 0 || height > limit + 0.5 {
        fail(.heightInBounds, "\(what) of \(height) pt on a screen \(limit) pt tall")
      }
    }

    func received(_ transition: KeyboardTransition) {
      checkAlive("\(transition.kind)")
      checkHeight(transition.height, "\(transition.kind)")
      let previous = transitions.last
      switch transition.kind {
      case .appear where isTelling:
        // A new listener is told where the keyboard is; the docs leave its index open, and so
        // the index of the appear after it.
        isAfterTelling = true
        if transition.height <= 0 { fail(.alternation, "told of an appear of 0") }
      case .appear:
        let index = previous?.kind == .appear ? (previous?.appearIndex ?? 0) + 1 : 0
        let isIndexRight =
          isAfterTelling && previous?.kind == .appear
          ? transition.appearIndex > 0 : transition.appearIndex == index
        isAfterTelling = false
        if !isIndexRight || transition.height <= 0 {
          fail(
            .alternation,
            "appear #\(transition.appearIndex) of \(transition.height) after \(describe(previous))"
          )
        }
      case .disappear:
        isAfterTelling = false
        if previous?.kind != .appear || transition.height != 0 {
          fail(.alternation, "disappear after \(describe(previous))")
        }
      }
      transitions.append(transition)
      run?.note("  p\(id) got \(transition.kind) #\(transition.appearIndex) \(transition.height)")
    }

    func received(_ motion: KeyboardMotion) {
      checkAlive("motion")
      checkHeight(motion.height, "motion \(motion.phase)")
      motions.append(motion)
      run?.note("  p\(id) got motion \(motion.phase) \(motion.height)")
    }

    func received(_ event: KeyboardEvent, _ options: KeyboardOptions) {
      checkAlive("raw \(event)")
      raw.append((event, options))
    }

    /// Compares the raw notifications received with those expected, and starts again.
    func compareRaw() {
      let got = raw.map { "\($0.0)" }
      let expected = expectedRaw.map { "\($0.0)" }
      if got != expected || !zip(raw, expectedRaw).allSatisfy({ $0.1 == $1.1 }) {
        fail(.raw, "got \(got), expected \(expected)")
      }
      raw = []
      expectedRaw = []
    }

    func forget() {
      isAfterTelling = false
      transitions = []
      motions = []
    }

    private func describe(_ transition: KeyboardTransition?) -> String {
      guard let transition else { return "nothing" }
      return "\(transition.kind) #\(transition.appearIndex) of \(transition.height)"
    }
  }

  /// One observer under test and what the test gave it.
  @MainActor final class Probe {
    var keyboard: KeyboardObserver?
    let log: ProbeLog
    var hasTransitionListeners = false
    var hasMoveListener = false
    var rawEvents: Set<KeyboardEvent> = []
    var isAppActive = true
    var ignoresOtherApps = true
    /// Whether the observer has followed every notification since it last caught up, so that it
    /// must agree with the reference once the keyboard rests.
    var isInSync = false

    init(log: ProbeLog, center: NotificationCenter) {
      self.log = log
      keyboard = KeyboardObserver(center: center)
    }

    var id: Int { log.id }
    var isStarted: Bool { log.isStarted }
    var screen: CGRect? { log.screen }
  }

  /// One beat of a scenario.
  enum Beat {
    /// A real-looking notification, its frames for `orientation`.
    case post(KeyboardEvent, KeyboardOptions, Orientation)
    /// A random notification, malformed or not.
    case chaos(KeyboardEvent, [AnyHashable: Any]?)
    /// The random notifications end: the reference may know the keyboard again.
    case chaosEnds
    /// Display frames of the animation under way, for every observer following the motion.
    case frames
    /// The user's finger drags the keyboard down, read as layout changes.
    case drag
    /// The device turns: observers follow the new screen (most), lose it or keep the old one.
    case rotate(Orientation)
    /// The app leaves or comes back to the foreground.
    case setActive(Bool)
    /// A text input announces, through one observer, that it swaps the keyboard for a panel.
    case switchInput
    /// The switching input ends editing, announced through one observer.
    case endEditing
  }
}

extension KeyboardObserverLifecyclePropertyTests {
  /// One case: a center, its observers, the reference and the scenario under way.
  @MainActor final class Run {
    /// Steps per case.
    static let steps = 4000
    /// At most this many observers at once.
    static let maxProbes = 32
    /// Whether every action and callback is printed: set `KEYBOARDIST_TRACE` to replay a case.
    static let isTraced = ProcessInfo.processInfo.environment["KEYBOARDIST_TRACE"] != nil

    var random: SplitMix64
    let center = NotificationCenter()
    var probes: [Probe] = []
    /// The logs of released observers: a callback reaching one is a failure.
    var goneLogs: [ProbeLog] = []
    var world = World()
    var orientation = Orientation.portrait
    var beats: [Beat] = []
    var failures: [Property: Failure] = [:]
    var actions: [String] = []
    var step = 0
    var now: TimeInterval = 0
    var lastID = 0

    init(random: SplitMix64) {
      self.random = random
    }

    func fail(_ property: Property, _ message: String) {
      if var failure = failures[property] {
        failure.count += 1
        failures[property] = failure
      } else {
        let context = actions.suffix(60).joined(separator: "\n")
        failures[property] = Failure(count: 1, step: step, message: message, context: context)
      }
    }

    func note(_ action: String) {
      if Self.isTraced { print("#\(step) \(action)") }
      actions.append("#\(step) \(action)")
      if actions.count > 200 { actions.removeFirst(100) }
    }

    func play(steps: Int) {
      for _ in 0..<8 { make() }
      for index in 0..<steps {
        step = index
        if random.chance(11, in: 20) {
          if beats.isEmpty { beats = scenario() }
          play(beats.removeFirst())
        } else {
          act()
        }
      }
      while !beats.isEmpty { play(beats.removeFirst()) }
      for probe in probes { probe.log.compareRaw() }
      while let probe = probes.first { release(probe) }
    }

    // MARK: Lifecycles, listeners and settings

    func act() {
      guard !probes.isEmpty, !random.chance(1, in: 12) else {
        if probes.count < Self.maxProbes { make() }
        return
      }
      let probe = probes[random.below(probes.count)]
      switch random.below(20) {
      case 0..<4: start(probe)
      case 4..<6: stop(probe)
      case 6: restart(probe)
      case 7: clear(probe)
      case 8: release(probe)
      case 9..<11: addTransitionListeners(probe)
      case 11..<13: addMoveListener(probe)
      case 13..<15: addRawListener(probe)
      case 15..<17: setScreen(probe, randomScreen())
      case 17:
        probe.isAppActive.toggle()
        probe.keyboard?.isAppActive = probe.isAppActive
        note("p\(probe.id) isAppActive = \(probe.isAppActive)")
      case 18:
        probe.ignoresOtherApps.toggle()
        probe.keyboard?.ignoresOtherApps = probe.ignoresOtherApps
        probe.isInSync = false
        note("p\(probe.id) ignoresOtherApps = \(probe.ignoresOtherApps)")
      default:
        if probes.count < Self.maxProbes { make() }
      }
    }

    func randomScreen() -> CGRect? {
      switch random.below(10) {
      case 0..<6: orientation.screen
      case 6..<8: nil
      default: orientation.other.screen
      }
    }

    func make() {
      lastID += 1
      let log = ProbeLog(id: lastID, run: self)
      let probe = Probe(log: log, center: center)
      probes.append(probe)
      note("make p\(probe.id)")
      setScreen(probe, randomScreen())
      if random.chance(1, in: 5) {
        probe.ignoresOtherApps = false
        probe.keyboard?.ignoresOtherApps = false
        note("p\(probe.id) ignoresOtherApps = false")
      }
      if random.chance(3, in: 5) { addTransitionListeners(probe) }
      if random.chance(1, in: 2) { addMoveListener(probe) }
      if random.chance(2, in: 5) { addRawListener(probe) }
      if random.chance(1, in: 2) { start(probe) }
    }

    func setScreen(_ probe: Probe, _ screen: CGRect?) {
      let changed = screen != probe.screen
      probe.log.screen = screen
      probe.keyboard?.screen = screen
      // A hidden keyboard is hidden on every screen; a shown one is measured anew only by the
      // next notification ("the notifications of the rotation bring the new height").
      if changed, world.frame != nil || world.isAnimating { probe.isInSync = false }
      note("p\(probe.id) screen = \(describe(screen))")
    }

    func start(_ probe: Probe) {
      guard let keyboard = probe.keyboard, !probe.isStarted else { return }
      probe.log.isStarted = true
      note("start p\(probe.id)")
      let expected = expectedHeight(of: probe)
      let transitionsBefore = probe.log.transitions.count
      let motionsBefore = probe.log.motions.count
      let transitionsAgreed = expected.map { transitionsAgree(probe, $0) } ?? false
      let motionAgreed = !world.isAnimating && (expected.map { motionAgrees(probe, $0) } ?? false)
      keyboard.start()
      probe.isInSync = probe.isAppActive && world.isKnown && !world.isChaos
      let transitions = probe.log.transitions.count - transitionsBefore
      let motions = probe.log.motions.count - motionsBefore
      if transitions > (transitionsAgreed ? 0 : 1) {
        fail(.catchUpOnce, "p\(probe.id) handed out \(transitions) transition(s) as it started")
      }
      if motions > (motionAgreed ? 0 : 1) {
        fail(.catchUpOnce, "p\(probe.id) handed out \(motions) motion(s) as it started")
      }
      checkCatchUp(probe, transitions: probe.hasTransitionListeners, motion: probe.hasMoveListener)
    }

    func stop(_ probe: Probe) {
      guard let keyboard = probe.keyboard else { return }
      probe.log.isStarted = false
      note("stop p\(probe.id)")
      keyboard.stop()
    }

    func restart(_ probe: Probe) {
      stop(probe)
      start(probe)
    }

    func clear(_ probe: Probe) {
      guard let keyboard = probe.keyboard else { return }
      probe.log.isStarted = false
      note("clear p\(probe.id)")
      keyboard.clear()
      probe.log.compareRaw()
      probe.log.forget()
      probe.hasTransitionListeners = false
      probe.hasMoveListener = false
      probe.rawEvents = []
    }

    func release(_ probe: Probe) {
      weak let released = probe.keyboard
      probe.log.compareRaw()
      probe.log.isGone = true
      note("release p\(probe.id)\(probe.isStarted ? " (started)" : "")")
      probe.keyboard = nil
      probes.removeAll { $0 === probe }
      goneLogs.append(probe.log)
      if released != nil { fail(.released, "p\(probe.id) outlives its release") }
      // "Nothing outlives the observers that use it": with the last one gone, a keyboard that is
      // up is learnt of at its next change.
      if probes.isEmpty, world.frame != nil || world.isAnimating { world.isKnown = false }
    }

    func addTransitionListeners(_ probe: Probe) {
      guard let keyboard = probe.keyboard else { return }
      let wasTracking = probe.hasTransitionListeners
      let log = probe.log
      note("p\(probe.id) onAppear, onDisappear")
      log.isTelling = wasTracking
      keyboard.onAppear { [log] in log.received($0) }
      log.isTelling = false
      keyboard.onDisappear { [log] in log.received($0) }
      probe.hasTransitionListeners = true
      // A listener added to a tracking observer is told what the observer knows: where the
      // keyboard is only while the observer is in sync.
      guard probe.isStarted, !wasTracking || probe.isInSync else { return }
      checkCatchUp(probe, transitions: true, motion: false)
    }

    func addMoveListener(_ probe: Probe) {
      guard let keyboard = probe.keyboard else { return }
      let wasFollowing = probe.hasMoveListener
      let log = probe.log
      note("p\(probe.id) onMove")
      keyboard.onMove { [log] in log.received($0) }
      probe.hasMoveListener = true
      guard probe.isStarted, !wasFollowing else { return }
      checkCatchUp(probe, transitions: false, motion: true)
    }

    func addRawListener(_ probe: Probe) {
      guard let keyboard = probe.keyboard else { return }
      let event = KeyboardEvent.allCases[random.below(KeyboardEvent.allCases.count)]
      let log = probe.log
      note("p\(probe.id) on(event: .\(event))")
      keyboard.on(event: event) { [log] in log.received(event, $0) }
      probe.rawEvents.insert(event)
    }

    // MARK: Checks against the reference

    /// The height the reference says the observer's listeners must know, or `nil` where it does
    /// not apply to the observer.
    ///
    /// An inactive observer applies its own rule (no transitions) and is not compared;
    /// neither is one that takes other apps' keyboards while one is up.
    func expectedHeight(of probe: Probe) -> CGFloat? {
      guard probe.isAppActive, probe.ignoresOtherApps || !world.isOtherAppShown else { return nil }
      return world.height(on: probe.screen)
    }

    /// Checks what an observer handed out as it caught up; one that did not catch up is not
    /// compared live until it starts again.
    func checkCatchUp(_ probe: Probe, transitions: Bool, motion: Bool) {
      guard let height = expectedHeight(of: probe) else { return }
      if transitions, !checkTransitions(of: probe, at: height, .transitionCatchUp) {
        probe.isInSync = false
      }
      if motion, !world.isAnimating, !checkMotion(of: probe, at: height, .motionCatchUp) {
        probe.isInSync = false
      }
    }

    func checkLive() {
      guard !world.isAnimating else { return }
      for probe in probes where probe.isStarted && probe.isInSync {
        checkOneFilter(probe)
        guard let height = expectedHeight(of: probe) else { continue }
        // One failure per observer and catch-up: the next start compares it again.
        if probe.hasTransitionListeners, !checkTransitions(of: probe, at: height, .transitionsLive)
        {
          probe.isInSync = false
        }
        if probe.hasMoveListener, !checkMotion(of: probe, at: height, .motionLive) {
          probe.isInSync = false
        }
      }
    }

    /// Checks that an observer's two layers say the same, whatever the reference knows.
    func checkOneFilter(_ probe: Probe) {
      guard probe.hasTransitionListeners, probe.hasMoveListener, probe.isAppActive, !world.isChaos
      else { return }
      let last = probe.log.transitions.last
      let height = last?.kind == .appear ? last?.height ?? 0 : 0
      if !motionAgrees(probe, height) {
        let motion = probe.log.motions.last.map { "\($0.phase), \($0.height)" } ?? "nothing"
        fail(.oneFilter, "p\(probe.id)'s transitions say \(height), its motion \(motion)")
        probe.isInSync = false
      }
    }

    /// Whether the last transition says the keyboard is up at `height`, or down when it is 0.
    func transitionsAgree(_ probe: Probe, _ height: CGFloat) -> Bool {
      let last = probe.log.transitions.last
      return height > 0.5
        ? last?.kind == .appear && abs((last?.height ?? 0) - height) <= 0.5
        : last == nil || last?.kind == .disappear
    }

    /// Whether the last motion is at rest at `height`; with none, whether `height` is 0.
    func motionAgrees(_ probe: Probe, _ height: CGFloat) -> Bool {
      guard let last = probe.log.motions.last else { return height <= 0.5 }
      return last.phase == .settled && abs(last.height - height) <= 0.5
    }

    @discardableResult
    func checkTransitions(of probe: Probe, at height: CGFloat, _ property: Property) -> Bool {
      let agrees = transitionsAgree(probe, height)
      if !agrees {
        let last = probe.log.transitions.last
        let said = last.map { "\($0.kind) of \($0.height)" } ?? "nothing"
        let history = probe.log.transitions.suffix(4).map { "\($0.kind) \($0.height)" }
        fail(
          property,
          "p\(probe.id) says \(said); the keyboard is at \(height) (its last: \(history))")
      }
      return agrees
    }

    @discardableResult
    func checkMotion(of probe: Probe, at height: CGFloat, _ property: Property) -> Bool {
      let agrees = motionAgrees(probe, height)
      if !agrees {
        let last = probe.log.motions.last
        let said = last.map { "\($0.phase), \($0.height)" } ?? "nothing"
        let history = probe.log.motions.suffix(4).map { "\($0.phase) \($0.height)" }
        fail(
          property,
          "p\(probe.id) motion says \(said); the keyboard rests at \(height) (its last: \(history))"
        )
      }
      return agrees
    }

    // MARK: Notifications and frames

    func play(_ beat: Beat) {
      switch beat {
      case .post(let event, let options, let orientation):
        post(event, options, orientation)
      case .chaos(let event, let userInfo):
        world.isChaos = true
        let options = KeyboardOptions(userInfo: userInfo)
        note("chaos \(event) \(describe(options))")
        expectRaw(event, options)
        for probe in probes where probe.isStarted { probe.isInSync = false }
        center.post(name: event.notificationName, object: nil, userInfo: userInfo)
        if random.chance(1, in: 3) { randomSamples() }
      case .chaosEnds:
        world.isChaos = false
        note("chaos ends")
      case .frames:
        frames()
      case .drag:
        drag()
      case .rotate(let next):
        rotate(to: next)
      case .setActive(let isActive):
        note("app \(isActive ? "active" : "inactive")")
        for probe in probes {
          probe.isAppActive = isActive
          probe.keyboard?.isAppActive = isActive
        }
      case .switchInput:
        guard let keyboard = probes.randomElement(using: &random)?.keyboard else { return }
        note("switch input to a panel")
        world.switchInput()
        keyboard.switchInput(to: .panel)
      case .endEditing:
        note("input ends editing")
        world.inputDidEndEditing()
        guard let keyboard = probes.randomElement(using: &random)?.keyboard else {
          world.isKnown = false  // no observer is told
          return
        }
        keyboard.inputDidEndEditing()
        checkLive()
      }
    }

    func expectRaw(_ event: KeyboardEvent, _ options: KeyboardOptions) {
      for probe in probes where probe.isStarted && probe.rawEvents.contains(event) {
        probe.log.expectedRaw.append((event, options))
      }
    }

    func post(_ event: KeyboardEvent, _ options: KeyboardOptions, _ orientation: Orientation) {
      note("post \(event) \(describe(options))")
      world.apply(event, options, orientation: orientation, isObserved: !probes.isEmpty)
      for probe in probes where probe.isStarted {
        let isCompatible =
          world.frame == nil || probe.screen.map { $0 == orientation.screen } ?? true
        if !probe.isAppActive || !isCompatible { probe.isInSync = false }
      }
      expectRaw(event, KeyboardOptions(userInfo: options.userInfo))
      center.post(name: event.notificationName, object: nil, userInfo: options.userInfo)
      checkLive()
    }

    /// Three display frames of the animation under way, the same for every observer: each is
    /// fed where the keyboard is on its screen, on the way from where the animation started to
    /// where the reference says it goes.
    func frames() {
      for frame in 1...3 {
        now += 1.0 / 60
        for probe in probes where probe.isStarted && probe.hasMoveListener {
          guard let screen = probe.screen, let target = world.height(on: screen) else { continue }
          let from = world.animationStart.map { World.measure($0, on: screen) } ?? 0
          let height = from + (target - from) * CGFloat(frame) / 4
          probe.keyboard?.follow(KeyboardSample(time: now, keyboardTop: screen.maxY - height))
        }
      }
      note("3 frames at \(now)")
    }

    /// The finger drags the keyboard down a little, three layout changes.
    func drag() {
      world.isAnimating = true
      for step in 1...3 {
        now += 1.0 / 60
        for probe in probes where probe.isStarted && probe.hasMoveListener {
          guard let screen = probe.screen, let shown = world.height(on: screen), shown > 0 else {
            continue
          }
          let height = shown * (1 - 0.15 * CGFloat(step))
          probe.keyboard?.follow(
            layoutChange: KeyboardSample(time: now, keyboardTop: screen.maxY - height))
        }
      }
      note("drag at \(now)")
    }

    /// Samples at random, outside any animation: the reference knows nothing then.
    func randomSamples() {
      guard !probes.isEmpty else { return }
      let probe = probes[random.below(probes.count)]
      guard probe.isStarted else { return }
      now += 1.0 / 60
      let top = CGFloat(random.below(1200)) - 100
      probe.isInSync = false
      note("p\(probe.id) random sample at \(top)")
      if random.chance(1, in: 2) {
        probe.keyboard?.follow(KeyboardSample(time: now, keyboardTop: top))
      } else {
        probe.keyboard?.follow(layoutChange: KeyboardSample(time: now, keyboardTop: top))
      }
    }

    func rotate(to next: Orientation) {
      note("rotate to \(next)")
      orientation = next
      for probe in probes {
        switch random.below(20) {
        case 0..<12: setScreen(probe, next.screen)
        case 12..<17: setScreen(probe, nil)
        default: break  // keeps the old screen: not compared while the keyboard is up
        }
      }
    }

    // MARK: Scenarios

    /// The notifications of one thing the user or the system does, given where the keyboard is.
    func scenario() -> [Beat] {
      let shown = world.frame
      let roll = random.below(100)
      if let shown {
        switch roll {
        case 0..<25: return hide(shown)
        case 25..<45: return resize(shown)
        case 45..<55: return pinyin(shown)
        case 55..<70: return drag(shown)
        case 70..<78: return rotation()
        case 78..<85: return background()
        case 85..<89: return emptyFrameChange()
        case 89..<92: return echo(shown)
        case 92..<95: return panelSwap(shown)
        default: return chaos()
        }
      }
      switch roll {
      case 0..<35: return show()
      case 35..<45: return thirdPartyShow()
      case 45..<53: return passwordPrompt()
      case 53..<63: return otherApp()
      case 63..<71: return rotation()
      case 71..<77: return background()
      case 77..<83: return emptyFrameChange()
      case 83..<90: return echo(orientation.below(orientation.heights[0]))
      default: return chaos()
      }
    }

    func options(
      from start: CGRect, to end: CGRect, duration: TimeInterval = 0.25, isLocal: Bool = true
    ) -> KeyboardOptions {
      KeyboardOptions(
        belongsToCurrentApp: isLocal, startFrame: start, endFrame: end,
        animationDuration: duration, animationCurve: .keyboard)
    }

    /// A burst that moves the keyboard from `start` to `end` the way UIKit posts it.
    func move(
      _ will: KeyboardEvent, _ did: KeyboardEvent, from start: CGRect, to end: CGRect,
      isLocal: Bool = true, withFrameChange: Bool = true
    ) -> [Beat] {
      let moving = options(from: start, to: end, isLocal: isLocal)
      var beats: [Beat] = []
      if withFrameChange { beats.append(.post(.willChangeFrame, moving, orientation)) }
      beats.append(.post(will, moving, orientation))
      beats.append(.frames)
      if withFrameChange { beats.append(.post(.didChangeFrame, moving, orientation)) }
      beats.append(.post(did, moving, orientation))
      return beats
    }

    func randomKeyboard() -> CGRect {
      random.chance(1, in: 5)
        ? orientation.shortcutBar
        : orientation.docked(orientation.heights[random.below(orientation.heights.count)])
    }

    func show() -> [Beat] {
      let end = randomKeyboard()
      return move(.willShow, .didShow, from: orientation.below(end.height), to: end)
    }

    func hide(_ shown: CGRect) -> [Beat] {
      var below = shown
      below.origin.y = orientation.screen.maxY
      return move(
        .willHide, .didHide, from: shown, to: below, withFrameChange: random.chance(1, in: 2))
    }

    /// QuickType on or off, or the emoji keyboard: another height while up.
    func resize(_ shown: CGRect) -> [Beat] {
      let end = orientation.docked(orientation.heights[random.below(orientation.heights.count)])
      return move(.willShow, .didShow, from: shown, to: end)
    }

    /// A pinyin candidate bar: the frame grows with `willChangeFrame` alone.
    func pinyin(_ shown: CGRect) -> [Beat] {
      let end = orientation.docked(min(shown.height + 36, orientation.screen.height / 2))
      let growing = options(from: shown, to: end)
      return [
        .post(.willChangeFrame, growing, orientation), .frames,
        .post(.didChangeFrame, growing, orientation),
      ]
    }

    /// A third-party keyboard: a first `willShow` of 0 pt, then two that grow.
    func thirdPartyShow() -> [Beat] {
      let heights = orientation.heights
      let zero = CGRect(
        x: 0, y: orientation.screen.maxY, width: orientation.screen.width, height: 0)
      let first = orientation.docked(heights[1])
      let second = orientation.docked(heights[0])
      return [
        .post(.willShow, options(from: orientation.below(heights[1]), to: zero), orientation),
        .post(.willShow, options(from: orientation.below(heights[1]), to: first), orientation),
        .frames,
        .post(.willShow, options(from: first, to: second), orientation),
        .post(.didShow, options(from: first, to: second), orientation),
      ]
    }

    /// A panel of the keyboard's height swapped in for it, announced: the swap posts a hide and a
    /// show of the same frame, or, one time in three, a hide whose show never comes before editing
    /// ends.
    func panelSwap(_ shown: CGRect) -> [Beat] {
      let below = CGRect(
        x: shown.minX, y: orientation.screen.maxY, width: shown.width, height: shown.height)
      var beats: [Beat] = [
        .switchInput, .post(.willHide, options(from: shown, to: below), orientation),
        .post(.didHide, options(from: shown, to: below), orientation),
      ]
      if random.chance(1, in: 3) {
        beats.append(.endEditing)
      } else {
        beats += [
          .post(.willShow, options(from: shown, to: shown), orientation),
          .post(.didShow, options(from: shown, to: shown), orientation),
        ]
      }
      return beats
    }

    /// A password prompt: the keyboard shows and hides at once with a 0 duration.
    func passwordPrompt() -> [Beat] {
      let end = orientation.docked(orientation.heights[0])
      let below = orientation.below(end.height)
      return [
        .post(.willShow, options(from: below, to: end), orientation),
        .post(.willHide, options(from: end, to: below, duration: 0), orientation),
        .post(.didHide, options(from: end, to: below, duration: 0), orientation),
      ]
    }

    /// The user drags the keyboard down, then lets go: it goes, or springs back.
    func drag(_ shown: CGRect) -> [Beat] {
      var below = shown
      below.origin.y = orientation.screen.maxY
      if random.chance(1, in: 2) {
        return [.drag] + move(.willHide, .didHide, from: shown, to: below, withFrameChange: false)
      }
      return [.drag] + move(.willShow, .didShow, from: shown, to: shown, withFrameChange: false)
    }

    /// The device turns; a keyboard that is up comes back at its height for the new screen,
    /// hidden and shown again, or moved by a frame change.
    func rotation() -> [Beat] {
      let next = orientation.other
      let shown = world.frame
      var beats: [Beat] = [.rotate(next)]
      guard let shown else { return beats }
      let end = next.docked(next.heights[random.below(next.heights.count)])
      let oldBelow = CGRect(
        x: 0, y: orientation.screen.maxY, width: shown.width, height: shown.height)
      if random.chance(1, in: 2) {
        let hiding = options(from: shown, to: oldBelow)
        beats += [.post(.willHide, hiding, orientation), .post(.didHide, hiding, orientation)]
        let showing = options(from: next.below(end.height), to: end)
        beats += [.post(.willShow, showing, next), .frames, .post(.didShow, showing, next)]
      } else {
        let moving = options(from: shown, to: end)
        beats += [
          .post(.willChangeFrame, moving, next), .post(.willShow, moving, next), .frames,
          .post(.didChangeFrame, moving, next), .post(.didShow, moving, next),
        ]
      }
      return beats
    }

    /// The app goes to the background, where iOS hides the keyboard, and comes back, where it
    /// posts the keyboard again.
    func background() -> [Beat] {
      var beats: [Beat] = [.setActive(false)]
      if let shown = world.frame {
        let below = CGRect(
          x: shown.minX, y: orientation.screen.maxY, width: shown.width, height: shown.height)
        let hiding = options(from: shown, to: below)
        let showing = options(from: below, to: shown)
        beats += [
          .post(.willHide, hiding, orientation), .post(.didHide, hiding, orientation),
          .post(.willShow, showing, orientation), .post(.didShow, showing, orientation),
        ]
      }
      return beats + [.setActive(true)]
    }

    /// Another app's keyboard in Split View shows, and later goes.
    func otherApp() -> [Beat] {
      let end = orientation.docked(orientation.heights[0])
      let below = orientation.below(end.height)
      var beats: [Beat] = [
        .post(.willShow, options(from: below, to: end, isLocal: false), orientation),
        .post(.didShow, options(from: below, to: end, isLocal: false), orientation),
      ]
      if random.chance(2, in: 3) {
        beats += [
          .post(.willHide, options(from: end, to: below, isLocal: false), orientation),
          .post(.didHide, options(from: end, to: below, isLocal: false), orientation),
        ]
      }
      return beats
    }

    /// A `willChangeFrame` with an empty end frame: a drag in progress or a passing glitch.
    func emptyFrameChange() -> [Beat] {
      let empty =
        random.chance(1, in: 2) ? CGRect.zero : CGRect(x: 0, y: 500, width: 0, height: 300)
      return [.post(.willChangeFrame, options(from: empty, to: empty), orientation)]
    }

    /// A `did…` notification on its own.
    func echo(_ frame: CGRect) -> [Beat] {
      let still = options(from: frame, to: frame)
      return [.post(random.chance(1, in: 2) ? .didShow : .didChangeFrame, still, orientation)]
    }

    /// Random notifications, well formed or not, then a hide that puts every observer's keyboard
    /// away, after which the reference knows the keyboard again.
    func chaos() -> [Beat] {
      var beats: [Beat] = []
      for _ in 0..<(3 + random.below(8)) {
        let event = KeyboardEvent.allCases[random.below(KeyboardEvent.allCases.count)]
        let userInfo =
          random.chance(1, in: 3) ? RandomUserInfo.make(&random) : chaosOptions().userInfo
        beats.append(.chaos(event, userInfo))
      }
      let top = orientation.docked(orientation.heights[0])
      let hiding = options(from: top, to: orientation.below(top.height))
      return beats + [
        .post(.willHide, hiding, orientation), .post(.didHide, hiding, orientation), .chaosEnds,
      ]
    }

    func chaosOptions() -> KeyboardOptions {
      let frames: [CGRect] = [
        orientation.docked(orientation.heights[0]), orientation.other.docked(169),
        orientation.shortcutBar, orientation.below(300), .zero,
        CGRect(x: 10, y: 300, width: 300, height: 200),  // floating
        CGRect(x: 0, y: -100, width: 390, height: 1000),  // taller than any screen
        CGRect(x: 0, y: 2000, width: 390, height: 300),  // far off screen
        CGRect(x: 0, y: 344, width: 390, height: 500),
      ]
      let durations: [TimeInterval] = [0, 0.25, 0.4, -1]
      return KeyboardOptions(
        belongsToCurrentApp: !random.chance(1, in: 4),
        startFrame: frames[random.below(frames.count)],
        endFrame: frames[random.below(frames.count)],
        animationDuration: durations[random.below(durations.count)],
        animationCurve: random.chance(1, in: 2) ? .keyboard : .easeInOut)
    }

    func describe(_ options: KeyboardOptions) -> String {
      let end = options.endFrame
      let local = options.belongsToCurrentApp ? "" : " other app"
      return
        "end (\(end.minX), \(end.minY), \(end.width), \(end.height)) d\(options.animationDuration)\(local)"
    }

    func describe(_ screen: CGRect?) -> String {
      guard let screen else { return "nil" }
      return "\(screen.width) × \(screen.height)"
    }
  }
}
