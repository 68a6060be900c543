package import KeyboardistObserver

/// What shows below a composer's text input (the keyboard, a panel in its place, or neither) and
/// how it changes: the rule that SwiftUI's `keyboardPanel(input:focus:panel:)` and
/// `KeyboardMessageBar.onInputChange` follow.
///
/// In UIKit a panel is the input's `inputView`, so the input keeps its focus while the panel shows
/// and ending editing takes both away. In SwiftUI the panel is a view below the composer: the field
/// gives up its focus while the panel shows, and a panel shows with no field focused.
package struct ComposerInput: Equatable, Sendable {
  /// What shows below the input.
  package private(set) var input: KeyboardInput

  /// Creates the rule with `input` showing.
  ///
  /// - Parameter input: What shows below the input; nothing by default.
  package init(_ input: KeyboardInput = .none) {
    self.input = input
  }

  /// Whether the panel shows in the keyboard's place.
  package var showsPanel: Bool { input == .panel }

  /// Whether a SwiftUI field holds the focus: only for the keyboard, since SwiftUI's panel is not
  /// an input view.
  package var focusesField: Bool { input == .keyboard }

  /// Shows `input`, as the app asks or as UIKit's editing says.
  ///
  /// - Parameter input: What shows below the input from now on.
  /// - Returns: Whether what shows changed, to report it.
  @discardableResult
  package mutating func show(_ input: KeyboardInput) -> Bool {
    guard input != self.input else { return false }
    self.input = input
    return true
  }

  /// Takes in that a SwiftUI field gained or lost the focus.
  ///
  /// The focus gained brings the keyboard, in place of a panel too (the user tapped the field).
  /// The focus lost while the keyboard shows leaves nothing; a panel, which took the focus away,
  /// keeps showing.
  ///
  /// - Parameter isFocused: Whether the field holds the focus now.
  /// - Returns: Whether what shows changed, to report it.
  @discardableResult
  package mutating func fieldFocusDidChange(to isFocused: Bool) -> Bool {
    if isFocused { return show(.keyboard) }
    return input == .keyboard ? show(.none) : false
  }
}
