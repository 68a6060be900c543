import Foundation
import KeyboardistObserver

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

extension KeyboardScenario {
  /// On iOS 17, switching keyboards posts a `willShow` about 45 pt short, followed at once by one
  /// with the right frame.
  ///
  /// Reported, not verified on a device by this package: Signal's public iOS code
  /// (`ConversationInputToolbar.swift` in signalapp/Signal-iOS, and apps derived from it) works
  /// around a `willShow` "slightly (45 dp) shorter, immediately followed by another notification
  /// with previous (correct) keyboard frame" when switching keyboards on iOS 17, seen sometimes and
  /// never on the Simulator. The keyboard shows and stays; a second later the switch posts
  /// `willChangeFrame` and `willShow` 45 pt short of the keyboard's height and, in the same turn of
  /// the run loop (no time between them), `willChangeFrame` and `willShow` back at its height; the
  /// did-notifications of the right frame come when the animation is over, and a second later the
  /// keyboard hides.
  public static let iOS17ShortWillShow = Self(
    name: "iOS17ShortWillShow",
    summary: "iOS 17 keyboard switch: a willShow 45 pt short, at once followed by the right one."
  ) { device in
    var builder = ScenarioBuilder(device: device)
    builder.show()
    builder.wait(1)
    let docked = builder.frame
    let short = device.dockedFrame(height: device.keyboardHeight - shortfall)
    for end in [short, docked] {
      builder.post(.willChangeFrame, from: docked, to: end, animated: true)
      builder.post(.willShow, from: docked, to: end, animated: true)
    }
    builder.wait(ScenarioBuilder.animationLength)
    builder.post(.didChangeFrame, from: docked, to: docked, animated: false)
    builder.post(.didShow, from: docked, to: docked, animated: false)
    builder.wait(1)
    builder.hide()
    return builder.steps
  }

  /// The keyboard shows and its `didChangeFrame` and `didShow` arrive 40 ms after the animation
  /// is over; it hides as usual.
  ///
  /// Reported, not verified on a device by this package: "iOS 26 dispatches keyboardDidShow after
  /// ~40ms if cross-fade + reduced motion enabled" (kirillzyusko/react-native-keyboard-controller
  /// pull request 1161). The scenario slides the keyboard and posts the did-notifications 40 ms
  /// after the slide settles (an assumption about what the 40 ms are counted from): nothing may
  /// wait for them.
  public static let lateDidShow = Self(
    name: "lateDidShow",
    summary: "The keyboard shows and its didShow comes 40 ms after the animation is over."
  ) { device in
    var builder = ScenarioBuilder(device: device)
    builder.show(didDelay: didShowDelay)
    builder.wait(1)
    builder.hide()
    return builder.steps
  }

  /// The keyboard shows and hides with no did-notification at all.
  ///
  /// Since iOS 17 the keyboard runs out of process and asynchronously, and apps that follow it by
  /// notifications "can cause differences in timing" (flutter/flutter#165672, reported, not
  /// verified on a device by this package). The scenario takes that to its end: `willChangeFrame`
  /// and `willShow`, a second later `willChangeFrame` and `willHide`, and never a `did…`
  /// notification (assumed): everything must follow the keyboard from its will-notifications.
  public static let missingDidNotifications = Self(
    name: "missingDidNotifications",
    summary: "The keyboard shows and hides with will-notifications only: every did is missing."
  ) { device in
    var builder = ScenarioBuilder(device: device)
    builder.show(didDelay: nil)
    builder.wait(1)
    builder.hide(didDelay: nil)
    return builder.steps
  }

  /// How much shorter the first `willShow` of ``iOS17ShortWillShow`` is, in points (Signal's "45
  /// dp").
  private static let shortfall: CGFloat = 45

  /// How late ``lateDidShow``'s did-notifications are, in seconds.
  private static let didShowDelay: TimeInterval = 0.04
}
