import Foundation
import KeyboardistTestSupport

@testable import KeyboardistObserver

extension KeyboardObserverLifecyclePropertyTests {
  /// One case of the lifecycle property test: a center, its observers, the reference and the
  /// scenario under way.
  @MainActor final class Run {
    /// Steps per case.
    static let steps = 4000
    /// At most this many observers at once.
    static let maxProbes = 32
    /// Whether every action and callback is printed: set `KEYBOARDIST_TRACE` to replay a case.
    static let isTraced = ProcessInfo.processInfo.environment["KEYBOARDIST_TRACE"] != nil
    /// How far two heights that must be equal may differ, in points.
    static let tolerance = KeyboardObserverLifecyclePropertyTests.tolerance

    var random: SplitMix64
    let center = NotificationCenter()
    var probes: [Probe] = []
    var world = World()
    var orientation = Orientation.portrait
    var beats: [Beat] = []
    var failures: [Property: Failure] = [:]
    /// How many times each property was checked.
    var checks: [Property: Int] = [:]
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

    func count(_ property: Property) {
      checks[property, default: 0] += 1
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

    /// Whether the center watches: some observer may start again.
    var isWatched: Bool { probes.contains { $0.mayStart } }

    /// Whether the center's session is empty: no notification since the last `didHide` moves a
    /// tracker, so every screen and filter reads it as hidden.
    var isSessionEmpty: Bool {
      KeyboardCenter.centers[ObjectIdentifier(center)]?.center?.state.session.isEmpty ?? true
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
      case 9..<11: addTransitionListener(probe)
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
        if !isSessionEmpty { (probe.followsSession, probe.motionFollowsSession) = (false, false) }
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
      if random.chance(3, in: 5) { addTransitionListener(probe) }
      if random.chance(1, in: 2) { addMoveListener(probe) }
      if random.chance(2, in: 5) { addRawListener(probe) }
      if random.chance(1, in: 2) { start(probe) }
    }

    func setScreen(_ probe: Probe, _ screen: CGRect?) {
      let changed = screen != probe.screen
      probe.log.screen = screen
      probe.keyboard?.screen = screen
      if probe.hasTakenCenter, let screen { world.holdScreen = screen }
      // A hidden keyboard is hidden on every screen; a shown one is measured anew only by the
      // next notification ("the notifications of the rotation bring the new height").
      if changed, !world.session.isEmpty || world.isAnimating { probe.isInSync = false }
      if changed, !isSessionEmpty {
        (probe.followsSession, probe.motionFollowsSession) = (false, false)
      }
      note("p\(probe.id) screen = \(describe(screen))")
    }

    func start(_ probe: Probe) {
      guard let keyboard = probe.keyboard, !probe.isStarted else { return }
      probe.log.isStarted = true
      note("start p\(probe.id)")
      let expected = expectedHeight(of: probe)
      let transitionsBefore = probe.transitionLogs.map { $0.transitions.count }
      let motionsBefore = probe.motionLogs.map { $0.motions.count }
      let transitionsAgreed = probe.transitionLogs.map { log in
        expected.map { transitionsAgree(log, $0) } ?? false
      }
      let motionsAgreed = probe.motionLogs.map { log in
        !world.isAnimating && (expected.map { motionAgrees(log, $0) } ?? false)
      }
      takeCenter(probe, isStarting: true)
      // A listener that heard nothing yet is told where the keyboard is, its index left open.
      for log in probe.transitionLogs { log.isBeingTold = log.transitions.isEmpty }
      keyboard.start()
      for log in probe.transitionLogs { log.isBeingTold = false }
      probe.mayStart = true
      checkRegistrations()
      probe.isInSync = probe.isAppActive && !world.isChaos
      probe.followsSession = probe.isAppActive && probe.hasTransitionListeners
      probe.motionFollowsSession = probe.isAppActive && probe.hasMoveListener
      for (index, log) in probe.transitionLogs.enumerated() {
        count(.catchUpOnce)
        let handed = log.transitions.count - transitionsBefore[index]
        if handed > (transitionsAgreed[index] ? 0 : 1) {
          fail(.catchUpOnce, "p\(probe.id) \(log.name) got \(handed) transition(s) as it started")
        }
      }
      for (index, log) in probe.motionLogs.enumerated() {
        count(.catchUpOnce)
        let handed = log.motions.count - motionsBefore[index]
        if handed > (motionsAgreed[index] ? 0 : 1) {
          fail(.catchUpOnce, "p\(probe.id) \(log.name) got \(handed) motion(s) as it started")
        }
      }
      checkCatchUp(probe, transitions: probe.transitionLogs, motions: probe.motionLogs)
      checkLateAgreement(probe)
    }

    func stop(_ probe: Probe) {
      guard let keyboard = probe.keyboard else { return }
      probe.log.isStarted = false
      (probe.followsSession, probe.motionFollowsSession) = (false, false)
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
      probe.mayStart = false
      checkRegistrations()
      probe.log.compareRaw()
      for log in probe.transitionLogs { log.isRemoved = true }
      for log in probe.motionLogs { log.isRemoved = true }
      probe.transitionLogs = []
      probe.motionLogs = []
      probe.rawEvents = []
      (probe.followsSession, probe.motionFollowsSession) = (false, false)
    }

    func release(_ probe: Probe) {
      weak let released = probe.keyboard
      probe.log.compareRaw()
      probe.log.isGone = true
      note("release p\(probe.id)\(probe.isStarted ? " (started)" : "")")
      probe.keyboard = nil
      probes.removeAll { $0 === probe }
      count(.released)
      if released != nil { fail(.released, "p\(probe.id) outlives its release") }
      checkRegistrations()
      // "Nothing outlives the observers that use it": with the last observer that took the
      // center gone, a new center knows no switch and heard nothing.
      if !probes.contains(where: \.hasTakenCenter) { world.forgetCenter() }
    }

    /// The observer takes its center, which learns its screen when it is taken and at each
    /// start.
    func takeCenter(_ probe: Probe, isStarting: Bool = false) {
      defer { probe.hasTakenCenter = true }
      guard isStarting || !probe.hasTakenCenter, let screen = probe.screen else { return }
      world.holdScreen = screen
    }

    /// The center registers each of the six names once while some observer may start again, and
    /// none otherwise.
    func checkRegistrations() {
      count(.registrations)
      let expected = isWatched ? 6 : 0
      let registered = center.keyboardRegistrationCount
      if registered != expected {
        fail(.registrations, "\(registered) registrations; expected \(expected)")
      }
    }

    func addTransitionListener(_ probe: Probe) {
      guard let keyboard = probe.keyboard else { return }
      let wasFollowing = probe.isStarted && probe.hasTransitionListeners
      probe.listenersAdded += 1
      let log = TransitionLog(probe: probe.log, number: probe.listenersAdded)
      note("p\(probe.id) onAppear, onDisappear: \(log.name)")
      let lastReported = keyboard.tracker.height
      let wasUp = keyboard.lastTransition?.kind == .appear && keyboard.tracker.isVisible
      log.isBeingTold = wasFollowing
      keyboard.onAppear { [log] in log.received($0) }
      keyboard.onDisappear { [log] in log.received($0) }
      log.isBeingTold = false
      probe.transitionLogs.append(log)
      if wasFollowing {
        // Told where the keyboard is, at the height last reported to the other listeners.
        count(.told)
        let told = log.transitions
        let isRight =
          wasUp
          ? told.count == 1 && told[0].kind == .appear
            && abs(told[0].height - lastReported) <= Self.tolerance
            && told[0].options.animationDuration == 0
          : told.isEmpty
        if !isRight {
          let said = told.map { "\($0.kind) \($0.height)" }
          fail(
            .told,
            "p\(probe.id) \(log.name) was told \(said); the height last reported is "
              + "\(wasUp ? lastReported : 0)")
        }
      } else if probe.isStarted {
        // The first listener: the observer catches up now, only while the app is active.
        probe.followsSession = probe.isAppActive
        if !probe.isAppActive { probe.isInSync = false }
        checkLateAgreement(probe)
      }
      // A listener added to a tracking observer is told what the observer knows: where the
      // keyboard is only while the observer is in sync.
      guard probe.isStarted, !wasFollowing || probe.isInSync else { return }
      checkCatchUp(probe, transitions: [log], motions: [])
    }

    func addMoveListener(_ probe: Probe) {
      guard let keyboard = probe.keyboard else { return }
      let wasFollowing = probe.isStarted && probe.hasMoveListener
      probe.listenersAdded += 1
      let log = MotionLog(probe: probe.log, number: probe.listenersAdded)
      note("p\(probe.id) onMove: \(log.name)")
      keyboard.onMove { [log] in log.received($0) }
      probe.motionLogs.append(log)
      if probe.isStarted, !wasFollowing {
        probe.motionFollowsSession = probe.isAppActive
        if !probe.isAppActive { probe.isInSync = false }
        checkLateAgreement(probe)
      }
      guard probe.isStarted, !wasFollowing || probe.isInSync else { return }
      checkCatchUp(probe, transitions: [], motions: [log])
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

    /// The height the reference says the observer's listeners must know: where the center's
    /// session leaves the keyboard on its screen, with its filter; `nil` where it does not apply.
    ///
    /// An inactive observer applies its own rule (no transitions) and is not compared.
    func expectedHeight(of probe: Probe) -> CGFloat? {
      guard probe.isAppActive else { return nil }
      return world.expectedHeight(on: probe.screen, ignoresOtherApps: probe.ignoresOtherApps)
    }

    /// Checks what listeners were handed as they caught up; an observer that did not catch up is
    /// not compared live until it starts again.
    func checkCatchUp(_ probe: Probe, transitions: [TransitionLog], motions: [MotionLog]) {
      guard let height = expectedHeight(of: probe) else { return }
      for log in transitions where !checkTransitions(of: probe, log, at: height, .transitionCatchUp)
      {
        probe.isInSync = false
      }
      guard !world.isAnimating else { return }
      for log in motions where !checkMotion(of: probe, log, at: height, .motionCatchUp) {
        probe.isInSync = false
      }
    }

    /// Checks that an observer that caught up agrees with every observer that followed the
    /// center's session on the same screen, with the same filter, the app active: the height its
    /// tracker last reported, and the motion once it rests.
    func checkLateAgreement(_ late: Probe) {
      guard late.isStarted, late.isAppActive, let lateKeyboard = late.keyboard else { return }
      for running in probes where running !== late && running.isStarted && running.isAppActive {
        guard running.screen == late.screen, running.ignoresOtherApps == late.ignoresOtherApps,
          let keyboard = running.keyboard
        else { continue }
        if late.followsSession, running.followsSession {
          count(.lateAgrees)
          let (mine, theirs) = (lateKeyboard.tracker, keyboard.tracker)
          if abs(mine.height - theirs.height) > Self.tolerance || mine.isVisible != theirs.isVisible
          {
            fail(
              .lateAgrees,
              "p\(late.id) caught up at \(mine.height); p\(running.id), running on the same "
                + "screen, is at \(theirs.height)")
            late.followsSession = false
          }
        }
        if late.motionFollowsSession, running.motionFollowsSession, !world.isAnimating,
          !world.isChaos, lateKeyboard.motion.phase == .settled, keyboard.motion.phase == .settled
        {
          count(.lateAgrees)
          let (mine, theirs) = (lateKeyboard.motion.height, keyboard.motion.height)
          if abs(mine - theirs) > Self.tolerance {
            fail(
              .lateAgrees,
              "p\(late.id)'s motion caught up at \(mine); p\(running.id)'s, running on the same "
                + "screen, rests at \(theirs)")
            late.motionFollowsSession = false
          }
        }
      }
    }

    func checkLive() {
      for probe in probes where probe.isStarted && probe.followsSession {
        // Observers that followed the session on one screen agree with each other all along.
        checkLateAgreement(probe)
      }
      for probe in probes where probe.isStarted && probe.isInSync {
        guard let height = expectedHeight(of: probe) else { continue }
        // One failure per observer and catch-up: the next start compares it again. Transitions
        // follow the `will…` notifications at once; the motion is compared once it rests.
        for log in probe.transitionLogs
        where !checkTransitions(of: probe, log, at: height, .transitionsLive) {
          probe.isInSync = false
        }
        guard !world.isAnimating, probe.isInSync else { continue }
        checkOneFilter(probe)
        for log in probe.motionLogs where !checkMotion(of: probe, log, at: height, .motionLive) {
          probe.isInSync = false
        }
      }
    }

    /// Checks that an observer's two layers say the same, whatever the reference knows: the
    /// motion at rest at the height last reported, clipped to the screen.
    func checkOneFilter(_ probe: Probe) {
      guard let transitions = probe.transitionLogs.last, let motions = probe.motionLogs.last,
        probe.isAppActive, !world.isChaos
      else { return }
      count(.oneFilter)
      let last = transitions.last
      let reported = last?.kind == .appear ? last?.height ?? 0 : 0
      let height = min(reported, probe.screen?.height ?? .infinity)
      if !motionAgrees(motions, height) {
        let motion = motions.last.map { "\($0.phase), \($0.height)" } ?? "nothing"
        fail(.oneFilter, "p\(probe.id)'s transitions say \(height), its motion \(motion)")
        probe.isInSync = false
      }
    }

    /// Whether the last transition says the keyboard is up at `height`, or down when it is 0.
    func transitionsAgree(_ log: TransitionLog, _ height: CGFloat) -> Bool {
      let last = log.last
      return height > Self.tolerance
        ? last?.kind == .appear && abs((last?.height ?? 0) - height) <= Self.tolerance
        : last == nil || last?.kind == .disappear
    }

    /// Whether the last motion is at rest at `height`; with none, whether `height` is 0.
    func motionAgrees(_ log: MotionLog, _ height: CGFloat) -> Bool {
      guard let last = log.last else { return height <= Self.tolerance }
      return last.phase == .settled && abs(last.height - height) <= Self.tolerance
    }

    @discardableResult
    func checkTransitions(
      of probe: Probe, _ log: TransitionLog, at height: CGFloat, _ property: Property
    ) -> Bool {
      count(property)
      let agrees = transitionsAgree(log, height)
      if !agrees {
        let said = log.last.map { "\($0.kind) of \($0.height)" } ?? "nothing"
        let history = log.transitions.suffix(4).map { "\($0.kind) \($0.height)" }
        fail(
          property,
          "p\(probe.id) \(log.name) says \(said); the keyboard is at \(height) (its last: "
            + "\(history))")
      }
      return agrees
    }

    @discardableResult
    func checkMotion(
      of probe: Probe, _ log: MotionLog, at height: CGFloat, _ property: Property
    ) -> Bool {
      count(property)
      let agrees = motionAgrees(log, height)
      if !agrees {
        let said = log.last.map { "\($0.phase), \($0.height)" } ?? "nothing"
        let history = log.motions.suffix(4).map { "\($0.phase) \($0.height)" }
        fail(
          property,
          "p\(probe.id) \(log.name) says \(said); the keyboard rests at \(height) (its last: "
            + "\(history))")
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
        for probe in probes where probe.isStarted {
          probe.isInSync = false
          if !probe.isAppActive {
            (probe.followsSession, probe.motionFollowsSession) = (false, false)
          }
        }
        center.post(name: event.notificationName, object: nil, userInfo: userInfo)
        if random.chance(1, in: 3) { randomSamples() }
        checkLive()
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
        guard let probe = probes.randomElement(using: &random), let keyboard = probe.keyboard
        else { return }
        takeCenter(probe)
        note("switch input to a panel through p\(probe.id), on \(describe(world.holdScreen))")
        world.switchInput()
        keyboard.switchInput(to: .panel)
      case .listen:
        for _ in 0..<3 {
          guard let probe = probes.randomElement(using: &random) else { break }
          addTransitionListener(probe)
          addMoveListener(probe)
        }
      case .endEditing:
        note("input ends editing")
        world.inputDidEndEditing()
        guard let probe = probes.randomElement(using: &random), let keyboard = probe.keyboard
        else { return }  // no center: nothing is held
        takeCenter(probe)
        // What the hold releases reaches the stages as notifications do: not those of an
        // inactive observer.
        for probe in probes where probe.isStarted && !probe.isAppActive {
          (probe.isInSync, probe.followsSession, probe.motionFollowsSession) = (false, false, false)
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
      let wasHeld =
        (world.isSwitchingInput || world.isDroppingLateHides) && options.belongsToCurrentApp
      world.apply(event, options, orientation: orientation, isObserved: isWatched)
      for probe in probes where probe.isStarted && !probe.isAppActive {
        (probe.isInSync, probe.followsSession, probe.motionFollowsSession) = (false, false, false)
      }
      expectRaw(event, KeyboardOptions(userInfo: options.userInfo))
      center.post(name: event.notificationName, object: nil, userInfo: options.userInfo)
      if event == .didShow || event == .didHide || event == .didChangeFrame { framesAfterTheEnd() }
      if event == .didHide, !wasHeld {
        // A `didHide` ends the session: every observer that took it is hidden, as the session.
        for probe in probes where probe.isStarted && probe.isAppActive {
          if probe.hasTransitionListeners { probe.followsSession = true }
          if probe.hasMoveListener { probe.motionFollowsSession = true }
        }
      }
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

    /// A display frame well after the animation's end, as the display link keeps running until the
    /// motion's timing ends (a did-notification ends nothing once frames flow): each observer
    /// following the motion is fed where the reference says the keyboard rests on its screen.
    func framesAfterTheEnd() {
      now += 1
      for probe in probes where probe.isStarted && probe.hasMoveListener {
        guard let screen = probe.screen, let height = world.height(on: screen) else { continue }
        probe.keyboard?.follow(KeyboardSample(time: now, keyboardTop: screen.maxY - height))
      }
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
      probe.motionFollowsSession = false
      note("p\(probe.id) random sample at \(top)")
      if random.chance(1, in: 2) {
        probe.keyboard?.follow(KeyboardSample(time: now, keyboardTop: top))
      } else {
        probe.keyboard?.follow(layoutChange: KeyboardSample(time: now, keyboardTop: top))
      }
    }

    func rotate(to next: Orientation) {
      note("screen changes to \(describe(next.screen))")
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
      // A switch whose show the center held (it measured the show on another observer's screen)
      // ends before anything else happens: the reference does not follow the hold further.
      guard !world.isSwitchingInput else { return [.endEditing] }
      let shown = world.frame
      let roll = random.below(100)
      if let shown {
        switch roll {
        case 0..<20: return hide(shown)
        case 20..<34: return resize(shown)
        case 34..<39: return hardwareKeyboard(shown)
        case 39..<46: return pinyin(shown)
        case 46..<57: return drag(shown)
        case 57..<66: return rotation()
        case 66..<71: return background()
        case 71..<74: return emptyFrameChange()
        case 74..<77: return echo(shown)
        case 77..<85: return reloadSwap(shown)
        case 85..<92: return resignSwap(shown)
        case 92..<96: return [.rotate(orientation.other), .listen]
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

    /// A software keyboard of one of the screen's heights, or, one time in five, a hardware
    /// keyboard's shortcut bar.
    func randomKeyboard() -> CGRect {
      random.chance(1, in: 5)
        ? orientation.shortcutBar
        : orientation.docked(orientation.heights[random.below(orientation.heights.count)])
    }

    /// The frame `shown` below the current screen.
    func below(_ shown: CGRect) -> CGRect {
      CGRect(x: shown.minX, y: orientation.screen.maxY, width: shown.width, height: shown.height)
    }

    func show() -> [Beat] {
      let end = randomKeyboard()
      return move(.willShow, .didShow, from: orientation.below(end.height), to: end)
    }

    func hide(_ shown: CGRect) -> [Beat] {
      move(
        .willHide, .didHide, from: shown, to: below(shown),
        withFrameChange: random.chance(1, in: 2))
    }

    /// QuickType on or off, the emoji keyboard, or a hardware keyboard: another height while up.
    func resize(_ shown: CGRect) -> [Beat] {
      move(.willShow, .didShow, from: shown, to: randomKeyboard())
    }

    /// A hardware keyboard connects (the software keyboard becomes its 55 pt bar in a 313 pt
    /// frame) or disconnects (the bar becomes a software keyboard), with or without `willShow`.
    func hardwareKeyboard(_ shown: CGRect) -> [Beat] {
      let end =
        shown == orientation.shortcutBar
        ? orientation.docked(orientation.heights[random.below(orientation.heights.count)])
        : orientation.shortcutBar
      if random.chance(1, in: 3) {
        let moving = options(from: shown, to: end)
        return [
          .post(.willChangeFrame, moving, orientation), .frames,
          .post(.didChangeFrame, moving, orientation),
        ]
      }
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

    /// An input view swapped with `reloadInputViews()`, announced or not: `willShow` and
    /// `didShow` of the new frame, begin and end equal, and no hide.
    func reloadSwap(_ shown: CGRect) -> [Beat] {
      let end = random.chance(1, in: 3) && shown.height > 0 ? shown : randomKeyboard()
      let swapped = options(from: end, to: end)
      let beats: [Beat] = [
        .post(.willShow, swapped, orientation), .post(.didShow, swapped, orientation),
      ]
      return random.chance(1, in: 2) ? [.switchInput] + beats : beats
    }

    /// A panel swapped in with `resignFirstResponder` and `becomeFirstResponder`, announced or
    /// not: a hide, then the panel's show; announced, one time in three the show never comes
    /// before editing ends.
    func resignSwap(_ shown: CGRect) -> [Beat] {
      let isAnnounced = random.chance(1, in: 2)
      let hiding = options(from: shown, to: below(shown))
      var beats: [Beat] = [
        .post(.willHide, hiding, orientation), .post(.didHide, hiding, orientation),
      ]
      if isAnnounced { beats.insert(.switchInput, at: 0) }
      if isAnnounced, random.chance(1, in: 3) { return beats + [.endEditing] }
      let end = random.chance(1, in: 2) && shown.height > 0 ? shown : randomKeyboard()
      let showing = options(from: orientation.below(end.height), to: end)
      return beats + [
        .post(.willShow, showing, orientation), .frames, .post(.didShow, showing, orientation),
      ]
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
      if random.chance(1, in: 2) {
        return [.drag]
          + move(.willHide, .didHide, from: shown, to: below(shown), withFrameChange: false)
      }
      return [.drag] + move(.willShow, .didShow, from: shown, to: shown, withFrameChange: false)
    }

    /// The screen changes (the device turns, or a window moves from an iPhone-sized screen to an
    /// iPad's); a keyboard that is up comes back at its height for the new screen, hidden and
    /// shown again, or moved by a frame change; or, one time in four, nothing is posted until the
    /// keyboard next changes.
    func rotation() -> [Beat] {
      let next =
        random.chance(1, in: 3)
        ? Orientation.allCases.filter { $0 != orientation }[random.below(3)] : orientation.other
      let shown = world.frame
      var beats: [Beat] = [.rotate(next)]
      guard let shown, !random.chance(1, in: 4) else { return beats }
      let end =
        random.chance(1, in: 5)
        ? next.shortcutBar : next.docked(next.heights[random.below(next.heights.count)])
      if random.chance(1, in: 2) {
        let hiding = options(from: shown, to: below(shown))
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
        let hiding = options(from: shown, to: below(shown))
        let showing = options(from: below(shown), to: shown)
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
