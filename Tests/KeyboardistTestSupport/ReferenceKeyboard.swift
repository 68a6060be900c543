package import Foundation
package import KeyboardistObserver

/// A reference model of where the keyboard is, as the observers of one center can know it.
///
/// It follows the notifications with the tracker's rules at the level of frames, independently
/// of the library, and says how tall the keyboard is on a given screen (``measure(_:on:)``):
/// property tests compare each observer with it, measured on that observer's own screen.
package struct ReferenceKeyboard: Equatable, Sendable {
  /// The device's orientation on a 390 × 844 screen, and the keyboards it shows.
  package enum Orientation: CaseIterable, Sendable {
    case portrait, landscape

    /// The screen's bounds in this orientation.
    package var screen: CGRect {
      switch self {
      case .portrait: CGRect(x: 0, y: 0, width: 390, height: 844)
      case .landscape: CGRect(x: 0, y: 0, width: 844, height: 390)
      }
    }

    /// The heights of its software keyboards: with QuickType, without, the emoji keyboard.
    package var heights: [CGFloat] {
      switch self {
      case .portrait: [336, 291, 346, 420]  // 420: a tall input accessory, above a landscape screen
      case .landscape: [169, 209, 199]
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

    /// The orientation the device turns to.
    package var other: Orientation { self == .portrait ? .landscape : .portrait }
  }

  /// The end frame of the notification that put the keyboard where it is; `nil` while hidden.
  package var frame: CGRect?
  /// The orientation `frame` was posted for.
  package var frameOrientation = Orientation.portrait
  /// Where the keyboard was when the animation under way started; `nil`: hidden.
  package var animationStart: CGRect?
  /// Whether the center's observers can know where the keyboard is: `start()` says "what
  /// happened before the first of them was made is not known: a keyboard that came up then is
  /// learnt of at its next change".
  package var isKnown = true
  /// Whether the keyboard is between a `will…` notification (or a drag) and its end.
  package var isAnimating = false
  /// Whether another app's keyboard is up: observers that take other apps' keyboards are then
  /// not compared with the reference.
  package var isOtherAppShown = false
  /// Whether random notifications came since the last hide: the reference knows nothing then.
  package var isChaos = false
  /// Whether an input switch was announced (`KeyboardObserver.switchInput(to:)`) and no show has
  /// ended it: this app's hides are held, the keyboard stays where it is.
  package var isSwitchingInput = false
  /// Whether a hide was held during the switch: it takes place if editing ends before a show.
  package var isHideHeld = false

  /// Creates the reference of a hidden keyboard that the center's observers know of.
  package init() {}

  /// Takes in one real-looking notification.
  ///
  /// Rules of `KeyboardTracker` at the level of frames: a `willShow` of this app puts the
  /// keyboard at its end frame (rule 2); a `willChangeFrame` does only while the keyboard is
  /// up, and not with an empty frame (rule 3); a hide, of any app, hides it (rules 1 and 4);
  /// `didShow` and `didChangeFrame` move nothing (rule 5). The center's state "records where
  /// the keyboard is, whatever the app's activity".
  package mutating func apply(
    _ event: KeyboardEvent, _ options: KeyboardOptions, orientation: Orientation,
    isObserved: Bool
  ) {
    if !isObserved { isKnown = false }
    let moves = options.animationDuration > 0
    let before = frame
    defer { if frame != before { animationStart = before } }
    switch event {
    case .willShow where !options.belongsToCurrentApp:
      isOtherAppShown = true
      isAnimating = moves
    case .willShow:
      let end = options.endFrame
      frame = end.width > 0 && end.height > 0 ? end : nil
      if frame != nil { (isSwitchingInput, isHideHeld) = (false, false) }
      frameOrientation = orientation
      isOtherAppShown = false
      isAnimating = moves
      if isObserved { isKnown = true }
    case .willChangeFrame:
      let end = options.endFrame
      guard options.belongsToCurrentApp, end.width > 0, end.height > 0 else { return }
      // It moves the keyboard (the `willShow` or hide it announces follows), but says where it
      // is only while it is up.
      isAnimating = moves
      guard frame != nil else { return }
      frame = end
      frameOrientation = orientation
    case .willHide where isSwitchingInput && options.belongsToCurrentApp,
      .didHide where isSwitchingInput && options.belongsToCurrentApp:
      // "Each started observer of the center holds every notification of this app's keyboard
      // that shows nothing … until one shows an input again."
      isHideHeld = true
    case .willHide, .didHide:
      frame = nil
      isOtherAppShown = false
      isAnimating = event == .willHide && moves
      if isObserved { isKnown = true }
    case .didShow, .didChangeFrame:
      isAnimating = false
    }
  }

  /// An input switch is announced: this app's hides are held until a show.
  package mutating func switchInput() {
    isSwitchingInput = true
  }

  /// The switching input ends editing: "the held hide then takes place".
  package mutating func inputDidEndEditing() {
    defer { (isSwitchingInput, isHideHeld) = (false, false) }
    guard isSwitchingInput, isHideHeld else { return }
    animationStart = frame
    frame = nil
    isOtherAppShown = false
    isAnimating = false
  }

  /// The keyboard's height on `screen`, if the reference knows it there.
  ///
  /// A hidden keyboard is 0 on every screen; a shown one is measured only on a screen of the
  /// orientation it was posted for, or without a screen.
  package func height(on screen: CGRect?) -> CGFloat? {
    guard isKnown, !isChaos else { return nil }
    guard let frame else { return 0 }
    // Without a screen, a frame on its way off screen (a hide's `willChangeFrame`) cannot be
    // told from one on screen: only a keyboard at rest is compared.
    if screen == nil, isAnimating { return nil }
    if let screen, screen != frameOrientation.screen { return nil }
    return Self.measure(frame, on: screen)
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
