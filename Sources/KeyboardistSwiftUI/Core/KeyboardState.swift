public import Foundation
public import KeyboardistObserver
public import Observation

/// The keyboard as an observable value: what SwiftUI views and UIKit's observation tracking read.
///
/// A `KeyboardState` listens to a ``KeyboardObserver`` and takes in each of its transitions, so
/// reading its ``snapshot`` in a SwiftUI `body` (or in a UIKit `updateProperties()`) re-renders when
/// the keyboard comes, goes or changes height, and not for the notifications in between.
///
/// ```swift
/// let keyboard = KeyboardState()  // its own started observer of NotificationCenter.default
/// let isUp = keyboard.snapshot.isVisible
/// ```
///
/// For a view that follows the keyboard frame by frame, read its ``motion``, which changes at
/// every display frame of the keyboard's animations and of the user's interactive drag: a view
/// that reads it renders again at every frame, one that reads only the snapshot does not. The
/// frames come from the observer's `attach(to:)` on iOS, and from `KeyboardSimulator` in
/// tests; without them, the motion changes only when an animation starts and when it ends.
///
/// ```swift
/// let hintOpacity = 1 - keyboard.motion.progress  // 1 while hidden, 0 once up
/// ```
///
/// To move a view, read the keyboard's coverage of it
/// (``KeyboardSnapshot/coverage(of:safeAreaBottom:)``), not its height: the height is measured
/// against the screen, and SwiftUI already moves content that respects the safe area, so padding
/// such a view by the height moves it twice. In SwiftUI, the modifiers of
/// <doc:KeyboardistAndSwiftUI> measure and make room for you, and `ObservableKeyboard` holds the
/// same snapshot before iOS 17.
///
/// Isolation: main actor, like the observer. The state holds its observer strongly; the observer
/// holds the state weakly, so dropping the state is enough to stop it being updated. After the
/// observer's `stop()` or `clear()` the state keeps its last values.
@available(iOS 17, macOS 14, macCatalyst 17, tvOS 17, watchOS 10, visionOS 1, *)
@MainActor
@Observable
public final class KeyboardState {
  /// The keyboard after the last transition.
  ///
  /// The same value `ObservableKeyboard` and SwiftUI's `@Environment(\.keyboard)` hold.
  public private(set) var snapshot = KeyboardSnapshot()

  /// The keyboard's motion in the last frame: its visible height, its progress from hidden (0) to
  /// shown (1), its phase and its top edge, at every frame of its animations and of the user's
  /// drag (see ``KeyboardObserver/onMove(_:)``).
  ///
  /// Kept apart from ``snapshot`` so that only the views that read it follow every frame.
  public private(set) var motion = KeyboardMotion(time: 0, phase: .settled, height: 0, progress: 0)

  /// The observer that keeps this state current.
  @ObservationIgnored public let observer: KeyboardObserver

  /// Creates a state kept current by `observer`, starting from what the observer knows now.
  ///
  /// The state starts from the observer's last transition and its last motion. If the observer is started and the
  /// keyboard is up but the observer has not been told yet (another observer of its center saw it
  /// come up), the state learns it at once, through the appear the observer then hands out (see
  /// ``KeyboardObserver/start()``). The observer must be started (now or later) for the state to
  /// change.
  ///
  /// - Parameter observer: The observer whose transitions update the state.
  public init(observer: KeyboardObserver) {
    self.observer = observer
    if let last = observer.lastTransition {
      snapshot.update(with: last, screen: observer.screen)
    }
    motion = observer.motion
    observer.addTransitionSink { [weak self] transition, screen in
      guard let self else { return false }
      self.snapshot.update(with: transition, screen: screen)
      return true
    }
    observer.addMotionSink { [weak self] motion in
      guard let self else { return false }
      self.motion = motion
      return true
    }
  }

  /// Creates a state with its own started observer of `center`.
  ///
  /// - Parameter center: The center keyboard notifications are posted to; inject your own in tests.
  public convenience init(center: NotificationCenter = .default) {
    self.init(observer: KeyboardObserver(center: center).start())
  }
}
