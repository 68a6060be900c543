import Foundation
import KeyboardistTestSupport
import Testing

@testable import KeyboardistObserver

/// The app-wide observer on `NotificationCenter.default`: global state, so this suite runs serialized
/// and leaves the shared observer cleared.
@MainActor
@Suite(.serialized) struct KeyboardObserverSharedTests {
  @Test func sharedObservesTheDefaultCenter() {
    let shared = KeyboardObserver.shared
    defer { shared.clear() }
    #expect(shared === KeyboardObserver.shared)
    #expect(shared.center === NotificationCenter.default)

    var heights: [CGFloat] = []
    shared.on(event: .willShow) { heights.append($0.endFrame.height) }.start()
    NotificationCenter.default.post(.willShow, .iPhoneShow)
    #expect(heights == [216])
  }

  @Test func sharedKeepsOneCallbackPerEventForTheWholeApp() {
    let shared = KeyboardObserver.shared
    defer { shared.clear() }
    var log: [String] = []
    shared.on(event: .willShow) { _ in log.append("first screen") }.start()
    shared.on(event: .willShow) { _ in log.append("second screen") }
    NotificationCenter.default.post(.willShow)
    #expect(log == ["second screen"])
  }
}
