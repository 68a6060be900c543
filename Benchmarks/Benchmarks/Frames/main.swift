import Foundation
import Keyboardist
import KeyboardistTesting

/// One line of output for the frames shown from `start` to `end`.
func line(
  _ device: KeyboardDeviceProfile, _ name: String, _ gaps: KeyboardFrameGaps,
  from start: TimeInterval, to end: TimeInterval
) -> String {
  KeyboardFramesLine(frames: gaps.frames(from: start, to: end)).line(device, name)
}

@MainActor
func run() {
  print(
    """
    modelled device (KeyboardFrameGaps): a display link reads the keyboard at a frame's timestamp \
    and what onMove sets is shown at its targetTimestamp; the keyboard starts moving at the first \
    vsync after the notification, and an interrupted animation composes additively. The first \
    shown frame of each animation is that vsync, where the keyboard is still at its start and \
    shows what the notification's own motion set: it is counted (its gap is 0 for both).
    echo: the reading handed out as it is; predicted: the reading placed on the timing and \
    advanced to the frame's display time. Gaps over every shown frame, in points.
    """)
  for device in [KeyboardDeviceProfile.iPhone16, .iPhone16ProMax] {
    let frame = 1 / Double(device.framesPerSecond)
    let showHide = KeyboardFrameGaps(scenario: .showHide, device: device)
    let resize = KeyboardFrameGaps(scenario: .quickTypeToggle, device: device)
    for (name, animation) in zip(["show", "hide"], showHide.animations) {
      print(line(device, name, showHide, from: animation.firstFrame, to: animation.end + frame))
    }
    // The QuickType bar goes on, then off: its two resizes.
    let resizes = resize.animations.dropFirst().prefix(2)
    if let first = resizes.first, let last = resizes.last {
      let frames =
        resize.frames(from: first.firstFrame, to: first.end + frame)
        + resize.frames(from: last.firstFrame, to: last.end + frame)
      let merged = KeyboardFramesLine(frames: frames)
      print(merged.line(device, "resize"))
    }
  }
  for device in [KeyboardDeviceProfile.iPhone16, .iPhone16ProMax] {
    let frame = 1 / Double(device.framesPerSecond)
    let interrupted = KeyboardFrameGaps(scenario: .interruptedShow, device: device)
    if let first = interrupted.animations.first, let last = interrupted.animations.last {
      print(line(device, "interrupted", interrupted, from: first.firstFrame, to: last.end + frame))
    }
    let drags = KeyboardFrameGaps(scenario: .interactiveDismissal, device: device)
    // Each drag: its layout changes, after the animation before it, then its release.
    for (index, name) in ["drag-cancelled", "drag-completed"].enumerated()
    where index + 1 < drags.animations.count {
      let before = drags.animations[index]
      let release = drags.animations[index + 1]
      let changes = drags.layoutChanges.filter { $0 > before.end && $0 <= release.notified }
      print(
        line(
          device, name, drags, from: changes.first ?? release.firstFrame, to: release.end + frame))
      let shown = changes.compactMap { change in drags.frames.first { $0.time > change } }
      let late = shown.filter { abs($0.predictedGap) > 0.001 || abs($0.echoedGap) > 0.001 }
      print(
        "drag \(device.name)@\(device.framesPerSecond)Hz \(name): \(changes.count) layout changes, "
          + "\(late.count) not shown in the frame they arrive")
    }
  }
}

/// A line of output over frames: the largest and mean gap, in points, between the keyboard and a
/// view moved by `onMove`, for the echo and the prediction.
struct KeyboardFramesLine {
  var frames: [KeyboardFrameGaps.Frame]

  func line(_ device: KeyboardDeviceProfile, _ name: String) -> String {
    func summary(_ gap: (KeyboardFrameGaps.Frame) -> CGFloat) -> String {
      let values = frames.map { abs(Double(gap($0))) }
      let largest = values.max() ?? 0
      let mean = values.isEmpty ? 0 : values.reduce(0, +) / Double(values.count)
      return String(format: "max %.2f pt mean %.2f pt", largest, mean)
    }
    return "gap \(device.name)@\(device.framesPerSecond)Hz \(name) echo \(summary(\.echoedGap))"
      + " predicted \(summary(\.predictedGap))"
  }
}

MainActor.assumeIsolated { run() }
