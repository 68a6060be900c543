public import Foundation
import KeyboardistObserver

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// Records the keyboard notifications an app receives into a ``KeyboardTrace``.
///
/// Run a recorder on a device while reproducing a keyboard bug, export the trace as JSON, and replay
/// it in a unit test or with `keyboardist replay`:
///
/// ```swift
/// let recorder = KeyboardRecorder(name: "Emoji switch", source: "iPhone 15, iOS 18.1")
/// recorder.start()
/// // … use the app …
/// let json = try recorder.trace.jsonData()
/// ```
///
/// The recorder observes all six keyboard events and stores, for each notification, exactly the
/// `userInfo` keys it carried (a key the notification lacked stays absent in the trace), with the time
/// since ``start()`` from the injected clock and whether the app was active.
///
/// It also records the keyboard's position frame by frame when it is handed one: whatever reads the
/// keyboard's top edge on a device (a view pinned to the keyboard layout guide, read on every
/// display frame while the keyboard moves and whenever the user drags it) calls
/// ``record(keyboardTop:isLayoutChange:)``, and the trace carries those ``KeyboardTrace/samples``
/// on the same clock as its notifications.
///
/// > Important: A recorder never sees typed text. It only observes keyboard notifications, whose
/// > `userInfo` holds frames, an animation duration and curve, and the `isLocal` flag, and the
/// > keyboard positions it is handed; it reads no text field, pasteboard or key press. Traces are
/// > safe to share.
///
/// App activity is followed from UIKit's application notifications on the same center
/// (`UIApplicationWillResignActiveNotification`, `UIApplicationDidEnterBackgroundNotification` and
/// `UIApplicationWillEnterForegroundNotification` end it, `UIApplicationDidBecomeActiveNotification`
/// restores it), so keyboard notifications that iOS re-posts on the way back from the background
/// are marked `appActive: false`. Notifications reach it as they reach an observer
/// (<doc:KeyboardQuirks#How-a-notification-reaches-your-code>).
@MainActor
public final class KeyboardRecorder {
  /// The name given to the exported trace.
  public var name: String

  /// The source given to the exported trace: a device and OS version, or a note.
  public var source: String

  /// The screen's bounds in screen coordinates, written into the trace when known.
  public var screen: CGRect?

  /// The device and settings written into the trace, when known (a field recording's
  /// ``KeyboardTrace/device``).
  public var device: KeyboardTrace.Device?

  /// Whether the app is active now, as far as the recorder has seen: the value given to
  /// ``init(center:name:source:screen:isAppActive:clock:)``, then the application notifications'.
  package private(set) var isAppActive: Bool

  /// Whether the recorder is between ``start()`` and ``stop()``.
  public private(set) var isRecording = false

  /// Whether the keyboard is animating: from a `will…` notification to its `did…`.
  package private(set) var readsFrames = false {
    didSet {
      if readsFrames != oldValue { frameSource?.framesNeeded(readsFrames) }
    }
  }

  /// Where the frames come from, told whenever ``readsFrames`` changes and asked for the timing of
  /// each notification recorded (``KeyboardTrace/Record/timing``): `recordMotion(in:)`'s reader.
  package weak var frameSource: (any KeyboardPlatform)?

  private var records: [KeyboardTrace.Record] = []
  private var samples: [KeyboardTrace.Sample] = []
  /// The guide's and the probe's tops at the last display frame offered to ``recordFrame``, and
  /// whether anything moved in it.
  private var lastFrame: (keyboardTop: CGFloat, probeTop: CGFloat?, isMoving: Bool)?
  /// A timing handed to ``recordTiming(_:of:)`` before its notification was recorded.
  private var pendingTiming: (event: KeyboardEvent, timing: KeyboardAnimationTiming)?
  private let clock: @MainActor () -> TimeInterval
  private var origin: TimeInterval = 0
  /// The center keyboard and application notifications are posted to.
  private let center: NotificationCenter
  /// The registrations for the application's activity notifications.
  private let registrations: NotificationRegistrations
  /// The subscription to the keyboard center's raw feed and its watch, while recording.
  private var subscriptions: [KeyboardSubscription] = []

  /// Creates a recorder, not yet started.
  ///
  /// - Parameters:
  ///   - center: The center keyboard and application notifications are posted to.
  ///   - name: The name given to the exported trace.
  ///   - source: Where the trace comes from (device, OS version, keyboard in use).
  ///   - screen: The screen's bounds in screen coordinates, if known.
  ///   - isAppActive: Whether the app is active when recording starts.
  ///   - clock: Returns the current time in seconds; only differences matter. Inject a fake in
  ///     tests. Defaults to the system's uptime, a required-reason API that the package's privacy
  ///     manifest declares (reason `35F9.1`: time elapsed between events within the app).
  public init(
    center: NotificationCenter = .default,
    name: String = "Recorded keyboard session",
    source: String = "KeyboardRecorder",
    screen: CGRect? = nil,
    isAppActive: Bool = true,
    clock: @escaping @MainActor () -> TimeInterval = { ProcessInfo.processInfo.systemUptime }
  ) {
    self.center = center
    self.registrations = NotificationRegistrations(center: center)
    self.name = name
    self.source = source
    self.screen = screen
    self.isAppActive = isAppActive
    self.clock = clock
  }

  deinit {
    registrations.removeAll()
  }

  /// The recording as a trace, ready to export with ``KeyboardTrace/jsonData()``: the notifications
  /// recorded so far, in posting order, and the keyboard positions, in the order they were handed
  /// in.
  public var trace: KeyboardTrace {
    KeyboardTrace(
      name: name, source: source, screen: screen, notifications: records, samples: samples,
      device: device)
  }

  /// Starts recording, measuring times from this call; calling it while recording changes nothing.
  ///
  /// - Returns: The recorder, to chain further calls.
  @discardableResult
  public func start() -> Self {
    guard !isRecording else { return self }
    isRecording = true
    origin = clock()
    let keyboardCenter = KeyboardCenter.of(center)
    subscriptions = [
      keyboardCenter.watch(),
      keyboardCenter.subscribe(to: .raw) { [weak self] post in
        guard let self else { return }
        var record = KeyboardTrace.Record(event: post.event, userInfo: post.userInfo)
        record.timing = frameSource?.notificationTiming(post.event, post.options)
        append(record)
      },
    ]
    observeAppActivity()
    return self
  }

  /// Stops recording and keeps what was recorded.
  public func stop() {
    isRecording = false
    readsFrames = false
    subscriptions = []
    registrations.removeAll()
  }

  /// Forgets every record and sample; recording, if started, continues with times measured from
  /// now.
  public func reset() {
    records.removeAll()
    samples.removeAll()
    lastFrame = nil
    origin = clock()
  }

  /// Records where the keyboard's top edge is now, stamped like a notification with the time since
  /// ``start()`` on the recorder's clock.
  ///
  /// Call it with what a device reads of the keyboard: on every display frame while the keyboard
  /// animates, and whenever the user's finger moves it during an interactive dismissal (a change of
  /// the layout guide's own position, which UIKit announces with no notification). Nothing is
  /// recorded while the recorder is stopped, nor for a position that is not a finite number.
  ///
  /// - Parameters:
  ///   - keyboardTop: The y-coordinate of the keyboard's top edge, in screen coordinates: the
  ///     screen's bottom edge while the keyboard is hidden.
  ///   - isLayoutChange: Whether the layout guide's position itself changed (the user's drag)
  ///     rather than a display frame of an animation; `false` by default.
  public func record(keyboardTop: CGFloat, isLayoutChange: Bool = false) {
    append(KeyboardTrace.Sample(time: 0, keyboardTop: keyboardTop, isLayoutChange: isLayoutChange))
  }

  /// Records one display frame of an animation with what the display link and Core Animation
  /// told of it, ``start()`` on the recorder's clock: the sample's
  /// ``KeyboardTrace/Sample/displayTime`` and ``KeyboardTrace/Sample/timing``.
  ///
  /// A trace recorded so checks the observer's prediction against the frames that follow. Nothing
  /// is recorded while the recorder is stopped, nor for a position that is not a finite number.
  ///
  /// - Parameters:
  ///   - keyboardTop: The y-coordinate of the keyboard's top edge, in screen coordinates.
  ///   - displayDelay: How long after the reading what is set in its frame is shown, in seconds
  ///     (a display link's `targetTimestamp − timestamp`), if known; recorded when it is a finite
  ///     number, 0 or more.
  ///   - timing: The timing Core Animation reported for the animation under way, if read.
  public func record(
    keyboardTop: CGFloat, displayDelay: TimeInterval?, timing: KeyboardAnimationTiming?
  ) {
    append(
      KeyboardTrace.Sample(
        time: 0, keyboardTop: keyboardTop,
        displayTime: displayDelay.flatMap { $0.isFinite && $0 >= 0 ? $0 : nil }, timing: timing))
  }

  /// Records the timing of the animation UIKit gave a view the app animated inside a
  /// will-notification (``KeyboardTrace/Record/timing``), read inside that notification.
  ///
  /// It goes to the latest recorded notification of `event` when that one has none; when the
  /// recorder has not seen the notification yet (the app's observer ran first), to the next one
  /// of `event` recorded before the next display frame. Nothing is recorded while the recorder is
  /// stopped, nor for `nil`.
  ///
  /// - Parameters:
  ///   - timing: The timing Core Animation reported for the view's animation, if read.
  ///   - event: The notification it was read in.
  public func recordTiming(_ timing: KeyboardAnimationTiming?, of event: KeyboardEvent) {
    guard isRecording, let timing else { return }
    if let index = records.indices.last, records[index].event == event,
      records[index].timing == nil
    {
      records[index].timing = timing
    } else {
      pendingTiming = (event, timing)
    }
  }

  /// Offers one display frame of a field recording, with the display link's own times, and
  /// records it when it says something: while the keyboard animates (from a will-notification to
  /// its did-notification), while the guide or the probe moves, and at the first frame after they
  /// stop, so that every recorded frame's shown time has a recorded frame to check it against.
  ///
  /// A frame in which the guide moved while no animation was under way and the probe stayed is a
  /// layout change (the finger's drag). Nothing is recorded while the recorder is stopped, nor
  /// for a top that is not a finite number.
  ///
  /// - Parameters:
  ///   - timestamp: The display link's `timestamp`, on the recorder's clock (with the default
  ///     clock, the system's uptime, which the display link's times are on).
  ///   - targetTimestamp: The display link's `targetTimestamp`: when what is set in this frame
  ///     is shown, on the same clock.
  ///   - keyboardTop: The guide's presentation top in screen coordinates.
  ///   - probeTop: The timing view's presentation top in screen coordinates, if read.
  ///   - timing: The timing Core Animation reported for the timing view's animation, if read.
  /// - Returns: Whether the frame was recorded.
  @discardableResult
  public func recordFrame(
    timestamp: TimeInterval, targetTimestamp: TimeInterval, keyboardTop: CGFloat,
    probeTop: CGFloat?, timing: KeyboardAnimationTiming?
  ) -> Bool {
    guard isRecording, keyboardTop.isFinite, timestamp.isFinite, targetTimestamp.isFinite else {
      return false
    }
    pendingTiming = nil
    let probeTop = probeTop.flatMap { $0.isFinite ? $0 : nil }
    let guideMoved = lastFrame.map { $0.keyboardTop != keyboardTop } ?? false
    let probeMoved = lastFrame.map { $0.probeTop != probeTop } ?? false
    let isLayoutChange = !readsFrames && guideMoved && !probeMoved
    let isMoving = readsFrames || guideMoved || probeMoved
    let records = isMoving || lastFrame?.isMoving == true
    lastFrame = (keyboardTop, probeTop, isMoving)
    let time = max(0, timestamp - origin)
    guard records, time >= (samples.last?.time ?? 0) else { return false }
    samples.append(
      KeyboardTrace.Sample(
        time: time, keyboardTop: keyboardTop, isLayoutChange: isLayoutChange,
        displayTime: max(0, targetTimestamp - origin), timing: timing, probeTop: probeTop))
    return true
  }

  /// Records a sample stamped now; its display time, given as a delay, becomes a time.
  private func append(_ sample: KeyboardTrace.Sample) {
    guard isRecording, sample.keyboardTop.isFinite else { return }
    var sample = sample
    sample.time = clock() - origin
    sample.displayTime = sample.displayTime.map { sample.time + $0 }
    samples.append(sample)
  }

  private func append(_ record: KeyboardTrace.Record) {
    guard isRecording else { return }
    var record = record
    record.time = clock() - origin
    record.isAppActive = isAppActive
    if let pending = pendingTiming, pending.event == record.event, record.timing == nil {
      record.timing = pending.timing
      pendingTiming = nil
    }
    records.append(record)
    switch record.event {
    case .willShow, .willHide, .willChangeFrame: readsFrames = true
    case .didShow, .didHide, .didChangeFrame: readsFrames = false
    }
  }

  private func observeAppActivity() {
    for notification in ApplicationNotification.allCases {
      let isActive = notification.isAppActiveAfter
      registrations.register(notification.name) { [weak self] _ in
        MainActorHop.run { self?.isAppActive = isActive }
      }
    }
  }
}
