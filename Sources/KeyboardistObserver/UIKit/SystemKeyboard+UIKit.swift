#if KEYBOARDIST_UIKIT
  import Foundation
  import GameController
  import UIKit

  /// What the system tells of the keyboard besides its notifications: the input mode of the text
  /// input being edited, and whether GameController knows of a hardware keyboard.
  @MainActor
  package enum SystemKeyboard {
    /// The text input being edited, since one began editing while the input mode was followed.
    private static weak var editingInput: UIResponder?

    /// The registrations for the begin-editing notifications, once made.
    private static var registrations: [any NSObjectProtocol] = []

    /// The primary language of the input mode of the text input being edited
    /// (`UIResponder.textInputMode`, `UITextInputMode.primaryLanguage`), or `nil` when no text
    /// input began editing since ``followInputMode()`` or its mode has no language.
    package static var inputModeLanguage: String? {
      guard let input = editingInput, input.isFirstResponder else { return nil }
      return input.textInputMode?.primaryLanguage
    }

    /// Whether the text input being edited asks for a number, phone or decimal pad
    /// (`UIKeyboardType`), a keyboard of its own height on the iPhone.
    package static var isEditingWithADigitPad: Bool {
      guard let input = editingInput, input.isFirstResponder else { return false }
      let type: UIKeyboardType? =
        switch input {
        case let field as UITextField: field.keyboardType
        case let view as UITextView: view.keyboardType
        default: nil
        }
      let digitPads: [UIKeyboardType] = [
        .numberPad, .phonePad, .decimalPad, .asciiCapableNumberPad,
      ]
      return type.map(digitPads.contains) ?? false
    }

    /// Whether GameController's `GCKeyboard.coalesced` (iOS 14) reports a connected keyboard.
    ///
    /// GameController learns of a keyboard some time after launch (`GCKeyboardDidConnect`), so
    /// `false` early on may still turn `true`.
    package static var isHardwareKeyboardConnected: Bool? { GCKeyboard.coalesced != nil }

    /// GameController's notifications of a keyboard connecting and disconnecting
    /// (`GCKeyboardDidConnect`, `GCKeyboardDidDisconnect`), after which
    /// ``isHardwareKeyboardConnected`` may have changed.
    package nonisolated static var hardwareKeyboardNotifications: [Notification.Name] {
      [.GCKeyboardDidConnect, .GCKeyboardDidDisconnect]
    }

    /// Starts following which `UITextField` or `UITextView` (SwiftUI's text fields included)
    /// begins editing, once for the app: the begin-editing notifications name it.
    package static func followInputMode() {
      guard registrations.isEmpty else { return }
      let names = [
        UITextField.textDidBeginEditingNotification, UITextView.textDidBeginEditingNotification,
      ]
      registrations = names.map { name in
        NotificationCenter.default.addObserver(forName: name, object: nil, queue: .main) {
          notification in
          let input = notification.object as? UIResponder
          MainActor.assumeIsolated { editingInput = input }
        }
      }
    }
  }
#endif
