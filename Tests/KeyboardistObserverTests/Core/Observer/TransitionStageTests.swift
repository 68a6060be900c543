import Foundation
import KeyboardistTestSupport
import Testing

@testable import KeyboardistObserver

/// The transitions stage alone, on a center of its own: it follows the staged feed only while
/// started and listened to, catches up with the center's keyboard on its own screen, and tells a
/// late listener where the keyboard is.
@MainActor
@Suite struct TransitionStageTests {
  let center = NotificationCenter()
  let keyboardCenter: KeyboardCenter
  let watch: KeyboardSubscription
  let environment = KeyboardEnvironment()
  let stage: TransitionStage

  init() {
    keyboardCenter = KeyboardCenter.of(center)
    watch = keyboardCenter.watch()
    stage = TransitionStage(environment: environment)
  }

  @Test func itFollowsNothingWhileNothingListens() {
    stage.start(keyboardCenter)
    center.post(.willHide, .iPhoneHide)
    center.post(.didHide, .iPhoneHide)
    center.post(.willShow, .iPhoneShow)
    #expect(stage.lastTransition == nil)
    var heights: [CGFloat] = []
    stage.add(.callback { heights.append($0.height) })
    center.post(.willShow, KeyboardOptions(endFrame: CGRect(x: 0, y: 407, width: 375, height: 260)))
    #expect(heights == [216, 260], "caught up with the show it missed, then followed")
  }

  @Test func itCatchesUpOnItsOwnScreenAtRest() {
    var log: [KeyboardTransition] = []
    stage.add(.callback { log.append($0) })
    environment.screen = .iPhonePortrait
    center.post(.willShow, .iPhoneShow)
    stage.start(keyboardCenter)
    #expect(log.map(\.height) == [216])
    #expect(log.first?.options.animationDuration == 0, "at rest")
    stage.stop()
    stage.start(keyboardCenter)
    #expect(log.count == 1, "nothing changed")
    stage.stop()
    center.post(.willHide, .iPhoneHide)
    stage.start(keyboardCenter)
    #expect(log.map(\.kind) == [.appear, .disappear])
    #expect(log.map(\.heightIncrement) == [216, -216])
  }

  @Test func aLateListenerHearsOfTheKeyboardAtTheHeightLastReported() {
    stage.add(.callback { _ in })
    environment.screen = CGRect(x: 0, y: 0, width: 390, height: 844)
    stage.start(keyboardCenter)
    let tall = KeyboardOptions(endFrame: CGRect(x: 0, y: 344, width: 390, height: 500))
    center.post(.willShow, tall)
    var late: [KeyboardTransition] = []
    stage.add(.callback { late.append($0) })
    #expect(late.map(\.height) == [500])
    environment.screen = CGRect(x: 0, y: 0, width: 844, height: 390)
    stage.add(.callback { late.append($0) })
    #expect(late.map(\.height) == [500, 500], "the height last handed out, until a notification")
    #expect(late.last?.options.animationDuration == 0)
    center.post(.willHide, .iPhoneHide)
    #expect(late.map(\.kind) == [.appear, .appear, .disappear, .disappear])
    stage.add(.callback { late.append($0) })
    #expect(late.count == 4, "hidden: nothing to tell")
  }

  @Test func aListenerThatStopsListeningIsDropped() {
    let listener = RecordingListener(transitions: true)
    stage.add(.held(listener))
    #expect(stage.isListened)
    listener.listensToTransitions = false
    #expect(!stage.isListened)
    #expect(stage.packageListeners.isEmpty)
  }
}
