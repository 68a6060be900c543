public import Foundation
package import KeyboardistObserver

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// The height a panel takes in the keyboard's place (emoji, stickers, attachments): the package's
/// one rule for it, with the clamping for a zero or absurd height.
///
/// A panel swapped in for the keyboard through `inputView` should be exactly as tall as the
/// keyboard it replaces: then the keyboard's frame does not change, so a bar riding on the
/// keyboard and the list above it stay put in both directions. The height comes from the first
/// usable source, in this order:
///
/// 1. the docked keyboard's height now, while the keyboard (not a panel) is up;
/// 2. the docked keyboard's last height, once one was seen;
/// 3. the `fallback` the app gives: a height it remembered, or a default of its own.
///
/// A source that is not finite, or 0 or less, is no height: the next one is used.
/// The height found is then clamped to at least ``minimum`` (120 points) and at most
/// ``maximumFraction`` (two thirds) of the screen's height, so no panel covers the whole
/// screen; when the screen is too short for both, the maximum wins. When no source is usable, the
/// panel takes the ``minimum``, clamped the same way. The answer is always finite and at least 0.
///
/// ```swift
/// let height = KeyboardPanelHeight(keyboard: nil, lastKeyboard: 336, fallback: 300)
///   .resolved(screenHeight: 852)  // 336: the keyboard's last height
/// ```
public struct KeyboardPanelHeight: Equatable, Sendable {
  /// The least height a panel takes, in points: 120.
  public static let minimum: CGFloat = 120
  /// The greatest share of the screen's height a panel takes: two thirds.
  public static let maximumFraction: CGFloat = 2.0 / 3.0

  /// The docked keyboard's visible height now, or `nil` while no keyboard is up.
  public var keyboard: CGFloat?
  /// The docked keyboard's last visible height, or `nil` before one was seen.
  public var lastKeyboard: CGFloat?
  /// The height to use before any keyboard was seen, in points.
  public var fallback: CGFloat

  /// Creates the sources of a panel's height.
  ///
  /// - Parameters:
  ///   - keyboard: The docked keyboard's visible height now, in points, or `nil`.
  ///   - lastKeyboard: The docked keyboard's last visible height, in points, or `nil`.
  ///   - fallback: The height to use before any keyboard was seen, in points.
  public init(keyboard: CGFloat?, lastKeyboard: CGFloat?, fallback: CGFloat) {
    self.keyboard = keyboard
    self.lastKeyboard = lastKeyboard
    self.fallback = fallback
  }

  /// The height the panel takes on a screen of a given height.
  ///
  /// - Parameter screenHeight: The screen's (or the window's) height, in points; one that is not
  ///   finite, or 0 or less, sets no maximum.
  /// - Returns: The first usable source, clamped as the type's discussion says.
  public func resolved(screenHeight: CGFloat) -> CGFloat {
    let found = [keyboard, lastKeyboard, fallback].lazy.compactMap { $0 }
      .first { $0.isFinite && $0 > 0 }
    let height = max(found ?? Self.minimum, Self.minimum)
    guard screenHeight.isFinite, screenHeight > 0 else { return height }
    return min(height, screenHeight * Self.maximumFraction)
  }
}

extension KeyboardPanelSwitch {
  /// The height to give a panel now: the keyboard's while it is up, else its last, else
  /// `fallback`, clamped as ``KeyboardPanelHeight`` says.
  package func panelHeight(fallback: CGFloat, screenHeight: CGFloat) -> CGFloat {
    let showsKeyboard = input == .keyboard && !isSwitching && height > 0
    return KeyboardPanelHeight(
      keyboard: showsKeyboard ? height : nil, lastKeyboard: keyboardHeight, fallback: fallback
    ).resolved(screenHeight: screenHeight)
  }
}
