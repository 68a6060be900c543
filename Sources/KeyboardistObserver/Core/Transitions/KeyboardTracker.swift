public import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// Turns UIKit's keyboard notifications into clean appear and disappear transitions.
///
/// Feed it every keyboard notification, in order, with ``update(_:_:isAppActive:)``; it returns a
/// ``KeyboardTransition`` when the keyboard really appeared, changed height or disappeared, and
/// `nil` for the bursts, echoes and strangers in between (<doc:KeyboardQuirks>).
///
/// ```swift
/// var tracker = KeyboardTracker(screen: CGRect(x: 0, y: 0, width: 375, height: 667))
/// let options = KeyboardOptions(endFrame: CGRect(x: 0, y: 451, width: 375, height: 216))
/// if let transition = tracker.update(.willShow, options) {
///   print(transition.kind, transition.height)  // appear 216.0
/// }
/// ```
///
/// ## The visible height
///
/// Every rule compares *visible* heights `h`: the part of the end frame on ``screen``
/// (``KeyboardOptions/visibleHeight(in:)``), a hardware keyboard's shortcut bar, not its frame.
/// A floating keyboard (``KeyboardDockState/floating``) counts as `h = 0`, so undocking reads as a
/// disappear and docking again as an appear. Without a screen, `h` is the end frame's height and
/// neither can be told: set one whenever you can.
///
/// ## The rules
///
/// 1. **Inactive app, other apps.** While the app is not active nothing changes and nothing is
///    emitted. With ``ignoresOtherApps``, another app's notifications
///    (``KeyboardOptions/belongsToCurrentApp`` `false`) are ignored, except hides.
/// 2. **`willShow`.** Hidden and `h > 0`: an appear with index 0 and increment `h`. Shown with a
///    different `h > 0`: an appear with the next index and the signed increment (the QuickType bar
///    or the emoji keyboard resizing, a third-party keyboard's second and third `willShow`). The
///    same `h`: nothing. Hidden and `h == 0`: nothing, which swallows the 0-height first `willShow`
///    of third-party keyboards. Shown and `h == 0`: a disappear.
/// 3. **`willChangeFrame`** counts as `willShow` only while shown: it is all that arrives when a
///    third-party or pinyin keyboard grows without another `willShow`. While hidden it is ignored
///    (UIKit posts one before every `willShow` and every hide), and so is one whose end frame is
///    empty or not finite: a drag in progress or a passing glitch, not a hide.
/// 4. **Hides.** `willHide` while shown: a disappear with height 0 and the previous height as a
///    negative increment. `didHide` always ends hidden, and emits the disappear itself only when
///    no `willHide` did.
/// 5. **No-ops.** `didShow` and `didChangeFrame` never emit (their `will…` twins did). A
///    notification whose start and end frames are equal and whose `h` is the current height moves
///    nothing and never emits; for a `willHide` so described, the `didHide` that follows emits the
///    disappear if the keyboard really goes.
///
/// Whatever arrives, ``height`` stays finite, at least 0 and no taller than the screen it was
/// measured on. Appears and disappears alternate, and ``KeyboardTransition/appearIndex`` starts
/// again from 0 after each disappear.
public struct KeyboardTracker: Equatable, Sendable {
  /// The screen's bounds, in screen coordinates, against which visible heights are measured.
  ///
  /// `nil` (or a rect that is empty or not finite) means no screen is known. Changing it changes
  /// no height until the notifications of the change bring the new one, so every increment is the
  /// change from the height reported before.
  public var screen: CGRect?

  /// Whether notifications about other apps' keyboards are ignored (hides excepted).
  public var ignoresOtherApps: Bool {
    get { filter.ignoresOtherApps }
    set { filter.ignoresOtherApps = newValue }
  }

  /// Which notifications count (rule 1, and rule 3's empty frames).
  private var filter: KeyboardNotificationFilter

  /// The keyboard's visible height, in points, as the last transition reported it; 0 when it is
  /// hidden or floating.
  public private(set) var height: CGFloat = 0

  /// The options of the last transition, or `nil` before the first.
  private(set) var lastOptions: KeyboardOptions?

  /// The index of the last appear since the keyboard was last hidden.
  private var appearIndex = 0

  /// Creates a tracker for a hidden keyboard.
  ///
  /// - Parameters:
  ///   - screen: The screen's bounds in screen coordinates, or `nil` when unknown.
  ///   - ignoresOtherApps: Whether to ignore other apps' keyboards (their hides still count).
  public init(screen: CGRect? = nil, ignoresOtherApps: Bool = true) {
    self.screen = screen
    filter = KeyboardNotificationFilter(ignoresOtherApps: ignoresOtherApps)
  }

  /// The events whose notifications can make a transition; the others never do.
  package static let events: [KeyboardEvent] = [.willShow, .willChangeFrame, .willHide, .didHide]

  /// Whether the keyboard covers part of the screen now: `height > 0`.
  public var isVisible: Bool { height > 0 }

  /// Takes in one keyboard notification and returns the transition it makes by the rules above.
  ///
  /// - Parameters:
  ///   - event: The notification's event.
  ///   - options: The notification's parsed options; frames in screen coordinates.
  ///   - isAppActive: Whether the app is active (`UIApplication.State.active`) as it arrives.
  /// - Returns: The appear or disappear the notification makes, or `nil` when it changes nothing.
  public mutating func update(
    _ event: KeyboardEvent, _ options: KeyboardOptions, isAppActive: Bool = true
  ) -> KeyboardTransition? {
    // Rule 1, and rule 3's empty end frames.
    guard filter.admits(event, options, isAppActive: isAppActive) else { return nil }
    switch event {
    case .willShow:
      return show(event, options)
    case .willChangeFrame:
      // Rule 3.
      guard isVisible else { return nil }
      return show(event, options)
    case .willHide:
      // Rules 4 and 5.
      guard isVisible, !isNoOp(options) else { return nil }
      return disappear(options)
    case .didHide:
      return isVisible ? disappear(options) : nil
    case .didShow, .didChangeFrame:
      return nil
    }
  }

  private func isNoOp(_ options: KeyboardOptions) -> Bool {
    options.startFrame == options.endFrame && options.trackedHeight(on: screen) == height
  }

  /// Rule 2 (and rule 3, which defers to it).
  private mutating func show(_ event: KeyboardEvent, _ options: KeyboardOptions)
    -> KeyboardTransition?
  {
    // "The visible height" above: the package's one rule for it.
    let newHeight = options.height(after: event, on: screen)
    guard newHeight != height else { return nil }
    guard newHeight > 0 else { return disappear(options) }
    let previous = height
    appearIndex = isVisible ? appearIndex + 1 : 0
    height = newHeight
    lastOptions = options
    return KeyboardTransition(
      kind: .appear, appearIndex: appearIndex, height: newHeight,
      heightIncrement: newHeight - previous, options: options)
  }

  /// Rule 4: the keyboard is gone.
  private mutating func disappear(_ options: KeyboardOptions) -> KeyboardTransition {
    let previous = height
    height = 0
    lastOptions = options
    return KeyboardTransition(
      kind: .disappear, appearIndex: appearIndex, height: 0, heightIncrement: -previous,
      options: options)
  }

  /// Brings the tracker to where another tracker of the same screen and filter is, and returns the
  /// one transition, at rest, that takes (<doc:StartingAndStopping#Catching-up>).
  package mutating func catchUp(with other: KeyboardTracker) -> KeyboardTransition? {
    let options = (other.lastOptions ?? KeyboardOptions()).atRest
    guard other.isVisible else { return isVisible ? disappear(options) : nil }
    guard other.height != height else { return nil }
    let previous = height
    appearIndex = isVisible ? appearIndex + 1 : 0
    height = other.height
    lastOptions = options
    return KeyboardTransition(
      kind: .appear, appearIndex: appearIndex, height: height, heightIncrement: height - previous,
      options: options)
  }
}
