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
      let match: Self
      let expected: String
      switch name.utf8.count {
      case KeyboardUserInfoKey.isLocal.utf8.count:
        (match, expected) = (.isLocal, KeyboardUserInfoKey.isLocal)
      case KeyboardUserInfoKey.frameBegin.utf8.count:
        (match, expected) = (.frameBegin, KeyboardUserInfoKey.frameBegin)
      case KeyboardUserInfoKey.frameEnd.utf8.count:
        (match, expected) = (.frameEnd, KeyboardUserInfoKey.frameEnd)
      case KeyboardUserInfoKey.animationDuration.utf8.count:
        (match, expected) = (.animationDuration, KeyboardUserInfoKey.animationDuration)
      case KeyboardUserInfoKey.animationCurve.utf8.count:
        (match, expected) = (.animationCurve, KeyboardUserInfoKey.animationCurve)
      default:
        return nil
      }
      guard name == expected else { return nil }
      self = match
    }
  }
}
