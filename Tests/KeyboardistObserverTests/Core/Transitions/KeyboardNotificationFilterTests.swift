import Foundation
import KeyboardistTestSupport
import Testing

@testable import KeyboardistObserver

/// The one rule for which notifications count, and that the tracker and the motion both call it.
@Suite struct KeyboardNotificationFilterTests {
  static let shown = KeyboardOptions(endFrame: CGRect(x: 0, y: 508, width: 390, height: 336))
  static let foreign = KeyboardOptions(
    belongsToCurrentApp: false, endFrame: CGRect(x: 0, y: 508, width: 390, height: 336))

  @Test(arguments: KeyboardEvent.allCases)
  func nothingCountsWhileTheAppIsInactive(event: KeyboardEvent) {
    #expect(!KeyboardNotificationFilter().admits(event, Self.shown, isAppActive: false))
    #expect(KeyboardNotificationFilter().admits(event, Self.shown, isAppActive: true))
  }

  @Test(arguments: KeyboardEvent.allCases)
  func anotherAppsKeyboardCountsOnlyByItsHidesUnlessAsked(event: KeyboardEvent) {
    let isHide = event == .willHide || event == .didHide
    #expect(KeyboardNotificationFilter().admits(event, Self.foreign, isAppActive: true) == isHide)
    #expect(
      KeyboardNotificationFilter(ignoresOtherApps: false)
        .admits(event, Self.foreign, isAppActive: true))
  }

  @Test(arguments: [
    CGRect.zero, CGRect(x: 0, y: 500, width: 390, height: 0),
    CGRect(x: 0, y: CGFloat.nan, width: 390, height: 336),
  ])
  func anEmptyOrInfiniteFrameChangeNeverCounts(frame: CGRect) {
    let options = KeyboardOptions(endFrame: frame)
    #expect(!KeyboardNotificationFilter().admits(.willChangeFrame, options, isAppActive: true))
    #expect(KeyboardNotificationFilter().admits(.willShow, options, isAppActive: true))
  }

  /// The drift the one filter fixed: with `ignoresOtherApps` off, another app's keyboard reaches
  /// both the transitions and the motion; with it on, neither.
  @MainActor
  @Test(arguments: [false, true])
  func theTransitionsAndTheMotionShareTheFilter(ignoresOtherApps: Bool) {
    let center = NotificationCenter()
    let keyboard = KeyboardObserver(center: center)
    keyboard.screen = CGRect(x: 0, y: 0, width: 390, height: 844)
    keyboard.ignoresOtherApps = ignoresOtherApps
    var appears: [CGFloat] = []
    var moves: [CGFloat] = []
    keyboard.onAppear { appears.append($0.height) }.onMove { moves.append($0.height) }.start()
    center.post(
      name: KeyboardEvent.willShow.notificationName, object: nil,
      userInfo: KeyboardOptions(
        belongsToCurrentApp: false,
        startFrame: CGRect(x: 0, y: 844, width: 390, height: 336),
        endFrame: CGRect(x: 0, y: 508, width: 390, height: 336), animationDuration: 0.25
      ).userInfo)
    center.post(
      name: KeyboardEvent.didShow.notificationName, object: nil,
      userInfo: Self.foreign.userInfo)
    #expect(appears == (ignoresOtherApps ? [] : [336]))
    #expect(moves == (ignoresOtherApps ? [] : [0, 336]), "showing from 0, then at rest at 336")
  }
}
