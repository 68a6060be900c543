import Foundation
import Testing

@testable import KeyboardistObserver

/// The layout guide's check against where the notifications left the keyboard.
@Suite struct KeyboardGuideCheckTests {
  @Test func aDisagreementIgnoresTheGuideUntilAReadingAgrees() {
    var check = KeyboardGuideCheck()
    check.notifiedHeight = 336
    check.reject(335.5)
    #expect(!check.isIgnored, "within a point: it agrees")
    check.reject(0)
    #expect(check.isIgnored)
    check.read(200)
    #expect(check.isIgnored, "still off")
    check.read(336.8)
    #expect(!check.isIgnored)
  }

  @Test func anAttachReadingCountsOnlyWhenItAgreesOrNothingWasNotified() {
    var check = KeyboardGuideCheck()
    let fallback = check.attach(34, notified: 336)
    #expect(!fallback)
    #expect(check.isIgnored && check.notifiedHeight == 336)
    let agreeing = check.attach(336.5, notified: 336)
    #expect(agreeing)
    #expect(!check.isIgnored && check.notifiedHeight == 336.5)
    let unnotified = check.attach(120, notified: nil)
    #expect(unnotified)
    #expect(check.notifiedHeight == 120)
  }

  @Test func anAccessorySwapPausesLayoutChangesForHalfASecondOrUntilANotification() {
    var check = KeyboardGuideCheck()
    let admitted1 = check.admitsLayoutChange(at: 1)
    #expect(admitted1)
    check.accessoryWillChange()
    let admitted2 = check.admitsLayoutChange(at: 2)
    #expect(!admitted2, "the first change after the announcement")
    let admitted3 = check.admitsLayoutChange(at: 2.4)
    #expect(!admitted3)
    let admitted4 = check.admitsLayoutChange(at: 2.5)
    #expect(admitted4)
    check.accessoryWillChange()
    let admitted5 = check.admitsLayoutChange(at: 3)
    #expect(!admitted5)
    check.notificationArrived()
    let admitted6 = check.admitsLayoutChange(at: 3.1)
    #expect(admitted6)
  }
}
