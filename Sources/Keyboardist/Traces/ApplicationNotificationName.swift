/// The raw names of UIKit's application life-cycle notifications, identical on every platform.
///
/// `UIApplication.willResignActiveNotification` and its siblings are `Notification.Name`s with exactly
/// these raw values, so code that follows app activity can observe them on any center.
enum ApplicationNotificationName {
  /// `UIApplication.willResignActiveNotification`: the app is about to stop being active.
  static let willResignActive = "UIApplicationWillResignActiveNotification"
  /// `UIApplication.didEnterBackgroundNotification`: the app is now in the background.
  static let didEnterBackground = "UIApplicationDidEnterBackgroundNotification"
  /// `UIApplication.willEnterForegroundNotification`: the app is leaving the background.
  static let willEnterForeground = "UIApplicationWillEnterForegroundNotification"
  /// `UIApplication.didBecomeActiveNotification`: the app is active again.
  static let didBecomeActive = "UIApplicationDidBecomeActiveNotification"
}
