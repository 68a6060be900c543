import Foundation
import KeyboardistTesting
import KeyboardistTraces

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// A picture of the keyboard's visible height over time, written as plain SVG: for a bug report.
///
/// The height is a line through the keyboard's positions (``KeyboardPath``): a trace's recorded
/// samples, or its notifications' curves at a display's frame rate, held level between them. Each
/// notification is a dashed tick labelled with its events (the events posted at one moment share
/// a tick); each transition the observer made is a coloured mark, green for an appear and red for
/// a disappear. Axes are in seconds and points.
struct HeightPlot {
  /// One point of the line.
  struct Point: Equatable {
    var time: Double
    var height: Double
  }

  /// The notifications posted at one moment.
  struct Tick: Equatable {
    var time: Double
    var events: [String]
  }

  /// A transition the observer made.
  struct Mark: Equatable {
    var time: Double
    var isAppear: Bool
    var label: String
  }

  /// The picture's title: the trace's name (for a scenario, "scenario on device").
  let title: String
  /// Where the trace came from and what the line is drawn from.
  let subtitle: String
  /// The line, in time order.
  let line: [Point]
  /// The notifications, grouped by moment, in time order.
  let ticks: [Tick]
  /// The transitions, in order.
  let marks: [Mark]

  /// The picture's size, in SVG user units (pixels).
  static let width = 900.0
  static let height = 500.0
  /// The plot area's edges.
  private static let left = 70.0
  private static let right = 870.0
  private static let top = 62.0
  private static let bottom = 300.0

  /// Draws a trace.
  ///
  /// - Parameters:
  ///   - trace: The trace, with its samples if it has some.
  ///   - replay: The trace replayed through an observer: its origin and the transitions made.
  ///   - framesPerSecond: The rate the notifications' curves are drawn at, without samples.
  init(trace: KeyboardTrace, replay: Replay, framesPerSecond: Int) {
    // A simulated trace's frames are its curves: drawn from them, where each animation starts
    // is known too.
    var drawn = trace
    if replay.isSimulated { drawn.samples.removeAll { !$0.isLayoutChange } }
    let path = KeyboardPath(trace: drawn, framesPerSecond: framesPerSecond)
    title = trace.name
    let drawing: String
    if path.isRecorded {
      drawing = "\(path.points.count) recorded samples"
    } else if replay.isSimulated, trace.screen != nil {
      drawing = "frames simulated at \(framesPerSecond) Hz along the notifications' curves"
    } else if trace.screen == nil {
      drawing = "along the notifications' curves (no one screen: heights are the frames' own)"
    } else {
      drawing = "along the notifications' curves at \(framesPerSecond) Hz (no samples)"
    }
    subtitle = "\(replay.origin); \(drawing)"
    let times = trace.notifications.map(\.time) + path.points.map(\.time)
    let start = min(0, times.min() ?? 0)
    let end = (times.max() ?? 0) + 0.3
    let positions = (path.starts + path.points).enumerated().sorted {
      ($0.element.time, $0.offset) < ($1.element.time, $1.offset)
    }.map(\.element)
    line = Self.line(
      through: positions, from: start, to: end,
      interval: path.isRecorded ? Self.frameInterval(of: path.points) : 1 / Double(framesPerSecond))
    var ticks: [Tick] = []
    for record in trace.notifications.sorted(by: { $0.time < $1.time }) {
      if let last = ticks.last, abs(last.time - record.time) < 0.0005 {
        ticks[ticks.count - 1].events.append(record.event.rawValue)
      } else {
        ticks.append(Tick(time: record.time, events: [record.event.rawValue]))
      }
    }
    self.ticks = ticks
    marks = replay.rows.compactMap { row in
      guard let transition = row.transition else { return nil }
      let isAppear = transition.kind == "appear"
      let height = ReplayTable.number(CGFloat(transition.height))
      let index = transition.appearIndex > 0 ? " #\(transition.appearIndex)" : ""
      return Mark(
        time: row.time, isAppear: isAppear,
        label: isAppear ? "appear\(index) \(height) pt" : "disappear")
    }
  }

  /// The line through the positions (the frames, and where each animation starts), held level
  /// from one to the next until a frame before it (the keyboard stays where it is between
  /// animations and before a drag), from `start` (hidden) to `end`.
  private static func line(
    through points: [KeyboardPath.Point], from start: Double, to end: Double,
    interval: Double
  ) -> [Point] {
    var line = [Point(time: start, height: 0)]
    for point in points {
      let last = line[line.count - 1]
      let next = Point(time: point.time, height: Double(point.height))
      guard next != last else { continue }
      if next.time - last.time > 1.5 * interval, next.height != last.height {
        line.append(Point(time: next.time - interval, height: last.height))
      }
      line.append(next)
    }
    line.append(
      Point(time: max(end, line[line.count - 1].time), height: line[line.count - 1].height))
    return line
  }

  /// The display frame of recorded samples: their smallest gap, between 1/240 and 1/30 s.
  private static func frameInterval(of points: [KeyboardPath.Point]) -> Double {
    let gaps = zip(points, points.dropFirst()).map { $1.time - $0.time }.filter { $0 > 1e-6 }
    return min(1.0 / 30, max(1.0 / 240, gaps.min() ?? 1.0 / 60))
  }

  // MARK: - Drawing

  /// The picture, as an SVG document.
  func svg() -> String {
    let times = line.map(\.time)
    let timeRange = (times.min() ?? 0, max((times.max() ?? 1), (times.min() ?? 0) + 0.1))
    let maxHeight = max(1, line.map(\.height).max() ?? 0)
    let heightStep = Self.niceStep(maxHeight / 5)
    let heightTop = (maxHeight / heightStep).rounded(.up) * heightStep
    let x = { (time: Double) in
      Self.left + (time - timeRange.0) / (timeRange.1 - timeRange.0) * (Self.right - Self.left)
    }
    let y = { (height: Double) in
      Self.bottom - height / heightTop * (Self.bottom - Self.top)
    }
    var svg = [
      #"<?xml version="1.0" encoding="UTF-8"?>"#,
      #"<svg xmlns="http://www.w3.org/2000/svg" width="900" height="500" viewBox="0 0 900 500" "#
        + #"font-family="Helvetica, Arial, sans-serif">"#,
      "<title>\(Self.escape(title))</title>",
      #"<rect width="900" height="500" fill="white"/>"#,
      #"<text id="title" x="450" y="22" text-anchor="middle" font-size="15" font-weight="bold">"#
        + "\(Self.escape(title))</text>",
      #"<text id="subtitle" x="450" y="38" text-anchor="middle" font-size="11" fill="dimgray">"#
        + "\(Self.escape(subtitle))</text>",
    ]
    svg += legend()

    // Grid and height axis.
    svg.append(#"<g id="height-axis" font-size="11" fill="rgb(51,51,51)">"#)
    for index in 0...Int((heightTop / heightStep).rounded()) {
      let value = Double(index) * heightStep
      let position = Self.format(y(value))
      svg.append(
        #"<line x1="70" y1="\#(position)" x2="870" y2="\#(position)" stroke="gainsboro"/>"#)
      svg.append(
        #"<text x="64" y="\#(Self.format(y(value) + 4))" text-anchor="end">"#
          + "\(ReplayTable.number(CGFloat(value)))</text>")
    }
    svg.append(
      #"<text x="18" y="181" text-anchor="middle" transform="rotate(-90 18 181)">"#
        + "visible height (pt)</text>")
    svg.append("</g>")

    // Time axis.
    let timeStep = Self.niceStep((timeRange.1 - timeRange.0) / 8)
    svg.append(#"<g id="time-axis" font-size="11" fill="rgb(51,51,51)">"#)
    svg.append(#"<line x1="70" y1="300" x2="870" y2="300" stroke="rgb(51,51,51)"/>"#)
    svg.append(#"<line x1="70" y1="62" x2="70" y2="300" stroke="rgb(51,51,51)"/>"#)
    var tick = (timeRange.0 / timeStep).rounded(.up) * timeStep
    while tick <= timeRange.1 + 1e-9 {
      let position = Self.format(x(tick))
      svg.append(
        #"<line x1="\#(position)" y1="300" x2="\#(position)" y2="305" stroke="rgb(51,51,51)"/>"#)
      svg.append(
        #"<text x="\#(position)" y="317" text-anchor="middle">"#
          + "\(Self.seconds(tick))</text>")
      tick += timeStep
    }
    svg.append(#"<text x="470" y="333" text-anchor="middle">time (s)</text>"#)
    svg.append("</g>")

    // Notifications: a dashed tick each, its events written downwards below the axis.
    svg.append(#"<g id="notifications" font-size="10" fill="dimgray">"#)
    for tick in ticks {
      let position = x(tick.time)
      svg.append(
        #"<line x1="\#(Self.format(position))" y1="62" x2="\#(Self.format(position))" y2="300" "#
          + #"stroke="darkgray" stroke-dasharray="3 3"/>"#)
      let labelX = Self.format(position + 3)
      svg.append(
        #"<text x="\#(labelX)" y="344" text-anchor="end" transform="rotate(-90 \#(labelX) 344)">"#
          + "\(Self.escape(tick.events.joined(separator: " + ")))</text>")
    }
    svg.append("</g>")

    // Transitions: a coloured line each, labelled inside the plot, staggered.
    svg.append(#"<g id="transitions" font-size="10">"#)
    for (index, mark) in marks.enumerated() {
      let colour = mark.isAppear ? "rgb(42,157,58)" : "rgb(208,59,50)"
      let position = Self.format(x(mark.time))
      svg.append(
        #"<line x1="\#(position)" y1="62" x2="\#(position)" y2="300" stroke="\#(colour)" "#
          + #"stroke-width="2" stroke-opacity="0.6"/>"#)
      svg.append(
        #"<text x="\#(Self.format(x(mark.time) + 4))" y="\#(74 + 12 * (index % 3))" "#
          + #"fill="\#(colour)">\#(Self.escape(mark.label))</text>"#)
    }
    svg.append("</g>")

    // The height.
    let points = line.map { "\(Self.format(x($0.time))),\(Self.format(y($0.height)))" }
    svg.append(
      #"<polyline id="height" fill="none" stroke="rgb(31,95,191)" stroke-width="2" "#
        + #"stroke-linejoin="round" points="\#(points.joined(separator: " "))"/>"#)
    svg.append("</svg>")
    return svg.joined(separator: "\n") + "\n"
  }

  /// The legend under the subtitle: the line, a notification, an appear, a disappear.
  private func legend() -> [String] {
    [
      #"<g id="legend" font-size="10" fill="rgb(51,51,51)">"#,
      #"<line x1="250" y1="50" x2="270" y2="50" stroke="rgb(31,95,191)" stroke-width="2"/>"#,
      #"<text x="274" y="53">visible height</text>"#,
      #"<line x1="360" y1="44" x2="360" y2="56" stroke="darkgray" stroke-dasharray="3 3"/>"#,
      #"<text x="364" y="53">notification</text>"#,
      #"<line x1="450" y1="44" x2="450" y2="56" stroke="rgb(42,157,58)" stroke-width="2"/>"#,
      #"<text x="454" y="53">appear</text>"#,
      #"<line x1="510" y1="44" x2="510" y2="56" stroke="rgb(208,59,50)" stroke-width="2"/>"#,
      #"<text x="514" y="53">disappear</text>"#,
      "</g>",
    ]
  }

  /// A round step near `rough`: 1, 2 or 5 times a power of ten.
  static func niceStep(_ rough: Double) -> Double {
    guard rough.isFinite, rough > 0 else { return 1 }
    let power = pow(10, (log10(rough)).rounded(.down))
    let fraction = rough / power
    return (fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 5 ? 5 : 10) * power
  }

  /// A time label with no more decimals than it needs: `2`, `0.5`, `0.25`.
  private static func seconds(_ time: Double) -> String {
    var text = String(format: "%.2f", time)
    while text.hasSuffix("0") { text.removeLast() }
    if text.hasSuffix(".") { text.removeLast() }
    return text == "-0" ? "0" : text
  }

  /// A coordinate with two decimals at most.
  private static func format(_ value: Double) -> String {
    String(format: "%.2f", value)
  }

  /// Text made safe for XML.
  static func escape(_ text: String) -> String {
    text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
      .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
  }
}
