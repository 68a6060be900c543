public import Foundation
public import KeyboardistObserver
public import KeyboardistTraces

/// Posts realistic keyboard notifications into a notification center, for tests and tools.
///
/// Point a ``/Keyboardist/KeyboardObserver`` (or your own code) at a private center, then play a
/// named scenario on a device, a trace recorded on a real device, or single notifications:
///
/// ```swift
/// let center = NotificationCenter()
/// let keyboard = KeyboardObserver(center: center)
/// keyboard.on(event: .willShow) { options in print(options.endFrame) }.start()
/// KeyboardSimulator(center: center, device: .iPhone8).play(.quickTypeToggle)
/// ```
///
/// Notifications carry the `userInfo` UIKit posts (rects boxed in `NSValue`, numbers in
/// `NSNumber`), under UIKit's names, with `nil` as the object. Time is data: records carry their
/// time, and the simulator never sleeps or waits.
///
/// App activity matters for the background-and-return scenario and for traces recorded while the
/// app was inactive. The simulator posts UIKit's `UIApplication` life-cycle notifications on the
/// center (a ``/Keyboardist/KeyboardRecorder`` follows them), and sets
/// ``/Keyboardist/KeyboardObserver/isAppActive`` on every observer it drives before it posts,
/// which is what an observer given a view does on a device (``/Keyboardist/KeyboardObserver/attach(to:)``). It
/// also gives those observers the screen the frames are measured on: the device's portrait screen
/// from the moment it is created, so that a scenario posted step by step (``post(_:)``) drives
/// them exactly as ``play(_:)-(KeyboardScenario)`` does.
///
/// ```swift
/// let keyboard = KeyboardObserver(center: center)
/// keyboard.onAppear { print("appear", $0.height) }.onDisappear { _ in print("gone") }.start()
/// KeyboardSimulator(center: center, device: .iPhone8, driving: [keyboard])
///   .play(.backgroundAndReturn)  // one appear, one disappear: the re-posts are ignored
/// ```
///
/// The observers it drives also follow the keyboard frame by frame, as the UIKit shell makes them
/// on a device: while the keyboard animates, the simulator hands them its position at every
/// display frame of the device (``KeyboardDeviceProfile/framesPerSecond``) through
/// ``/Keyboardist/KeyboardObserver/follow(_:)``, along the notification's curve, and while a
/// scenario's finger drags it down, every position of the drag as a change of the layout guide,
/// which UIKit announces with no notification. Their motion is stamped with the simulator's time
/// (a scenario's or trace's own, from 0), so code in ``/Keyboardist/KeyboardObserver/onMove(_:)``
/// is tested frame by frame:
///
/// ```swift
/// var heights: [CGFloat] = []
/// keyboard.onMove { heights.append($0.height) }.start()
/// KeyboardSimulator(center: center, device: .iPhone16, driving: [keyboard]).play(.showHide)
/// // One height per frame at 60 Hz, up to 336 pt and back to 0.
/// ```
///
/// Posting is synchronous, so an observer on
/// the same center delivers inside each post.
@MainActor
public struct KeyboardSimulator {
  private let center: NotificationCenter
  private let device: KeyboardDeviceProfile
  private let drivenObservers: [KeyboardObserver]
  /// The time of the step being played, which the driven observers stamp their motion with.
  private let clock = Clock()
  /// An observer of the center, never started, through which the simulator tells every observer
  /// of the center what the app's input does (``KeyboardScenario/Step/switchInput(to:)``).
  private let announcer: KeyboardObserver

  /// The simulator's time, the platform of the driven observers, whose motion it stamps.
  ///
  /// Their screen and activity the simulator sets itself.
  @MainActor private final class Clock: KeyboardPlatform {
    var time: TimeInterval = 0
    var now: TimeInterval? { time }
    var screen: CGRect? { nil }
    var isAppActive: Bool? { nil }
    var hiddenGuideHeight: CGFloat { 0 }
    var prefersCrossFade: Bool { false }
    func framesNeeded(_ needed: Bool) {}
  }

  /// Creates a simulator posting into a center.
  ///
  /// - Parameters:
  ///   - center: The center to post to; use a private `NotificationCenter()` in tests.
  ///   - device: The device whose sizes scenarios use; an iPhone 16 by default.
  ///   - observers: Observers whose ``/Keyboardist/KeyboardObserver/isAppActive`` and
  ///     ``/Keyboardist/KeyboardObserver/screen`` the simulator sets as it plays, and which it
  ///     hands the keyboard's position frame by frame, with their motion stamped on its clock.
  ///     They measure on the device's portrait screen and are active from now on, as when a
  ///     scenario that keeps that screen starts to play.
  public init(
    center: NotificationCenter,
    device: KeyboardDeviceProfile = .iPhone16,
    driving observers: [KeyboardObserver] = []
  ) {
    self.center = center
    self.device = device
    self.drivenObservers = observers
    self.announcer = KeyboardObserver(center: center)
    for observer in observers {
      observer.environment.platform = clock
      observer.screen = device.screen
      observer.isAppActive = true
    }
  }

  /// Posts every step of a scenario on the simulator's device, in order.
  ///
  /// Driven observers measure on the device's portrait screen (no screen for a scenario that
  /// rotates it) and start active; they follow the keyboard's position at every display frame of
  /// its animations, and every position of a drag (see ``KeyboardScenario/steps(on:)``).
  ///
  /// - Parameter scenario: The scenario to play.
  public func play(_ scenario: KeyboardScenario) {
    for observer in drivenObservers {
      observer.screen = scenario.hasFixedScreen ? device.screen : nil
      observer.isAppActive = true
    }
    play(scenario.steps(on: device))
  }

  /// Posts every notification of a trace, in order, with exactly the keys each record holds.
  ///
  /// App activity follows the records' ``/Keyboardist/KeyboardTrace/Record/isAppActive``: before
  /// the first record of an inactive stretch the simulator posts `willResignActive`, and before the
  /// first active record after one, `didBecomeActive`. A trace that starts inactive starts with
  /// `willResignActive`.
  ///
  /// Driven observers measure on the trace's screen, when it has one, and start active. They are
  /// handed the trace's ``/Keyboardist/KeyboardTrace/samples``, in time order among the
  /// notifications (a sample before a notification of the same time); a trace without samples
  /// plays exactly as its notifications alone.
  ///
  /// - Parameter trace: The trace to play.
  public func play(_ trace: KeyboardTrace) {
    for observer in drivenObservers {
      if let screen = trace.screen { observer.screen = screen }
      observer.isAppActive = true
    }
    play(Self.steps(of: trace))
  }

  /// Posts steps in order.
  ///
  /// - Parameter steps: The keyboard notifications and app-activity changes to post.
  package func play(_ steps: [KeyboardScenario.Step]) {
    for step in steps { post(step) }
  }

  /// Posts one step: the simulator's time becomes the step's, a notification is posted, and a
  /// sample is handed to the driven observers.
  ///
  /// Play a scenario step by step (``KeyboardScenario/steps(on:)``) to act between its steps as
  /// the app would: to announce an input switch before a
  /// ``KeyboardScenario/panelSwapUnannounced``'s hide, for example
  /// (``/Keyboardist/KeyboardObserver/switchInput(to:)``). The driven observers measure on the
  /// device's screen, are active until an app step says otherwise and follow the step's samples,
  /// as when the scenario plays whole.
  ///
  /// - Parameter step: A keyboard notification, an app-activity change, a sample, or what the
  ///   app tells the observers of the center about its input.
  public func post(_ step: KeyboardScenario.Step) {
    switch step {
    case .keyboard(let record):
      clock.time = record.time
      center.post(record.notification())
    case .app(let event):
      let notification = event.notification
      for observer in drivenObservers { observer.isAppActive = notification.isAppActiveAfter }
      center.post(name: notification.name, object: nil)
    case .sample(let sample):
      clock.time = sample.time
      for observer in drivenObservers {
        if sample.isLayoutChange {
          observer.follow(layoutChange: sample.keyboardSample)
        } else {
          observer.follow(sample.keyboardSample)
        }
      }
    case .switchInput(let input):
      announcer.switchInput(to: input)
    case .inputDidEndEditing:
      announcer.inputDidEndEditing()
    }
  }

  /// Posts one keyboard notification carrying every key of `options`, at the simulator's time (that
  /// of the last step played).
  ///
  /// - Parameters:
  ///   - event: The notification to post.
  ///   - options: The values its `userInfo` carries.
  public func post(_ event: KeyboardEvent, _ options: KeyboardOptions) {
    center.post(name: event.notificationName, object: nil, userInfo: options.userInfo)
  }

  /// The steps that play a trace: its records, with app-activity changes where activity flips,
  /// and its samples in time order among them.
  ///
  /// - Parameter trace: A trace.
  /// - Returns: The records as keyboard steps, each inactive stretch preceded by
  ///   `willResignActive` and followed by `didBecomeActive` before the next active record; each
  ///   sample before the first record at its time or later (see
  ///   ``KeyboardScenario/Step/merging(_:into:)``).
  package nonisolated static func steps(of trace: KeyboardTrace) -> [KeyboardScenario.Step] {
    var steps: [KeyboardScenario.Step] = []
    var isActive = true
    for record in trace.notifications {
      if record.isAppActive != isActive {
        steps.append(.app(record.isAppActive ? .didBecomeActive : .willResignActive))
        isActive = record.isAppActive
      }
      steps.append(.keyboard(record))
    }
    return KeyboardScenario.Step.merging(trace.samples, into: steps)
  }
}
