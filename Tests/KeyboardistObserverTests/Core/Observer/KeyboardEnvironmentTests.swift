import Foundation
import KeyboardistTestSupport
import Testing

@testable import KeyboardistObserver

/// What the stages read: values set by hand, replaced by what the platform tells, kept when it
/// cannot tell; the screen a notification names wins.
@MainActor
@Suite struct KeyboardEnvironmentTests {
  static let portrait = CGRect(x: 0, y: 0, width: 390, height: 844)
  static let landscape = CGRect(x: 0, y: 0, width: 844, height: 390)
  static let iPad = CGRect(x: 0, y: 0, width: 820, height: 1180)

  @Test func withoutAPlatformTheValuesSetByHandStay() {
    let environment = KeyboardEnvironment()
    environment.screen = Self.portrait
    environment.isAppActive = false
    environment.read()
    #expect(environment.screen == Self.portrait)
    #expect(!environment.isAppActive)
    #expect(environment.now == nil)
  }

  @Test func thePlatformReplacesWhatItCanTellAndTheNotificationsScreenWins() {
    let platform = FakeKeyboardPlatform()
    let environment = KeyboardEnvironment()
    environment.screen = Self.portrait
    environment.platform = platform
    environment.read()
    #expect(environment.screen == Self.portrait, "a platform that cannot tell keeps the screen")
    #expect(environment.isAppActive, "and the activity")
    platform.screen = Self.landscape
    platform.isAppActive = false
    platform.time = 3
    environment.read()
    #expect(environment.screen == Self.landscape)
    #expect(!environment.isAppActive)
    #expect(environment.now == 3)
    environment.read(notificationScreen: Self.iPad)
    #expect(environment.screen == Self.iPad, "the screen a notification names wins")
  }
}
