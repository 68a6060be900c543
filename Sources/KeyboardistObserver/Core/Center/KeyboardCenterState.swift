import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// Where one notification center's notifications left the keyboard: a pure value that its
/// ``KeyboardCenter`` updates at every post, and that every stage catching up reads.
///
/// It keeps the center's one hold on input switches (``InputSwitchHold``) and the *session* a
/// stage catches up from (<doc:StartingAndStopping#Catching-up>): the notifications that passed
/// the hold since the last `didHide`, each with the screen it named.
struct KeyboardCenterState: Sendable {
  /// One notification of the session.
  struct Entry: Sendable {
    /// The notification's event.
    let event: KeyboardEvent
    /// Its parsed options.
    let options: KeyboardOptions
    /// The screen it named, if any.
    let screen: CGRect?
  }

  /// The screen the hold measures on, as the notifications or the observers last told.
  private(set) var screen: CGRect?
  /// The hold on an input switch's hide.
  private(set) var hold = InputSwitchHold()
  /// The notifications since the keyboard was last hidden by a `didHide`, oldest first.
  private(set) var session: [Entry] = []
  /// Whether any notification was taken in.
  private(set) var hasHeard = false

  /// Takes in the screen (in screen coordinates) heights are measured on; `nil` changes nothing.
  mutating func learn(screen: CGRect?) {
    if let screen { self.screen = screen }
  }

  /// Takes in one notification and the screen it named, and says whether it passes the hold.
  mutating func take(
    _ event: KeyboardEvent, _ options: KeyboardOptions, notificationScreen: CGRect? = nil
  ) -> Bool {
    hasHeard = true
    learn(screen: notificationScreen)
    guard !hold.take(event, options, screen: screen) else { return false }
    record(Entry(event: event, options: options, screen: notificationScreen))
    return true
  }

  /// Takes in that an input is about to switch between the keyboard and a panel.
  ///
  /// - Parameter input: What is about to show below the input.
  mutating func switchInput(to input: KeyboardInput) {
    hold.announce(input)
  }

  /// Takes in that the input that switched ended editing, and returns the notifications held for
  /// a switch whose show never came, oldest first, which take place now.
  mutating func inputDidEndEditing() -> [Entry] {
    let released = hold.endEditing().map {
      Entry(event: $0.event, options: $0.options, screen: nil)
    }
    for entry in released { record(entry) }
    return released
  }

  /// What an input switch under way switches to, or `nil` while none is.
  var switchingInput: KeyboardInput? {
    hold.inputSwitch.isSwitching ? hold.inputSwitch.input : nil
  }

  /// The tracker, on the stage's screen and filter, of a stage that followed every notification
  /// of the session; `nil` while the center heard nothing.
  func tracker(on screen: CGRect?, ignoresOtherApps: Bool) -> KeyboardTracker? {
    guard hasHeard else { return nil }
    var tracker = KeyboardTracker(ignoresOtherApps: ignoresOtherApps)
    for entry in session {
      tracker.screen = entry.screen ?? screen
      _ = tracker.update(entry.event, entry.options)
    }
    tracker.screen = screen
    return tracker
  }

  /// Adds a notification to the session: a `didHide` ends it; `didShow` and `didChangeFrame`,
  /// which move no tracker, are left out.
  private mutating func record(_ entry: Entry) {
    switch entry.event {
    case .didHide: session.removeAll(keepingCapacity: true)
    case .willShow, .willChangeFrame, .willHide: session.append(entry)
    case .didShow, .didChangeFrame: break
    }
  }
}
