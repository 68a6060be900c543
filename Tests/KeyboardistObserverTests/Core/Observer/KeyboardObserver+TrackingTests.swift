import Foundation
import KeyboardistTestSupport
import Testing

@testable import KeyboardistObserver

@MainActor
@Suite struct KeyboardObserverTrackingTests {
  let center = NotificationCenter()

  @Test func onAppearAndOnDisappearReceiveTransitionsWithoutRawCallbacks() {
    var log: [KeyboardTransition] = []
    let keyboard = KeyboardObserver(center: center)
    keyboard.screen = .iPhonePortrait
    keyboard
      .onAppear { log.append($0) }
      .onDisappear { log.append($0) }
      .start()
    #expect(center.registeredEvents == Set(KeyboardEvent.allCases))
    #expect(keyboard.callbacks.isEmpty)

    center.post(.willChangeFrame, .shown(216))
    center.post(.willShow, .shown(216))
    center.post(.didShow, .shown(216))
    center.post(.willShow, .shown(253, from: 216))
    center.post(.willHide, .hidden(253))
    center.post(.didHide, .hidden(253))

    #expect(log.map(\.kind) == [.appear, .appear, .disappear])
    #expect(log.map(\.appearIndex) == [0, 1, 1])
    #expect(log.map(\.heightIncrement) == [216, 37, -253])
    #expect(log.first?.options == .shown(216))
  }

  @Test func rawCallbacksRunAfterTheTransitionOfTheSameNotification() {
    var log: [String] = []
    let keyboard = KeyboardObserver(center: center)
    keyboard
      .on(event: .willShow) { _ in log.append("raw willShow") }
      .onAppear { _ in log.append("appear") }
      .start()
    center.post(.willShow, .iPhoneShow)
    center.post(.willHide, .iPhoneHide)
    #expect(log == ["appear", "raw willShow"])
    #expect(center.registeredEvents == Set(KeyboardEvent.allCases))
  }

  @Test func aStartedObserverWatchesEveryKeyboardEvent() {
    // Every started observer keeps the center's keyboard state current, whatever it listens to.
    let keyboard = KeyboardObserver(center: center).on(event: .didShow) { _ in }.start()
    #expect(center.registeredEvents == Set(KeyboardEvent.allCases))
    #expect(keyboard.isObserving)
  }

  @Test func onAppearAddedAfterStartIsObservedAtOnceBesideTheEarlierOne() {
    var log: [String] = []
    let keyboard = KeyboardObserver(center: center).start()
    #expect(center.registeredEvents == Set(KeyboardEvent.allCases))
    keyboard.onAppear { _ in log.append("first") }
    keyboard.onAppear { _ in log.append("second") }
    center.post(.willShow, .iPhoneShow)
    #expect(log == ["first", "second"], "every callback runs, in the order added")
  }

  @Test func normalisedCallbacksAddUpAndRawCallbacksReplace() {
    var log: [String] = []
    let keyboard = KeyboardObserver(center: center)
    keyboard.screen = .iPhonePortrait
    keyboard
      .on(event: .willShow) { _ in log.append("raw 1") }
      .on(event: .willShow) { _ in log.append("raw 2") }
      .onAppear { _ in log.append("appear 1") }
      .onAppear { _ in log.append("appear 2") }
      .onDisappear { _ in log.append("disappear 1") }
      .onDisappear { _ in log.append("disappear 2") }
      .onMove { _ in log.append("move 1") }
      .onMove { _ in log.append("move 2") }
      .start()
    center.post(.willShow, .iPhoneShow)
    #expect(log == ["appear 1", "appear 2", "move 1", "move 2", "raw 2"])
    log.removeAll()
    center.post(.willHide, .iPhoneHide)
    #expect(log == ["disappear 1", "disappear 2", "move 1", "move 2"])
  }

  @Test func stopKeepsTheCallbacksAndStartCatchesUpWithWhatWasMissed() {
    var log: [KeyboardTransition.Kind] = []
    let keyboard = KeyboardObserver(center: center)
      .onAppear { log.append($0.kind) }
      .onDisappear { log.append($0.kind) }
      .start()
    center.post(.willShow, .iPhoneShow)
    keyboard.stop()
    center.post(.willHide, .iPhoneHide)  // missed while stopped, seen by the center's state
    keyboard.start()  // the disappear it missed
    center.post(.willShow, .iPhoneShow)  // would be "same height" for a stale tracker
    #expect(log == [.appear, .disappear, .appear])
  }

  @Test func clearRemovesTheTransitionCallbacks() {
    var count = 0
    let keyboard = KeyboardObserver(center: center).onAppear { _ in count += 1 }.start()
    keyboard.clear()
    #expect(center.registeredEvents.isEmpty)
    keyboard.start()
    center.post(.willShow, .iPhoneShow)
    #expect(count == 0)
  }

  @Test func aTransitionCallbackMayStopTheObserverBeforeTheRawCallback() {
    var log: [String] = []
    let keyboard = KeyboardObserver(center: center)
    keyboard
      .on(event: .willShow) { _ in log.append("raw") }
      .onAppear { _ in
        log.append("appear")
        keyboard.stop()
      }
      .start()
    center.post(.willShow, .iPhoneShow)
    #expect(log == ["appear"])
  }

  @Test func theScreenGivenMeasuresVisibleHeights() {
    var heights: [CGFloat] = []
    let keyboard = KeyboardObserver(center: center).onAppear { heights.append($0.height) }.start()
    keyboard.screen = .iPadPortrait
    center.post(
      .willShow,
      KeyboardOptions(
        startFrame: CGRect(x: 0, y: 1024, width: 768, height: 313),
        endFrame: CGRect(x: 0, y: 969, width: 768, height: 313)))
    #expect(heights == [55])
    #expect(keyboard.screen == .iPadPortrait)
  }

  @Test func theNotificationsScreenWinsOverTheSourceWhichWinsOverTheValue() {
    var heights: [CGFloat] = []
    let keyboard = KeyboardObserver(center: center).onAppear { heights.append($0.height) }.start()
    keyboard.screen = .iPhonePortrait
    let tall = KeyboardOptions(endFrame: CGRect(x: 0, y: 500, width: 375, height: 600))

    let platform = FakeKeyboardPlatform()
    keyboard.deliver(.willShow, tall)
    #expect(keyboard.screen == .iPhonePortrait)
    keyboard.environment.platform = platform
    platform.screen = CGRect(x: 0, y: 0, width: 375, height: 800)
    keyboard.deliver(.willShow, tall)
    keyboard.deliver(
      .willShow, tall, notificationScreen: CGRect(x: 0, y: 0, width: 375, height: 1100))
    platform.screen = nil
    keyboard.deliver(.willShow, tall)
    #expect(heights == [167, 300, 600])
    #expect(keyboard.screen == CGRect(x: 0, y: 0, width: 375, height: 1100))
  }

  @Test func aNotificationObjectThatIsNoScreenLeavesTheScreenAlone() {
    var heights: [CGFloat] = []
    let keyboard = KeyboardObserver(center: center).onAppear { heights.append($0.height) }.start()
    keyboard.screen = .iPadPortrait
    let hardware = KeyboardOptions(endFrame: CGRect(x: 0, y: 969, width: 768, height: 313))
    center.post(
      name: KeyboardEvent.willShow.notificationName, object: "not a screen",
      userInfo: hardware.userInfo)
    #expect(heights == [55])
    #expect(keyboard.screen == .iPadPortrait)
  }

  @Test func anInactiveAppMakesNoTransitions() {
    var count = 0
    let keyboard = KeyboardObserver(center: center).onAppear { _ in count += 1 }.start()
    keyboard.isAppActive = false
    center.post(.willShow, .iPhoneShow)
    #expect(count == 0)
    keyboard.isAppActive = true
    center.post(.willShow, .iPhoneShow)
    #expect(count == 1)
  }

  @Test func theActivitySourceIsReadAtEachNotification() {
    let app = FakeKeyboardPlatform()
    app.isAppActive = false
    var count = 0
    let keyboard = KeyboardObserver(center: center).onAppear { _ in count += 1 }.start()
    keyboard.environment.platform = app
    center.post(.willShow, .iPhoneShow)
    #expect(count == 0)
    #expect(!keyboard.isAppActive)
    app.isAppActive = true
    center.post(.willShow, .iPhoneShow)
    #expect(count == 1)
  }

  @Test func otherAppsKeyboardsAreIgnoredUnlessAsked() {
    var count = 0
    let keyboard = KeyboardObserver(center: center).onAppear { _ in count += 1 }.start()
    var foreign = KeyboardOptions.iPhoneShow
    foreign.belongsToCurrentApp = false
    center.post(.willShow, foreign)
    #expect(count == 0)
    keyboard.ignoresOtherApps = false
    center.post(.willShow, foreign)
    #expect(count == 1)
  }

  @Test func anObserverThatGoesAwayCallsNoTransitionCallback() {
    var count = 0
    do {
      let keyboard = KeyboardObserver(center: center).onAppear { _ in count += 1 }.start()
      center.post(.willShow, .iPhoneShow)
      _ = keyboard
    }
    center.post(.willHide, .iPhoneHide)
    center.post(.willShow, .iPhoneShow)
    #expect(count == 1)
  }

  @Test func readmeNormalisedTransitionsCompilesAndRuns() {
    var bottomInset: CGFloat = -1
    // README "Normalised transitions" twin: keep the two in step.
    let keyboard = KeyboardObserver(center: center)
    keyboard
      .onAppear { transition in
        bottomInset = transition.height  // animate with transition.options
      }
      .onDisappear { _ in bottomInset = 0 }
      .start()
    center.post(.willShow, .iPhoneShow)
    #expect(bottomInset == 216)
    center.post(.willHide, .iPhoneHide)
    #expect(bottomInset == 0)
  }
}

extension KeyboardObserver {
  /// Hands the center one notification made of values, as a post naming `notificationScreen`.
  fileprivate func deliver(
    _ event: KeyboardEvent, _ options: KeyboardOptions, notificationScreen: CGRect? = nil
  ) {
    keyboardCenter.receive(KeyboardPost(event, options, screen: notificationScreen))
  }
}

extension KeyboardObserverTrackingTests {
  /// A callback that adds callbacks while its transition or motion is handed out: the new ones
  /// hear of the keyboard at once (it is up), and every one hears the hide that follows.
  @Test func callbacksMayAddCallbacksWhileTheyAreHandedOut() {
    var log: [String] = []
    let keyboard = KeyboardObserver(center: center)
    keyboard.screen = .iPhonePortrait
    keyboard
      .onAppear { _ in
        log.append("appear")
        keyboard.onDisappear { _ in log.append("added disappear") }
      }
      .onMove { motion in
        guard motion.phase == .showing else { return }
        keyboard.onMove { _ in log.append("added move") }
      }
      .start()
    center.post(.willShow, .iPhoneShow)
    center.post(.willHide, .iPhoneHide)
    #expect(log.filter { $0 == "appear" }.count == 1)
    #expect(log.contains("added disappear"))
    #expect(log.contains("added move"))
  }
}
