extension KeyboardFieldTest {
  /// One step of a field test, in order.
  public enum Step: String, CaseIterable, Equatable, Sendable {
    /// Nothing recorded yet; the developer reads what the test does.
    case ready
    /// The screen shows the keyboard (the text field becomes first responder).
    case showKeyboard
    /// The screen swaps a panel in for the keyboard: an input view and `reloadInputViews()`,
    /// which iOS announces with a willShow alone.
    case swapPanel
    /// The screen swaps the keyboard back the same way.
    case swapBack
    /// The screen hides the keyboard.
    case hideKeyboard
    /// The screen shows the keyboard again; the developer drags the list down through it to
    /// dismiss it.
    case dragToDismiss
    /// The screen shows the keyboard again; the developer turns the device to landscape and
    /// back.
    case rotate
    /// Recording has stopped; the trace is ready to share.
    case finished

    /// Whether the screen performs the step itself when it begins (the others ask the
    /// developer).
    public var isPerformedByScreen: Bool {
      switch self {
      case .showKeyboard, .swapPanel, .swapBack, .hideKeyboard: true
      case .ready, .dragToDismiss, .rotate, .finished: false
      }
    }

    /// Whether the keyboard is to be shown when the step begins.
    public var showsKeyboard: Bool {
      switch self {
      case .showKeyboard, .dragToDismiss, .rotate: true
      case .ready, .swapPanel, .swapBack, .hideKeyboard, .finished: false
      }
    }

    /// What the screen tells the developer during the step.
    public var instruction: String {
      switch self {
      case .ready:
        "Records keyboard notifications and, per display frame, where the keyboard layout guide "
          + "and a hidden timing view are. Nothing you type is read or recorded. Tap Start."
      case .showKeyboard: "The keyboard was shown. Tap Next to swap a panel in."
      case .swapPanel: "A panel replaced the keyboard. Tap Next to swap the keyboard back."
      case .swapBack: "The keyboard is back. Tap Next to hide it."
      case .hideKeyboard: "The keyboard was hidden. Tap Next to show it for a drag."
      case .dragToDismiss:
        "Drag the list down slowly through the keyboard until it dismisses, then tap Next."
      case .rotate:
        "Turn the device to landscape, wait a second, turn it back, then tap Next."
      case .finished:
        "Done. Tap Share and attach the JSON file to a GitHub issue; run "
          + "'keyboardist verify FILE' to read it yourself."
      }
    }

    /// The title of the button that ends the step.
    public var buttonTitle: String {
      switch self {
      case .ready: "Start"
      case .finished: "Share"
      default: "Next"
      }
    }
  }
}
