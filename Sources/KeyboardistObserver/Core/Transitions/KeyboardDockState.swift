/// Where the keyboard sits on screen: docked at the bottom, floating or undocked, or hidden.
///
/// Decide with ``KeyboardOptions/dockState(in:)``. Only a docked keyboard covers the bottom of the
/// screen; a floating one (the iPad's undocked, split and floating keyboards) can sit anywhere, so
/// layouts should not move for it.
///
/// It prints as its case name (`String(describing: state)` is `"docked"`), for display and logs.
public enum KeyboardDockState: Hashable, Sendable {
  /// Full width and reaching the bottom edge of the screen: it covers the bottom of the screen.
  case docked
  /// On screen but narrower than the screen or lifted off its bottom edge.
  case floating
  /// Nothing of it is on screen.
  case hidden
}
