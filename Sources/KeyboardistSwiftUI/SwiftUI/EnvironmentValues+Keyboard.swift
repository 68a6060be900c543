#if KEYBOARDIST_UIKIT && canImport(SwiftUI)
  import KeyboardistObserver
  import SwiftUI

  extension EnvironmentValues {
    /// The model of the nearest `observesKeyboard()` above, which ``Keyboard`` reads and the
    /// keyboard modifiers follow; `nil` without one.
    ///
    /// A reference that stays the same for as long as that view lives: writing it renders nothing
    /// again. What changes (the snapshot at transitions, the motion at frames) reaches only the
    /// views that read it, through ``Keyboard``.
    var observableKeyboard: ObservableKeyboard? {
      get { self[ObservableKeyboardKey.self] }
      set { self[ObservableKeyboardKey.self] = newValue }
    }
  }

  /// The key of ``EnvironmentValues/observableKeyboard``.
  private struct ObservableKeyboardKey: EnvironmentKey {
    static let defaultValue: ObservableKeyboard? = nil
  }
#endif
