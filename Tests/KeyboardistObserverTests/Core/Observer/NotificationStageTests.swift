import Foundation
import KeyboardistTestSupport
import Testing

@testable import KeyboardistObserver

/// The notifications stage alone: one callback per event, registrations only between start and
/// stop, each notification parsed and delivered on the main actor.
@MainActor
@Suite struct NotificationStageTests {
  let center = NotificationCenter()

  @Test func itRegistersNothingBeforeItStartsAndEverythingWhileStarted() {
    let stage = NotificationStage(center: center)
    stage[.willShow] = { _ in }
    #expect(stage.registrations.events.isEmpty)
    stage.start { _ in }
    #expect(stage.registrations.events == Set(KeyboardEvent.allCases))
    stage.start { _ in }
    #expect(stage.registrations.events == Set(KeyboardEvent.allCases), "starting again: once")
    stage.stop()
    #expect(stage.registrations.events.isEmpty)
    #expect(stage[.willShow] != nil, "the callbacks stay")
  }

  @Test func eachEventHasOneCallbackThatAnotherReplaces() {
    let stage = NotificationStage(center: center)
    var log: [String] = []
    stage[.willShow] = { _ in log.append("first") }
    stage[.willShow] = { _ in log.append("second") }
    stage[.didHide] = { _ in log.append("hide") }
    stage[.willShow]?(.iPhoneShow)
    #expect(log == ["second"])
    #expect(Set(stage.callbacks.keys) == [.willShow, .didHide])
    stage.removeCallbacks()
    #expect(stage.callbacks.isEmpty)
  }

  @Test func eachNotificationIsParsedAndDeliveredInsideThePost() {
    let stage = NotificationStage(center: center)
    var delivered: [(KeyboardEvent, KeyboardOptions)] = []
    stage.start { delivered.append(($0.event, $0.options)) }
    center.post(.willShow, .iPhoneShow)
    center.post(.didHide, .iPhoneHide)
    #expect(delivered.map(\.0) == [.willShow, .didHide])
    #expect(delivered.map(\.1) == [.iPhoneShow, .iPhoneHide])
  }

  @Test func aWatchOfSomeEventsRegistersThoseAlone() {
    let registrations = NotificationRegistrations(center: center)
    NotificationStage.watch(KeyboardTracker.events, with: registrations) { _ in }
    #expect(registrations.events == Set(KeyboardTracker.events))
  }
}
