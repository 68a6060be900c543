#if KEYBOARDIST_UIKIT && canImport(SwiftUI)
  public import Foundation
  import KeyboardistObserver
  public import SwiftUI

  extension View {
    /// Follows the keyboard for this view and every view below it, with one observer that runs
    /// while this view is on screen.
    ///
    /// Apply it once, at the root of a screen. The views below read the keyboard's snapshot with
    /// `@Environment(\.keyboard)` and its motion with ``KeyboardMotionReader``, and
    /// `onKeyboardTransition(perform:)`, `onKeyboardCoverageChange(perform:)`,
    /// `keyboardCoverageInset()` and `keyboardComposer(content:)` below it use this observer
    /// rather than each starting one of their own.
    ///
    /// The observer is made once for the view (it is kept in a `@StateObject`, not made at each
    /// evaluation of a body), started when the view appears and stopped when it disappears, and
    /// it goes away with the view. It measures the keyboard on the screen of the view's window,
    /// ignores the notifications iOS posts while the view's scene is not in the foreground, and
    /// reads the keyboard's frames in the window (`attach(to:)`): every frame of the
    /// keyboard's animations and of the user's drag reaches the views that follow the motion. The
    /// snapshot in the environment changes only at transitions.
    ///
    /// Isolation: main actor.
    ///
    /// - Parameter center: The center keyboard notifications are posted to;
    ///   `NotificationCenter.default` unless you inject one (in previews and tests).
    /// - Returns: The view, with the keyboard in its environment.
    @MainActor
    public func observesKeyboard(center: NotificationCenter = .default) -> some View {
      modifier(OwnKeyboardModifier(center: center))
    }

    /// Follows the keyboard for this view and every view below it with a keyboard you keep.
    ///
    /// Like ``SwiftUI/View/observesKeyboard(center:)``, with an ``ObservableKeyboard`` made and
    /// configured by you: its observer is started when the view appears and stopped when it
    /// disappears, and reads the keyboard's frames in the view's window (replacing any
    /// `attach(to:)` of yours).
    ///
    /// Isolation: main actor.
    ///
    /// - Parameter keyboard: The keyboard to share with the views below.
    /// - Returns: The view, with the keyboard in its environment.
    @MainActor
    public func observesKeyboard(_ keyboard: ObservableKeyboard) -> some View {
      modifier(SharedKeyboardModifier(keyboard: keyboard))
    }
  }

  /// `observesKeyboard(center:)`: a keyboard made once for the view.
  @MainActor
  private struct OwnKeyboardModifier: ViewModifier {
    @StateObject private var keyboard: ObservableKeyboard

    init(center: NotificationCenter) {
      _keyboard = StateObject(
        wrappedValue: ObservableKeyboard(observer: KeyboardObserver(center: center)))
    }

    func body(content: Content) -> some View {
      content.modifier(SharedKeyboardModifier(keyboard: keyboard))
    }
  }

  /// `observesKeyboard(_:)`: puts a keyboard in the environment and runs it with the view.
  @MainActor
  private struct SharedKeyboardModifier: ViewModifier {
    @ObservedObject var keyboard: ObservableKeyboard

    func body(content: Content) -> some View {
      content
        .environment(\.keyboard, keyboard.snapshot)
        .environment(\.observableKeyboard, keyboard)
        .background(KeyboardAnchor { keyboard.observer.attach(to: $0) })
        .onAppear { keyboard.start() }
        .onDisappear { keyboard.observer.stop() }
    }
  }
#endif
