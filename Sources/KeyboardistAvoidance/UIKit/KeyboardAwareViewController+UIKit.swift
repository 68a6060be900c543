#if KEYBOARDIST_UIKIT
  import KeyboardistObserver
  extension KeyboardAvoider: KeyboardAvoiding {}

  extension KeyboardAwareViewController where KeyboardAvoidance == KeyboardAvoider? {
    /// No avoider: what a view controller that declares none has.
    public var keyboardAvoider: KeyboardAvoider? { nil }
  }
#endif
