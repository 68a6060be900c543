import Testing

@testable import KeyboardistObserver

@MainActor
@Suite struct EventCallbacksTests {
  /// Records which callback ran, by the tag it was registered with.
  private final class Log {
    var tags: [String] = []
  }

  @Test func eachEventKeepsItsOwnCallback() {
    let log = Log()
    var callbacks = EventCallbacks()
    for event in KeyboardEvent.allCases {
      #expect(callbacks[event] == nil)
      callbacks[event] = { _ in log.tags.append(event.rawValue) }
    }
    for event in KeyboardEvent.allCases {
      callbacks[event]?(KeyboardOptions())
    }
    #expect(log.tags == KeyboardEvent.allCases.map(\.rawValue))
  }

  @Test func settingReplacesAndNilRemovesOnlyThatEvent() {
    let log = Log()
    var callbacks = EventCallbacks()
    callbacks[.willShow] = { _ in log.tags.append("first") }
    callbacks[.willHide] = { _ in log.tags.append("hide") }
    callbacks[.willShow] = { _ in log.tags.append("second") }
    callbacks[.willShow]?(KeyboardOptions())
    #expect(log.tags == ["second"])

    callbacks[.willShow] = nil
    #expect(callbacks[.willShow] == nil)
    callbacks[.willHide]?(KeyboardOptions())
    #expect(log.tags == ["second", "hide"])
    let others = KeyboardEvent.allCases.filter { $0 != .willHide }
    #expect(others.allSatisfy { callbacks[$0] == nil })
  }
}
