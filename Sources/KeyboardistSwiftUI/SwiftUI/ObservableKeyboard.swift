#if KEYBOARDIST_UIKIT && canImport(SwiftUI)
  import Combine
  import Foundation
  import KeyboardistObserver
  import SwiftUI

  /// The model behind ``Keyboard`` and the keyboard modifiers: an observer, the keyboard's snapshot
  /// after its last transition and its motion in the last frame, with a stream of each.
  ///
  /// Kept in a `@StateObject` by `observesKeyboard()`; it publishes nothing through
  /// `objectWillChange` (views subscribe through ``Keyboard``), and holds its observer, which holds
  /// it weakly.
  @MainActor
  final class ObservableKeyboard: ObservableObject, KeyboardListener {
    /// The keyboard after the last transition.
    private(set) var snapshot: KeyboardSnapshot

    /// The keyboard's motion in the last frame: where it will be when that frame is shown.
    private(set) var motion: KeyboardMotion

    /// The observer whose transitions and motion update the model.
    let observer: KeyboardObserver

    /// Each transition, sent after ``snapshot`` has taken it in.
    let transitionsSubject = PassthroughSubject<KeyboardTransition, Never>()

    /// Each new motion, sent after ``motion`` has taken it in.
    let moves = PassthroughSubject<KeyboardMotion, Never>()

    /// Each change of ``snapshot`` that is no transition: the system's answer to whether a
    /// hardware keyboard is connected, before the keyboard's frames tell.
    let systemChanges = PassthroughSubject<Void, Never>()

    /// The registrations for GameController's keyboard notifications, removed with the model.
    private let systemRegistrations = NotificationRegistrations(center: .default)

    /// Creates a model kept current by `observer` once it is started, starting from what the
    /// observer knows now.
    init(observer: KeyboardObserver) {
      self.observer = observer
      snapshot = KeyboardSnapshot(observer: observer)
      motion = observer.motion
      observer.addListener(self)
      for name in SystemKeyboard.hardwareKeyboardNotifications {
        systemRegistrations.register(name) { [weak self] _ in
          MainActorHop.run { self?.askSystem() }
        }
      }
    }

    /// Takes every transition.
    var listensToTransitions: Bool { true }

    /// Takes every frame's motion.
    var listensToMotion: Bool { true }

    /// Takes in a transition, measured on `screen`, and sends it on.
    func keyboardDidTransition(_ transition: KeyboardTransition, on screen: CGRect?) {
      snapshot.update(with: transition, screen: screen)
      transitionsSubject.send(transition)
    }

    /// Takes in a frame's motion.
    func keyboardDidMove(_ motion: KeyboardMotion) {
      take(motion)
    }

    /// The motion while the keyboard's frames are read (`attach(to:)`, its view in a
    /// window); `nil` on the notification path, where the transitions move the views instead.
    var followedMotion: KeyboardMotion? {
      observer.isReadingMotion ? motion : nil
    }

    /// Starts the observer when a view appears, and takes in where the keyboard's frame reader
    /// found the keyboard while the observer was stopped, and whether the system knows of a
    /// hardware keyboard (`GCKeyboard`), which counts until the keyboard's frames tell.
    func start() {
      askSystem()
      observer.start()
      take(observer.motion)
    }

    /// Takes in whether the system knows of a hardware keyboard, and tells the views that read the
    /// snapshot when that changes it.
    private func askSystem() {
      let before = snapshot
      snapshot.systemReports(hardwareKeyboard: SystemKeyboard.isHardwareKeyboardConnected)
      if snapshot != before { systemChanges.send() }
    }

    /// Keeps and sends a motion that differs from the last one.
    private func take(_ motion: KeyboardMotion) {
      guard motion != self.motion else { return }
      self.motion = motion
      moves.send(motion)
    }
  }
#endif
