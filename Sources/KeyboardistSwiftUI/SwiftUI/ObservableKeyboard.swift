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

    /// The observer whose transitions update the object.
    public let observer: KeyboardObserver

    /// Each transition, sent after ``snapshot`` has taken it in, for the view modifiers.
    let transitionsSubject = PassthroughSubject<KeyboardTransition, Never>()

    /// Creates an object kept current by `observer`, starting from what the observer knows now.
    ///
    /// The object starts from the observer's last transition, like ``KeyboardState``. The observer
    /// must be started (now or later) for the object to change; `observesKeyboard(_:)` starts and
    /// stops it with the view it is applied to. Started while the keyboard is up, the observer hands
    /// out one appear at once, which the object takes in.
    ///
    /// - Parameter observer: The observer whose transitions update the object.
    public init(observer: KeyboardObserver) {
      self.observer = observer
      var snapshot = KeyboardSnapshot()
      if let last = observer.lastTransition {
        snapshot.update(with: last, screen: observer.screen)
      }
      self.snapshot = snapshot
      observer.addTransitionSink { [weak self] transition, screen in
        guard let self else { return false }
        self.snapshot.update(with: transition, screen: screen)
        self.transitionsSubject.send(transition)
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
  }
#endif
