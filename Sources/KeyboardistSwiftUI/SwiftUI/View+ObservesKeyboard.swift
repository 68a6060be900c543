#if KEYBOARDIST_UIKIT && canImport(SwiftUI)
  public import Foundation
  public import KeyboardistObserver
  public import SwiftUI

  extension View {
    /// Follows the keyboard for this view and every view below it, with one observer that runs
    /// while this view is on screen.
    ///
    /// Apply it once, at the root of a screen. The views below read the keyboard with ``Keyboard``
    /// (`@Keyboard private var keyboard`), and `onKeyboardTransition(perform:)`,
    /// `onKeyboardCoverageChange(perform:)`, `keyboardCoverageInset()` and
    /// `keyboardComposer(lifting:content:)` below it use this observer rather than each starting one of
    /// their own.
    ///
    /// The observer is made once for the view, runs while it is on screen and reads the keyboard
    /// in its window, as ``KeyboardObserver/attach(to:)`` does
    /// (<doc:KeyboardistAndSwiftUI#Read-the-keyboard-in-a-view>); this view itself never renders
    /// again because of the keyboard.
    ///
    /// - Parameter center: The center keyboard notifications are posted to;
    ///   `NotificationCenter.default` unless you inject one (in previews and tests).
    /// - Returns: The view, with the keyboard in its environment.
    @MainActor
    public func observesKeyboard(center: NotificationCenter = .default) -> some View {
      modifier(ObservesKeyboardModifier(observer: KeyboardObserver(center: center)))
    }

    /// Follows the keyboard for this view and every view below it with an observer you configure.
    ///
    /// Like ``SwiftUI/View/observesKeyboard(center:)``, with an observer made and configured by
    /// you (`ignoresOtherApps`, a center of your own): it is started when the view appears and
    /// stopped when it disappears, and reads the keyboard's frames in the view's window (replacing
    /// any `attach(to:)` of yours). The first observer the view is given is the one it keeps:
    /// make it once, in a `@State` of the view that applies this.
    ///
    /// - Parameter observer: The observer to share with the views below.
    /// - Returns: The view, with the keyboard in its environment.
    @MainActor
    public func observesKeyboard(_ observer: KeyboardObserver) -> some View {
      modifier(ObservesKeyboardModifier(observer: observer))
    }
  }

  /// `observesKeyboard(center:)` and `observesKeyboard(_:)`: a model made once for the view, put in
  /// the environment and run with the view.
  @MainActor
  private struct ObservesKeyboardModifier: ViewModifier {
    @StateObject private var keyboard: ObservableKeyboard

    init(observer: @autoclosure @escaping () -> KeyboardObserver) {
      _keyboard = StateObject(wrappedValue: ObservableKeyboard(observer: observer()))
    }

    func body(content: Content) -> some View {
      content
        .environment(\.observableKeyboard, keyboard)
        .background(KeyboardAnchor { keyboard.observer.attach(to: $0) })
        .onAppear { keyboard.start() }
        .onDisappear { keyboard.observer.stop() }
    }
  }
#endif
