public import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// Observes the keyboard for one screen (or for the whole app) with chained callbacks.
///
/// ```swift
/// let keyboard = KeyboardObserver()
/// keyboard
///   .on(event: .willShow) { options in print("will show", options.endFrame) }
///   .onAppear { transition in print("up", transition.height) }
///   .start()
/// ```
///
/// Use one instance per screen, started when the screen appears and stopped when it disappears
/// (<doc:StartingAndStopping>); ``shared`` is for app-wide listeners. Raw callbacks get every
/// notification as posted; transitions come from a ``KeyboardTracker`` and the motion from the
/// keyboard's frames, both measured on ``screen``. How a notification reaches each is
/// <doc:KeyboardQuirks#How-a-notification-reaches-your-code>. No callback runs after the observer
/// is gone.
@MainActor
public final class KeyboardObserver {
  /// A callback that receives the parsed options of one notification, on the main actor.
  public typealias Callback = @MainActor (KeyboardOptions) -> Void

  /// A callback that receives one normalised keyboard transition, on the main actor.
  public typealias TransitionCallback = @MainActor (KeyboardTransition) -> Void

  /// A callback that receives the keyboard's motion at one display frame, on the main actor.
  public typealias MotionCallback = @MainActor (KeyboardMotion) -> Void

  /// The app-wide observer on `NotificationCenter.default`, for listeners that live as the app.
  public static let shared = KeyboardObserver()

  /// The center this observer listens to.
  public let center: NotificationCenter

  /// Whether the observer is started, that is, between ``start()`` and ``stop()`` or ``clear()``.
  public private(set) var isObserving = false

  /// The screen, the app's activity, the clock and the frames the stages read.
  package let environment = KeyboardEnvironment()
  /// The raw callbacks.
  let rawCallbacks = RawCallbacks()
  /// The transitions.
  let transitionStage: TransitionStage
  /// The motion.
  let motionStage: MotionStage
  /// The keyboard center, once taken.
  private var takenCenter: KeyboardCenter?
  /// Whether a start without a view or screen was reported already.
  var hasReportedNoScreen = false
  /// The center's watch, held from the first start until the observer is cleared.
  private var watch: KeyboardSubscription?

  /// Creates an observer of a notification center; only ``start()`` registers with it.
  ///
  /// - Parameter center: The center keyboard notifications are posted to; inject your own in tests.
  public nonisolated init(center: NotificationCenter = .default) {
    self.center = center
    transitionStage = TransitionStage(environment: environment)
    motionStage = MotionStage(environment: environment)
  }

  /// The keyboard center of ``center``, which this observer subscribes to.
  package var keyboardCenter: KeyboardCenter {
    if let takenCenter { return takenCenter }
    let taken = KeyboardCenter.of(center)
    takenCenter = taken
    taken.learn(screen: environment.screen)
    return taken
  }

  // MARK: - Registering

  /// Sets the one callback of an event: registering the event again replaces it (Typist's
  /// contract).
  ///
  /// - Parameters:
  ///   - event: The keyboard event to handle.
  ///   - callback: What runs, on the main actor, with the notification's parsed options.
  /// - Returns: The observer, to chain further calls.
  @discardableResult
  public func on(event: KeyboardEvent, do callback: @escaping Callback) -> Self {
    rawCallbacks[event] = callback
    return self
  }

  /// Adds a callback for appears (``KeyboardTransition/Kind/appear``); every callback added runs,
  /// in the order added, and catches up (<doc:StartingAndStopping#Catching-up>).
  ///
  /// - Parameter callback: What runs with each appear.
  /// - Returns: The observer, to chain further calls.
  @discardableResult
  public func onAppear(_ callback: @escaping TransitionCallback) -> Self {
    transitionStage.add(.callback { if $0.kind == .appear { callback($0) } })
    return self
  }

  /// Adds a callback for disappears; every callback added runs, in the order added.
  ///
  /// - Parameter callback: What runs each time the keyboard goes away after an appear.
  /// - Returns: The observer, to chain further calls.
  @discardableResult
  public func onDisappear(_ callback: @escaping TransitionCallback) -> Self {
    transitionStage.add(.callback { if $0.kind == .disappear { callback($0) } })
    return self
  }

  /// A new stream of the observer's transitions, for `for await` loops.
  ///
  /// Each read returns a stream that gets every transition from then on, in order, buffered
  /// without limit, and catches up as a callback does. A stream keeps its observer alive until it
  /// ends: when its task is cancelled, its consumer drops it, or at ``clear()``.
  public var transitions: AsyncStream<KeyboardTransition> {
    AsyncStream { continuation in
      let id = transitionStage.add(.stream(continuation))
      // The handler holds the observer until the stream ends: a cycle on purpose.
      continuation.onTermination = { [self] _ in
        MainActorHop.run { [weak self] in self?.transitionStage.remove(id) }
      }
    }
  }

  /// Adds a callback for the keyboard's motion, frame by frame; every callback added runs, in the
  /// order added (<doc:FollowingTheKeyboardFrameByFrame>).
  ///
  /// - Parameter callback: What runs with each frame's motion.
  /// - Returns: The observer, to chain further calls.
  @discardableResult
  public func onMove(_ callback: @escaping MotionCallback) -> Self {
    motionStage.add(.callback(callback))
    return self
  }

  /// Adds a package listener of the transitions or the motion, held (`holding`) or weakly.
  package func addListener(_ listener: any KeyboardListener, holding: Bool = false) {
    if listener.listensToTransitions {
      transitionStage.add(holding ? .held(listener) : .weak(.init(listener: listener)))
    }
    if listener.listensToMotion {
      motionStage.add(holding ? .held(listener) : .weak(.init(listener: listener)))
    }
  }

  /// The package listeners, in the order they were added.
  package var packageListeners: [any KeyboardListener] {
    let motionOnly = motionStage.packageListeners.filter { listener in
      !transitionStage.packageListeners.contains { $0 === listener }
    }
    return transitionStage.packageListeners + motionOnly
  }

  // MARK: - Starting and stopping

  /// Starts observing and catches up (<doc:StartingAndStopping#Catching-up>); calling it again
  /// changes nothing.
  ///
  /// - Returns: The observer, to chain further calls.
  @discardableResult
  public func start() -> Self {
    guard !isObserving else { return self }
    isObserving = true
    let center = keyboardCenter
    if watch == nil { watch = center.watch() }
    environment.read()
    center.learn(screen: environment.screen)
    transitionStage.start(center)
    motionStage.start(center)
    rawCallbacks.start(center)
    for listener in packageListeners { listener.keyboardObserverDidStart(with: motion) }
    #if KEYBOARDIST_UIKIT
      if measuresOnNoScreen { reportNoScreen() }
    #endif
    return self
  }

  /// Whether the observer is given a view, or a source of frames (``attach(to:)``, the simulator).
  package var isAttached: Bool { environment.platform != nil }

  /// Whether the observer hands out transitions or motion with nothing to measure them on.
  ///
  /// That is: started with such listeners, given neither a view nor a ``screen``. On iOS such a
  /// start logs one message naming ``attach(to:)``.
  var measuresOnNoScreen: Bool {
    isObserving && !isAttached && environment.screen == nil
      && (transitionStage.isListened || motionStage.isListened)
  }

  /// Stops observing and keeps the callbacks, so a later ``start()`` resumes and catches up.
  public func stop() {
    guard isObserving else { return }
    isObserving = false
    transitionStage.stop()
    motionStage.stop()
    rawCallbacks.stop()
    for listener in packageListeners { listener.keyboardObserverDidStop() }
  }

  /// Stops observing, removes every callback and listener, ends every ``transitions`` stream and
  /// forgets the keyboard.
  public func clear() {
    stop()
    rawCallbacks.removeAll()
    transitionStage.removeAll()
    motionStage.removeAll()
    watch = nil
  }

  /// Forgets the keyboard (an avoider that has put its layout back): the next start or show hands
  /// out an appear again.
  package func forgetKeyboard() {
    transitionStage.forgetKeyboard()
  }

  // MARK: - Input switches

  /// Announces to every observer of this observer's center that a text input is about to switch
  /// between the keyboard and a panel (<doc:MessageBarAndPanels#The-list-stays-put>).
  ///
  /// - Parameter input: What is about to show below the input.
  public func switchInput(to input: KeyboardInput) {
    keyboardCenter.switchInput(to: input)
  }

  /// Tells every observer of this observer's center that the input that switched ended editing
  /// (``KeyboardCenter/inputDidEndEditing()``).
  public func inputDidEndEditing() {
    keyboardCenter.inputDidEndEditing()
  }

  // MARK: - Frames

  /// Takes in where the keyboard is at one display frame, and hands that frame's motion to
  /// ``onMove(_:)``, while an animation a notification started is under way.
  ///
  /// - Parameter sample: Where the keyboard's top edge is, in screen coordinates, and when.
  public func follow(_ sample: KeyboardSample) {
    motionStage.follow(sample, isLayout: false)
  }

  /// Takes in a change of the keyboard layout guide's own position (the finger during an
  /// interactive drag, which UIKit announces with no notification) and hands the motion it makes
  /// to ``onMove(_:)``.
  ///
  /// - Parameter sample: Where the keyboard's top edge is, in screen coordinates, and when.
  public func follow(layoutChange sample: KeyboardSample) {
    motionStage.follow(sample, isLayout: true)
  }

  /// Learns where the keyboard is (``KeyboardCenter``'s `keyboardFound(at:)`).
  package func keyboardFound(at frame: CGRect) {
    keyboardCenter.keyboardFound(at: frame)
  }

  // MARK: - What the stages read

  /// The screen's bounds, in screen coordinates, that heights are measured against.
  ///
  /// Set it yourself on Linux, in tests and previews; on iOS a notification's own screen (iOS 16.1
  /// and later) or the view given to ``attach(to:)`` fills it in. `nil` measures as
  /// ``KeyboardTracker/screen`` says.
  public var screen: CGRect? {
    get { environment.screen }
    set {
      environment.screen = newValue
      takenCenter?.learn(screen: newValue)
    }
  }

  /// Whether the app is active: while it is not, notifications move nothing; `true` by default,
  /// filled in on iOS by the view given to ``attach(to:)``.
  public var isAppActive: Bool {
    get { environment.isAppActive }
    set { environment.isAppActive = newValue }
  }

  /// Whether other apps' keyboards (Split View, Slide Over) are ignored by the transitions and the
  /// motion, hides excepted; `true` by default.
  public var ignoresOtherApps: Bool {
    get { transitionStage.ignoresOtherApps }
    set {
      transitionStage.ignoresOtherApps = newValue
      motionStage.ignoresOtherApps = newValue
    }
  }

  /// The last transition handed out, or `nil` since none (or since the keyboard was forgotten).
  package var lastTransition: KeyboardTransition? { transitionStage.lastTransition }

  /// The keyboard's motion in the last frame handed out.
  package var motion: KeyboardMotion { motionStage.model.motion }

  /// The raw callbacks, by event.
  var callbacks: [KeyboardEvent: Callback] { rawCallbacks.callbacks }

  /// The tracker of the transitions.
  var tracker: KeyboardTracker { transitionStage.tracker }
}
