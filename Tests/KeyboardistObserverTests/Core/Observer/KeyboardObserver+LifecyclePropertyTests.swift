import Foundation
import KeyboardistTestSupport
import Testing

@testable import KeyboardistObserver

/// Dozens of observers of one center through random lifecycles, held to what their documentation
/// promises.
///
/// Each case drives one `NotificationCenter` for thousands of steps: observers are made, started
/// late, stopped, restarted, cleared and released; listeners (each `onAppear` with an
/// `onDisappear`, each `onMove`, raw `on(event:)`) are added while started and while stopped,
/// while the keyboard is up and while it is down; screens change (`nil`, rotations and a change
/// from an iPhone's screen to an iPad's included, mid-show too), the app's activity toggles, and
/// notifications arrive in real-looking bursts (shows, resizes, hides, QuickType, a hardware
/// keyboard's 55 pt bar in a 313 pt frame, third-party keyboards, password prompts, interactive
/// drags, rotations, background and return, another app's keyboard, panel swaps announced or not
/// — `reloadInputViews` shows that hide nothing, resign-and-become hides and shows — empty
/// `willChangeFrame`s, `did…` echoes, frames fed with `follow`) and in random ones. A small model
/// of where the keyboard is (``World``), measured on each observer's own screen, is the
/// reference; every observer that followed the center's notifications on the same screen, with
/// the same filter and activity, is a reference for one that catches up.
///
/// Every failure names its property, the step, and the actions before it; replay a case with the
/// `KEYBOARDIST_SEED` it prints (see ``FuzzConfiguration``), with `KEYBOARDIST_TRACE` set to print
/// every action.
@MainActor
@Suite struct KeyboardObserverLifecyclePropertyTests {
  @Test func randomLifecyclesKeepTheDocumentedPromises() {
    var checks: [Property: Int] = [:]
    FuzzConfiguration.forEachCase(standard: 6) { random, label in
      let run = Run(random: random)
      run.play(steps: Run.steps)
      checks.merge(run.checks, uniquingKeysWith: +)
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
    // Not vacuous: each property was checked, on transitions and motions that came.
    for property in Property.allCases {
      #expect(checks[property, default: 0] > 0, "never checked: \(property.rawValue)")
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
    /// StartingAndStopping.md: a stopped observer sees nothing, a cleared one is as if new.
    case callbackWhileStopped = "no callback after stop, clear or release"
    /// "The center never keeps the observer alive."
    case released = "a released observer goes"
    /// `KeyboardCenter`: "it watches from the first `start()` of any observer of the center until
    /// the last observer that may start again is cleared or released", with the six names once.
    case registrations = "the center registers the six names while an observer may start"
    /// `KeyboardTracker`: heights are finite, at least 0 and measured on the screen (a listener
    /// told of the keyboard gets the height last reported); `KeyboardMotion.height`: "the
    /// keyboard's visible height on the screen".
    case heightInBounds = "heights finite, at least 0 and no taller than the observer's screen"
    /// `KeyboardTracker`: "a disappear always follows an appear, and appearIndex starts again
    /// from 0 after each disappear", for each listener.
    case alternation = "appears and disappears alternate, appearIndex restarts at 0"
    /// `KeyboardTracker.height` is the height last reported: each appear's increment is the change
    /// from the height reported before, the increments since the last disappear add up to the
    /// height, and a disappear's increment is minus the height reported, for each listener.
    case increments = "increments are the change of reported height and add up to it"
    /// `onAppear`: "added to a started observer while the keyboard is up, it also runs at once
    /// with the keyboard at rest", at the height last reported.
    case told = "a listener added while the keyboard is up is told it at the height last reported"
    /// `start()`: "if the keyboard is up … one appear …; if the keyboard went, or changed height,
    /// while this observer was stopped, the one disappear or appear that tells it so".
    case transitionCatchUp = "transitions catch up when an observer starts or a listener is added"
    /// `onMove`: "an observer that starts (or gets this callback while started) after the
    /// keyboard moved hands out one motion at rest where the keyboard is now".
    case motionCatchUp = "motion catches up when an observer starts or gets onMove"
    /// `start()`: "Nothing changed: nothing"; at most one transition and one motion per listener.
    case catchUpOnce =
      "a start hands out at most one transition and one motion, none if nothing changed"
    /// `KeyboardCenter`: a late or restarted observer ends where a running observer with the same
    /// screen, filter and activity that followed every notification since the last `didHide` is.
    case lateAgrees = "a late observer agrees with the running ones of its screen and filter"
    /// The tracker's rules, followed live: once the keyboard rests, the last transition says
    /// where it is.
    case transitionsLive = "transitions agree with the keyboard once it rests"
    /// `onMove`: "once when the keyboard comes to rest": once the keyboard rests, the last motion
    /// is at rest where it is.
    case motionLive = "motion agrees with the keyboard once it rests"
    /// One filter: an observer's transitions and motion agree once the keyboard rests, other
    /// apps' keyboards included (the motion clipped to the screen).
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
  /// The screens the device shows and the keyboards it shows there.
  typealias Orientation = ReferenceKeyboard.Orientation

  /// How far two heights that must be equal may differ, in points.
  static let tolerance: CGFloat = 0.01

  /// One observer as the test knows it, kept apart from the observer so that the callbacks do not
  /// keep it alive.
  @MainActor final class ProbeLog {
    let id: Int
    weak var run: Run?
    /// Whether the test has the observer started (set before `start()`, cleared before `stop()`).
    var isStarted = false
    /// Whether the test let the observer go.
    var isGone = false
    /// The observer's screen, as the test last set it.
    var screen: CGRect?
    /// Raw notifications received, and expected, since the last comparison.
    var raw: [(KeyboardEvent, KeyboardOptions)] = []
    var expectedRaw: [(KeyboardEvent, KeyboardOptions)] = []

    init(id: Int, run: Run) {
      self.id = id
      self.run = run
    }

    func fail(_ property: Property, _ message: String) {
      run?.fail(property, "p\(id): \(message)")
    }

    /// Fails when a callback runs while the observer is stopped, cleared or gone.
    func checkAlive(_ what: String, isRemoved: Bool = false) {
      run?.count(.callbackWhileStopped)
      if isGone {
        fail(.callbackWhileStopped, "\(what) after release")
      } else if isRemoved {
        fail(.callbackWhileStopped, "\(what) to a listener removed by clear()")
      } else if !isStarted {
        fail(.callbackWhileStopped, "\(what) while stopped")
      }
    }

    /// Fails unless `height` is finite, at least 0 and, unless told, no taller than the screen.
    func checkHeight(_ height: CGFloat, _ what: String, onScreen: Bool = true) {
      run?.count(.heightInBounds)
      let limit = (onScreen ? screen?.height : nil) ?? .infinity
      let tolerance = KeyboardObserverLifecyclePropertyTests.tolerance
      if !height.isFinite || height < 0 || height > limit + tolerance {
        fail(.heightInBounds, "\(what) of \(height) pt on a screen \(limit) pt tall")
      }
    }

    func received(_ event: KeyboardEvent, _ options: KeyboardOptions) {
      checkAlive("raw \(event)")
      raw.append((event, options))
    }

    /// Compares the raw notifications received with those expected, and starts again.
    func compareRaw() {
      run?.count(.raw)
      let got = raw.map { "\($0.0)" }
      let expected = expectedRaw.map { "\($0.0)" }
      if got != expected || !zip(raw, expectedRaw).allSatisfy({ $0.1 == $1.1 }) {
        fail(.raw, "got \(got), expected \(expected)")
      }
      raw = []
      expectedRaw = []
    }
  }

  /// What one transition listener (an `onAppear` and an `onDisappear` added together) was told.
  @MainActor final class TransitionLog {
    let probe: ProbeLog
    /// Its place among its observer's listeners.
    let number: Int
    /// Everything it was told, in order.
    private(set) var transitions: [KeyboardTransition] = []
    /// The height last reported to it: the last appear's, 0 after a disappear or before any.
    private(set) var reported: CGFloat = 0
    /// The increments since the last disappear, and the largest of them or of the heights.
    private var sum: CGFloat = 0
    private var scale: CGFloat = 0
    /// Whether it is being added to an observer that follows the keyboard: then it is told where
    /// the keyboard is, at the height last reported.
    var isBeingTold = false
    /// Whether `clear()` removed it.
    var isRemoved = false
    /// Whether the last appear was told to it as it was added.
    private var isAfterTelling = false

    init(probe: ProbeLog, number: Int) {
      self.probe = probe
      self.number = number
    }

    var name: String { "listener \(number)" }
    var last: KeyboardTransition? { transitions.last }

    func received(_ transition: KeyboardTransition) {
      let tolerance = KeyboardObserverLifecyclePropertyTests.tolerance
      let what = "\(name): \(transition.kind) #\(transition.appearIndex) \(transition.height)"
      probe.checkAlive(what, isRemoved: isRemoved)
      probe.checkHeight(transition.height, what, onScreen: !isBeingTold)
      let previous = transitions.last
      probe.run?.count(.alternation)
      switch transition.kind {
      case .appear where isBeingTold:
        // Told where the keyboard is; the docs leave its index open, and so the next one's.
        isAfterTelling = true
        if transition.height <= 0 || previous != nil {
          probe.fail(.alternation, "\(what) told after \(describe(previous))")
        }
      case .appear:
        let index = previous?.kind == .appear ? (previous?.appearIndex ?? 0) + 1 : 0
        let isIndexRight =
          isAfterTelling && previous?.kind == .appear
          ? transition.appearIndex > 0 : transition.appearIndex == index
        isAfterTelling = false
        if !isIndexRight || transition.height <= 0 {
          probe.fail(.alternation, "\(what) after \(describe(previous))")
        }
      case .disappear:
        isAfterTelling = false
        if previous?.kind != .appear || transition.height != 0 {
          probe.fail(.alternation, "\(what) after \(describe(previous))")
        }
      }
      probe.run?.count(.increments)
      switch transition.kind {
      case .appear:
        sum += transition.heightIncrement
        scale = max(scale, abs(transition.heightIncrement), transition.height)
        if abs(transition.heightIncrement - (transition.height - reported)) > tolerance {
          probe.fail(
            .increments,
            "\(what) increment \(transition.heightIncrement), previous reported height \(reported)"
          )
        } else if abs(sum - transition.height) > max(tolerance, scale * 1e-9) {
          // Relative to the largest term: random frames reach 10^18 pt, past a double's integers.
          probe.fail(.increments, "\(what): the increments since the last disappear add to \(sum)")
        }
        reported = transition.height
      case .disappear:
        if abs(transition.heightIncrement + reported) > tolerance {
          probe.fail(
            .increments,
            "\(what) increment \(transition.heightIncrement), reported height \(reported)")
        }
        (sum, scale, reported) = (0, 0, 0)
      }
      transitions.append(transition)
      probe.run?.note(
        "  p\(probe.id).\(number) got \(transition.kind) #\(transition.appearIndex) "
          + "\(transition.height) (\(transition.heightIncrement))")
    }

    private func describe(_ transition: KeyboardTransition?) -> String {
      guard let transition else { return "nothing" }
      return "\(transition.kind) #\(transition.appearIndex) of \(transition.height)"
    }
  }

  /// What one `onMove` callback was told.
  @MainActor final class MotionLog {
    let probe: ProbeLog
    /// Its place among its observer's listeners.
    let number: Int
    /// Every motion it was told, in order.
    private(set) var motions: [KeyboardMotion] = []
    /// Whether `clear()` removed it.
    var isRemoved = false

    init(probe: ProbeLog, number: Int) {
      self.probe = probe
      self.number = number
    }

    var name: String { "onMove \(number)" }
    var last: KeyboardMotion? { motions.last }

    func received(_ motion: KeyboardMotion) {
      let what = "\(name): motion \(motion.phase) \(motion.height)"
      probe.checkAlive(what, isRemoved: isRemoved)
      probe.checkHeight(motion.height, what)
      motions.append(motion)
      probe.run?.note("  p\(probe.id).\(number) got motion \(motion.phase) \(motion.height)")
    }
  }

  /// One observer under test and what the test gave it.
  @MainActor final class Probe {
    var keyboard: KeyboardObserver?
    let log: ProbeLog
    var transitionLogs: [TransitionLog] = []
    var motionLogs: [MotionLog] = []
    var listenersAdded = 0
    var rawEvents: Set<KeyboardEvent> = []
    var isAppActive = true
    var ignoresOtherApps = true
    /// Whether the observer may start again, so that its center watches: started since it was
    /// made or cleared.
    var mayStart = false
    /// Whether the observer took its center (at its first start or input switch): it holds it.
    var hasTakenCenter = false
    /// Whether the observer has followed every notification since it last caught up, so that it
    /// must agree with the reference once the keyboard rests.
    var isInSync = false
    /// Whether its transitions followed every notification of the center's session (since the
    /// last `didHide`) on its screen, with its filter and the app active, or caught up with them:
    /// where a late observer must end.
    var followsSession = false
    /// The same for its motion, which random samples also move.
    var motionFollowsSession = false

    init(log: ProbeLog, center: NotificationCenter) {
      self.log = log
      keyboard = KeyboardObserver(center: center)
    }

    var id: Int { log.id }
    var isStarted: Bool { log.isStarted }
    var screen: CGRect? { log.screen }
    var hasTransitionListeners: Bool { !transitionLogs.isEmpty }
    var hasMoveListener: Bool { !motionLogs.isEmpty }
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
    /// The screen changes: observers follow the new screen (most), lose it or keep the old one.
    case rotate(Orientation)
    /// The app leaves or comes back to the foreground.
    case setActive(Bool)
    /// A text input announces, through one observer, that it swaps the keyboard for a panel.
    case switchInput
    /// The switching input ends editing, announced through one observer.
    case endEditing
    /// A few observers get another transition listener and another `onMove`.
    case listen
  }
}
