#if KEYBOARDIST_UIKIT
  import Foundation
  import UIKit
  import QuartzCore

  /// The reader of a view's window is its observer's platform: the screen and the activation
  /// state of the window scene the view is in, the display link's clock, the frames, and the
  /// timing of a `will…` notification, read by the window's source from a view it animates inside
  /// the notification (once per delivery, for every observer of the window).
  ///
  /// The scene counts as active when its `activationState` is `.foregroundActive`, which an app
  /// extension can read too (it has no `UIApplication.shared`); that this matches the moments iOS
  /// posts the keyboard on the way to and back from the background is assumed. While the view is
  /// in no window, the reader tells nothing and the observer keeps what it had.
  extension KeyboardFrameReader: KeyboardPlatform {
    package var screen: CGRect? { screenBounds }

    package var isAppActive: Bool? {
      window?.windowScene.map { $0.activationState == .foregroundActive }
    }

    package var now: TimeInterval? { CACurrentMediaTime() }

    package var prefersCrossFade: Bool { UIAccessibility.prefersCrossFadeTransitions }

    package func notificationTiming(_ event: KeyboardEvent, _ options: KeyboardOptions)
      -> KeyboardAnimationTiming?
    {
      readNotificationTiming(event, options)
    }

    package func framesNeeded(_ needed: Bool) {
      readsFrames = needed
    }
  }
#endif
