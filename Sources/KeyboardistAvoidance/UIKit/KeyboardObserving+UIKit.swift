#if KEYBOARDIST_UIKIT
  import KeyboardistObserver
  extension KeyboardAvoider: KeyboardAvoiding {}

  extension KeyboardObserving where KeyboardAvoidance == KeyboardAvoider? {
    /// No avoider: what a screen that declares none has.
    public var keyboardAvoider: KeyboardAvoider? { nil }
  }
#endif
