import Foundation
import KeyboardistObserver

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

extension KeyboardScenario {
  /// The user drags the keyboard down with a scroll view's `keyboardDismissMode = .interactive`:
  /// first lets go early, so it returns, then drags it past the point where it goes.
  ///
  /// During the drag iOS posts nothing: no `willChangeFrame` or `didChangeFrame` per move, only
  /// a notification once the finger is lifted
  /// (https://github.com/lionheart/openradar-mirror/issues/4307 , iOS 7;
  /// https://github.com/freshOS/KeyboardLayoutGuide/issues/17 , iOS 12: "does not fire the
  /// `keyboardWillChangeFrameNotification` until the pan gesture ends";
  /// https://github.com/freshOS/KeyboardLayoutGuide/issues/35 , 2022: "only called after we let
  /// go"). Views that must follow the finger observe the keyboard's view or use
  /// `UIKeyboardLayoutGuide` instead. When the drag completes, the usual hide follows. When it is
  /// cancelled the keyboard slides back; this scenario then posts `willChangeFrame` and
  /// `willShow` back to the docked frame, which is assumed: no public log of the cancelled case
  /// was found. Both begin frames are the keyboard where the finger let go, assumed half-way
  /// down. The normaliser gives one appear and one disappear: the return is the same height.
  public static let interactiveDismissal = Self(
    name: "interactive-dismiss",
    summary: "An interactive drag posts nothing until release: a cancelled one, then a hide."
  ) { device in
    var builder = ScenarioBuilder(device: device)
    let docked = device.dockedFrame(height: device.keyboardHeight)
    let released = docked.offsetBy(dx: 0, dy: device.keyboardHeight / 2)
    builder.show()
    builder.wait(1)
    builder.wait(0.6)  // the first drag: nothing is posted
    builder.frame = released
    builder.move(to: docked, .show)
    builder.wait(1)
    builder.wait(0.6)  // the second drag, past the point of no return
    builder.frame = released
    builder.hide()
    return builder.steps
  }

  /// iOS 26 with an input accessory bar: the frames leave the bar out while shown, and the hide
  /// reports a frame of the bar's height.
  ///
  /// - Chatto's fix for iOS 26: "iOS 26 no longer includes the input accessory view (chat bar)
  ///   in the reported keyboard frame" (https://github.com/badoo/Chatto/pull/797), so code that
  ///   subtracts the accessory's height from the frame now subtracts it twice. The shows here
  ///   carry the keyboard alone; the bar (44 pt, assumed) sits above them.
  /// - IQKeyboardManager on iOS 26 with its toolbar enabled: "the endFrame.height is 44 even the
  ///   keyboard is hidden" (https://github.com/hackiftekhar/IQKeyboardManager/issues/2124 ,
  ///   iPhone 14, iOS 26 beta), so code that reads a non-zero height as "visible" keeps a hidden
  ///   keyboard up. The hide here ends in a 44 pt frame; its origin is not in the report and is
  ///   assumed to be the screen's bottom edge, below the visible area.
  ///
  /// Other iOS 26 changes reported by apps are not modelled, for want of numbers:
  /// https://github.com/mozilla-mobile/firefox-ios/pull/30146 (frames "occasionally" wrong when
  /// AutoFill shows credentials above the keyboard; Firefox moved to `UIKeyboardLayoutGuide`) and
  /// https://github.com/KeyboardKit/KeyboardKit/issues/1006 (keyboard heights that vary with the
  /// language). The normaliser gives one appear of the keyboard's height and one disappear.
  public static let iOS26AccessoryBar = Self(
    name: "ios26-accessory-bar",
    summary: "iOS 26: frames exclude the input accessory bar; the hide ends in a 44 pt frame."
  ) { device in
    var builder = ScenarioBuilder(device: device)
    builder.show()
    builder.wait(1)
    let screen = device.screen
    builder.move(
      to: CGRect(x: 0, y: screen.maxY, width: screen.width, height: ios26HiddenBarHeight), .hide)
    return builder.steps
  }

  /// The height of the frame iOS 26 reports for a hidden keyboard with a toolbar: 44 pt
  /// (https://github.com/hackiftekhar/IQKeyboardManager/issues/2124).
  static let ios26HiddenBarHeight: CGFloat = 44
}
