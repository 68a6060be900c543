#if KEYBOARDIST_UIKIT && canImport(SwiftUI)
  public import Combine
  public import Foundation
  public import KeyboardistObserver
  import SwiftUI

  /// The keyboard as an observable object, for SwiftUI on iOS 15 and later.
  ///
  /// It listens to a ``KeyboardObserver`` and publishes a new ``snapshot`` at each of its
  /// transitions, so a view that reads it through `@StateObject` or `@ObservedObject` renders again
  /// when the keyboard comes, goes or changes height, and not for the notifications in between.
  /// On iOS 17 and later, ``KeyboardState`` does the same with Observation. Read the keyboard from
  /// the snapshot (`keyboard.snapshot.isVisible`, `keyboard.snapshot.coverage(of:)`).
  ///
  /// The keyboard's ``motion``, which changes at every frame of its animations and of the user's
  /// drag, is kept apart: it is not published through the object's `objectWillChange`, so a view
  /// that observes the object does not render again at every frame. A view that follows the
  /// keyboard frame by frame reads the motion through ``KeyboardMotionReader``, which renders only
  /// its own content again.
  ///
  /// Most screens need no instance of their own: `observesKeyboard()` at a screen's root keeps
  /// one, started while the screen is on screen, and hands its snapshot to the views below as
  /// `@Environment(\.keyboard)`. Make one yourself to configure its observer, or to read the
  /// keyboard outside a view, and pass it to `observesKeyboard(_:)`:
  ///
  /// ```swift
  /// @StateObject private var keyboard = ObservableKeyboard()  // a started observer
  /// ```
  ///
  /// Isolation: main actor. The object holds its observer strongly; the observer holds the object
  /// weakly, so dropping the object (a `@StateObject` whose view goes away) is enough to stop it
  /// being updated, and the observer goes away with it.
  @MainActor
  public final class ObservableKeyboard: ObservableObject {
    /// The keyboard after the last transition; a new value is published at each transition.
    ///
    /// The same value ``KeyboardState`` and SwiftUI's `@Environment(\.keyboard)` hold.
    @Published public private(set) var snapshot: KeyboardSnapshot

    /// The keyboard's motion in the last frame: its visible height, its progress from hidden (0)
    /// to shown (1), its phase and its top edge (see ``KeyboardObserver/onMove(_:)``).
    ///
    /// Not published through the object's `objectWillChange`: a view that observes the object
    /// renders again at each transition, not at every frame. To follow the motion in a view, use
    /// ``KeyboardMotionReader``. It moves at every frame while the observer reads the keyboard's
    /// frames (`observesKeyboard(_:)` makes it read them in the window of the view it is applied
    /// to, on iOS); otherwise when each animation starts and when it ends.
    public var motion: KeyboardMotion { motionFeed.motion }

    /// The observer whose transitions update the object.
    public let observer: KeyboardObserver

    /// Each transition, sent after ``snapshot`` has taken it in, for the view modifiers.
    let transitionsSubject = PassthroughSubject<KeyboardTransition, Never>()

    /// The motion, published on its own, for `KeyboardMotionReader` and the view modifiers.
    let motionFeed: MotionFeed

    /// Creates an object kept current by `observer`, starting from what the observer knows now.
    ///
    /// The object starts from the observer's last transition and motion, like ``KeyboardState``.
    /// The observer must be started (now or later) for the object to change;
    /// `observesKeyboard(_:)` starts and stops it with the view it is applied to. Started while
    /// the keyboard is up, the observer hands out one appear at once, which the object takes in.
    ///
    /// - Parameter observer: The observer whose transitions update the object.
    public init(observer: KeyboardObserver) {
      self.observer = observer
      var snapshot = KeyboardSnapshot()
      if let last = observer.lastTransition {
        snapshot.update(with: last, screen: observer.screen)
      }
      self.snapshot = snapshot
      motionFeed = MotionFeed(motion: observer.motion)
      observer.addTransitionSink { [weak self] transition, screen in
        guard let self else { return false }
        self.snapshot.update(with: transition, screen: screen)
        self.transitionsSubject.send(transition)
        return true
      }
      observer.addMotionSink { [weak self] motion in
        guard let self else { return false }
        self.motionFeed.take(motion)
        return true
      }
    }

    /// Creates an object with its own started observer of `center`.
    ///
    /// - Parameter center: The center keyboard notifications are posted to; inject your own in
    ///   tests and previews.
    public convenience init(center: NotificationCenter = .default) {
      self.init(observer: KeyboardObserver(center: center).start())
    }

    /// The motion while the keyboard's frames are read (`attach(to:)`, its view in a
    /// window); `nil` on the notification path, where the transitions move the views instead.
    var followedMotion: KeyboardMotion? {
      observer.isReadingMotion ? motion : nil
    }

    /// Starts the observer when a view appears, and takes in where the keyboard's frame reader
    /// found the keyboard while the observer was stopped.
    func start() {
      observer.start()
      motionFeed.take(observer.motion)
    }

    /// The keyboard's motion, published apart from the snapshot so that only the views that read
    /// it follow every frame.
    @MainActor
    final class MotionFeed: ObservableObject {
      /// The motion in the last frame.
      @Published private(set) var motion: KeyboardMotion

      /// Each new motion, after ``motion`` has taken it, for the view modifiers.
      let moves = PassthroughSubject<KeyboardMotion, Never>()

      /// Creates a feed.
      ///
      /// - Parameter motion: The motion now.
      init(motion: KeyboardMotion) {
        self.motion = motion
      }

      /// Publishes a motion that differs from the last one.
      ///
      /// - Parameter motion: The motion of a frame.
      func take(_ motion: KeyboardMotion) {
        guard motion != self.motion else { return }
        self.motion = motion
        moves.send(motion)
      }
    }
  }
#endif
