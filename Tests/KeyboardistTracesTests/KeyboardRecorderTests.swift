import Dispatch
import Foundation
import KeyboardistObserver
import KeyboardistTestSupport
import KeyboardistTraces
import Testing

@MainActor
@Suite struct KeyboardRecorderTests {
  let center = NotificationCenter()
  let clock = ManualClock()

  func makeRecorder(screen: CGRect? = nil) -> KeyboardRecorder {
    let clock = clock
    return KeyboardRecorder(
      center: center, name: "test", source: "unit test", screen: screen, clock: { clock.now })
  }

  @Test func recordsAllSixEventsWithTimeFromTheClock() {
    let recorder = makeRecorder()
    recorder.start()
    for event in KeyboardEvent.allCases {
      clock.advance(by: 0.5)
      center.post(event, .iPhoneShow)
    }
    #expect(recorder.trace.notifications.map(\.event) == KeyboardEvent.allCases)
    #expect(recorder.trace.notifications.map(\.time) == [0.5, 1, 1.5, 2, 2.5, 3])
    #expect(recorder.trace.notifications.allSatisfy { $0.options == .iPhoneShow })
  }

  @Test func keysTheNotificationLackedStayAbsent() throws {
    let recorder = makeRecorder()
    recorder.start()
    center.post(
      name: KeyboardEvent.didShow.notificationName, object: nil,
      userInfo: [
        "UIKeyboardFrameEndUserInfoKey": NSValue(
          rect: CGRect(x: 0, y: 451, width: 375, height: 216)),
        "UIKeyboardAnimationCurveUserInfoKey": "not a number",
        "SomeTextKey": "secret typed text",
      ])
    let record = try #require(recorder.trace.notifications.first)
    #expect(
      record
        == KeyboardTrace.Record(
          event: .didShow,
          options: KeyboardOptions(endFrame: CGRect(x: 0, y: 451, width: 375, height: 216)),
          fields: [.endFrame], time: 0))
    #expect(record.userInfo.count == 1)
  }

  @Test func belongsToCurrentAppIsRecordedFaithfully() {
    let recorder = makeRecorder()
    recorder.start()
    var other = KeyboardOptions.iPhoneShow
    other.belongsToCurrentApp = false
    center.post(.willShow, other)
    center.post(.willShow, .iPhoneShow)
    #expect(recorder.trace.notifications.map(\.options.belongsToCurrentApp) == [false, true])
    #expect(recorder.trace.notifications.allSatisfy { $0.fields.contains(.belongsToCurrentApp) })
  }

  @Test func appActivityFollowsTheApplicationNotifications() {
    let recorder = makeRecorder()
    recorder.start()
    center.post(.willShow)
    center.post(name: Notification.Name("UIApplicationWillResignActiveNotification"), object: nil)
    center.post(name: Notification.Name("UIApplicationDidEnterBackgroundNotification"), object: nil)
    center.post(.willHide, .iPhoneHide)
    center.post(
      name: Notification.Name("UIApplicationWillEnterForegroundNotification"), object: nil)
    center.post(.willShow)
    center.post(name: Notification.Name("UIApplicationDidBecomeActiveNotification"), object: nil)
    center.post(.didShow)
    #expect(recorder.trace.notifications.map(\.isAppActive) == [true, false, false, true])
    #expect(recorder.isAppActive)
  }

  /// An app leaving the background is not active yet, even when the recorder missed it going there.
  @Test func willEnterForegroundMeansInactiveUntilDidBecomeActive() {
    let recorder = makeRecorder()
    recorder.start()
    center.post(
      name: Notification.Name("UIApplicationWillEnterForegroundNotification"), object: nil)
    center.post(.willShow)
    center.post(name: Notification.Name("UIApplicationDidBecomeActiveNotification"), object: nil)
    center.post(.didShow)
    #expect(recorder.trace.notifications.map(\.isAppActive) == [false, true])
  }

  @Test func anAppThatStartsInactiveIsRecordedSo() {
    let recorder = KeyboardRecorder(center: center, isAppActive: false, clock: { 0 })
    recorder.start()
    center.post(.willShow)
    #expect(recorder.trace.notifications.map(\.isAppActive) == [false])
  }

  @Test func stopKeepsTheRecordsAndRecordsNothingMore() {
    let recorder = makeRecorder()
    recorder.start()
    center.post(.willShow)
    recorder.stop()
    center.post(.willHide, .iPhoneHide)
    center.post(name: Notification.Name("UIApplicationWillResignActiveNotification"), object: nil)
    #expect(recorder.trace.notifications.map(\.event) == [.willShow])
    #expect(!recorder.isRecording)
    #expect(recorder.isAppActive)
  }

  @Test func startingTwiceRecordsOnceAndKeepsTheOrigin() {
    let recorder = makeRecorder()
    recorder.start()
    clock.advance(by: 1)
    recorder.start()
    center.post(.willShow)
    #expect(recorder.trace.notifications.map(\.time) == [1])
  }

  @Test func resetForgetsRecordsAndRestartsTheClock() {
    let recorder = makeRecorder()
    recorder.start()
    center.post(.willShow)
    clock.advance(by: 5)
    recorder.reset()
    clock.advance(by: 0.25)
    center.post(.didShow)
    #expect(recorder.trace.notifications.map(\.event) == [.didShow])
    #expect(recorder.trace.notifications.map(\.time) == [0.25])
  }

  @Test func theExportedTraceReplaysToTheSameOptions() throws {
    let screen = CGRect(x: 0, y: 0, width: 375, height: 667)
    let recorder = makeRecorder(screen: screen)
    recorder.start()
    center.post(.willShow, .iPhoneShow)
    clock.advance(by: 2)
    center.post(.willHide, .iPhoneHide)
    let trace = try KeyboardTrace(json: recorder.trace.jsonData())
    #expect(trace.name == "test")
    #expect(trace.source == "unit test")
    #expect(trace.screen == screen)
    #expect(trace.notifications.map(\.options) == [.iPhoneShow, .iPhoneHide])
    #expect(trace.notifications.map(\.time) == [0, 2])
  }

  @Test func samplesAreStampedOnTheClockOfTheNotifications() throws {
    let screen = CGRect(x: 0, y: 0, width: 375, height: 667)
    let recorder = makeRecorder(screen: screen)
    recorder.start()
    center.post(.willShow, .iPhoneShow)
    // Two frames of the show (times that are exact in binary, so the sums are too), then, later,
    // the finger dragging the keyboard down.
    clock.advance(by: 0.0625)
    recorder.record(keyboardTop: 640.5)
    clock.advance(by: 0.0625)
    recorder.record(keyboardTop: 602)
    clock.advance(by: 1)
    recorder.record(keyboardTop: 480, isLayoutChange: true)
    let trace = try KeyboardTrace(json: recorder.trace.jsonData())
    #expect(trace.notifications.map(\.time) == [0])
    #expect(
      trace.samples == [
        .init(time: 0.0625, keyboardTop: 640.5), .init(time: 0.125, keyboardTop: 602),
        .init(time: 1.125, keyboardTop: 480, isLayoutChange: true),
      ])
  }

  @Test func framesRecordTheirDisplayTimeAndTheTimingRead() throws {
    let recorder = makeRecorder(screen: CGRect(x: 0, y: 0, width: 375, height: 667))
    recorder.start()
    center.post(.willShow, .iPhoneShow)
    let spring = try #require(
      KeyboardAnimationTiming.spring(mass: 3, stiffness: 1000, damping: 500))
    // A frame read 0.0625 s in, shown 0.0078125 s (1/128 s) later, with the spring UIKit reported;
    // then one whose delay is not a number: recorded without a display time.
    clock.advance(by: 0.0625)
    recorder.record(keyboardTop: 640.5, displayDelay: 0.007_812_5, timing: spring)
    clock.advance(by: 0.0625)
    recorder.record(keyboardTop: 602, displayDelay: .nan, timing: nil)
    let trace = try KeyboardTrace(json: recorder.trace.jsonData())
    #expect(
      trace.samples == [
        .init(time: 0.0625, keyboardTop: 640.5, displayTime: 0.070_312_5, timing: spring),
        .init(time: 0.125, keyboardTop: 602),
      ])
  }

  @Test func samplesAreRecordedOnlyWhileRecordingAndOnlyWhenFinite() {
    let recorder = makeRecorder()
    recorder.record(keyboardTop: 600)
    recorder.start()
    recorder.record(keyboardTop: .nan)
    recorder.record(keyboardTop: .infinity, isLayoutChange: true)
    recorder.record(keyboardTop: 500)
    recorder.stop()
    recorder.record(keyboardTop: 400)
    #expect(recorder.trace.samples.map(\.keyboardTop) == [500])
  }

  @Test func resetForgetsTheSamplesToo() {
    let recorder = makeRecorder()
    recorder.start()
    recorder.record(keyboardTop: 500)
    clock.advance(by: 3)
    recorder.reset()
    clock.advance(by: 0.5)
    recorder.record(keyboardTop: 451)
    #expect(recorder.trace.samples == [.init(time: 0.5, keyboardTop: 451)])
  }

  @Test func aRecorderThatIsGoneRecordsNothing() {
    var recorder: KeyboardRecorder? = makeRecorder()
    recorder?.start()
    weak let gone = recorder
    recorder = nil
    center.post(.willShow)
    #expect(gone == nil)
  }

  @Test func notificationsPostedOffTheMainThreadAreRecordedInOrder() async {
    let recorder = makeRecorder()
    recorder.start()
    let center = center
    let (posted, posting) = AsyncStream<Never>.makeStream()
    DispatchQueue.global().async {
      for index in 0..<200 {
        let frame = CGRect(x: 0, y: index, width: 375, height: 216)
        center.post(.willChangeFrame, KeyboardOptions(endFrame: frame))
      }
      // Enqueued after every hop to the main queue, so it runs after them.
      DispatchQueue.main.async { posting.finish() }
    }
    _ = await posted.untilEnd()
    #expect(
      recorder.trace.notifications.map(\.options.endFrame.minY) == (0..<200).map { CGFloat($0) })
  }

  /// The UIKit shell reads frames for the recorder only while the keyboard animates: from a
  /// `will…` notification to its `did…`, and never while stopped.
  @Test func framesAreWantedFromAWillNotificationToItsDid() {
    let recorder = makeRecorder()
    let source = FakeKeyboardPlatform()
    recorder.frameSource = source
    recorder.start()
    #expect(!recorder.readsFrames)
    center.post(.willChangeFrame, .iPhoneShow)
    center.post(.willShow, .iPhoneShow)
    #expect(recorder.readsFrames)
    center.post(.didChangeFrame, .iPhoneShow)
    center.post(.didShow, .iPhoneShow)
    #expect(!recorder.readsFrames)
    center.post(.willHide, .iPhoneHide)
    recorder.stop()
    #expect(!recorder.readsFrames)
    #expect(source.framesNeededLog == [true, false, true, false])
  }

  /// Each `will…` notification is recorded with the timing its frame source read while it was
  /// delivered; a `did…` one, or one recorded without a source, with none.
  @Test func aWillNotificationIsRecordedWithTheTimingItsSourceRead() throws {
    let recorder = makeRecorder()
    let source = FakeKeyboardPlatform()
    let spring = try #require(
      KeyboardAnimationTiming.spring(mass: 3, stiffness: 1000, damping: 500))
    source.readTiming = spring
    recorder.start()
    center.post(.willShow, .iPhoneShow)
    recorder.frameSource = source
    center.post(.willShow, .iPhoneShow)
    center.post(.didShow, .iPhoneShow)
    #expect(recorder.trace.notifications.map(\.timing) == [nil, spring, nil])
  }
}

/// `recordFrame`: a field recording's display frames, with the display link's own times.
@MainActor
@Suite struct KeyboardRecorderFrameTests {
  let center = NotificationCenter()
  let clock = ManualClock()

  func makeRecorder() -> KeyboardRecorder {
    let clock = clock
    return KeyboardRecorder(
      center: center, name: "field", source: "unit test", clock: { clock.now })
  }

  /// The clock stands at 100 s when recording starts; the display link's times are on it.
  @Test func framesAreRecordedWhileTheKeyboardAnimatesAndOneFrameAfterItStops() throws {
    let recorder = makeRecorder()
    recorder.start()
    let spring = try #require(
      KeyboardAnimationTiming.spring(mass: 3, stiffness: 1000, damping: 500))
    let frame = 1.0 / 60
    // At rest before the show: nothing moves, nothing is recorded.
    #expect(
      !recorder.recordFrame(
        timestamp: 100.5, targetTimestamp: 100.5 + frame, keyboardTop: 852, probeTop: 852,
        timing: nil))
    center.post(.willShow, .iPhoneShow)
    let tops: [CGFloat] = [852, 700, 560, 560]
    for (index, top) in tops.enumerated() {
      let time = 101 + Double(index) * frame
      #expect(
        recorder.recordFrame(
          timestamp: time, targetTimestamp: time + frame, keyboardTop: top, probeTop: top,
          timing: index == 0 ? nil : spring))
    }
    center.post(.didShow, .iPhoneShow)
    // The first frame after the did-notification is kept, to check the last one's shown time
    // against; the next still one is not.
    #expect(
      recorder.recordFrame(
        timestamp: 102, targetTimestamp: 102 + frame, keyboardTop: 560, probeTop: 560, timing: nil))
    #expect(
      !recorder.recordFrame(
        timestamp: 103, targetTimestamp: 103 + frame, keyboardTop: 560, probeTop: 560, timing: nil))
    let samples = Array(recorder.trace.samples.prefix(4))
    #expect(recorder.trace.samples.count == 5)
    #expect(samples.map(\.keyboardTop) == tops)
    #expect(samples.map(\.probeTop) == tops)
    #expect(abs(samples[0].time - 1) < 1e-9)
    #expect(samples.allSatisfy { ($0.displayTime ?? 0) - $0.time > frame - 1e-9 })
    #expect(samples.map { $0.timing == nil } == [true, false, false, false])
    #expect(samples.allSatisfy { !$0.isLayoutChange })
    #expect(try KeyboardTrace(json: recorder.trace.jsonData()) == recorder.trace)
  }

  @Test func theGuideMovingAloneIsALayoutChangeAndTheFrameAfterItIsKept() {
    let recorder = makeRecorder()
    recorder.start()
    let frame = 1.0 / 120
    let tops: [CGFloat] = [500, 500, 510, 530, 530, 530]
    let recorded = tops.enumerated().map { index, top in
      recorder.recordFrame(
        timestamp: 100 + Double(index) * frame, targetTimestamp: 100 + Double(index + 1) * frame,
        keyboardTop: top, probeTop: 500, timing: nil)
    }
    #expect(recorded == [false, false, true, true, true, false])
    #expect(recorder.trace.samples.map(\.isLayoutChange) == [true, true, false])
  }

  @Test func nothingIsRecordedWhileStoppedNorForATopThatIsNoNumber() {
    let recorder = makeRecorder()
    #expect(
      !recorder.recordFrame(
        timestamp: 100, targetTimestamp: 100.01, keyboardTop: 500, probeTop: nil, timing: nil))
    recorder.start()
    center.post(.willShow, .iPhoneShow)
    #expect(
      !recorder.recordFrame(
        timestamp: 100, targetTimestamp: 100.01, keyboardTop: .nan, probeTop: nil, timing: nil))
    #expect(
      recorder.recordFrame(
        timestamp: 100.02, targetTimestamp: 100.03, keyboardTop: 500, probeTop: .infinity,
        timing: nil))
    // A display link time before the last frame's would make the trace unreadable: dropped.
    #expect(
      !recorder.recordFrame(
        timestamp: 100.01, targetTimestamp: 100.02, keyboardTop: 500, probeTop: nil, timing: nil))
    #expect(recorder.trace.samples.map(\.probeTop) == [nil])
  }

  @Test func aTimingReadInsideTheNotificationGoesToItsRecord() throws {
    let recorder = makeRecorder()
    let spring = try #require(
      KeyboardAnimationTiming.spring(mass: 3, stiffness: 1000, damping: 500))
    recorder.recordTiming(spring, of: .willShow)  // stopped: dropped
    recorder.start()
    // After the recorder saw the notification: to its record.
    center.post(.willShow, .iPhoneShow)
    recorder.recordTiming(spring, of: .willShow)
    // Before: held for the next record of that event.
    recorder.recordTiming(spring, of: .willHide)
    center.post(.willHide, .iPhoneShow)
    // Held, then a display frame passes: it belonged to no notification recorded.
    recorder.recordTiming(spring, of: .willChangeFrame)
    recorder.recordFrame(
      timestamp: 100.1, targetTimestamp: 100.11, keyboardTop: 500, probeTop: nil, timing: nil)
    center.post(.willChangeFrame, .iPhoneShow)
    recorder.recordTiming(nil, of: .willChangeFrame)
    #expect(recorder.trace.notifications.map(\.timing) == [spring, spring, nil])
    let again = try KeyboardTrace(json: recorder.trace.jsonData())
    #expect(again.notifications.map(\.timing) == [spring, spring, nil])
  }

  @Test func theDeviceGoesIntoTheTrace() {
    let recorder = makeRecorder()
    #expect(recorder.trace.device == nil)
    recorder.device = KeyboardTrace.Device(model: "iPhone17,3", framesPerSecond: 120)
    #expect(recorder.trace.device?.framesPerSecond == 120)
  }
}
