import Foundation
import KeyboardistTestSupport
import Testing

@testable import KeyboardistObserver

@MainActor
@Suite struct KeyboardObserverTransitionsTests {
  let center = NotificationCenter()

  @Test func aStreamBuffersEveryTransitionInOrder() async {
    let keyboard = KeyboardObserver(center: center).start()
    let stream = keyboard.transitions
    #expect(center.registeredEvents == Set(KeyboardEvent.allCases))
    center.post(.willShow, .iPhoneShow)
    center.post(.willShow, .shown(253, from: 216))
    center.post(.willHide, .iPhoneHide)

    let kinds = await stream.first(3).map(\.kind)
    #expect(kinds == [.appear, .appear, .disappear])
  }

  @Test func everyStreamGetsEveryTransitionFromItsCreationOn() async {
    let keyboard = KeyboardObserver(center: center).start()
    let early = keyboard.transitions
    center.post(.willShow, .iPhoneShow)
    let late = keyboard.transitions  // starts with the keyboard where it is
    center.post(.willHide, .iPhoneHide)

    #expect(await early.first(2).map(\.kind) == [.appear, .disappear])
    let fromLate = await late.first(2)
    #expect(fromLate.map(\.kind) == [.appear, .disappear])
    #expect(fromLate.first?.options.animationDuration == 0)
  }

  @Test func aStreamKeepsAnObserverThatNothingElseHolds() async {
    // `for await t in KeyboardObserver().start().transitions`: the stream is all that holds it.
    let stream = KeyboardObserver(center: center).start().transitions
    center.post(.willShow, .iPhoneShow)
    center.post(.willHide, .iPhoneHide)
    #expect(await stream.first(2).map(\.kind) == [.appear, .disappear])
  }

  @Test func aCancelledLoopReleasesTheObserver() async {
    weak var released: KeyboardObserver?
    let loop: Task<Int, Never>
    do {
      let keyboard = KeyboardObserver(center: center).start()
      released = keyboard
      let stream = keyboard.transitions
      loop = Task {
        var count = 0
        for await _ in stream { count += 1 }
        return count
      }
    }
    #expect(released != nil, "the stream keeps its observer while it is iterated")
    loop.cancel()
    _ = await loop.value
    #expect(released == nil, "nothing keeps the observer once the loop is cancelled")
  }

  @Test func aDroppedStreamReleasesTheObserver() {
    weak var released: KeyboardObserver?
    var stream: AsyncStream<KeyboardTransition>?
    do {
      let keyboard = KeyboardObserver(center: center).start()
      released = keyboard
      stream = keyboard.transitions
    }
    #expect(released != nil)
    stream = nil
    #expect(released == nil)
    _ = stream
  }

  @Test func streamsEndOnClear() async {
    let keyboard = KeyboardObserver(center: center).start()
    let stream = keyboard.transitions
    keyboard.clear()
    #expect(await stream.untilEnd().isEmpty)
    #expect(!keyboard.hasStreams)
  }

  @Test func aDroppedStreamIsForgotten() {
    let keyboard = KeyboardObserver(center: center).start()
    do {
      let stream = keyboard.transitions
      #expect(keyboard.hasStreams)
      _ = stream
    }
    #expect(!keyboard.hasStreams)
  }

  @Test func aForAwaitLoopEndsOnClearAndReleasesTheObserver() async {
    weak var released: KeyboardObserver?
    var keyboard: KeyboardObserver? = KeyboardObserver(center: center).start()
    keyboard?.screen = .iPhonePortrait
    released = keyboard
    guard let stream = keyboard?.transitions else { return }
    center.post(.willShow, .iPhoneShow)
    center.post(.willHide, .iPhoneHide)
    keyboard?.clear()
    keyboard = nil
    let heights = await stream.untilEnd().map(\.height)
    #expect(heights == [216, 0])
    #expect(released == nil)
  }
}

extension KeyboardObserver {
  /// Whether a stream (the only listener here) is still in the listener list.
  fileprivate var hasStreams: Bool {
    transitionStage.isListened
  }
}
