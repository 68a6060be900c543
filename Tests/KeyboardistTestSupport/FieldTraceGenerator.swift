import Foundation
import KeyboardistObserver
public import KeyboardistTraces

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// Makes the bundled synthetic field trace `field-synthetic-iphone16-ios26`: a modelled field
/// session played through a real ``KeyboardRecorder`` as the example app's Field Test screen
/// drives it, display frame by display frame, deterministic for a seed.
///
/// The session, on a 393 × 852 pt iPhone at 60 Hz: a show whose first frame reads no animation;
/// a panel swapped in and back with willShow alone (the second didShow 40 ms late); a hide; a
/// show through which (and after which, until the next notification) the guide stays at the
/// bottom; a hide; a show; a drag to dismiss; a show; a rotation (the portrait keyboard hidden,
/// the landscape one shown) and a hide. Every animation is the
/// keyboard's spring (curve 7, 0.25 s): the guide and the timing view follow it from the first
/// display frame after the notification. The display link's timestamps jitter by up to 0.2 ms and
/// it misses two frames. Each will-notification's record carries the spring, as the screen
/// reads it inside the notification. Regenerate the file with
/// `KEYBOARDIST_REGENERATE_FIELD_TRACE=1 swift test --filter FieldSyntheticTraceTests`.
@MainActor
public enum FieldTraceGenerator {
  /// The bundled file's name.
  public static let fileName = "field-synthetic-iphone16-ios26.json"

  /// The seed of the display link's jitter.
  public static let seed: UInt64 = 2026

  /// The screen, portrait.
  static let screen = CGRect(x: 0, y: 0, width: 393, height: 852)
  /// The keyboard's heights: portrait, the swapped panel, landscape.
  static let keyboard: CGFloat = 336
  static let panel: CGFloat = 300
  static let landscapeKeyboard: CGFloat = 209

  /// One animation of the keyboard, the guide's and the probe's.
  private struct Motion {
    var begin: TimeInterval
    var from: CGFloat
    var to: CGFloat
    func top(at time: TimeInterval, timing: KeyboardAnimationTiming) -> CGFloat {
      guard time >= begin else { return from }
      return from + (to - from) * CGFloat(timing.progress(after: time - begin))
    }
  }

  /// What happens at a time: a notification, or the finger.
  private enum Action {
    case will(KeyboardEvent, to: CGFloat, screen: CGRect, guideStuck: Bool)
    case did(KeyboardEvent)
    case drag(to: CGFloat, over: TimeInterval)
  }

  /// The trace, generated.
  public static func trace() -> KeyboardTrace {
    var random = SplitMix64(seed: seed)
    let rate = 60.0
    let spring = KeyboardAnimationTiming.keyboardSpring
    let length = spring.length
    let landscape = CGRect(x: 0, y: 0, width: screen.height, height: screen.width)
    let up = screen.maxY - keyboard
    let script: [(TimeInterval, Action)] = [
      (0.504, .will(.willShow, to: up, screen: screen, guideStuck: false)),
      (2.007, .will(.willShow, to: screen.maxY - panel, screen: screen, guideStuck: false)),
      (3.511, .will(.willShow, to: up, screen: screen, guideStuck: false)),
      (5.002, .will(.willHide, to: screen.maxY, screen: screen, guideStuck: false)),
      (6.509, .will(.willShow, to: up, screen: screen, guideStuck: true)),
      (8.004, .will(.willHide, to: screen.maxY, screen: screen, guideStuck: false)),
      (9.506, .will(.willShow, to: up, screen: screen, guideStuck: false)),
      (11.003, .drag(to: up + 160, over: 0.4)),
      (11.45, .will(.willHide, to: screen.maxY, screen: screen, guideStuck: false)),
      (13.006, .will(.willShow, to: up, screen: screen, guideStuck: false)),
      (14.505, .will(.willHide, to: screen.maxY, screen: screen, guideStuck: false)),
      (
        15.204,
        .will(
          .willShow, to: landscape.maxY - landscapeKeyboard, screen: landscape, guideStuck: false)
      ),
      (16.708, .will(.willHide, to: landscape.maxY, screen: landscape, guideStuck: false)),
    ]
    let end = 17.6
    let frames = Int(end * rate)
    let jitter = (0...frames + 1).map { _ in Double(random.below(401) - 200) / 1_000_000 }
    let missed: Set<Int> = [304, 672]
    func vsync(_ index: Int) -> TimeInterval {
      (((Double(index) / rate) + jitter[index]) * 1_000_000).rounded() / 1_000_000
    }
    /// The first display frame after a notification, where its animation begins.
    func begin(after time: TimeInterval) -> TimeInterval {
      vsync(Int((time * rate).rounded(.up)))
    }
    // The did-notifications: 3 ms after each animation's end by its timing, the swap back's 40.
    var actions = script
    for (index, (time, action)) in script.enumerated() {
      guard case .will(let event, _, _, _) = action else { continue }
      let did: KeyboardEvent = event == .willShow ? .didShow : .didHide
      actions.append(
        (begin(after: time) + length + (index == 2 ? 0.040 : 0.003), .did(did)))
    }
    actions.sort { $0.0 < $1.0 }

    let clock = Clock()
    let center = NotificationCenter()
    let recorder = KeyboardRecorder(
      center: center, name: "Synthetic field session (iPhone 16, iOS 26, modelled)",
      source:
        "Synthetic, not recorded on a device: made by FieldTraceGenerator (Tests/"
        + "KeyboardistTestSupport), seed \(seed), playing a modelled session through "
        + "KeyboardRecorder.recordFrame as the example app's Field Test screen does",
      screen: screen, clock: { clock.now })
    recorder.device = KeyboardTrace.Device(
      model: "iPhone17,3", system: "iOS 26.0", framesPerSecond: Int(rate), reducesMotion: false,
      prefersCrossFade: false)
    recorder.start()

    var motion = Motion(begin: 0, from: screen.maxY, to: screen.maxY)
    var probe = motion
    var stuck = false
    var screenNow = screen
    var finger: (start: TimeInterval, from: CGFloat, to: CGFloat, over: TimeInterval)?
    var firstShow = true
    var readsNoTimingAt: TimeInterval?
    var pending = actions[...]
    for index in 0..<frames {
      let time = vsync(index)
      while let (at, action) = pending.first, at <= time {
        pending = pending.dropFirst()
        clock.now = at
        let begin = begin(after: at)
        switch action {
        case .will(let event, let to, let screen, let guideStuck):
          let guideTop = guide(
            at: at, motion: motion, finger: finger, stuck: stuck, screen: screenNow)
          let from =
            screen == screenNow
            ? (stuck ? motion.top(at: at, timing: spring) : guideTop) : screen.maxY
          finger = nil
          stuck = guideStuck
          screenNow = screen
          motion = Motion(begin: begin, from: from, to: to)
          probe = motion
          if firstShow, event == .willShow {
            readsNoTimingAt = begin
            firstShow = false
          }
          let height = event == .willHide ? screen.maxY - from : screen.maxY - to
          let options = KeyboardOptions(
            startFrame: CGRect(x: 0, y: from, width: screen.width, height: height),
            endFrame: CGRect(x: 0, y: to, width: screen.width, height: height),
            animationDuration: 0.25, animationCurve: .keyboard)
          center.post(name: event.notificationName, object: nil, userInfo: options.userInfo)
          // The timing view's animation, read inside the notification as the screen reads it.
          recorder.recordTiming(spring, of: event)
        case .did(let event):
          let top = motion.to
          let frame = CGRect(
            x: 0, y: top, width: screenNow.width,
            height: event == .didHide ? keyboard : screenNow.maxY - top)
          let options = KeyboardOptions(
            startFrame: frame, endFrame: frame, animationDuration: 0.25, animationCurve: .keyboard)
          center.post(name: event.notificationName, object: nil, userInfo: options.userInfo)
        case .drag(let to, let over):
          finger = (at, motion.to, to, over)
          motion = Motion(begin: 0, from: motion.to, to: motion.to)
          probe = motion
        }
      }
      guard !missed.contains(index) else { continue }
      clock.now = time
      let moving = time >= motion.begin && time - motion.begin < length
      let isFirstFrame = readsNoTimingAt == motion.begin && time == motion.begin
      let guideTop = guide(
        at: time, motion: motion, finger: finger, stuck: stuck, screen: screenNow)
      _ = recorder.recordFrame(
        timestamp: time, targetTimestamp: vsync(index + 1), keyboardTop: round3(guideTop),
        probeTop: round3(probe.top(at: time, timing: spring)),
        timing: moving && !isFirstFrame ? spring : nil)
    }
    recorder.stop()
    var trace = recorder.trace
    trace.notes =
      "Modelled: the guide and the probe follow the keyboard's spring exactly from the first "
      + "display frame after each will-notification; real devices are what this trace cannot "
      + "tell. Quirks put in on purpose: no animation read on the first frame of the first show, "
      + "a panel swapped with willShow alone, the didShow of the swap back 40 ms late, the guide "
      + "stuck at the bottom from the show at 6.509 s to the next notification, two missed "
      + "display-link callbacks, a rotation modelled as a hide and a show."
    return trace
  }

  /// The guide's top at a time.
  private static func guide(
    at time: TimeInterval, motion: Motion,
    finger: (start: TimeInterval, from: CGFloat, to: CGFloat, over: TimeInterval)?, stuck: Bool,
    screen: CGRect
  ) -> CGFloat {
    if stuck { return screen.maxY }
    if let finger {
      let done = min(1, max(0, (time - finger.start) / finger.over))
      let eased = done * done * (3 - 2 * done)
      return finger.from + (finger.to - finger.from) * CGFloat(eased)
    }
    return motion.top(at: time, timing: .keyboardSpring)
  }

  private static func round3(_ value: CGFloat) -> CGFloat {
    (value * 1000).rounded() / 1000
  }

  /// The recorder's clock, moved by the generator.
  @MainActor private final class Clock {
    var now: TimeInterval = 0
  }
}

extension KeyboardAnimationTiming {
  /// The keyboard's spring as Core Animation reports it: mass 3, stiffness 1000, damping 500.
  fileprivate static var keyboardSpring: KeyboardAnimationTiming {
    // The numbers make a valid spring: `spring` returns nil only for invalid ones.
    spring(mass: 3, stiffness: 1000, damping: 500)
      ?? KeyboardAnimationTiming(curve: .keyboard, duration: 0.25)
  }
}
