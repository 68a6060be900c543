import Foundation
import KeyboardistTestSupport
import Testing

@testable import KeyboardistObserver

/// The transitions stage alone: it follows notifications only while listened to, catches up with
/// the center's keyboard on its own screen, and tells a late listener where the keyboard is.
@MainActor
@Suite struct TransitionStageTests {
  @Test func itFollowsNothingWhileNothingListens() {
    let stage = TransitionStage()
    stage.take(.willShow, .iPhoneShow, isAppActive: true)
    #expect(stage.lastTransition == nil)
    var heights: [CGFloat] = []
    stage.appearCallback = { heights.append($0.height) }
    stage.take(.willShow, .iPhoneShow, isAppActive: true)
    #expect(heights == [216])
  }

  @Test func itCatchesUpOnItsOwnScreenAtRest() {
    let stage = TransitionStage()
    var log: [KeyboardTransition] = []
    stage.appearCallback = { log.append($0) }
    stage.disappearCallback = { log.append($0) }
    stage.screen = .iPhonePortrait
    stage.catchUp(with: .init(options: .iPhoneShow, isUp: true), isAppActive: true)
    #expect(log.map(\.height) == [216])
    #expect(log.first?.options.animationDuration == 0, "at rest")
    stage.catchUp(with: .init(options: .iPhoneShow, isUp: true), isAppActive: true)
    #expect(log.count == 1, "nothing changed")
    stage.catchUp(with: .init(options: .iPhoneHide, isUp: false), isAppActive: true)
    #expect(log.map(\.kind) == [.appear, .disappear])
    stage.catchUp(with: nil, isAppActive: true)
    #expect(log.count == 2, "a state that knows nothing says nothing")
  }

  @Test func aLateListenerHearsOfTheKeyboardAtTheHeightTheScreenAllows() {
    let stage = TransitionStage()
    stage.appearCallback = { _ in }
    stage.screen = CGRect(x: 0, y: 0, width: 390, height: 844)
    let tall = KeyboardOptions(endFrame: CGRect(x: 0, y: 344, width: 390, height: 500))
    stage.take(.willShow, tall, isAppActive: true)
    #expect(stage.keyboardAtRest?.height == 500)
    stage.screen = CGRect(x: 0, y: 0, width: 844, height: 390)
    #expect(stage.keyboardAtRest?.height == 390, "clipped by the rotation")
    #expect(stage.keyboardAtRest?.options.animationDuration == 0)
    stage.take(.willHide, .iPhoneHide, isAppActive: true)
    #expect(stage.keyboardAtRest == nil)
  }

  @Test func aListenerThatStopsListeningIsDropped() {
    let stage = TransitionStage()
    let listener = RecordingListener(transitions: true)
    stage.addListener(KeyboardListenerEntry(listener, holding: true))
    #expect(stage.isListened)
    listener.listensToTransitions = false
    #expect(!stage.isListened)
    stage.take(.willShow, .iPhoneShow, isAppActive: true)
    #expect(stage.listeners.isEmpty)
  }
}
