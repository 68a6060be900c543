import Foundation
import KeyboardistObserver

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

extension KeyboardScenario {
  /// The app swaps a panel of another height in for the keyboard with `reloadInputViews()`, and
  /// back: each swap posts a show and no hide, its begin frame equal to its end frame.
  ///
  /// Reported, not verified on a device by this package: reloading the input views to another
  /// `inputView` posts `willShow` and `didShow` and no hide
  /// (kirillzyusko/react-native-keyboard-controller pull request 1304), and the notification's
  /// begin and end frames can be equal (slackhq/SlackTextViewController#416). The keyboard shows
  /// and stays; the app puts a panel as tall as the keyboard without its QuickType bar (an assumed
  /// height) in its place, and a second later the keyboard back; then editing ends and the keyboard
  /// hides. Each swap posts `willChangeFrame` and `willShow`, animated, and when the animation is
  /// over `didChangeFrame` and `didShow`, all four from the new frame to itself. The app announces
  /// each swap as `KeyboardMessageBar` does (``Step/switchInput(to:)``) and the end of editing
  /// before the final hide (``Step/inputDidEndEditing``). Compare ``panelSwap``, whose swaps post a
  /// hide and a show, and ``showOnlyPanelSwapWithoutAnimation``.
  public static let showOnlyPanelSwap = Self(
    name: "showOnlyPanelSwap",
    summary: "Swapped by reloadInputViews: a shorter panel in and back, a show each, no hide."
  ) { device in
    showOnlySwapSteps(on: device, duration: ScenarioBuilder.duration)
  }

  /// The swaps of ``showOnlyPanelSwap`` made inside `UIView.performWithoutAnimation`: each show's
  /// animation duration is 0.
  ///
  /// Reported, not verified on a device by this package: SwiftTerm swaps its input view with
  /// `reloadInputViews()` inside `UIView.performWithoutAnimation` to stop the keyboard's dismiss
  /// and show animation (migueldeicaza/SwiftTerm pull requests 465 and 466). That the
  /// notifications then carry a 0 s duration, and that the did-notifications follow at once, is
  /// assumed, as for the 0 s hide of ``passwordPrompt``.
  public static let showOnlyPanelSwapWithoutAnimation = Self(
    name: "showOnlyPanelSwapWithoutAnimation",
    summary: "The same show-only swaps inside performWithoutAnimation: each show lasts 0 s."
  ) { device in
    showOnlySwapSteps(on: device, duration: 0)
  }

  /// The steps of the keyboard's show, the two show-only swaps of `duration` with their
  /// announcements, and the final hide.
  private static func showOnlySwapSteps(
    on device: KeyboardDeviceProfile, duration: TimeInterval
  ) -> [Step] {
    var builder = ScenarioBuilder(device: device)
    builder.show()
    builder.wait(1)
    let keyboard = builder.frame
    let panel = device.dockedFrame(height: device.keyboardHeight - device.predictiveBarHeight)
    for (input, end) in [(KeyboardInput.panel, panel), (.keyboard, keyboard)] {
      builder.announce(.switchInput(to: input))
      builder.move(to: end, .show, duration: duration, from: end)
      builder.wait(1)
    }
    builder.announce(.inputDidEndEditing)
    builder.hide()
    return builder.steps
  }
}
