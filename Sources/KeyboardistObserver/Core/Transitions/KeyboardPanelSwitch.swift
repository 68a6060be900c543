public import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// Decides what a bar riding on the keyboard, and the list above it, see while a text input
/// switches between the keyboard and a panel of the app's (emoji, stickers, attachments).
///
/// The panel takes the keyboard's place at the keyboard's height (``keyboardHeight``, which
/// `KeyboardistAvoidance` sizes panels from), so neither direction of the switch moves anything. UIKit
/// replaces input views at once, without animating them (`reloadInputViews()`), but what it posts
/// around the swap is not stable: apps that swap by resigning and becoming first responder again
/// get a `willHide` and a `willShow`; a swap between inputs of different heights can post a
/// `willShow` with no `willHide` before it, and one whose begin and end frames are equal though the
/// height changed. A follower that took each notification at its word would drop the bar to the
/// bottom and raise it again. The switch holds instead: during a switch (from
/// ``switchInput(to:)`` until the next `did` notification that shows an input), a notification that
/// hides the keyboard moves nothing and is kept; one that shows an input moves from the height
/// shown, never from its begin frame. The kept hide is released only if editing ends before the
/// new input shows (``inputDidEndEditing()``).
///
/// Feed it the keyboard's notifications with ``receive(_:options:screen:)`` and the editing
/// changes, and apply the ``Movement`` each returns; ``Movement/height(after:)`` gives the height
/// at any frame of it:
///
/// ```swift
/// var input = KeyboardPanelSwitch()
/// input.inputDidBeginEditing()
/// let rise = input.receive(.willShow, options: shown, screen: screen)  // 0 → 336
/// input.switchInput(to: .panel)  // now set inputView and call reloadInputViews()
/// let hide = input.receive(.willHide, options: hidden, screen: screen)  // nil: held
/// let show = input.receive(.willShow, options: shown, screen: screen)  // nil: 336 → 336
/// ```
///
/// A value type, not isolated. It is the one rule of the swap: `KeyboardMessageBar` keeps one on
/// iOS, and every ``KeyboardObserver`` keeps one to hold the swap's hide from its transitions and
/// motion once ``KeyboardObserver/switchInput(to:)`` announces the switch to the observers of its
/// center.
public struct KeyboardPanelSwitch: Equatable, Sendable {
  /// What takes the keyboard's place below the input.
  public enum Input: Hashable, Sendable {
    /// Nothing: the input is not being edited.
    case none
    /// The system keyboard.
    case keyboard
    /// A panel of the app's in the keyboard's place.
    case panel
  }

  /// A change of the height that the bar and the list see, from one height to another with the
  /// notification's animation.
  public struct Movement: Equatable, Sendable {
    /// The height shown before the change, in points.
    public var from: CGFloat
    /// The height shown after the change, in points.
    public var to: CGFloat
    /// The notification's animation duration, in seconds.
    public var duration: TimeInterval
    /// The notification's animation curve.
    public var curve: KeyboardAnimationCurve

    /// Creates a movement.
    ///
    /// - Parameters:
    ///   - from: The height shown before, in points.
    ///   - to: The height shown after, in points.
    ///   - duration: The animation's duration, in seconds.
    ///   - curve: The animation's curve.
    public init(
      from: CGFloat, to: CGFloat, duration: TimeInterval, curve: KeyboardAnimationCurve
    ) {
      self.from = from
      self.to = to
      self.duration = duration
      self.curve = curve
    }

    /// The height shown at a moment of the movement, following the curve's one model
    /// (``KeyboardAnimationCurve/progress(after:duration:)``).
    ///
    /// - Parameter elapsed: Seconds since the movement started.
    /// - Returns: The height in points: ``from`` at the start, ``to`` once it is over.
    public func height(after elapsed: TimeInterval) -> CGFloat {
      from + (to - from) * CGFloat(curve.progress(after: elapsed, duration: duration))
    }
  }

  /// What is below the input now, or is being switched to.
  public private(set) var input: Input = .none
  /// The height the bar and the list see once the last movement is over, in points.
  public private(set) var height: CGFloat = 0
  /// The docked system keyboard's last visible height, in points, or `nil` before one was seen.
  public private(set) var keyboardHeight: CGFloat?
  /// Whether a switch is under way: from ``switchInput(to:)`` until the new input shows.
  public private(set) var isSwitching = false
  /// A hide that came during the switch, kept in case editing ends before the new input shows.
  private var heldHide: Movement?

  /// Creates a switch with nothing being edited and no keyboard seen.
  public init() {}

  /// Takes in that the input began editing, with the keyboard or a panel below it.
  ///
  /// - Parameter input: What shows below the input; the keyboard by default, and ``Input/none``
  ///   counts as the keyboard.
  public mutating func inputDidBeginEditing(showing input: Input = .keyboard) {
    self.input = input == .none ? .keyboard : input
    isSwitching = false
    heldHide = nil
  }

  /// Starts switching what shows below the input: call it just before setting the input's
  /// `inputView` and reloading its input views.
  ///
  /// While the input is not being edited, nothing is switched: the input begins editing with
  /// `input` below it (a plain show, the bar rises). Switching to what already shows, or to
  /// ``Input/none``, changes nothing (end editing instead).
  ///
  /// - Parameter input: The keyboard or the panel.
  /// - Returns: Whether a switch is under way, during which hides are held.
  @discardableResult
  public mutating func switchInput(to input: Input) -> Bool {
    guard input != .none, input != self.input else { return isSwitching }
    guard self.input != .none else {
      inputDidBeginEditing(showing: input)
      return false
    }
    self.input = input
    isSwitching = true
    return true
  }

  /// Takes in that the input ended editing: nothing shows below it any more.
  ///
  /// - Returns: The hide held during an unfinished switch, which now takes place; else `nil`
  ///   (the keyboard's own `willHide` moves the bar).
  @discardableResult
  public mutating func inputDidEndEditing() -> Movement? {
    input = .none
    isSwitching = false
    defer { heldHide = nil }
    guard let held = heldHide else { return nil }
    height = held.to
    return held
  }

  /// Whether a notification is held: a switch is under way and the notification, of this app's
  /// keyboard, shows nothing on `screen` (a `willHide` or `didHide`, or a notification whose
  /// keyboard is hidden, floating or undocked there).
  ///
  /// ``receive(_:options:screen:)`` keeps such a notification rather than moving anything.
  ///
  /// - Parameters:
  ///   - event: The notification's event.
  ///   - options: The notification's contents.
  ///   - screen: The screen's bounds in screen space, or `nil` when unknown.
  /// - Returns: `true` when the notification is held.
  public func holds(_ event: KeyboardEvent, _ options: KeyboardOptions, screen: CGRect?) -> Bool {
    isSwitching && options.belongsToCurrentApp
      && options.height(after: event, on: screen) <= 0
  }

  /// Takes in a keyboard notification.
  ///
  /// The height it shows is the docked keyboard's (or panel's) visible height on `screen` (0 for
  /// a hide, and for a hidden, floating or undocked keyboard), as the package's tracker measures
  /// it. During a switch a notification showing nothing is held
  /// (``holds(_:_:screen:)``); one showing an input ends the switch when it is a `didShow` or
  /// `didChangeFrame`. A height shown while the keyboard (not a panel) is below the input, or
  /// while nothing is edited, becomes ``keyboardHeight``.
  ///
  /// - Parameters:
  ///   - event: The notification's event.
  ///   - options: The notification's contents.
  ///   - screen: The screen's bounds in screen space, or `nil` when unknown.
  /// - Returns: The movement to apply, or `nil` when the height shown does not change.
  @discardableResult
  public mutating func receive(
    _ event: KeyboardEvent, options: KeyboardOptions, screen: CGRect?
  ) -> Movement? {
    guard options.belongsToCurrentApp else { return nil }
    let shown = options.height(after: event, on: screen)
    let movement = Movement(
      from: height, to: shown, duration: options.animationDuration, curve: options.animationCurve)
    if isSwitching {
      guard !holds(event, options, screen: screen) else {
        heldHide = movement
        return nil
      }
      heldHide = nil
      if event == .didShow || event == .didChangeFrame { isSwitching = false }
    }
    if shown > 0, input != .panel { keyboardHeight = shown }
    guard shown != height else { return nil }
    height = shown
    return movement
  }
}
