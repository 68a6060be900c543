#if KEYBOARDIST_UIKIT && canImport(SwiftUI)
  import KeyboardistObserver
  public import SwiftUI

  extension EnvironmentValues {
    /// The keyboard after its last transition, as the nearest `observesKeyboard()` above sees it.
    ///
    /// ```swift
    /// @Environment(\.keyboard) private var keyboard
    /// ```
    ///
    /// A view that reads it renders again at each transition. Without an `observesKeyboard()`
    /// modifier above, it is a hidden keyboard (``KeyboardSnapshot/init()``) that never changes.
    public var keyboard: KeyboardSnapshot {
      get { self[KeyboardSnapshotKey.self] }
      set { self[KeyboardSnapshotKey.self] = newValue }
    }

    /// The object behind ``keyboard``, for the view modifiers below it; `nil` without an
    /// `observesKeyboard()` above.
    var observableKeyboard: ObservableKeyboard? {
      get { self[ObservableKeyboardKey.self] }
      set { self[ObservableKeyboardKey.self] = newValue }
    }
  }

  /// The key of ``EnvironmentValues/keyboard``.
  private struct KeyboardSnapshotKey: EnvironmentKey {
    static let defaultValue = KeyboardSnapshot()
  }

  /// The key of ``EnvironmentValues/observableKeyboard``.
  private struct ObservableKeyboardKey: EnvironmentKey {
    static let defaultValue: ObservableKeyboard? = nil
  }
#endif
