#if !KEYBOARDIST_UIKIT
  import Foundation

  /// What the system tells of the keyboard besides its notifications; without UIKit, nothing.
  ///
  /// The UIKit shell has its own definition, which reads the input mode of the text input being
  /// edited and GameController's `GCKeyboard`.
  @MainActor
  package enum SystemKeyboard {
    /// Always `nil` without UIKit.
    package static var inputModeLanguage: String? { nil }

    /// Always `nil` without UIKit.
    package static var isHardwareKeyboardConnected: Bool? { nil }

    /// None without UIKit.
    package nonisolated static var hardwareKeyboardNotifications: [Notification.Name] { [] }

    /// Always `false` without UIKit.
    package static var isEditingWithADigitPad: Bool { false }

    /// Does nothing without UIKit.
    package static func followInputMode() {}
  }
#endif
