import Foundation

extension KeyboardObserver {
  /// Whether the motion predicts each animation from the timing its notification gives (the
  /// model's ``KeyboardMotionModel/usesNotificationTiming``); `true` by default.
  package var usesNotificationTiming: Bool {
    get { motionStage.usesNotificationTiming }
    set { motionStage.usesNotificationTiming = newValue }
  }

  /// Whether the motion takes readings of the keyboard layout guide (the model's
  /// ``KeyboardMotionModel/usesLayoutGuide``); `true` by default.
  package var usesLayoutGuide: Bool {
    get { motionStage.usesLayoutGuide }
    set { motionStage.usesLayoutGuide = newValue }
  }

  /// Stops taking samples, as when the view the frames are read from leaves its window.
  package func detachFrames() {
    motionStage.detach()
  }

  /// Takes samples again from a view that arrives in a window, the layout guide reading `sample`
  /// there (what ``attach(to:)`` hands the motion on a device).
  ///
  /// - Parameter sample: The guide's reading on arriving in the window.
  package func attachFrames(reading sample: KeyboardSample) {
    motionStage.attach(sample)
  }
}
