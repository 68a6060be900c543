import Foundation
import KeyboardistObserver

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

extension KeyboardScenario {
  /// The app swaps a panel of the keyboard's height in for the keyboard and back, announcing each
  /// swap as `KeyboardMessageBar` does: each swap posts a hide and a show, and nothing moves.
  ///
  /// The keyboard shows and stays; the app puts an emoji panel as tall as the keyboard in its place,
  /// and a second later the keyboard back; then editing ends and the keyboard hides. Before each
  /// swap the app announces it (``Step/switchInput(to:)``, which the simulator passes to
  /// `KeyboardObserver.switchInput(to:)`), and before the final hide it says that editing ended
  /// (``Step/inputDidEndEditing``), as the bar does. Every observer of the center then holds each
  /// swap's hide: the keyboard, and whatever rides on it, stays put from the show to the final
  /// hide. The notifications are those of ``panelSwapUnannounced``.
  public static let panelSwap = Self(
    name: "panelSwap",
    summary: "A panel of the keyboard's height swaps in and out, announced as the message bar does."
  ) { device in
    swapSteps(on: device, announced: true)
  }

  /// The app swaps a panel of the keyboard's height in for the keyboard and back without
  /// announcing it: each swap posts a hide and a show, taken at their word.
  ///
  /// The notifications of ``panelSwap`` with none of its announcements: each swap posts
  /// `willHide` and `didHide` to below the screen at once, then `willShow` and `didShow` whose
  /// begin frame equals the end frame (the Keyboardist article "A Message Bar and Panels in the
  /// Keyboard's Place" gives the sources). Play it step by step to announce the swaps from a test.
  public static let panelSwapUnannounced = Self(
    name: "panelSwapUnannounced",
    summary: "The same swaps unannounced: each hide and show is taken at its word."
  ) { device in
    swapSteps(on: device, announced: false)
  }

  /// The steps of the two swaps and the final hide, with or without the app's announcements.
  private static func swapSteps(on device: KeyboardDeviceProfile, announced: Bool) -> [Step] {
    var builder = ScenarioBuilder(device: device)
    builder.show()
    builder.wait(1)
    for input in [KeyboardInput.panel, .keyboard] {
      if announced { builder.announce(.switchInput(to: input)) }
      let docked = builder.frame
      let below = device.offscreenFrame(height: docked.height)
      builder.post(.willHide, from: docked, to: below, animated: true)
      builder.post(.didHide, from: docked, to: below, animated: false)
      builder.post(.willShow, from: docked, to: docked, animated: true)
      builder.post(.didShow, from: docked, to: docked, animated: false)
      builder.wait(1)
    }
    if announced { builder.announce(.inputDidEndEditing) }
    builder.hide()
    return builder.steps
  }
}
