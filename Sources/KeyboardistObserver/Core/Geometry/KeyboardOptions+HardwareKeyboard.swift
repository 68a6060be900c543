public import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

// The package's one rule for telling a hardware keyboard from the frames.
extension KeyboardOptions {
  /// Whether this notification's frames show a hardware keyboard: only its shortcut bar on screen.
  ///
  /// With a hardware keyboard attached, iOS still reports the whole software keyboard's frame,
  /// docked at the bottom but mostly below the screen, so that only the shortcut bar (55 pt on the
  /// iPad, https://github.com/ionic-team/ionic-plugin-keyboard/pull/273) or the app's input
  /// accessory view is on screen (https://stackoverflow.com/questions/32319697). So:
  ///
  /// - `true`: the keyboard is docked (``dockState(in:)``) and part of its end frame lies below
  ///   the screen: a hardware keyboard is attached.
  /// - `false`: the keyboard is docked and wholly on screen: the software keyboard shows, so no
  ///   hardware keyboard is in use.
  /// - `nil`: the frames cannot tell: no usable screen, an empty or non-finite end frame, or a
  ///   keyboard that is hidden (a hide, or a frame wholly below the screen) or floating.
  ///
  /// Where the frames and GameController's `GCKeyboard` (a keyboard connected but not used for
  /// this input) disagree, the frames win: they are what covers the app.
  ///
  /// - Parameter screen: The screen's bounds in screen coordinates, or `nil` when unknown.
  /// - Returns: Whether a hardware keyboard is attached, or `nil` when the frames cannot tell.
  public func isHardwareKeyboardAttached(on screen: CGRect?) -> Bool? {
    guard let screen, screen.isFiniteAndNonEmpty, endFrame.isFiniteAndNonEmpty,
      dockState(in: screen) == .docked
    else { return nil }
    return Self.showsOnlyABar(visibleHeight: visibleHeight(in: screen), of: endFrame)
  }

  /// Whether a docked keyboard whose `frame` covers `visibleHeight` of the screen shows only a
  /// bar: less of it is on screen than its frame's height.
  package static func showsOnlyABar(visibleHeight: CGFloat, of frame: CGRect) -> Bool {
    visibleHeight < abs(frame.height) - edgeTolerance
  }
}
