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
/// The simulator posts UIKit's `UIApplication` life-cycle notifications on the center (a
/// ``/Keyboardist/KeyboardRecorder`` follows them), and drives the observers it is given as a
/// view does on a device (``/Keyboardist/KeyboardObserver/attach(to:)``): it sets their screen
/// and ``/Keyboardist/KeyboardObserver/isAppActive`` before it posts.
///
/// ```swift
/// let keyboard = KeyboardObserver(center: center)
/// keyboard.onAppear { print("appear", $0.height) }.onDisappear { _ in print("gone") }.start()
/// KeyboardSimulator(center: center, device: .iPhone8, driving: [keyboard])
///   .play(.backgroundAndReturn)  // one appear, one disappear: the re-posts are ignored
/// ```
///
/// The observers it drives also follow the keyboard frame by frame: the simulator hands them its
/// position at every display frame of the device (``KeyboardDeviceProfile/framesPerSecond``) and
/// every position of a drag, stamped with the simulator's time (from 0), so code in
/// ``/Keyboardist/KeyboardObserver/onMove(_:)`` is tested frame by frame:
///
/// ```swift
/// var heights: [CGFloat] = []
/// keyboard.onMove { heights.append($0.height) }.start()
/// KeyboardSimulator(center: center, device: .iPhone16, driving: [keyboard]).play(.showHide)
/// // One height per frame at 60 Hz, up to 336 pt and back to 0.
/// ```
///
/// Posting is synchronous, so an observer on the same center delivers inside each post.
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
  @MainActor private final class Clock: KeyboardPlatform {
    var time: TimeInterval = 0
    /// The timing read at the notification being posted: its record's.
    var readTiming: KeyboardAnimationTiming?
    var now: TimeInterval? { time }
    var screen: CGRect? { nil }
    var isAppActive: Bool? { nil }
    var hiddenGuideHeight: CGFloat { 0 }
    var prefersCrossFade: Bool { false }
    func notificationTiming(_ event: KeyboardEvent, _ options: KeyboardOptions)
      -> KeyboardAnimationTiming?
    { readTiming }
    func framesNeeded(_ needed: Bool) {}
  }

  /// Creates a simulator posting into a center.
  ///
  /// - Parameters:
  ///   - center: The center to post to; use a private `NotificationCenter()` in tests.
  ///   - device: The device whose sizes scenarios use; an iPhone 16 by default.
  ///   - observers: Observers the simulator drives: from now on they measure on the device's
  ///     portrait screen and are active, as whenever a scenario or trace starts to play (on the
  ///     trace's screen, or none for a scenario that rotates), until a step says otherwise.
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

  /// Posts every step of a scenario (``KeyboardScenario/steps(on:)``) on the simulator's device, in
  /// order.
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
  /// Driven observers are handed the trace's ``/Keyboardist/KeyboardTrace/samples``, in time
  /// order among the notifications.
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
  /// the app would, such as announcing an input switch
  /// (``/Keyboardist/KeyboardObserver/switchInput(to:)``); the driven observers follow as when the
  /// scenario plays whole.
  ///
  /// - Parameter step: A keyboard notification, an app-activity change, a sample, or what the
  ///   app tells the observers of the center about its input.
  public func post(_ step: KeyboardScenario.Step) {
    switch step {
    case .keyboard(let record):
      clock.time = record.time
      clock.readTiming = record.timing
      center.post(record.notification())
      clock.readTiming = nil
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
  /// and its samples in time order among them (``KeyboardScenario/Step/merging(_:into:)``).
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
