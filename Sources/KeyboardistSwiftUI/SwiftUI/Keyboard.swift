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
  /// A view renders again for what it reads, and only for that, as
  /// <doc:KeyboardistAndSwiftUI#Follow-the-keyboard-frame-by-frame> says; once a view has read a
  /// value it keeps following it for as long as it lives. The keyboard is the one of the nearest
  /// ``SwiftUI/View/observesKeyboard(center:)`` above; without one, a hidden keyboard that never
  /// changes.
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
    /// Its coverage of a frame on the screen is
    /// ``KeyboardCovering/coverage(of:in:safeAreaBottom:)``.
    @MainActor public var snapshot: KeyboardSnapshot {
      guard let model else { return KeyboardSnapshot() }
      reads.followTransitions(of: model)
      return model.snapshot
    }

    /// Whether a hardware keyboard is attached: the ``snapshot``'s
    /// ``KeyboardSnapshot/isHardwareKeyboardAttached``, read as the snapshot is.
    @MainActor public var isHardwareKeyboardAttached: Bool { snapshot.isHardwareKeyboardAttached }

    /// The keyboard's motion in the last frame; reading it makes the view render again at every
    /// frame of the keyboard's animations and of the user's interactive drag.
    ///
    /// Apply no animation to what it drives: the frames are the animation. Where no frames are read
    /// it changes when each of the keyboard's animations starts and when it ends.
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
      func followTransitions(of model: ObservableKeyboard) {
        switchTo(model)
        guard transitions == nil else { return }
        transitions = model.transitionsSubject.map { _ in }.merge(with: model.systemChanges)
          .sink { [weak self] in self?.objectWillChange.send() }
      }

      /// Makes the view render again at every frame of `model`'s motion, from now on.
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
