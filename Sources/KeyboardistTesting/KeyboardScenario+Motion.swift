import Foundation
import KeyboardistObserver

extension KeyboardScenario {
  /// A show interrupted by a hide: the keyboard is sent down 0.1 s into coming up (the text field
  /// resigns while the keyboard is still rising).
  ///
  /// The hide's start frame is where the show was going, as UIKit reports an interrupted
  /// animation's frames from its target; the keyboard itself goes down from where it is, with
  /// its speed (see ``KeyboardFrameGaps``). The show's `didChangeFrame` and `didShow` arrive when
  /// the show would have ended, during the hide, as the completion of an animation that another
  /// one joined additively runs then: an assumption, since no recorded session shows where UIKit
  /// posts them for an interrupted show.
  public static let interruptedShow = Self(
    name: "interruptedShow", summary: "The keyboard is sent down 0.1 s into a show."
  ) { device in
    var builder = ScenarioBuilder(device: device)
    let hidden = device.offscreenFrame(height: device.keyboardHeight)
    let docked = device.dockedFrame(height: device.keyboardHeight)
    builder.post(.willChangeFrame, from: hidden, to: docked, animated: true)
    builder.post(.willShow, from: hidden, to: docked, animated: true)
    let interruption: TimeInterval = 0.1
    let length = KeyboardAnimationCurve.keyboard.totalDuration(for: ScenarioBuilder.duration)
    builder.wait(interruption)
    builder.post(.willChangeFrame, from: docked, to: hidden, animated: true)
    builder.post(.willHide, from: docked, to: hidden, animated: true)
    builder.wait(length - interruption)
    builder.post(.didChangeFrame, from: hidden, to: docked, animated: false)
    builder.post(.didShow, from: hidden, to: docked, animated: false)
    builder.wait(interruption)
    builder.post(.didChangeFrame, from: docked, to: hidden, animated: false)
    builder.post(.didHide, from: docked, to: hidden, animated: false)
    builder.frame = hidden
    return builder.steps
  }
}
