import Foundation
import KeyboardistTestSupport
import Testing

@testable import KeyboardistObserver

/// The decisions of a window's shared frame source: who its clients are, when its display link
/// runs, which reading a joining client gets, when it is torn down, and when a notification's
/// timing is read or reused.
@MainActor
@Suite struct KeyboardFrameSharingTests {
  let center = NotificationCenter()
  static let phone = CGRect(x: 0, y: 0, width: 390, height: 844)
  static let hidden = CGRect(x: 0, y: 844, width: 390, height: 336)
  static let shown = CGRect(x: 0, y: 508, width: 390, height: 336)
  static let show = KeyboardOptions(
    startFrame: hidden, endFrame: shown, animationDuration: 0.25, animationCurve: .keyboard)
  static let spring = KeyboardAnimationTiming.spring(mass: 3, stiffness: 1000, damping: 500)

  // MARK: - Joining and leaving

  @Test func theFirstClientOpensTheSourceAndLaterOnesShareIt() {
    var sharing = KeyboardFrameSharing<String>()
    #expect(!sharing.isOpen)
    var joining = sharing.join("list", wantsFrames: false)
    #expect(joining == .opensSource)
    #expect(sharing.isOpen)
    // The window has no size yet: a client joining now gets the first reading with the others.
    var reading = sharing.layoutReading(windowHasSize: false)
    #expect(reading == nil)
    joining = sharing.join("composer", wantsFrames: false)
    #expect(joining == .awaitsFirstReading)
    reading = sharing.layoutReading(windowHasSize: true)
    #expect(reading == .attached)
    // Once read, a joining client is handed where the keyboard is at once, alone.
    joining = sharing.join("swiftUI", wantsFrames: false)
    #expect(joining == .readsAtRest)
    reading = sharing.layoutReading(windowHasSize: true)
    #expect(reading == .layoutChange)
    #expect(sharing.clients == ["list", "composer", "swiftUI"])
    joining = sharing.join("composer", wantsFrames: true)
    #expect(joining == nil, "a client joins once")
    #expect(sharing.frameRecipients.isEmpty, "a second join changes nothing")
  }

  @Test func theSourceIsTornDownWhenItsLastClientLeaves() {
    var sharing = KeyboardFrameSharing<String>()
    _ = sharing.join("list", wantsFrames: true)
    _ = sharing.join("composer", wantsFrames: false)
    var tornDown = sharing.leave("someone else")
    #expect(!tornDown, "a client that never joined")
    tornDown = sharing.leave("list")
    #expect(!tornDown)
    #expect(sharing.isOpen && !sharing.runsDisplayLink)
    tornDown = sharing.leave("list")
    #expect(!tornDown, "a client leaves once")
    tornDown = sharing.leave("composer")
    #expect(tornDown)
    #expect(!sharing.isOpen && sharing.clients.isEmpty)
    var reading = sharing.layoutReading(windowHasSize: true)
    #expect(reading == nil, "a closed source reads nothing")
    // The window's next client opens it afresh, and gets the first reading again.
    let joining = sharing.join("composer", wantsFrames: false)
    #expect(joining == .opensSource)
    reading = sharing.layoutReading(windowHasSize: true)
    #expect(reading == .attached)
  }

  // MARK: - The display link

  @Test func theLinkRunsWhileAnyClientWantsFrames() {
    var sharing = KeyboardFrameSharing<String>()
    var measures = sharing.setWantsFrames(true, for: "list")
    #expect(!measures, "a client that has not joined")
    #expect(!sharing.runsDisplayLink)
    _ = sharing.join("list", wantsFrames: false)
    _ = sharing.join("composer", wantsFrames: false)
    _ = sharing.join("swiftUI", wantsFrames: false)
    _ = sharing.layoutReading(windowHasSize: true)
    #expect(!sharing.runsDisplayLink)
    measures = sharing.setWantsFrames(true, for: "swiftUI")
    #expect(measures, "starting to want frames measures")
    measures = sharing.setWantsFrames(true, for: "list")
    #expect(measures)
    measures = sharing.setWantsFrames(true, for: "list")
    #expect(!measures, "already wanted: nothing to measure")
    #expect(sharing.runsDisplayLink)
    #expect(sharing.frameRecipients == ["list", "swiftUI"], "in joining order, wanting frames")
    measures = sharing.setWantsFrames(false, for: "list")
    #expect(!measures)
    #expect(sharing.runsDisplayLink && sharing.frameRecipients == ["swiftUI"])
    // The last client wanting frames leaves: the link stops though others stay.
    let tornDown = sharing.leave("swiftUI")
    #expect(!tornDown)
    #expect(!sharing.runsDisplayLink && sharing.frameRecipients.isEmpty)
    let joining = sharing.join("swiftUI", wantsFrames: true)
    #expect(joining == .readsAtRest)
    #expect(sharing.runsDisplayLink, "a client joining with frames wanted starts the link")
  }

  /// A window's source as the UIKit shell moves it, for observers of one center: the platform of
  /// each observer joins the shared state with its own identity.
  @MainActor final class Client: KeyboardPlatform {
    let name: String
    let window: Window
    init(_ name: String, in window: Window) {
      self.name = name
      self.window = window
      _ = window.sharing.join(name, wantsFrames: false)
    }
    var now: TimeInterval? { window.time }
    var screen: CGRect? { KeyboardFrameSharingTests.phone }
    var isAppActive: Bool? { true }
    var hiddenGuideHeight: CGFloat { 0 }
    var prefersCrossFade: Bool { false }
    func notificationTiming(_ event: KeyboardEvent, _ options: KeyboardOptions)
      -> KeyboardAnimationTiming?
    {
      window.asks.append(name)
      switch window.sharing.timingRequest(for: event, options, hasWindow: true) {
      case .none: return nil
      case .reused(let timing): return timing
      case .read:
        window.reads += 1
        let timing = KeyboardFrameSharingTests.spring
        if window.sharing.timingRead(timing, for: event, options) { window.scheduled += 1 }
        return timing
      }
    }
    func framesNeeded(_ needed: Bool) {
      _ = window.sharing.setWantsFrames(needed, for: name)
    }
  }

  /// The shared state of one window, and what its shell did.
  @MainActor final class Window {
    var sharing = KeyboardFrameSharing<String>()
    var time: TimeInterval = 0
    var asks: [String] = []
    var reads = 0
    var scheduled = 0
  }

  @Test func threeObserversInOneWindowRunOneLinkAndReadTheTimingOnce() throws {
    // A chat screen: a list inset, a composer and a SwiftUI view, each with its observer, in one
    // window. A show starts all three animations; the one link runs until the last has settled.
    let window = Window()
    var observers: [KeyboardObserver] = []
    for name in ["list", "composer", "swiftUI"] {
      let keyboard = KeyboardObserver(center: center)
      keyboard.screen = Self.phone
      keyboard.environment.platform = Client(name, in: window)
      keyboard.onMove { _ in }
      keyboard.start()
      observers.append(keyboard)
    }
    _ = window.sharing.layoutReading(windowHasSize: true)
    #expect(!window.sharing.runsDisplayLink)

    center.post(.willShow, Self.show)
    #expect(window.asks == ["list", "composer", "swiftUI"], "each asks during the delivery")
    #expect(window.reads == 1 && window.scheduled == 1, "the timing view is animated once")
    #expect(window.sharing.frameRecipients == ["list", "composer", "swiftUI"])
    #expect(window.sharing.runsDisplayLink)
    for sample in KeyboardSample.frames(from: 844, to: 508, start: 0) {
      for keyboard in observers { keyboard.follow(sample) }
    }
    #expect(!window.sharing.runsDisplayLink, "all three settled")
    #expect(observers.allSatisfy { $0.motion.height == 336 })

    // The next notification, in a later delivery, is read afresh.
    window.sharing.deliveryEnded()
    window.time = 2
    center.post(
      .willHide,
      KeyboardOptions(
        startFrame: Self.shown, endFrame: Self.hidden, animationDuration: 0.25,
        animationCurve: .keyboard))
    #expect(window.reads == 2 && window.scheduled == 2)
    #expect(window.sharing.runsDisplayLink)
    // The composer's screen goes: the link keeps running for the two left; the last to leave
    // tears the source down.
    var tornDown = window.sharing.leave("composer")
    #expect(!tornDown)
    #expect(window.sharing.frameRecipients == ["list", "swiftUI"])
    tornDown = window.sharing.leave("list")
    #expect(!tornDown)
    tornDown = window.sharing.leave("swiftUI")
    #expect(tornDown)
    #expect(!window.sharing.runsDisplayLink)
  }

  // MARK: - The notification's timing

  @Test func theTimingIsReadOnceForEachDelivery() {
    var sharing = KeyboardFrameSharing<String>()
    #expect(
      sharing.timingRequest(for: .willShow, Self.show, hasWindow: true) == .none,
      "a closed source has nothing to animate")
    _ = sharing.join("list", wantsFrames: false)
    #expect(sharing.timingRequest(for: .willShow, Self.show, hasWindow: true) == .read)
    var schedulesEnd = sharing.timingRead(Self.spring, for: .willShow, Self.show)
    #expect(schedulesEnd, "schedules the end")
    #expect(
      sharing.timingRequest(for: .willShow, Self.show, hasWindow: true) == .reused(Self.spring))
    // A timing that could not be read is reused too: the view is not animated again.
    var hide = Self.show
    hide.endFrame = Self.hidden
    #expect(sharing.timingRequest(for: .willHide, hide, hasWindow: true) == .read)
    schedulesEnd = sharing.timingRead(nil, for: .willHide, hide)
    #expect(!schedulesEnd, "the end is scheduled already")
    #expect(sharing.timingRequest(for: .willHide, hide, hasWindow: true) == .reused(nil))
    #expect(sharing.timingRequest(for: .willShow, Self.show, hasWindow: true) == .read)
    // Once the delivery is over, the same notification posted again is read again.
    sharing.deliveryEnded()
    #expect(sharing.timingRequest(for: .willHide, hide, hasWindow: true) == .read)
    _ = sharing.timingRead(nil, for: .willHide, hide)
    // A source torn down forgets it.
    let tornDown = sharing.leave("list")
    #expect(tornDown)
    _ = sharing.join("list", wantsFrames: false)
    #expect(sharing.timingRequest(for: .willHide, hide, hasWindow: true) == .read)
  }

  @Test(arguments: KeyboardEvent.allCases)
  func onlyAWillNotificationWithADurationInAWindowIsRead(event: KeyboardEvent) {
    var sharing = KeyboardFrameSharing<String>()
    _ = sharing.join("list", wantsFrames: false)
    let isWill = [.willShow, .willHide, .willChangeFrame].contains(event)
    #expect(KeyboardFrameSharing<String>.startsAnimation(event) == isWill)
    #expect(
      sharing.timingRequest(for: event, Self.show, hasWindow: true) == (isWill ? .read : .none))
    #expect(sharing.timingRequest(for: event, Self.show, hasWindow: false) == .none)
    for duration in [0, -1, .nan, .infinity] as [TimeInterval] {
      var options = Self.show
      options.animationDuration = duration
      #expect(sharing.timingRequest(for: event, options, hasWindow: true) == .none)
    }
  }
}
