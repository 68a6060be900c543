/// Where the keyboard sits on screen: docked at the bottom, floating or undocked, or hidden.
///
/// Decide with ``KeyboardOptions/dockState(in:)``. Only a docked keyboard covers the bottom of the
/// screen; a floating one (the iPad's undocked, split and floating keyboards) can sit anywhere, so
/// layouts should not move for it.
public enum KeyboardDockState: String, Hashable, Sendable, Codable, CaseIterable {
  /// Full width and reaching the bottom edge of the screen: it covers the bottom of the screen.
  case docked
  /// On screen but narrower than the screen or lifted off its bottom edge.
  case floating
  /// Nothing of it is on screen.
  case hidden
}

extension KeyboardDockState {
  /// Whether two dock states are the same case.
  ///
  /// Compares the cases themselves: an enumeration with raw values otherwise compares, and hashes,
  /// its raw strings on Apple platforms, a string comparison at every use.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.ordinal == rhs.ordinal
  }

  /// Hashes the case, not its raw string.
  ///
  /// - Parameter hasher: The hasher to feed.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(ordinal)
  }

  /// The case's position in declaration order.
  private var ordinal: Int {
    switch self {
    case .docked: 0
    case .floating: 1
    case .hidden: 2
    }
  }
}
