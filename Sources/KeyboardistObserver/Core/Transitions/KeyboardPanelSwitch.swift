import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// The input-switch rule: what the keyboard's followers see while a text input switches between
/// the keyboard and a panel in its place.
///
/// During a switch (from ``switchInput(to:)`` until the first notification that shows an input,
/// a will-notification as much as a did-notification) a notification of this app's keyboard that
/// shows nothing is held; the one that shows an input ends the switch and moves from the height
/// shown, never from its begin frame; a held hide takes place only if editing ends first
/// (``inputDidEndEditing()``). Nothing waits for a did-notification, which can come late or never:
/// when a hide was held and the switch ended at a will-notification, the did-notifications of that
/// hide that still come (``isDroppingLateHides``) move nothing and are dropped, until the next
/// will-notification. The center's ``InputSwitchHold`` applies it; <doc:MessageBarAndPanels> says
/// what UIKit posts around a swap and why the hold is needed.
package struct KeyboardPanelSwitch: Equatable, Sendable {
  /// What takes the keyboard's place below the input.
  package typealias Input = KeyboardInput

  /// A change of the height that the bar and the list see, from one height to another with the
  /// notification's animation.
  package struct Movement: Equatable, Sendable {
    /// The height shown before the change, in points.
    package var from: CGFloat
    /// The height shown after the change, in points.
    package var to: CGFloat
    /// The notification's animation duration, in seconds.
    package var duration: TimeInterval
    /// The notification's animation curve.
    package var curve: KeyboardAnimationCurve

    /// Creates a movement from its four properties.
    ///
    /// - Parameters:
    ///   - from: The height shown before, in points.
    ///   - to: The height shown after, in points.
    ///   - duration: The animation's duration, in seconds.
    ///   - curve: The animation's curve.
    package init(
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
    package func height(after elapsed: TimeInterval) -> CGFloat {
      from + (to - from) * CGFloat(curve.progress(after: elapsed, duration: duration))
    }
  }

  /// What is below the input now, or is being switched to.
  package private(set) var input: Input = .none
  /// The height the bar and the list see once the last movement is over, in points.
  package private(set) var height: CGFloat = 0
  /// The docked system keyboard's last visible height, in points, or `nil` before one was seen.
  package private(set) var keyboardHeight: CGFloat?
  /// Whether a switch is under way: from ``switchInput(to:)`` until the new input shows.
  package private(set) var isSwitching = false
  /// Whether the did-notifications of the hide held during the switch that just ended are dropped:
  /// from the will-notification that showed the new input, until the next will-notification, a
  /// did-notification that shows an input, or a change of editing.
  package private(set) var isDroppingLateHides = false
  /// A hide that came during the switch, kept in case editing ends before the new input shows.
  private var heldHide: Movement?

  /// Creates a switch with nothing being edited and no keyboard seen.
  package init() {}

  /// Takes in that the input began editing, with the keyboard or a panel below it.
  ///
  /// - Parameter input: What shows below the input; the keyboard by default, and ``Input/none``
  ///   counts as the keyboard.
  package mutating func inputDidBeginEditing(showing input: Input = .keyboard) {
    self.input = input == .none ? .keyboard : input
    isSwitching = false
    isDroppingLateHides = false
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
  package mutating func switchInput(to input: Input) -> Bool {
    guard input != .none, input != self.input else { return isSwitching }
    guard self.input != .none else {
      inputDidBeginEditing(showing: input)
      return false
    }
    self.input = input
    isSwitching = true
    isDroppingLateHides = false
    return true
  }

  /// Takes in that the input ended editing: nothing shows below it any more.
  ///
  /// - Returns: The hide held during an unfinished switch, which now takes place; else `nil`
  ///   (the keyboard's own `willHide` moves the bar).
  @discardableResult
  package mutating func inputDidEndEditing() -> Movement? {
    input = .none
    isSwitching = false
    isDroppingLateHides = false
    defer { heldHide = nil }
    guard let held = heldHide else { return nil }
    height = held.to
    return held
  }

  /// Whether a notification is held: it is of this app's keyboard and shows nothing on `screen`
  /// (a hide, or a hidden, floating or undocked keyboard), and either a switch is under way or it
  /// is a late did-notification of the hide the switch held (``isDroppingLateHides``).
  ///
  /// - Parameters:
  ///   - event: The notification's event.
  ///   - options: The notification's contents.
  ///   - screen: The screen's bounds in screen space, or `nil` when unknown.
  /// - Returns: `true` when the notification is held.
  package func holds(_ event: KeyboardEvent, _ options: KeyboardOptions, screen: CGRect?) -> Bool {
    guard isSwitching || (isDroppingLateHides && Self.isDid(event)) else { return false }
    return options.belongsToCurrentApp && options.height(after: event, on: screen) <= 0
  }

  /// Whether an event is one of the did-notifications, which come once an animation is over, late
  /// or not at all (<doc:KeyboardQuirks>).
  private static func isDid(_ event: KeyboardEvent) -> Bool {
    switch event {
    case .didShow, .didHide, .didChangeFrame: true
    case .willShow, .willHide, .willChangeFrame: false
    }
  }

  /// Takes in a keyboard notification of this app's keyboard.
  ///
  /// The height it shows is the docked keyboard's visible height on `screen`, 0 after a hide.
  /// During a switch a notification showing nothing is held (``holds(_:_:screen:)``); the first
  /// that shows an input, will- or did-notification, ends the switch. A height shown while the
  /// keyboard (not a panel) is below the input, or while nothing is edited, becomes
  /// ``keyboardHeight``.
  ///
  /// - Parameters:
  ///   - event: The notification's event.
  ///   - options: The notification's contents.
  ///   - screen: The screen's bounds in screen space, or `nil` when unknown.
  /// - Returns: The movement to apply, or `nil` when the height shown does not change.
  @discardableResult
  package mutating func receive(
    _ event: KeyboardEvent, options: KeyboardOptions, screen: CGRect?
  ) -> Movement? {
    guard options.belongsToCurrentApp else { return nil }
    let shown = options.height(after: event, on: screen)
    let movement = Movement(
      from: height, to: shown, duration: options.animationDuration, curve: options.animationCurve)
    guard !holds(event, options, screen: screen) else {
      // A late did-notification of the hide held before the show is dropped for good.
      if isSwitching { heldHide = movement }
      return nil
    }
    if !Self.isDid(event) || shown > 0 { isDroppingLateHides = false }
    if isSwitching {
      // The new input shows: the switch is over, whether or when its did-notifications come.
      isDroppingLateHides = heldHide != nil && !Self.isDid(event)
      heldHide = nil
      isSwitching = false
    }
    if shown > 0, input != .panel { keyboardHeight = shown }
    guard shown != height else { return nil }
    height = shown
    return movement
  }
}
