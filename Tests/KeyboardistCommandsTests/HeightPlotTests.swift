import Foundation
import KeyboardistTestSupport
import Testing

@testable import KeyboardistCommands
@testable import KeyboardistTesting

/// The SVG picture of the keyboard's height, parsed back with `XMLParser`.
@MainActor
@Suite struct HeightPlotTests {
  let folder: TemporaryFolder

  init() throws {
    folder = try TemporaryFolder()
  }

  /// The picture of a scenario on a device, written and parsed.
  func document(
    _ scenario: KeyboardScenario, on device: KeyboardDeviceProfile
  ) throws -> (HeightPlot, SVGDocument) {
    let trace = scenario.trace(on: device)
    let replay = TraceReplayer.replay(trace, origin: "test", simulatedOn: device)
    let plot = HeightPlot(trace: trace, replay: replay, framesPerSecond: device.framesPerSecond)
    let path = folder.url.appendingPathComponent("\(scenario.name).svg").path
    try Data(plot.svg().utf8).write(to: URL(fileURLWithPath: path))
    return (plot, try SVGDocument(contentsOf: path))
  }

  @Test func theShowAndHideOnAnIPhone16() throws {
    let (plot, document) = try document(.showHide, on: .iPhone16)
    let svg = try #require(document.root)
    #expect(svg.name == "svg")
    #expect(svg.attributes["xmlns"] == "http://www.w3.org/2000/svg")
    #expect(svg.attributes["width"] == "900" && svg.attributes["height"] == "500")
    #expect(svg.attributes["viewBox"] == "0 0 900 500")
    #expect(document.elements(named: "title").first?.text == "showHide on iPhone 16")
    #expect(document.elements(withID: "title").first?.text == "showHide on iPhone 16")
    #expect(document.elements(withID: "subtitle").first?.text.contains("60 Hz") == true)

    // The line: from 0 (hidden) at 0 s, where the show starts, through its 31 frames, held at 336
    // until the hide starts at 1.5057 s, through its 31 frames, held at 0 to the end:
    // 1 + 31 + 1 + 31 + 1 points.
    let line = try #require(document.elements(withID: "height").first)
    #expect(line.name == "polyline" && line.pointCount == 65)
    #expect(plot.line.count == 65)
    #expect(plot.line.map(\.height).max() == 336)
    #expect(plot.line.first?.height == 0 && plot.line.last?.height == 0)

    // Two ticks (the show's notifications at 0 and 0.5057 s, the hide's at 1.5057 and 2.0115 s):
    // four moments, each labelled with the events posted then.
    let notifications = try #require(document.elements(withID: "notifications").first)
    #expect(notifications.children.filter { $0.name == "line" }.count == 4)
    let labels = notifications.children.filter { $0.name == "text" }.map(\.text)
    #expect(
      labels == [
        "willChangeFrame + willShow", "didChangeFrame + didShow", "willChangeFrame + willHide",
        "didChangeFrame + didHide",
      ])
    #expect(
      notifications.children.filter { $0.name == "text" }
        .allSatisfy { $0.attributes["transform"]?.hasPrefix("rotate(-90") == true })

    // The appear at 0 s and the disappear at 1.5057 s.
    let transitions = try #require(document.elements(withID: "transitions").first)
    #expect(
      transitions.children.filter { $0.name == "text" }.map(\.text) == [
        "appear 336 pt", "disappear",
      ])
    #expect(transitions.children.filter { $0.name == "line" }.count == 2)

    // Axes in points and seconds, with their titles.
    let heightAxis = try #require(document.elements(withID: "height-axis").first)
    let heightLabels = heightAxis.children.filter { $0.name == "text" }.map(\.text)
    #expect(heightLabels == ["0", "100", "200", "300", "400", "visible height (pt)"])
    let timeAxis = try #require(document.elements(withID: "time-axis").first)
    let timeLabels = timeAxis.children.filter { $0.name == "text" }.map(\.text)
    #expect(timeLabels.first == "0" && timeLabels.last == "time (s)")
    #expect(timeLabels.contains("2"))
    #expect(document.elements(withID: "legend").first?.children.count == 8)
  }

  @Test func aTraceWithoutSamplesIsDrawnAlongItsCurves() throws {
    let trace = try KeyboardTrace.named("quicktype-toggle-iphone6")
    let replay = TraceReplayer.replay(trace, origin: "quicktype-toggle-iphone6")
    let plot = HeightPlot(trace: trace, replay: replay, framesPerSecond: 60)
    #expect(plot.subtitle.contains("along the notifications' curves at 60 Hz (no samples)"))
    // Up to 225 pt, then to 258 pt with the QuickType bar.
    #expect(plot.line.map(\.height).contains(225))
    #expect(plot.line.last?.height == 258)
    #expect(plot.marks.map(\.label) == ["appear 225 pt", "appear #1 258 pt"])
  }

  @Test func titlesAreEscaped() throws {
    var trace = KeyboardTrace(name: "<Bug & \"Co\">", source: "s")
    trace.notifications = [
      .init(
        event: .willShow,
        options: KeyboardOptions(endFrame: CGRect(x: 0, y: 1, width: 2, height: 3)),
        fields: .endFrame, time: 0)
    ]
    let plot = HeightPlot(
      trace: trace, replay: TraceReplayer.replay(trace, origin: "a < b"), framesPerSecond: 60)
    let path = folder.url.appendingPathComponent("escaped.svg").path
    try Data(plot.svg().utf8).write(to: URL(fileURLWithPath: path))
    let document = try SVGDocument(contentsOf: path)
    #expect(document.elements(named: "title").first?.text == "<Bug & \"Co\">")
  }

  @Test(arguments: [(0.3, 0.5), (0.07, 0.1), (1.2, 2), (3, 5), (7, 10), (0, 1), (-1, 1)])
  func stepsAreRound(rough: Double, step: Double) {
    #expect(abs(HeightPlot.niceStep(rough) - step) < 1e-12)
  }
}
