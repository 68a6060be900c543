import Foundation
import KeyboardistObserver
import KeyboardistTesting
import KeyboardistTraces

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// Formats replays as readable tables, one line per notification.
enum ReplayTable {
  /// The lines of one replay: a heading with the trace's name and source, then the table.
  static func lines(for replay: Replay) -> [String] {
    var lines = [
      "== \(replay.origin): \(replay.name)", "   source: \(replay.source)",
      "   screen: \(screen(of: replay))",
    ]
    lines.append(
      row([
        "time", "event", "end frame (x, y, w, h)", "visible", "coverage", "dock", "transition",
        "notes",
      ]))
    for entry in replay.rows {
      lines.append(
        row([
          String(format: "%.3f", entry.time),
          entry.event.rawValue,
          entry.endFrame.map { $0.map { number(CGFloat($0)) }.joined(separator: ", ") }
            ?? "(absent)",
          number(CGFloat(entry.visibleHeight)),
          entry.coverage.map { number(CGFloat($0)) } ?? "-",
          entry.dockState ?? "-",
          entry.transition.map(describe) ?? "",
          notes(entry),
        ]))
    }
    return lines
  }

  /// The lines of one replay frame by frame: the heading, then a row per motion the observer
  /// handed to `onMove`, with what made it.
  static func frameLines(for replay: Replay) -> [String] {
    var lines = [
      "== \(replay.origin): \(replay.name)", "   source: \(replay.source)",
      "   screen: \(screen(of: replay))", "   frames: \(frames(of: replay))",
    ]
    let widths = [7, 15, 14, 8, 8, 8, 9]
    let numbers: Set = [0, 3, 4, 5, 6]
    lines.append(
      row(
        ["time", "cause", "phase", "echoed", "progress", "coverage", "predicted"], widths, numbers
      ))
    for frame in replay.frames {
      lines.append(
        row(
          [
            String(format: "%.3f", frame.time), frame.cause, frame.phase,
            number(CGFloat(frame.visibleHeight)), String(format: "%.3f", frame.progress),
            frame.coverage.map { number(CGFloat($0)) } ?? "-",
            frame.predictedHeight.map { number(CGFloat($0)) } ?? "-",
          ], widths, numbers))
    }
    return lines
  }

  /// Where the frames come from, and what the two height columns are.
  private static func frames(of replay: Replay) -> String {
    let columns =
      "; echoed: the reading handed out as it is, predicted: for the frame's display time"
    let perCall = "one row per onMove call"
    guard replay.screen != nil else {
      return "none (no one screen to place the keyboard's top edge on); \(perCall), at the "
        + "notifications" + columns
    }
    if replay.isSimulated, let device = replay.device {
      return "\(device.framesPerSecond) Hz (\(device.displayName)), simulated from the "
        + "notifications' curves; \(perCall)" + columns
    }
    return "the trace's samples; \(perCall)" + columns
  }

  /// The screen heights are measured on, the device, and the safe area coverage is measured
  /// against.
  private static func screen(of replay: Replay) -> String {
    guard let screen = replay.screen else {
      guard let device = replay.device else {
        return "not given (visible height is the end frame's height; no coverage)"
      }
      return "\(size(device.screen)) portrait and \(size(device.landscapeScreen)) landscape, "
        + "\(device.displayName) (the scenario rotates it: visible height is the end frame's "
        + "height; no coverage)"
    }
    guard let device = replay.device else {
      return "\(size(screen)), bottom safe area unknown (no device profile has this screen; "
        + "no coverage)"
    }
    let safeArea = "bottom safe area \(number(device.bottomSafeAreaInset)) pt"
    return replay.isSimulated
      ? "\(size(screen)), \(device.displayName), \(safeArea)"
      : "\(size(screen)), \(safeArea) as on \(device.displayName)"
  }

  private static func size(_ rect: CGRect) -> String {
    "\(number(rect.width)) x \(number(rect.height)) pt"
  }

  /// A line of cells padded to `widths`: numbers (the columns in `numbers`) aligned right, text
  /// left; a cell past the last width is written as is.
  private static func row(
    _ cells: [String], _ widths: [Int] = [7, 16, 24, 8, 8, 9, 26],
    _ numbers: Set<Int> = [0, 3, 4]
  ) -> String {
    var line = ""
    for (index, cell) in cells.enumerated() {
      guard index < widths.count else {
        line += cell
        continue
      }
      let padding = String(repeating: " ", count: max(0, widths[index] - cell.count))
      line += numbers.contains(index) ? padding + cell : cell + padding
      line += "  "
    }
    while line.hasSuffix(" ") { line.removeLast() }
    return line
  }

  /// A transition in a few words: `appear #1 258 (+33)`, `disappear 0 (-258, 0s)`.
  private static func describe(_ transition: ReplayRow.Transition) -> String {
    let increment = transition.heightIncrement
    let sign = increment >= 0 ? "+" : "-"
    var text = "\(transition.kind) #\(transition.appearIndex) \(number(CGFloat(transition.height)))"
    text += " (\(sign)\(number(CGFloat(abs(increment))))"
    if transition.duration == 0 { text += ", 0s" }
    return text + ")"
  }

  private static func notes(_ entry: ReplayRow) -> String {
    var notes = entry.announcement.map { ["after \($0)"] } ?? []
    if entry.belongsToCurrentApp == false { notes.append("other app") }
    if !entry.isAppActive { notes.append("app inactive") }
    if !entry.isDelivered { notes.append("not delivered") }
    return notes.joined(separator: ", ")
  }

  /// A number without a needless fraction: `216`, `0.5`.
  static func number(_ value: CGFloat) -> String {
    if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
    return String(format: "%.2f", Double(value))
  }
}
