import Foundation
import KeyboardistTestSupport
import Testing

@testable import KeyboardistObserver

/// One record of the keyboard per notification center, tested through observers posting into an
/// injected center: observers that start late or start again learn what they missed, and every
/// hide reaches each of them as exactly one disappear.
@MainActor
@Suite struct KeyboardObserverRecordTests {
  let center = NotificationCenter()

  /// An observer of `center` on the iPhone 8 screen that logs its transitions.
  @MainActor final class Screen {
    let keyboard: KeyboardObserver
    private(set) var log: [KeyboardTransition] = []

    init(center: NotificationCenter, screen: CGRect = .iPhonePortrait) {
      keyboard = KeyboardObserver(center: center)
      keyboard.screen = screen
      keyboard
        .onAppear { [unowned self] in log.append($0) }
        .onDisappear { [unowned self] in log.append($0) }
    }

    var kinds: [KeyboardTransition.Kind] { log.map(\.kind) }
  }

  @Test func anObserverStartedWhileTheKeyboardIsUpLaysOutAtOnce() {
    let running = Screen(center: center)
    running.keyboard.start()
    center.post(.willShow, .iPhoneShow)

    let late = Screen(center: center)
    late.keyboard.start()
    // It knows the keyboard is up, with its height and frame, without a notification: one appear,
    // with a 0 duration since nothing is moving.
    #expect(late.kinds == [.appear])
    #expect(late.log.first?.height == 216)
    #expect(late.log.first?.appearIndex == 0)
    #expect(late.log.first?.heightIncrement == 216)
    #expect(late.log.first?.options.endFrame == KeyboardOptions.iPhoneShow.endFrame)
    #expect(late.log.first?.options.startFrame == KeyboardOptions.iPhoneShow.endFrame)
    #expect(late.log.first?.options.animationDuration == 0)

    center.post(.willHide, .iPhoneHide)
    center.post(.didHide, .iPhoneHide)
    #expect(running.kinds == [.appear, .disappear])
    #expect(late.kinds == [.appear, .disappear], "exactly one disappear")
  }

  @Test func stopAndStartWhileTheKeyboardStaysUpThenAHide() {
    // A cancelled swipe back, or a sheet shown over the screen and dismissed.
    let screen = Screen(center: center)
    screen.keyboard.start()
    center.post(.willShow, .iPhoneShow)
    screen.keyboard.stop()
    screen.keyboard.start()
    #expect(screen.kinds == [.appear], "nothing changed while stopped: nothing to deliver")
    center.post(.willHide, .iPhoneHide)
    center.post(.didHide, .iPhoneHide)
    #expect(screen.kinds == [.appear, .disappear])
  }

  @Test func stopAndStartWithAnotherScreenRunningMeanwhile() {
    let first = Screen(center: center)
    first.keyboard.start()
    center.post(.willShow, .iPhoneShow)
    first.keyboard.stop()
    let second = Screen(center: center)
    second.keyboard.start()
    second.keyboard.stop()
    first.keyboard.start()
    center.post(.willHide, .iPhoneHide)
    #expect(first.kinds == [.appear, .disappear])
    #expect(second.kinds == [.appear], "stopped before the hide")
    second.keyboard.start()
    #expect(second.kinds == [.appear, .disappear], "told of the hide as it starts again")
  }

  @Test func aHideWhileStoppedIsDeliveredAtTheNextStart() {
    let screen = Screen(center: center)
    screen.keyboard.start()
    center.post(.willShow, .iPhoneShow)
    screen.keyboard.stop()
    center.post(.willHide, .iPhoneHide)  // missed while stopped, seen by the record
    center.post(.didHide, .iPhoneHide)
    screen.keyboard.start()
    #expect(screen.kinds == [.appear, .disappear], "its bar comes down as it appears again")
    #expect(screen.log.last?.heightIncrement == -216)
    center.post(.willShow, .iPhoneShow)
    #expect(screen.kinds == [.appear, .disappear, .appear])
  }

  @Test func aResizeWhileStoppedIsDeliveredAtTheNextStart() {
    let screen = Screen(center: center)
    screen.keyboard.start()
    center.post(.willShow, .iPhoneShow)
    screen.keyboard.stop()
    center.post(.willShow, .shown(253, from: 216))  // QuickType on while stopped
    screen.keyboard.start()
    #expect(screen.kinds == [.appear, .appear])
    #expect(screen.log.last?.appearIndex == 1)
    #expect(screen.log.last?.heightIncrement == 37)
    center.post(.willHide, .hidden(253))
    #expect(screen.kinds == [.appear, .appear, .disappear])
  }

  @Test func aShowWhileEveryObserverIsStoppedIsKnownAtTheNextStart() {
    let screen = Screen(center: center)
    screen.keyboard.start()
    screen.keyboard.stop()
    center.post(.willShow, .iPhoneShow)
    screen.keyboard.start()
    #expect(screen.kinds == [.appear])
    center.post(.willHide, .iPhoneHide)
    #expect(screen.kinds == [.appear, .disappear])
  }

  @Test func eachObserverMeasuresOnItsOwnScreen() {
    // Another observer saw a docked keyboard; on this observer's screen it floats: nothing to do.
    let iPad = CGRect(x: 0, y: 0, width: 768, height: 1024)
    let running = Screen(center: center, screen: iPad)
    running.keyboard.start()
    center.post(.willShow, KeyboardOptions(endFrame: CGRect(x: 0, y: 760, width: 768, height: 264)))
    let wider = Screen(center: center, screen: CGRect(x: 0, y: 0, width: 1024, height: 1024))
    wider.keyboard.start()
    #expect(running.kinds == [.appear])
    #expect(wider.kinds.isEmpty)
  }

  @Test func privateCentersDoNotShare() {
    let other = NotificationCenter()
    let running = Screen(center: center)
    running.keyboard.start()
    center.post(.willShow, .iPhoneShow)
    let elsewhere = Screen(center: other)
    elsewhere.keyboard.start()
    #expect(elsewhere.kinds.isEmpty)
    #expect(
      KeyboardObserver.existingRecord(of: other) !== KeyboardObserver.existingRecord(of: center))
  }

  @Test func rawObserversNeitherReadNorWriteTheRecord() {
    let running = Screen(center: center)
    running.keyboard.start()
    center.post(.willShow, .iPhoneShow)
    var raw: [KeyboardEvent] = []
    let observer = KeyboardObserver(center: center).on(event: .didHide) { _ in raw.append(.didHide)
    }
    observer.start()
    #expect(observer.record == nil)
    #expect(raw.isEmpty)
  }

  @Test func theRecordWatchesOnlyWhileNoObserverOfItsCenterRuns() throws {
    let screen = Screen(center: center)
    screen.keyboard.start()
    let record = try #require(screen.keyboard.record)
    #expect(!record.isObserving)
    screen.keyboard.stop()
    #expect(record.isObserving)
    screen.keyboard.start()
    #expect(!record.isObserving)
  }

  @Test func theRecordGoesWithTheLastObserverThatUsesIt() {
    weak var record: KeyboardObserver?
    var first: Screen? = Screen(center: center)
    var second: Screen? = Screen(center: center)
    first?.keyboard.start()
    second?.keyboard.start()
    center.post(.willShow, .iPhoneShow)
    record = first?.keyboard.record
    #expect(record != nil)
    #expect(record === second?.keyboard.record)
    first = nil
    #expect(record != nil)
    #expect(KeyboardObserver.existingRecord(of: center) === record)
    second?.keyboard.stop()  // the record watches the center for the stopped observer
    second = nil
    #expect(record == nil)
    #expect(KeyboardObserver.existingRecord(of: center) == nil)
    // A new observer of the same center starts from nothing.
    let fresh = Screen(center: center)
    fresh.keyboard.start()
    #expect(fresh.kinds.isEmpty)
  }

  @Test func anObserverReleasedWhileRunningLetsTheRecordWatch() throws {
    var running: Screen? = Screen(center: center)
    running?.keyboard.start()
    let stopped = Screen(center: center)
    stopped.keyboard.start()
    stopped.keyboard.stop()
    let record = try #require(stopped.keyboard.record)
    #expect(!record.isObserving)
    running = nil
    #expect(record.isObserving)
    center.post(.willShow, .iPhoneShow)
    stopped.keyboard.start()
    #expect(stopped.kinds == [.appear])
  }

  @Test func anObserverWhoseListenersWentKeepsTheRecordCurrentUntilItStops() {
    let keyboard = KeyboardObserver(center: center).start()
    keyboard.addTransitionSink { _, _ in false }  // gone at the first transition
    center.post(.willShow, .iPhoneShow)
    center.post(.willHide, .iPhoneHide)
    keyboard.stop()
    let late = Screen(center: center)
    late.keyboard.start()
    #expect(late.kinds.isEmpty, "the record saw the hide: nothing to catch up with")
  }

  @Test func clearForgetsTheKeyboardAndLeavesTheRecord() {
    let screen = Screen(center: center)
    screen.keyboard.start()
    center.post(.willShow, .iPhoneShow)
    screen.keyboard.clear()
    #expect(screen.keyboard.record == nil)
    #expect(screen.keyboard.trackedHeight == 0)
  }

  @Test func aStreamReadWhileTheKeyboardIsUpStartsWithIt() async {
    let running = Screen(center: center)
    running.keyboard.start()
    center.post(.willShow, .iPhoneShow)
    let keyboard = KeyboardObserver(center: center).start()
    var iterator = keyboard.transitions.makeAsyncIterator()
    center.post(.willHide, .iPhoneHide)
    #expect(await iterator.next()?.kind == .appear)
    #expect(await iterator.next()?.kind == .disappear)
  }
}

extension KeyboardObserver {
  /// The record of `center` if an observer uses one, else `nil`.
  fileprivate static func existingRecord(of center: NotificationCenter) -> KeyboardObserver? {
    records.lazy.compactMap(\.record).first { $0.center === center }
  }
}
