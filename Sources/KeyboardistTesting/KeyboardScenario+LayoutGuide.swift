import Foundation
import KeyboardistObserver
import KeyboardistTraces

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

extension KeyboardScenario {
  /// iOS 27 betas: the keyboard layout guide stays at the screen's bottom while the keyboard is
  /// up.
  ///
  /// "iOS 27 beta can leave the host keyboard layout guide at the screen bottom while the keyboard
  /// is visible" (https://github.com/manaflow-ai/cmux/pull/9958), reported, not verified by
  /// Keyboardist. The notifications are a plain show and hide; every display frame of both reads
  /// the guide at the screen's bottom, and while the keyboard rests the guide's position changes to
  /// the bottom, then to a little above it, as a finger would. The notifications rule: one appear
  /// and one disappear, each animation followed by its timing, and no drag.
  public static let guideStuckAtBottom = Self(
    name: "guideStuckAtBottom",
    summary: "iOS 27 beta: the layout guide reads the screen's bottom while the keyboard is up."
  ) { device in
    var builder = ScenarioBuilder(device: device)
    builder.show()
    let docked = builder.frame
    builder.wait(0.5)
    builder.layoutChange(to: device.screen.maxY)
    builder.wait(0.1)
    builder.layoutChange(to: docked.minY + 40)
    builder.wait(0.4)
    builder.hide()
    return withFrames(of: builder.steps, on: device) { sample, _ in
      sample.keyboardTop = device.screen.maxY
    }
  }

  /// The keyboard's animation is not yet readable on the first display frame after its
  /// notification.
  ///
  /// The keyboard's layer had no animation in `keyboardWillShow` and one only on a later
  /// display-link tick on iOS 15 to 17 (react-native-keyboard-controller PR 515), reported, not
  /// verified by Keyboardist. A show and a hide whose frames carry the timing read from the guide
  /// (the spring Core Animation reports for curve 7), except the first frame of each animation,
  /// which carries none. The notification's timing does not depend on it.
  public static let noAnimationOnFirstTick = Self(
    name: "noAnimationOnFirstTick",
    summary: "The keyboard's animation is unreadable on the first display frame of each move."
  ) { device in
    var builder = ScenarioBuilder(device: device)
    builder.show()
    builder.wait(1)
    builder.hide()
    let spring = KeyboardAnimationTiming.spring(mass: 3, stiffness: 1000, damping: 500)
    return withFrames(of: builder.steps, on: device) { sample, isFirst in
      sample.timing = isFirst ? nil : spring
    }
  }

  /// A floating keyboard leaves the keyboard layout guide 11 pt high.
  ///
  /// Flutter's iOS embedder notes that the guide stays 11 pt above the bottom once the keyboard
  /// floats, "as observed empirically on different simulators" (flutter/flutter,
  /// `KeyboardInsetManager.swift`), reported, not verified by Keyboardist. The keyboard shows
  /// docked, is undocked and made floating (``iPadUndockAndFloat``); the guide then moves to 11 pt
  /// above the screen's bottom. For the notifications the keyboard is hidden, and it stays so.
  public static let floatingKeyboardGuide = Self(
    name: "floatingKeyboardGuide",
    summary: "A floating keyboard leaves the layout guide 11 pt high: nothing is covered."
  ) { device in
    var steps = iPadUndockAndFloat.steps(on: device)
    let end = steps.compactMap { $0.record?.time }.max() ?? 0
    steps.append(
      .sample(
        KeyboardTrace.Sample(
          time: end + 0.1, keyboardTop: device.screen.maxY - 11, isLayoutChange: true)))
    return steps
  }

  /// The steps with the display frames of every animation the device shows, each changed by
  /// `reading` (told whether it is the first frame of its animation), as a failing guide reads
  /// them.
  private static func withFrames(
    of steps: [Step], on device: KeyboardDeviceProfile,
    reading: (inout KeyboardTrace.Sample, Bool) -> Void
  ) -> [Step] {
    let path = KeyboardPath(
      steps: steps, screen: device.screen, framesPerSecond: device.framesPerSecond)
    let starts = path.starts.map(\.time)
    let interval = 1 / Double(device.framesPerSecond)
    let frames = path.frameSamples.map { frame in
      var sample = frame
      let isFirst = starts.contains { abs(frame.time - $0 - interval) < 1e-6 }
      reading(&sample, isFirst)
      return sample
    }
    return Step.merging(frames, into: steps)
  }
}
