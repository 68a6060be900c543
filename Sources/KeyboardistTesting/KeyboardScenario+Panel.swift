import Foundation
import KeyboardistObserver

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

extension KeyboardScenario {
  /// The app swaps a panel of the keyboard's height in for the keyboard and back: each swap posts a
  /// hide and a show.
  ///
  /// The keyboard shows and stays; the app puts an emoji panel as tall as the keyboard in its place,
  /// and a second later the keyboard back. Each swap posts `willHide` and `didHide` to below the
  /// screen at once followed by `willShow` and `didShow` whose begin frame equals the end frame:
  /// apps that swap by resigning and becoming first responder get a hide and a show (the
  /// WUEmoticonsKeyboard commit that moved to `reloadInputViews()`), and the show of a swapped
  /// input can carry equal begin and end frames (slackhq/SlackTextViewController pull request
  /// 416). Code that takes the hide at its word drops a bar riding on the keyboard and raises it
  /// again; `KeyboardPanelSwitch` holds it, and so does every observer of the center once the
  /// swap is announced with `KeyboardObserver.switchInput(to:)` before its hide (as
  /// `KeyboardMessageBar` does).
  public static let panelSwap = Self(
    name: "panelSwap",
    summary: "A panel of the keyboard's height swaps in and out, a hide and a show each way."
  ) { device in
    var builder = ScenarioBuilder(device: device)
    builder.show()
    builder.wait(1)
    for _ in 0..<2 {  // to the panel, then back to the keyboard
      let docked = builder.frame
      let below = device.offscreenFrame(height: docked.height)
      builder.post(.willHide, from: docked, to: below, animated: true)
      builder.post(.didHide, from: docked, to: below, animated: false)
      builder.post(.willShow, from: docked, to: docked, animated: true)
      builder.post(.didShow, from: docked, to: docked, animated: false)
      builder.wait(1)
    }
    builder.hide()
    return builder.steps
  }
}
