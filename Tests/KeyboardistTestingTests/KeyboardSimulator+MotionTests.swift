import Foundation
import Keyboardist
import KeyboardistTesting
import Testing

/// The simulator's frames as app code sees them through `onMove`: a show, a hide, a resize, and an
/// interactive drag cancelled and one completed, frame by frame, on a Face ID iPhone (60 Hz), an
/// iPad (120 Hz) and a Stage Manager window (120 Hz), with the arithmetic written out.
///
/// The keyboard's curve 7 moves as the critically damped spring
/// p(t) = 1 − (1 + ωt)·e^(−ωt), ω = √(1000 / 3) ≈ 18.2574 rad/s
/// (`KeyboardAnimationCurve.progress(after:duration:)`); at a rate of r Hz, frame k of an animation
/// is shown k / r s after the notification that starts it, at the height
/// from + (to − from)·p(k / r). The motion comes to rest (`settled`) at the first frame within
/// 0.5 pt of the target. The spring settles after L = 9.2334 / ω ≈ 0.5057 s, when the scenarios
/// post their did-notifications; the notifications of the next change come 1 s (2 s for the
/// QuickType bar) later. A drag moves the keyboard's top edge down at an even speed, half the
/// keyboard's height in 0.6 s, one layout change per frame.
@MainActor
@Suite struct KeyboardSimulatorMotionTests {
  /// ω, in radians per second.
  static let omega = (1000.0 / 3).squareRoot()
  /// L, the spring's settling time: when the scenarios post their did-notifications.
  static let settlingTime = 0.505_734_69

  /// The spring's progress after `elapsed` seconds, written out.
  static func spring(_ elapsed: Double) -> Double {
    let x = omega * elapsed
    return 1 - (1 + x) * exp(-x)
  }

  /// What an app logs at each frame: when, the phase, the height, the progress and the part of a
  /// view the keyboard covers.
  struct Frame: CustomStringConvertible {
    var time: Double
    var phase: KeyboardMotion.Phase
    var height: Double
    var progress: Double
    var coverage: Double

    var description: String {
      String(format: "%.4f %@ %.3f %.4f %.3f", time, "\(phase)", height, progress, coverage)
    }
  }

  /// A screen of an app that lays out a view above the keyboard on every frame.
  @MainActor final class Screen {
    let center = NotificationCenter()
    let keyboard: KeyboardObserver
    private(set) var frames: [Frame] = []

    /// Follows the keyboard, measuring its coverage of `view` (screen coordinates) with the view's
    /// bottom safe area.
    init(view: CGRect, safeAreaBottom: CGFloat) {
      keyboard = KeyboardObserver(center: center)
      keyboard.onMove { [unowned self] motion in
        frames.append(
          Frame(
            time: motion.time, phase: motion.phase, height: Double(motion.height),
            progress: Double(motion.progress),
            coverage: Double(motion.coverage(of: view, safeAreaBottom: safeAreaBottom))))
      }
      keyboard.start()
    }

    func play(_ scenario: KeyboardScenario, on device: KeyboardDeviceProfile) {
      KeyboardSimulator(center: center, device: device, driving: [keyboard]).play(scenario)
    }
  }

  /// The view each profile's screen lays out: a full-screen view above the home indicator on the
  /// iPhone and the iPad; the window itself, whose bottom lies above the screen's, in Stage
  /// Manager.
  static func screen(on device: KeyboardDeviceProfile) -> Screen {
    device.window == device.screen
      ? Screen(view: device.screen, safeAreaBottom: device.bottomSafeAreaInset)
      : Screen(view: device.window, safeAreaBottom: 0)
  }

  nonisolated static let devices: [KeyboardDeviceProfile] = [
    .iPhone16, .iPadPro11M4, .iPadPro13M4StageManager,
  ]

  // MARK: - What the frames must be

  /// The motions an animation from `from` to `to`, started at `start` by a notification, hands
  /// out: the notification's own (the keyboard where it is), then one per frame until the first
  /// within 0.5 pt of `to`, which is at rest.
  static func animation(
    _ phase: KeyboardMotion.Phase, from: Double, to: Double, at start: Double, rate: Int,
    progress: (Double) -> Double
  ) -> [(Double, KeyboardMotion.Phase, Double, Double)] {
    var motions = [(start, phase, from, progress(from))]
    for index in 1... {
      let time = start + Double(index) / Double(rate)
      let height = from + (to - from) * spring(time - start)
      if abs(height - to) <= 0.5 {
        motions.append((time, .settled, to, progress(to)))
        return motions
      }
      motions.append((time, phase, height, progress(height)))
    }
    return motions
  }

  /// The drag's motions: `count` layout changes from `height` down to half of it, `0.6 / count`
  /// s apart, from `start` on.
  static func drag(
    from height: Double, at start: Double, rate: Int
  ) -> [(Double, KeyboardMotion.Phase, Double, Double)] {
    let count = Int(0.6 * Double(rate))
    return (1...count).map { index in
      let dragged = height - height / 2 * Double(index) / Double(count)
      return (start + 0.6 * Double(index) / Double(count), .dragging, dragged, dragged / height)
    }
  }

  /// Expects the logged frames to be the expected motions, every one, with the coverage `cover`
  /// gives for each height.
  static func expect(
    _ frames: [Frame], toBe expected: [(Double, KeyboardMotion.Phase, Double, Double)],
    coverage cover: (Double) -> Double, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(frames.count == expected.count, sourceLocation: sourceLocation)
    for (frame, motion) in zip(frames, expected) {
      let (time, phase, height, progress) = motion
      let matches =
        abs(frame.time - time) < 1e-6 && frame.phase == phase
        && abs(frame.height - height) < 1e-6 && abs(frame.progress - progress) < 1e-6
        && abs(frame.coverage - cover(height)) < 1e-6
      #expect(
        matches,
        "\(frame) ≠ \(Frame(time: time, phase: phase, height: height, progress: progress, coverage: cover(height)))",
        sourceLocation: sourceLocation)
      if !matches { return }
    }
  }

  /// The coverage of each profile's view by a keyboard of a visible height: the height less the
  /// 34 pt (iPhone) or 20 pt (iPad) home indicator strip; in the Stage Manager window, whose bottom
  /// is 1376 − 1100 = 276 pt above the screen's, the height less those 276 pt.
  static func coverage(on device: KeyboardDeviceProfile) -> (Double) -> Double {
    if device.window != device.screen {
      let gap = Double(device.screen.maxY - device.window.maxY)
      return { max(0, $0 - gap) }
    }
    let safeArea = Double(device.bottomSafeAreaInset)
    return { max(0, $0 - safeArea) }
  }

  // MARK: - Show and hide

  @Test(arguments: devices)
  func aShowAndAHideFrameByFrame(device: KeyboardDeviceProfile) {
    let screen = Self.screen(on: device)
    screen.play(.showHide, on: device)
    let height = Double(device.keyboardHeight)
    let rate = device.framesPerSecond
    let hideTime = Self.settlingTime + 1
    let show = Self.animation(.showing, from: 0, to: height, at: 0, rate: rate) { $0 / height }
    let hide = Self.animation(.hiding, from: height, to: 0, at: hideTime, rate: rate) {
      $0 / height
    }
    Self.expect(screen.frames, toBe: show + hide, coverage: Self.coverage(on: device))
  }

  @Test func theShowOnAnIPhone16SpelledOut() throws {
    let screen = Self.screen(on: .iPhone16)
    screen.play(.showHide, on: .iPhone16)
    let frames = screen.frames
    // The willChangeFrame at 0 s starts it: hidden, nothing covered.
    #expect(frames[0].phase == .showing && frames[0].height == 0 && frames[0].progress == 0)
    // Frame 3 at 3/60 = 0.05 s: ωt = 0.91287, e^−0.91287 = 0.40137,
    // p = 1 − 1.91287 × 0.40137 = 0.23223; 336 × 0.23223 = 78.03 pt, 0.2322 of the way, and
    // 78.03 − 34 = 44.03 pt of the full-screen view above the home indicator covered.
    #expect(abs(frames[3].time - 0.05) < 1e-9)
    #expect(abs(frames[3].height - 78.03) < 0.01)
    #expect(abs(frames[3].progress - 0.2322) < 0.0001)
    #expect(abs(frames[3].coverage - 44.03) < 0.01)
    // Frame 6 at 0.1 s: ωt = 1.82574, e^−1.82574 = 0.16110, p = 1 − 2.82574 × 0.16110 = 0.54478;
    // 336 × 0.54478 = 183.05 pt, covering 149.05 pt.
    #expect(abs(frames[6].height - 183.05) < 0.01 && abs(frames[6].coverage - 149.05) < 0.01)
    // Frame 29 at 29/60 = 0.4833 s is the first within 0.5 pt of 336: at rest, 302 pt covered.
    let rest = try #require(frames.firstIndex { $0.phase == .settled })
    #expect(rest == 29)
    #expect(frames[29].height == 336 && frames[29].progress == 1 && frames[29].coverage == 302)
    // The hide starts at 0.5057 + 1 = 1.5057 s; its frame 3 is where the show's was, upside down:
    // 336 × (1 − 0.23223) = 257.97 pt.
    #expect(abs(frames[30].time - 1.5057) < 0.0001 && frames[30].phase == .hiding)
    #expect(abs(frames[33].height - 257.97) < 0.01)
    #expect(frames.last?.phase == .settled && frames.last?.height == 0)
  }

  @Test func theShowInAStageManagerWindowCoversItOnlyOnceAbove276Points() {
    let device = KeyboardDeviceProfile.iPadPro13M4StageManager
    let screen = Self.screen(on: device)
    screen.play(.showHide, on: device)
    let frames = screen.frames
    // At 120 Hz, frame 17 at 17/120 = 0.14167 s: ωt = 2.58647, p = 1 − 3.58647 × 0.07529 =
    // 0.72999; 378 × 0.72999 = 275.94 pt, its top at 1376 − 275.94 = 1100.06, just below the
    // window's bottom edge at 200 + 900 = 1100: nothing covered yet.
    #expect(abs(frames[17].height - 275.94) < 0.01 && frames[17].coverage == 0)
    // Frame 18 at 0.15 s: p = 1 − 3.73861 × 0.06466 = 0.75826; 286.62 pt, 10.62 pt of the window.
    #expect(abs(frames[18].height - 286.62) < 0.01 && abs(frames[18].coverage - 10.62) < 0.01)
    // At rest the keyboard's top is at 1376 − 378 = 998: 102 pt of the window.
    #expect(frames.first { $0.phase == .settled }?.coverage == 102)
  }

  // MARK: - Resize

  /// The QuickType bar turned on and off: the keyboard grows by the bar and shrinks back.
  @Test(arguments: devices)
  func aResizeFrameByFrame(device: KeyboardDeviceProfile) {
    let screen = Self.screen(on: device)
    screen.play(.quickTypeToggle, on: device)
    let full = Double(device.keyboardHeight)
    let base = full - Double(device.predictiveBarHeight)
    let rate = device.framesPerSecond
    let length = Self.settlingTime
    let growTime = length + 2
    let shrinkTime = growTime + length + 2
    let hideTime = shrinkTime + length + 1
    // Progress is measured against the keyboard that is up: the full one while it grows (from
    // base / full), the base one while it shrinks, which is past 1 all the way (so 1).
    let show = Self.animation(.showing, from: 0, to: base, at: 0, rate: rate) { $0 / base }
    let grow = Self.animation(.resizing, from: base, to: full, at: growTime, rate: rate) {
      $0 / full
    }
    let shrink = Self.animation(.resizing, from: full, to: base, at: shrinkTime, rate: rate) {
      min(1, $0 / base)
    }
    let hide = Self.animation(.hiding, from: base, to: 0, at: hideTime, rate: rate) { $0 / base }
    Self.expect(
      screen.frames, toBe: show + grow + shrink + hide, coverage: Self.coverage(on: device))
  }

  @Test func theResizeOnAnIPhone16SpelledOut() throws {
    let screen = Self.screen(on: .iPhone16)
    screen.play(.quickTypeToggle, on: .iPhone16)
    let growing = screen.frames.filter { $0.phase == .resizing && $0.time < 5 }
    // From 336 − 44 = 292 pt at 0.5057 + 2 = 2.5057 s: 292 / 336 = 0.8690 of the full keyboard.
    #expect(abs(growing[0].time - 2.5057) < 0.0001)
    #expect(growing[0].height == 292 && abs(growing[0].progress - 0.8690) < 0.0001)
    // Frame 3: 292 + 44 × 0.23223 = 302.22 pt, 302.22 / 336 = 0.8995, covering 268.22 pt.
    #expect(abs(growing[3].height - 302.22) < 0.01 && abs(growing[3].progress - 0.8995) < 0.0001)
    #expect(abs(growing[3].coverage - 268.22) < 0.01)
    // 44 × (1 − p) is within 0.5 pt from frame 22 (22/60 s) on: at rest there.
    let grown = try #require(screen.frames.first { $0.phase == .settled && $0.height == 336 })
    #expect(abs(grown.time - (2.5057 + 22.0 / 60)) < 0.0001)
  }

  // MARK: - Interactive dismissal

  /// The finger drags the keyboard half-way down and lets go: it springs back (cancelled); a
  /// second later the same drag ends in the hide (completed).
  @Test(arguments: devices)
  func aCancelledAndACompletedDragFrameByFrame(device: KeyboardDeviceProfile) {
    let screen = Self.screen(on: device)
    screen.play(.interactiveDismissal, on: device)
    let height = Double(device.keyboardHeight)
    let rate = device.framesPerSecond
    let length = Self.settlingTime
    let progress = { (value: Double) in value / height }
    let firstDrag = length + 1
    let firstRelease = firstDrag + 0.6
    let secondDrag = firstRelease + length + 1
    let secondRelease = secondDrag + 0.6
    let show = Self.animation(.showing, from: 0, to: height, at: 0, rate: rate, progress: progress)
    let cancelled =
      Self.drag(from: height, at: firstDrag, rate: rate)
      + Self.animation(
        .cancellingDrag, from: height / 2, to: height, at: firstRelease, rate: rate,
        progress: progress)
    let completed =
      Self.drag(from: height, at: secondDrag, rate: rate)
      + Self.animation(
        .completingDrag, from: height / 2, to: 0, at: secondRelease, rate: rate,
        progress: progress)
    Self.expect(
      screen.frames, toBe: show + cancelled + completed, coverage: Self.coverage(on: device))
  }

  @Test func theDragsOnTheIPadSpelledOut() throws {
    let device = KeyboardDeviceProfile.iPadPro11M4
    let screen = Self.screen(on: device)
    screen.play(.interactiveDismissal, on: device)
    let drags = screen.frames.filter { $0.phase == .dragging }
    // Two drags of 0.6 s × 120 Hz = 72 layout changes each, 313 / 2 / 72 = 2.1736 pt apart.
    #expect(drags.count == 144)
    // The first starts 1 s after the show's did-notifications (0.5057 s): its first change at
    // 1.5057 + 1/120 = 1.5141 s, 313 − 2.1736 = 310.83 pt, 310.83 − 20 = 290.83 pt covered.
    #expect(abs(drags[0].time - 1.5141) < 0.0001)
    #expect(abs(drags[0].height - 310.83) < 0.01 && abs(drags[0].coverage - 290.83) < 0.01)
    // The finger lets go at 2.1057 s with the keyboard at 156.5 pt: UIKit's willChangeFrame to the
    // docked frame cancels the drag, and the keyboard springs back from there.
    let cancelling = screen.frames.filter { $0.phase == .cancellingDrag }
    #expect(abs(cancelling[0].time - 2.1057) < 0.0001 && cancelling[0].height == 156.5)
    // Its frame 6 at 6/120 = 0.05 s: 156.5 + 156.5 × 0.23223 = 192.84 pt, 0.6161 of the keyboard.
    #expect(
      abs(cancelling[6].height - 192.84) < 0.01 && abs(cancelling[6].progress - 0.6161) < 0.0001)
    // The second release, at 2.1057 + 0.5057 + 1 + 0.6 = 4.2115 s, sends it down and away.
    let completing = screen.frames.filter { $0.phase == .completingDrag }
    #expect(abs(completing[0].time - 4.2115) < 0.0001 && completing[0].height == 156.5)
    // Frame 6: 156.5 × (1 − 0.23223) = 120.16 pt, covering 100.16 pt.
    #expect(
      abs(completing[6].height - 120.16) < 0.01 && abs(completing[6].coverage - 100.16) < 0.01)
    #expect(screen.frames.last?.phase == .settled && screen.frames.last?.height == 0)
  }
}
