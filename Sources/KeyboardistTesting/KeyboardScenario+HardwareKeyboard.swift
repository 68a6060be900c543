import Foundation
import KeyboardistObserver

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

extension KeyboardScenario {
  /// A hardware keyboard attaches while the software keyboard is up, and detaches again.
  ///
  /// Since iOS 9 an attached hardware keyboard reduces the software keyboard to its shortcut bar
  /// (and the app's input accessory view), announced as a `willShow` rather than a `willHide`
  /// (https://github.com/defagos/CoconutKit/issues/36); the frame keeps the keyboard's full height,
  /// mostly below the screen (https://github.com/ionic-team/ionic-plugin-keyboard/pull/273). The
  /// scenario shows the software keyboard, shrinks it to the bar a second later as the keyboard
  /// attaches, brings it back 2 s later as it detaches, and hides it a second after that, with the
  /// device's ``KeyboardDeviceProfile/shortcutBarHeight``. On a device that has a hardware keyboard
  /// (``KeyboardDeviceProfile/hasHardwareKeyboard``) it runs the other way round: the bar shows,
  /// the keyboard detaches (the software keyboard comes) and attaches again. Attaching or
  /// detaching while no text input is active posts nothing
  /// (https://github.com/emkey1/ish-AOK/issues/520): only GameController's `GCKeyboard` tells.
  public static let hardwareKeyboardAttach = Self(
    name: "hardwareKeyboardAttach",
    summary:
      "A hardware keyboard attaches while the keyboard is up (only its bar stays), then detaches."
  ) { device in
    var toggled = device
    toggled.hasHardwareKeyboard.toggle()
    var builder = ScenarioBuilder(device: device)
    builder.show()
    builder.wait(1)
    builder.move(to: toggled.dockedFrame(height: device.keyboardHeight), .show)
    builder.wait(2)
    builder.move(to: device.dockedFrame(height: device.keyboardHeight), .show)
    builder.wait(1)
    builder.hide()
    return builder.steps
  }
}
