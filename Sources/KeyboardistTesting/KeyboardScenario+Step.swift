public import Foundation
import KeyboardistObserver
public import KeyboardistTraces

extension KeyboardScenario {
  /// One thing a scenario posts: a keyboard notification or a change of app activity.
  public enum Step: Equatable, Sendable {
    /// A keyboard notification, with the `userInfo` keys the record holds.
    case keyboard(KeyboardTrace.Record)
    /// One of UIKit's application life-cycle notifications.
    case app(AppEvent)

    /// The keyboard record, or `nil` for an app-activity step.
    public var record: KeyboardTrace.Record? {
      if case .keyboard(let record) = self { return record }
      return nil
    }
  }

  /// UIKit's application life-cycle notifications that change whether the app is active.
  ///
  /// A simulator posts them under UIKit's names, so code that follows app activity from
  /// `UIApplication` notifications (a ``/Keyboardist/KeyboardRecorder``, for one) sees them.
  public enum AppEvent: String, CaseIterable, Sendable {
    /// `UIApplication.willResignActiveNotification`: the app stops being active.
    case willResignActive
    /// `UIApplication.didEnterBackgroundNotification`: the app is in the background.
    case didEnterBackground
    /// `UIApplication.willEnterForegroundNotification`: the app leaves the background (still
    /// inactive).
    case willEnterForeground
    /// `UIApplication.didBecomeActiveNotification`: the app is active again.
    case didBecomeActive

    /// UIKit's name for the notification, such as `UIApplicationDidBecomeActiveNotification`.
    public var notificationName: Notification.Name {
      applicationNotification.name
    }

    /// Whether the app is active after this notification: `true` only for ``didBecomeActive``.
    public var isAppActiveAfter: Bool {
      applicationNotification.isAppActiveAfter
    }

    /// Whether the app is active after this notification; renamed ``isAppActiveAfter``, which says
    /// so.
    @available(*, deprecated, renamed: "isAppActiveAfter")
    public var leavesAppActive: Bool { isAppActiveAfter }

    /// The notification in the library's table of application notifications.
    private var applicationNotification: ApplicationNotification {
      switch self {
      case .willResignActive: .willResignActive
      case .didEnterBackground: .didEnterBackground
      case .willEnterForeground: .willEnterForeground
      case .didBecomeActive: .didBecomeActive
      }
    }
  }
}
