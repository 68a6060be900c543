import Foundation
import KeyboardistTestSupport
import Testing

@testable import KeyboardistObserver

@MainActor
@Suite struct KeyboardObserverTests {
  let center = NotificationCenter()

  @Test func chainedCallbacksReceiveParsedOptions() {
    var received: [(KeyboardEvent, KeyboardOptions)] = []
    let keyboard = KeyboardObserver(center: center)
    keyboard
      .on(event: .willShow) { received.append((.willShow, $0)) }
      .on(event: .willHide) { received.append((.willHide, $0)) }
      .start()

    center.post(.willShow, .iPhoneShow)
    center.post(.didShow, .iPhoneShow)
    center.post(.willHide, .iPhoneHide)

    #expect(received.map(\.0) == [.willShow, .willHide])
    #expect(received.map(\.1) == [.iPhoneShow, .iPhoneHide])
    #expect(Set(keyboard.callbacks.keys) == [.willShow, .willHide])
  }

  @Test func deliveryIsSynchronousInsideThePost() {
    var delivered = false
    let keyboard = KeyboardObserver(center: center).on(event: .willShow) { _ in delivered = true }
    keyboard.start()
    center.post(.willShow)
    #expect(delivered)
  }

  @Test func registeringAnEventAgainReplacesItsCallback() {
    var log: [String] = []
    let keyboard = KeyboardObserver(center: center)
      .on(event: .willShow) { _ in log.append("first") }
      .on(event: .willShow) { _ in log.append("second") }
      .start()
    center.post(.willShow)
    #expect(log == ["second"])
    keyboard.on(event: .willShow) { _ in log.append("third") }
    center.post(.willShow)
    #expect(log == ["second", "third"])
  }

  @Test func startingTwiceDeliversOnce() {
    var count = 0
    let keyboard = KeyboardObserver(center: center).on(event: .willShow) { _ in count += 1 }
    keyboard.start().start()
    keyboard.start()
    center.post(.willShow)
    #expect(count == 1)
    #expect(center.registeredEvents == Set(KeyboardEvent.allCases))
  }

  @Test func anEventRegisteredAfterStartIsObservedAtOnce() {
    var count = 0
    let keyboard = KeyboardObserver(center: center).start()
    #expect(keyboard.isObserving)
    keyboard.on(event: .didHide) { _ in count += 1 }
    center.post(.didHide)
    #expect(count == 1)
  }

  @Test func anEventRegisteredWhileStoppedWaitsForStart() {
    var count = 0
    let keyboard = KeyboardObserver(center: center).on(event: .didHide) { _ in count += 1 }
    center.post(.didHide)
    #expect(count == 0)
    #expect(center.registeredEvents.isEmpty)
    keyboard.start()
    center.post(.didHide)
    #expect(count == 1)
  }

  @Test func stopAndStartKeepCallbacks() {
    var count = 0
    let keyboard = KeyboardObserver(center: center).on(event: .willShow) { _ in count += 1 }.start()
    keyboard.stop()
    #expect(!keyboard.isObserving)
    #expect(
      center.registeredEvents == Set(KeyboardEvent.allCases),
      "the center watches while a stopped observer may start again")
    center.post(.willShow)
    #expect(count == 0)
    keyboard.start()
    center.post(.willShow)
    #expect(count == 1)
  }

  @Test func clearRemovesCallbacksAndRegistrations() {
    var count = 0
    let keyboard = KeyboardObserver(center: center).on(event: .willShow) { _ in count += 1 }.start()
    keyboard.clear()
    #expect(!keyboard.isObserving)
    #expect(keyboard.callbacks.isEmpty)
    #expect(center.registeredEvents.isEmpty)
    keyboard.start()
    center.post(.willShow)
    #expect(count == 0)
  }

  @Test func anObserverThatGoesAwayLeavesNoRegistrationAndIsNeverCalled() {
    var count = 0
    weak var weakObserver: KeyboardObserver?
    do {
      let keyboard = KeyboardObserver(center: center)
        .on(event: .willShow) { _ in count += 1 }
        .on(event: .willHide) { _ in count += 1 }
        .start()
      center.post(.willShow)
      weakObserver = keyboard
      #expect(center.registeredEvents == Set(KeyboardEvent.allCases))
    }
    #expect(weakObserver == nil, "the center must not keep the observer alive")
    #expect(center.registeredEvents.isEmpty)
    center.post(.willShow)
    center.post(.willHide)
    #expect(count == 1)
  }

  @Test func aCallbackMayStopItsObserverMidDispatch() {
    var count = 0
    let keyboard = KeyboardObserver(center: center)
    keyboard.on(event: .willShow) { _ in
      count += 1
      keyboard.stop()
    }.start()
    center.post(.willShow)
    center.post(.willShow)
    #expect(count == 1)
    #expect(!keyboard.isObserving)
  }

  @Test func aCallbackMayClearItsObserverMidDispatch() {
    var count = 0
    let keyboard = KeyboardObserver(center: center)
    keyboard.on(event: .willShow) { _ in
      count += 1
      keyboard.clear()
    }.start()
    center.post(.willShow)
    keyboard.start()
    center.post(.willShow)
    #expect(count == 1)
    #expect(keyboard.callbacks.isEmpty)
  }

  @Test func aCallbackMayRegisterAndReplaceMidDispatch() {
    var log: [String] = []
    let keyboard = KeyboardObserver(center: center)
    keyboard.on(event: .willShow) { _ in
      log.append("show")
      keyboard.on(event: .willShow) { _ in log.append("replaced") }
      keyboard.on(event: .didShow) { _ in log.append("didShow") }
    }.start()
    center.post(.willShow)
    center.post(.didShow)
    center.post(.willShow)
    #expect(log == ["show", "didShow", "replaced"])
  }

  @Test func aCallbackMayPostReentrantly() {
    var log: [KeyboardEvent] = []
    let keyboard = KeyboardObserver(center: center)
    keyboard
      .on(event: .willShow) { [center] _ in
        log.append(.willShow)
        center.post(.didShow)
      }
      .on(event: .didShow) { _ in log.append(.didShow) }
      .start()
    center.post(.willShow)
    #expect(log == [.willShow, .didShow])
  }

  @Test func observersOfOneCenterAreIndependent() {
    var first = 0
    var second = 0
    let a = KeyboardObserver(center: center).on(event: .willShow) { _ in first += 1 }.start()
    let b = KeyboardObserver(center: center).on(event: .willShow) { _ in second += 1 }.start()
    center.post(.willShow)
    a.stop()
    center.post(.willShow)
    #expect(first == 1)
    #expect(second == 2)
    b.clear()
  }

  @Test func otherCentersAreNotObserved() {
    var count = 0
    let keyboard = KeyboardObserver(center: center).on(event: .willShow) { _ in count += 1 }.start()
    NotificationCenter().post(.willShow)
    #expect(count == 0)
    #expect(keyboard.center === center)
  }

  @Test func malformedUserInfoIsDeliveredWithDefaults() {
    var received: [KeyboardOptions] = []
    let keyboard = KeyboardObserver(center: center).on(event: .willShow) { received.append($0) }
    keyboard.start()
    center.post(
      name: KeyboardEvent.willShow.notificationName, object: nil,
      userInfo: ["UIKeyboardFrameEndUserInfoKey": "not a rect", 7: Double.nan])
    center.post(name: KeyboardEvent.willShow.notificationName, object: nil)
    #expect(received == [KeyboardOptions(), KeyboardOptions()])
  }

  @Test func rawCallbacksSeeEachNotificationAsPosted() {
    var heights: [CGFloat] = []
    let keyboard = KeyboardObserver(center: center)
    keyboard
      .on(event: .willShow) { options in heights.append(options.endFrame.height) }
      .on(event: .willHide) { _ in heights.append(0) }
      .start()
    center.post(.willShow, .iPhoneShow)
    center.post(.willHide, .iPhoneHide)
    #expect(heights == [216, 0])
  }
}

extension KeyboardObserverTests {
  /// An observer that hands out transitions or motion needs a view or a screen to measure on: one
  /// started without either is reported (on iOS, a log naming `attach(to:)`); raw callbacks alone,
  /// a screen, or a source of frames need nothing.
  @Test func aStartWithListenersAndNothingToMeasureOnIsReported() {
    let raw = KeyboardObserver(center: center).on(event: .willShow) { _ in }.start()
    #expect(!raw.measuresOnNoScreen, "raw callbacks measure nothing")
    let bare = KeyboardObserver(center: center).onAppear { _ in }
    #expect(!bare.measuresOnNoScreen, "not started")
    bare.start()
    #expect(bare.measuresOnNoScreen)
    let moving = KeyboardObserver(center: center).onMove { _ in }.start()
    #expect(moving.measuresOnNoScreen)
    moving.screen = .iPhonePortrait
    #expect(!moving.measuresOnNoScreen, "a screen to measure on")
    bare.environment.platform = FakeKeyboardPlatform()
    #expect(bare.isAttached && !bare.measuresOnNoScreen, "a source of frames")
  }
}
