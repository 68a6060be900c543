import Foundation
import KeyboardistTraces
import Testing

/// The one table of application life-cycle notifications.
@Suite struct ApplicationNotificationTests {
  /// The raw values of `UIApplication`'s notification names, as UIKit spells them.
  @Test func namesAreUIKitsRawNames() {
    #expect(
      ApplicationNotification.allCases.map(\.name.rawValue) == [
        "UIApplicationWillResignActiveNotification",
        "UIApplicationDidEnterBackgroundNotification",
        "UIApplicationWillEnterForegroundNotification",
        "UIApplicationDidBecomeActiveNotification",
      ])
  }

  @Test func onlyDidBecomeActiveLeavesTheAppActive() {
    #expect(ApplicationNotification.allCases.filter(\.isAppActiveAfter) == [.didBecomeActive])
  }
}
