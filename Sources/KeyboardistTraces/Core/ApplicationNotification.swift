package import Foundation

/// UIKit's application life-cycle notifications that change whether the app is active: the package's
/// one table of them.
///
/// `UIApplication.willResignActiveNotification` and its siblings are `Notification.Name`s whose raw
/// values are exactly these strings on every platform, so code that follows app activity (the
/// ``KeyboardRecorder``) and code that simulates it (`KeyboardistTesting`'s scenarios) can use them
/// on any center.
package enum ApplicationNotification: String, CaseIterable, Sendable {
  /// `UIApplication.willResignActiveNotification`: the app is about to stop being active.
  case willResignActive = "UIApplicationWillResignActiveNotification"
  /// `UIApplication.didEnterBackgroundNotification`: the app is now in the background.
  case didEnterBackground = "UIApplicationDidEnterBackgroundNotification"
  /// `UIApplication.willEnterForegroundNotification`: the app is leaving the background, still
  /// inactive.
  case willEnterForeground = "UIApplicationWillEnterForegroundNotification"
  /// `UIApplication.didBecomeActiveNotification`: the app is active again.
  case didBecomeActive = "UIApplicationDidBecomeActiveNotification"

  /// UIKit's name for the notification.
  package var name: Notification.Name {
    Notification.Name(rawValue)
  }

  /// Whether the app is active once the notification has been posted: only after
  /// ``didBecomeActive``.
  package var isAppActiveAfter: Bool {
    if case .didBecomeActive = self { true } else { false }
  }
}
