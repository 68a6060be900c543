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
    Line format, one per case, fields separated by spaces, tags as key=value at the end: \
    "gap DEVICE@RATEHz CASE echo max X pt mean Y pt predicted max X pt mean Y pt [TAGS]".
    Lines without tags: the default source (both) on a guide that works. Tags: source=S (what \
    the motion reads: \(KeyboardFrameSource.allCases.map(\.rawValue).joined(separator: ", "))), \
    failure=F (a modelled failure of the layout guide: \
    \(KeyboardFrameFailure.allCases.map(\.rawValue).joined(separator: ", "))), frames=N (the \
    frames measured). With failure=attachedWhileUp the view arrives in its window after the show, \
    so no show line is printed for it. A line "drag DEVICE CASE: N layout changes, M not shown in \
    the frame they arrive" follows each default drag line. Lines starting with # are notes.
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
  printSources()
  printFailures()
  printNotificationScenarios()
}

/// The cases of one device, source and failure: each name with its frames.
@MainActor
func cases(
  _ device: KeyboardDeviceProfile, source: KeyboardFrameSource,
  failure: KeyboardFrameFailure? = nil, withDrags: Bool = true
) -> [(name: String, frames: [KeyboardFrameGaps.Frame])] {
  let frame = 1 / Double(device.framesPerSecond)
  var cases: [(name: String, frames: [KeyboardFrameGaps.Frame])] = []
  let showHide = KeyboardFrameGaps(
    scenario: .showHide, device: device, source: source, failure: failure)
  for (name, animation) in zip(["show", "hide"], showHide.animations) {
    let frames = showHide.frames(from: animation.firstFrame, to: animation.end + frame)
    // A view attached late is not on screen during the show: no line for it.
    guard !(failure == .attachedWhileUp && name == "show") else { continue }
    cases.append((name, frames))
  }
  let resize = KeyboardFrameGaps(
    scenario: .quickTypeToggle, device: device, source: source, failure: failure)
  let resizes = resize.animations.dropFirst().prefix(2)
  cases.append(
    (
      "resize",
      resizes.flatMap { resize.frames(from: $0.firstFrame, to: $0.end + frame) }
    ))
  guard withDrags else { return cases }
  let interrupted = KeyboardFrameGaps(
    scenario: .interruptedShow, device: device, source: source, failure: failure)
  if let first = interrupted.animations.first, let last = interrupted.animations.last {
    cases.append(("interrupted", interrupted.frames(from: first.firstFrame, to: last.end + frame)))
  }
  let drags = KeyboardFrameGaps(
    scenario: .interactiveDismissal, device: device, source: source, failure: failure)
  for (index, name) in ["drag-cancelled", "drag-completed"].enumerated()
  where index + 1 < drags.animations.count {
    let before = drags.animations[index]
    let release = drags.animations[index + 1]
    let changes = drags.layoutChanges.filter { $0 > before.end && $0 <= release.notified }
    cases.append(
      (name, drags.frames(from: changes.first ?? release.firstFrame, to: release.end + frame)))
  }
  return cases
}

/// Every case for each source, on a guide that works.
@MainActor
func printSources() {
  for device in [KeyboardDeviceProfile.iPhone16, .iPhone16ProMax] {
    for source in KeyboardFrameSource.allCases {
      for (name, frames) in cases(device, source: source) {
        print(KeyboardFramesLine(frames: frames).line(device, name, tags: ["source=\(source)"]))
      }
    }
  }
}

/// Show, hide and resize under each failure of the guide, for both sources and the guide alone.
@MainActor
func printFailures() {
  for device in [KeyboardDeviceProfile.iPhone16, .iPhone16ProMax] {
    for failure in KeyboardFrameFailure.allCases {
      for source in [KeyboardFrameSource.both, .layoutGuide] {
        for (name, frames) in cases(device, source: source, failure: failure, withDrags: false) {
          let tags = ["source=\(source)", "failure=\(failure)"]
          print(KeyboardFramesLine(frames: frames).line(device, name, tags: tags))
        }
      }
    }
  }
}

/// Every frame of the notification-level scenarios of the catalogue, when it has them.
@MainActor
func printNotificationScenarios() {
  let names = ["showOnlyPanelSwap", "iOS17ShortWillShow", "lateDidShow", "missingDidNotifications"]
  for name in names {
    guard let scenario = KeyboardScenario.named(name) else {
      print("# scenario \(name): not in KeyboardScenario.all, skipped")
      continue
    }
    for device in [KeyboardDeviceProfile.iPhone16, .iPhone16ProMax] {
      for source in KeyboardFrameSource.allCases {
        let gaps = KeyboardFrameGaps(scenario: scenario, device: device, source: source)
        print(
          KeyboardFramesLine(frames: gaps.frames).line(device, name, tags: ["source=\(source)"]))
      }
    }
  }
}

/// A line of output over frames: the largest and mean gap, in points, between the keyboard and a
/// view moved by `onMove`, for the echo and the prediction.
struct KeyboardFramesLine {
  var frames: [KeyboardFrameGaps.Frame]

  /// The line for `name` on `device`; with tags, they follow with the number of frames.
  func line(_ device: KeyboardDeviceProfile, _ name: String, tags: [String] = []) -> String {
    func summary(_ gap: (KeyboardFrameGaps.Frame) -> CGFloat) -> String {
      let values = frames.map { abs(Double(gap($0))) }
      let largest = values.max() ?? 0
      let mean = values.isEmpty ? 0 : values.reduce(0, +) / Double(values.count)
      return String(format: "max %.2f pt mean %.2f pt", largest, mean)
    }
    let suffix =
      tags.isEmpty ? "" : " " + (tags + ["frames=\(frames.count)"]).joined(separator: " ")
    return "gap \(device.name)@\(device.framesPerSecond)Hz \(name) echo \(summary(\.echoedGap))"
      + " predicted \(summary(\.predictedGap))" + suffix
  }
}

MainActor.assumeIsolated { run() }
