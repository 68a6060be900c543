package import Foundation
package import KeyboardistObserver

/// A reference model of where the keyboard is, and of what the observers of one center can know
/// of it.
///
/// It follows the notifications at the level of frames, independently of the library: where the
/// keyboard is on the device's screen (``frame``), and the center's *session* — the notifications
/// its hold let through since the last `didHide`, as far as the center heard them — which it
/// reads with the tracker's rules on any screen and filter (``expectedHeight(on:ignoresOtherApps:)``):
/// where an observer of that screen and filter that followed every notification is, and so where
/// a late one must catch up to. Property tests compare each observer with it, on that observer's
/// own screen.
package struct ReferenceKeyboard: Sendable {
  /// The screen the device shows, and the keyboards it shows there: a 390 × 844 iPhone in either
  /// orientation, an iPhone 8 (375 × 667) and an iPad (768 × 1024).
  package enum Orientation: CaseIterable, Sendable {
    case portrait, landscape, iPhone8, iPad

    /// The screen's bounds.
    package var screen: CGRect {
      switch self {
      case .portrait: CGRect(x: 0, y: 0, width: 390, height: 844)
      case .landscape: CGRect(x: 0, y: 0, width: 844, height: 390)
      case .iPhone8: CGRect(x: 0, y: 0, width: 375, height: 667)
      case .iPad: CGRect(x: 0, y: 0, width: 768, height: 1024)
      }
    }

    /// The heights of its software keyboards: with QuickType, without, the emoji keyboard.
    package var heights: [CGFloat] {
      switch self {
      case .portrait: [336, 291, 346, 420]  // 420: a tall input accessory, above a landscape screen
      case .landscape: [169, 209, 199]
      case .iPhone8: [216, 253, 258, 375]  // 375: a tall accessory, as tall as the landscape screen
      case .iPad: [264, 313, 398]
      }
    }

    /// A keyboard of `height` docked at the bottom.
    package func docked(_ height: CGFloat) -> CGRect {
      CGRect(x: 0, y: screen.maxY - height, width: screen.width, height: height)
    }

    /// A keyboard of `height` below the screen.
    package func below(_ height: CGFloat) -> CGRect {
      CGRect(x: 0, y: screen.maxY, width: screen.width, height: height)
    }

    /// A hardware keyboard's shortcut bar: a 313 pt frame of which 55 pt is on screen.
    package var shortcutBar: CGRect {
      CGRect(x: 0, y: screen.maxY - 55, width: screen.width, height: 313)
    }

    /// The screen the device changes to: the other orientation, or the iPhone 8's screen and
    /// the iPad's for each other.
    package var other: Orientation {
      switch self {
      case .portrait: .landscape
      case .landscape: .portrait
      case .iPhone8: .iPad
      case .iPad: .iPhone8
      }
    }
  }

  /// The end frame of the notification that put the keyboard where it is; `nil` while hidden.
  package var frame: CGRect?
  /// The orientation `frame` was posted for.
  package var frameOrientation = Orientation.portrait
  /// Where the keyboard was when the animation under way started; `nil`: hidden.
  package var animationStart: CGRect?
  /// Whether the keyboard is between a `will…` notification (or a drag) and its end.
  package var isAnimating = false
  /// The last `will…` notification that moved the keyboard: its `did…` twin ends the animation (a
  /// burst's `didChangeFrame` comes before the `didShow` or `didHide` that ends it).
  package var lastWill: KeyboardEvent?
  /// Whether random notifications came since the last hide: the reference knows nothing then.
  package var isChaos = false
  /// Whether an input switch was announced (`KeyboardCenter.switchInput(to:)`) and no show has
  /// ended it: this app's notifications that show nothing are held, the keyboard stays where it
  /// is.
  package var isSwitchingInput = false
  /// Whether the last notification of this app during the switch was held: the held ones take
  /// place if editing ends before a show.
  package var isHideHeld = false
  /// Whether a switch that held a hide ended at a will-notification showing an input: the
  /// did-notifications of that hide that still come are held and dropped, until the next
  /// will-notification or a did-notification that shows.
  package var isDroppingLateHides = false
  /// The screen the center's hold measures on: the one its observers last told it.
  package var holdScreen: CGRect?
  /// The notifications the center heard and let through since the last `didHide`, those that
  /// can move a tracker.
  package private(set) var session: [(event: KeyboardEvent, options: KeyboardOptions)] = []
  /// The notifications held during the switch under way.
  private var held: [(event: KeyboardEvent, options: KeyboardOptions)] = []

  /// Creates the reference of a hidden keyboard.
  package init() {}

  /// Takes in one real-looking notification.
  ///
  /// Where the keyboard is: a `willShow` of this app puts it at its end frame; a
  /// `willChangeFrame` does only while it is up, and not with an empty frame; a hide, of any
  /// app, hides it; `did…` notifications end its animation. What the center knows: a
  /// notification it does not hear (`isObserved` false: it does not watch) is not in its session;
  /// one its hold keeps moves nothing.
  package mutating func apply(
    _ event: KeyboardEvent, _ options: KeyboardOptions, orientation: Orientation,
    isObserved: Bool
  ) {
    guard !isHeld(event, options, isObserved: isObserved) else { return }
    if isObserved { record(event, options) }
    let moves = options.animationDuration > 0
    if event == .willShow || event == .willHide || event == .willChangeFrame { lastWill = event }
    let before = frame
    defer { if frame != before { animationStart = before } }
    switch event {
    case .willShow where !options.belongsToCurrentApp:
      isAnimating = moves
    case .willShow:
      let end = options.endFrame
      frame = end.width > 0 && end.height > 0 ? end : nil
      frameOrientation = orientation
      isAnimating = moves
    case .willChangeFrame:
      let end = options.endFrame
      guard options.belongsToCurrentApp, end.width > 0, end.height > 0 else { return }
      // It moves the keyboard (the `willShow` or hide it announces follows), but says where it
      // is only while it is up.
      isAnimating = moves
      guard frame != nil else { return }
      frame = end
      frameOrientation = orientation
    case .willHide, .didHide:
      frame = nil
      isAnimating = event == .willHide && moves
    case .didShow:
      isAnimating = false
    case .didChangeFrame:
      if lastWill == .willChangeFrame { isAnimating = false }
    }
  }

  /// Adds a notification to the session: a `didHide` ends it; `didShow` and `didChangeFrame`,
  /// which move no tracker, are left out.
  private mutating func record(_ event: KeyboardEvent, _ options: KeyboardOptions) {
    switch event {
    case .didHide: session = []
    case .willShow, .willChangeFrame, .willHide: session.append((event, options))
    case .didShow, .didChangeFrame: break
    }
  }

  /// Whether the center's hold keeps a notification from the observers' transitions and motion.
  ///
  /// During a switch, "every notification of this app's keyboard that shows nothing", measured
  /// on ``holdScreen``, is held "until the show that follows" (the first notification, will or
  /// did, that shows something ends the switch). When a hide was held and a will-notification
  /// ended the switch, that hide's did-notifications that still come are held and dropped until
  /// the next will-notification. A center that does not watch holds nothing.
  private mutating func isHeld(
    _ event: KeyboardEvent, _ options: KeyboardOptions, isObserved: Bool
  ) -> Bool {
    let isDid = event == .didShow || event == .didHide || event == .didChangeFrame
    guard isObserved, isSwitchingInput || isDroppingLateHides, options.belongsToCurrentApp else {
      return false
    }
    let showsNothing =
      event == .willHide || event == .didHide
      || Self.measure(options.endFrame, on: holdScreen) <= 0
    if showsNothing, isSwitchingInput {
      isHideHeld = true
      held.append((event, options))
      return true
    }
    if showsNothing, isDid { return true }  // a late did of the swap's hide, dropped
    isDroppingLateHides = false
    guard isSwitchingInput else { return false }
    isDroppingLateHides = isHideHeld && !isDid
    isHideHeld = false
    held = []
    isSwitchingInput = false
    return false
  }

  /// The center went: a new one holds nothing and has heard nothing.
  package mutating func forgetCenter() {
    (isSwitchingInput, isHideHeld, isDroppingLateHides, holdScreen) = (false, false, false, nil)
    session = []
    held = []
  }

  /// An input switch is announced: this app's notifications that show nothing are held until a
  /// show.
  package mutating func switchInput() {
    isSwitchingInput = true
    isDroppingLateHides = false
  }

  /// The switching input ends editing: "a hide held for a switch whose show never came takes
  /// place at once".
  package mutating func inputDidEndEditing() {
    defer { (isSwitchingInput, isHideHeld, isDroppingLateHides, held) = (false, false, false, []) }
    guard isSwitchingInput, isHideHeld else { return }
    for (event, options) in held { record(event, options) }
    animationStart = frame
    frame = nil
    isAnimating = false
  }

  /// The keyboard's visible height on the device's screen, or `nil` on another screen (or none).
  package func height(on screen: CGRect?) -> CGFloat? {
    guard let frame else { return 0 }
    guard let screen, screen == frameOrientation.screen else { return nil }
    return Self.measure(frame, on: screen)
  }

  /// The height at which a tracker on `screen` with this filter ends the center's session.
  ///
  /// By `KeyboardTracker`'s rules at the level of frames: where an observer that followed every
  /// notification on that screen is, and where one that starts late catches up to. `nil` while
  /// random notifications come.
  ///
  /// - Parameters:
  ///   - screen: The observer's screen, or `nil`.
  ///   - ignoresOtherApps: The observer's filter.
  /// - Returns: The height, or `nil` when the reference does not know.
  package func expectedHeight(on screen: CGRect?, ignoresOtherApps: Bool) -> CGFloat? {
    guard !isChaos else { return nil }
    var height: CGFloat = 0
    for (event, options) in session {
      let isHide = event == .willHide || event == .didHide
      // Rule 1: other apps' keyboards, hides excepted.
      if ignoresOtherApps, !options.belongsToCurrentApp, !isHide { continue }
      let end = options.endFrame
      let measured = Self.measure(end, on: screen)
      switch event {
      case .willShow:
        height = measured  // rule 2
      case .willChangeFrame:
        // Rule 3: only while shown, and not with an empty frame.
        guard end.width > 0, end.height > 0, height > 0 else { continue }
        height = measured
      case .willHide:
        // Rules 4 and 5: a no-op hide moves nothing.
        if options.startFrame != end || measured != height { height = 0 }
      case .didHide:
        height = 0
      case .didShow, .didChangeFrame:
        break
      }
    }
    return height
  }

  /// The visible height of a frame, as `KeyboardTracker`'s "The visible height" defines it: the
  /// height of its part on the screen when it is docked (as wide as the screen and reaching its
  /// bottom), 0 when floating or off screen; without a screen, the frame's own height.
  package static func measure(_ frame: CGRect, on screen: CGRect?) -> CGFloat {
    guard frame.width > 0, frame.height > 0 else { return 0 }
    guard let screen else { return frame.height }
    let visible = frame.intersection(screen)
    guard !visible.isNull, visible.width > 0, visible.height > 0 else { return 0 }
    let isDocked = frame.width >= screen.width - 0.5 && frame.maxY >= screen.maxY - 0.5
    return isDocked ? visible.height : 0
  }
}
