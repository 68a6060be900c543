import Foundation
import Testing

@testable import KeyboardistObserver

/// The motion model hands out where the keyboard will be when a frame is shown, frame by frame,
/// on a 60 Hz iPhone, a 120 Hz iPhone and a 120 Hz iPad.
///
/// Each test plays a device as the display link sees it: vsyncs at V(k) = k / rate; the callback
/// of frame k reads the keyboard where it is at V(k) (`timestamp`) and what it sets shows at
/// V(k + 1) (`targetTimestamp`). The notification comes at 4 ms, between V(0) and V(1), and the
/// keyboard starts moving at V(1). Curve 7 is `p(t) = 1 − (1 + ω·t)·e^(−ω·t)`, ω = √(1000/3) ≈
/// 18.2574 s⁻¹.
@Suite struct KeyboardMotionModelPredictionTests {
  /// A device: its screen, keyboard and display rate.
  struct Device: CustomTestStringConvertible {
    var name: String
    var screen: CGRect
    var keyboardHeight: CGFloat
    var rate: Double
    var testDescription: String { name }

    var shownFrame: CGRect {
      CGRect(x: 0, y: screen.maxY - keyboardHeight, width: screen.width, height: keyboardHeight)
    }
    var hiddenFrame: CGRect {
      CGRect(x: 0, y: screen.maxY, width: screen.width, height: keyboardHeight)
    }
  }

  static let devices = [
    Device(
      name: "iPhone 16, 60 Hz", screen: CGRect(x: 0, y: 0, width: 390, height: 844),
      keyboardHeight: 336, rate: 60),
    Device(
      name: "iPhone 16 Pro, 120 Hz", screen: CGRect(x: 0, y: 0, width: 402, height: 874),
      keyboardHeight: 336, rate: 120),
    Device(
      name: "iPad Pro 11, 120 Hz", screen: CGRect(x: 0, y: 0, width: 834, height: 1194),
      keyboardHeight: 398, rate: 120),
  ]

  /// The notification's time: between the first two vsyncs.
  static let notified = 0.004

  /// What the model hands out for each frame of `segment` on `device`, with the height the
  /// keyboard has when that frame is shown; from the first callback after the notification until
  /// the model settles.
  static func play(
    _ segment: KeyboardAnimationSegment, on device: Device, model: inout KeyboardMotionModel,
    timing: KeyboardAnimationTiming? = nil
  ) -> [(handed: KeyboardMotion, shown: CGFloat)] {
    let frame = 1 / device.rate
    var result: [(KeyboardMotion, CGFloat)] = []
    for k in 1...200 {
      // The keyboard starts at V(1): at V(k) it is (k − 1) frames in.
      let read = segment.height(after: Double(k - 1) * frame)
      let sample = KeyboardSample(
        time: Double(k) * frame, keyboardTop: device.screen.maxY - read,
        displayTime: Double(k + 1) * frame, timing: timing)
      guard let motion = model.update(sample) else { continue }
      result.append((motion, segment.height(after: Double(k) * frame)))
      if motion.phase == .settled { break }
    }
    return result
  }

  private func options(_ start: CGRect, _ end: CGRect, curve: KeyboardAnimationCurve = .keyboard)
    -> KeyboardOptions
  {
    KeyboardOptions(
      startFrame: start, endFrame: end, animationDuration: 0.25, animationCurve: curve)
  }

  @Test(arguments: devices)
  func aShowIsHandedOutWhereTheKeyboardIsWhenTheFrameShows(on device: Device) throws {
    var model = KeyboardMotionModel(screen: device.screen)
    let start = model.update(.willShow, options(device.hiddenFrame, device.shownFrame), at: 0.004)
    // Set in the notification, shown at V(1), where the keyboard starts: 0 pt, no gap.
    #expect(try #require(start).height == 0)
    let segment = KeyboardAnimationSegment(
      from: 0, to: device.keyboardHeight, curve: .keyboard, duration: 0.25)
    let frames = Self.play(segment, on: device, model: &model)
    // Callback 1 reads 0 pt (the start, placed at 0 s) and hands out one frame on:
    // 60 Hz: ω/60 = 0.30429, p = 1 − 1.30429 × e^−0.30429 = 1 − 1.30429 × 0.73765 = 0.03789,
    //   × 336 = 12.733 pt; 120 Hz: ω/120 = 0.15215, p = 1 − 1.15215 × 0.85886 = 0.01046, × 336 =
    //   3.516 pt (× 398 = 4.165 pt on the iPad).
    let first = try #require(frames.first)
    let expected: CGFloat =
      device.rate == 60 ? 12.733 : device.keyboardHeight == 336 ? 3.516 : 4.165
    #expect(abs(first.handed.height - expected) < 0.001)
    #expect(first.handed.time == 2 / device.rate, "stamped with the display time, V(2)")
    // Callback 2 reads that much and hands out two frames in: 60 Hz: 2ω/60 = 0.60858, p = 1 −
    // 1.60858 × 0.54412 = 0.12473, × 336 = 41.911 pt (the echo would show 12.733 pt: 29.2 pt
    // behind); 120 Hz: p = 0.03789, × 336 = 12.733 pt (echo 3.516: 9.2 pt behind).
    let second = frames[1].handed.height
    let twoFrames: CGFloat =
      device.rate == 60 ? 41.911 : device.keyboardHeight == 336 ? 12.733 : 15.082
    #expect(abs(second - twoFrames) < 0.001)
    // Every frame: what is handed out is where the keyboard is when it shows, within 0.01 pt, and
    // the last one settles at the keyboard's height once that is within half a point.
    for (handed, shown) in frames.dropLast() {
      #expect(abs(handed.height - shown) < 0.01 && handed.phase == .showing)
    }
    let last = try #require(frames.last)
    #expect(last.handed.phase == .settled && last.handed.height == device.keyboardHeight)
    #expect(abs(last.shown - device.keyboardHeight) <= 0.5)
    #expect(!model.needsFrames)
  }

  @Test(arguments: devices)
  func aHideAndAResizeAreHandedOutForTheFrameThatShowsThem(on device: Device) throws {
    var model = KeyboardMotionModel(screen: device.screen)
    _ = model.update(.willShow, options(device.shownFrame, device.shownFrame), at: 0)
    _ = model.rest(at: device.keyboardHeight, time: 0)
    // The QuickType bar comes: + 44 pt, ease-in-out over 0.25 s. Half-way through the 60 Hz
    // resize, callback 8 reads 7 frames in (0.1167 s: fraction 0.4667) and hands out 8 frames in
    // (0.1333 s: 0.5333), where ease-in-out is symmetric about the middle.
    let taller = CGRect(
      x: 0, y: device.screen.maxY - device.keyboardHeight - 44, width: device.screen.width,
      height: device.keyboardHeight + 44)
    _ = model.update(
      .willChangeFrame, options(device.shownFrame, taller, curve: .easeInOut), at: Self.notified)
    let resize = KeyboardAnimationSegment(
      from: device.keyboardHeight, to: device.keyboardHeight + 44, curve: .easeInOut,
      duration: 0.25)
    let resized = Self.play(resize, on: device, model: &model)
    #expect(resized.count > 10, "a frame per display frame for 0.25 s")
    for (handed, shown) in resized.dropLast() {
      #expect(abs(handed.height - shown) < 0.01 && handed.phase == .resizing)
    }
    if device.rate == 60 {
      let symmetric = resize.height(after: 7 / 60.0) - device.keyboardHeight
      #expect(abs(resized[7].handed.height - device.keyboardHeight - (44 - symmetric)) < 0.01)
    }
    #expect(resized.last?.handed.height == device.keyboardHeight + 44)

    // Then it hides along curve 7.
    _ = model.update(.willHide, options(taller, device.hiddenFrame), at: 10 + Self.notified)
    let hide = KeyboardAnimationSegment(
      from: device.keyboardHeight + 44, to: 0, curve: .keyboard, duration: 0.25)
    var shifted = model
    let frames = Self.play(hide, on: device, model: &shifted)
    #expect(frames.count > 10, "a frame per display frame until curve 7 settles")
    for (handed, shown) in frames.dropLast() {
      #expect(abs(handed.height - shown) < 0.01 && handed.phase == .hiding)
    }
    #expect(frames.last?.handed.phase == .settled && frames.last?.handed.height == 0)
  }

  @Test(arguments: devices)
  func aReadingOffTheCurveIsHandedOutAsItIs(on device: Device) throws {
    // The notification says curve 7 but the keyboard moves linearly over 0.25 s (an animation
    // the model does not know). The first reading past the start is placed on curve 7 and
    // trusted; from the next one on, the place the last reading gave predicts it more than a
    // point off (60 Hz, callback 3: linear reads 336 × 2/15 = 44.8 pt, while 22.4 pt placed on
    // curve 7 and advanced a frame gives about 57 pt), and the reading is handed out as it is.
    // This is the guide followed alone, without the notification's timing.
    var model = KeyboardMotionModel(screen: device.screen)
    model.usesNotificationTiming = false
    _ = model.update(.willShow, options(device.hiddenFrame, device.shownFrame), at: 0.004)
    let linear = KeyboardAnimationSegment(
      from: 0, to: device.keyboardHeight, curve: .linear, duration: 0.25)
    let frame = 1 / device.rate
    // Callback 1 reads the start, 0 pt: placed at 0 s, it fits any timing.
    _ = model.update(
      KeyboardSample(time: frame, keyboardTop: device.screen.maxY, displayTime: 2 * frame))
    _ = model.update(
      KeyboardSample(
        time: 2 * frame, keyboardTop: device.screen.maxY - linear.height(after: frame),
        displayTime: 3 * frame))
    for k in 3...6 {
      let read = linear.height(after: Double(k - 1) * frame)
      let sample = KeyboardSample(
        time: Double(k) * frame, keyboardTop: device.screen.maxY - read,
        displayTime: Double(k + 1) * frame)
      let result = model.update(sample)
      let motion = try #require(result)
      #expect(abs(motion.height - read) < 0.001, "frame \(k): the reading")
    }
  }

  @Test(arguments: devices)
  func aTimingReadFromCoreAnimationReplacesTheCurvesModel(on device: Device) throws {
    // The notification names curve 7; Core Animation reports ease-in-out over 0.3 s, and the
    // keyboard moves so: the prediction follows what was read.
    var model = KeyboardMotionModel(screen: device.screen)
    _ = model.update(.willShow, options(device.hiddenFrame, device.shownFrame), at: 0.004)
    let timing = try #require(KeyboardAnimationTiming.cubicBezier(0.42, 0, 0.58, 1, duration: 0.3))
    var real = KeyboardAnimationSegment(
      from: 0, to: device.keyboardHeight, curve: .easeInOut, duration: 0.3)
    real.timing = timing
    let frames = Self.play(real, on: device, model: &model, timing: timing)
    #expect(frames.count > 10, "a frame per display frame for 0.3 s")
    for (index, (handed, shown)) in frames.dropLast().enumerated() {
      #expect(abs(handed.height - shown) < 0.01, "frame \(index + 1)")
    }
    #expect(frames.last?.handed.height == device.keyboardHeight)
  }

  @Test func aDragsLayoutChangesAreHandedOutAsTheyArrive() throws {
    let device = Self.devices[0]
    var model = KeyboardMotionModel(screen: device.screen)
    _ = model.rest(at: 336, time: 0)
    // The finger moves the guide 30 pt down between two frames: handed out at once, at 306 pt
    // (the guide shows it in the next frame too, so nothing trails).
    let sample = KeyboardSample(time: 1.005, keyboardTop: 844 - 306, displayTime: 1.0167)
    let result = model.update(sample, isLayout: true)
    let drag = try #require(result)
    #expect(drag.height == 306 && drag.phase == .dragging && drag.time == 1.005)
  }

  @Test func withoutADisplayTimeTheGuideAloneHandsOutTheReading() throws {
    let device = Self.devices[1]
    var model = KeyboardMotionModel(screen: device.screen)
    model.usesNotificationTiming = false
    _ = model.update(.willShow, options(device.hiddenFrame, device.shownFrame), at: 0.004)
    let result = model.update(KeyboardSample(time: 0.05, keyboardTop: 874 - 100))
    let motion = try #require(result)
    #expect(motion.height == 100 && motion.time == 0.05)
  }
}
