#if KEYBOARDIST_UIKIT && canImport(SwiftUI)
  import Combine
  public import KeyboardistObserver
  public import SwiftUI

  /// The keyboard, read in a SwiftUI view: its snapshot after the last transition and its motion at
  /// every frame, on every iOS version from 15.
  ///
  /// ```swift
  /// struct FormattingBar: View {
  ///   @Keyboard private var keyboard
  ///
  ///   var body: some View {
  ///     // Over a docked keyboard only: not beside a floating iPad keyboard.
  ///     if keyboard.snapshot.dockState == .docked { FormattingButtons() }
  ///   }
  /// }
  /// ```
  ///
  /// A view renders again for what it reads, and only for that. One that reads ``snapshot`` renders
  /// again at each transition: when the keyboard comes, goes or changes height, not for the
  /// notifications in between. One that reads ``motion`` renders again at every frame of the
  /// keyboard's animations and of the user's drag. A view that reads neither (one that only holds
  /// the property) never renders because of the keyboard. Once a view has read a value it keeps
  /// following it for as long as it lives.
  ///
  /// The keyboard is the one of the nearest ``SwiftUI/View/observesKeyboard(center:)`` above, which
  /// measures it on the screen of its window, follows its scene's activity and reads its frames in
  /// the window. Without one above, the property reads a hidden keyboard that never changes.
  ///
  /// How the reads are followed: the model behind `observesKeyboard()` is a reference in the
  /// environment that never changes, so no view renders because of the environment. Each
  /// `@Keyboard` keeps a small `ObservableObject` of its own (a `@StateObject`) that subscribes to
  /// the model's transitions the first time the view reads ``snapshot`` and to its frames the first
  /// time it reads ``motion``, and makes only its own view render again. It works the same on every
  /// iOS version; no value changes in the environment at every frame, which would make SwiftUI
  /// check every view below that reads any environment value.
  @propertyWrapper
  public struct Keyboard: DynamicProperty {
    @Environment(\.observableKeyboard) private var model
    @StateObject private var reads = Reads()

    /// Reads the keyboard of the nearest `observesKeyboard()` above.
    public init() {}

    /// The keyboard: this property itself, whose ``snapshot`` and ``motion`` a view reads.
    public var wrappedValue: Keyboard { self }

    /// The keyboard after its last transition; reading it makes the view render again at each
    /// transition.
    ///
    /// Its height, end frame, dock state and options, and, through
    /// ``KeyboardCovering/coverage(of:in:safeAreaBottom:)``, how much of a frame on the screen it
    /// covers. A hidden keyboard without an `observesKeyboard()` above.
    @MainActor public var snapshot: KeyboardSnapshot {
      guard let model else { return KeyboardSnapshot() }
      reads.followTransitions(of: model)
      return model.snapshot
    }

    /// Whether a hardware keyboard is attached, so that only its shortcut bar shows: the
    /// ``snapshot``'s ``KeyboardSnapshot/isHardwareKeyboardAttached``.
    ///
    /// Reading it makes the view render again at each transition, like reading ``snapshot``.
    @MainActor public var isHardwareKeyboardAttached: Bool { snapshot.isHardwareKeyboardAttached }

    /// The keyboard's motion in the last frame; reading it makes the view render again at every
    /// frame of the keyboard's animations and of the user's interactive drag.
    ///
    /// Its visible ``KeyboardMotion/height``, its ``KeyboardMotion/progress`` from hidden (0) to
    /// shown (1), its ``KeyboardMotion/phase`` and, through
    /// ``KeyboardCovering/coverage(of:in:safeAreaBottom:)``, how much of a frame on the screen it covers.
    /// Apply no animation to what it drives: the frames are the animation. Where no frames are read
    /// (a view in no window, a preview fed notifications), it changes when each of the keyboard's
    /// animations starts and when it ends. At rest and hidden without an `observesKeyboard()`
    /// above.
    @MainActor public var motion: KeyboardMotion {
      guard let model else {
        return KeyboardMotion(time: 0, phase: .settled, height: 0, progress: 0)
      }
      reads.followMoves(of: model)
      return model.motion
    }

    /// What one view has read of the keyboard, and the subscriptions that make it render again.
    @MainActor
    final class Reads: ObservableObject {
      /// The model subscribed to.
      private weak var model: ObservableKeyboard?
      /// The subscription to its transitions, once the view has read the snapshot.
      private var transitions: AnyCancellable?
      /// The subscription to its frames, once the view has read the motion.
      private var moves: AnyCancellable?

      /// Nothing read yet; made with the property, wherever the view is made.
      nonisolated init() {}

      /// Makes the view render again at each transition of `model`, from now on.
      ///
      /// - Parameter model: The keyboard the view reads.
      func followTransitions(of model: ObservableKeyboard) {
        switchTo(model)
        guard transitions == nil else { return }
        transitions = model.transitionsSubject.map { _ in }.merge(with: model.systemChanges)
          .sink { [weak self] in self?.objectWillChange.send() }
      }

      /// Makes the view render again at every frame of `model`'s motion, from now on.
      ///
      /// - Parameter model: The keyboard the view reads.
      func followMoves(of model: ObservableKeyboard) {
        switchTo(model)
        guard moves == nil else { return }
        moves = model.moves.sink { [weak self] _ in self?.objectWillChange.send() }
      }

      /// Drops the subscriptions to another model (the view moved under another
      /// `observesKeyboard()`).
      private func switchTo(_ model: ObservableKeyboard) {
        guard model !== self.model else { return }
        self.model = model
        transitions = nil
        moves = nil
      }
    }
  }
#endif
