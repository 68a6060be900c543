import Foundation
import KeyboardistTestSupport
import Testing

@testable import KeyboardistCommands

/// The tool's output on every trace in `Traces/`: which rows carry which transition.
@MainActor
@Suite struct KeyboardistCommandTraceTests {
  struct Expected: Sendable, CustomTestStringConvertible {
    var file: String
    /// (row index, event, "kind #index height (increment)") for each row with a transition.
    var transitions: [Row]
    var testDescription: String { file }
  }

  struct Row: Equatable, Sendable, CustomStringConvertible {
    var index: Int
    var event: String
    var transition: String
    var description: String { "\(index) \(event) \(transition)" }
  }

  nonisolated static let expectations: [Expected] = [
    Expected(
      file: "curve7-ios7.json",
      transitions: [Row(index: 1, event: "willShow", transition: "appear 0 216 216")]),
    Expected(
      file: "faceid-iphone-375x812-ios13-show-357.json",
      transitions: [Row(index: 0, event: "willShow", transition: "appear 0 357 357")]),
    Expected(
      file: "faceid-iphone-375x812-ios15-webview-show-380.json",
      transitions: [Row(index: 0, event: "willShow", transition: "appear 0 380 380")]),
    Expected(
      file: "faceid-iphone-390x844-ios15-did-notifications.json",
      transitions: [
        Row(index: 0, event: "willShow", transition: "appear 0 336 336"),
        Row(index: 2, event: "willHide", transition: "disappear 0 0 -336"),
        Row(index: 4, event: "willShow", transition: "appear 0 336 336"),
        Row(index: 6, event: "willHide", transition: "disappear 0 0 -336"),
      ]),
    Expected(
      file: "faceid-iphone-393x852-ios16-show-hide-380.json",
      transitions: [
        Row(index: 1, event: "willShow", transition: "appear 0 380 380"),
        Row(index: 2, event: "willChangeFrame", transition: "disappear 0 0 -380"),
      ]),
    Expected(
      file: "faceid-iphone-393x852-ios16-show.json",
      transitions: [Row(index: 1, event: "willShow", transition: "appear 0 336 336")]),
    Expected(
      file: "faceid-iphone-402x874-ios18-ci-show.json",
      transitions: [Row(index: 0, event: "willShow", transition: "appear 0 291 291")]),
    Expected(
      file: "faceid-iphone-430x932-ios16-show.json",
      transitions: [Row(index: 0, event: "willShow", transition: "appear 0 346 346")]),
    Expected(
      file: "faceid-iphone-ios13-frame-change.json",
      transitions: [
        Row(index: 0, event: "willShow", transition: "appear 0 335 335"),
        Row(index: 1, event: "willChangeFrame", transition: "appear 1 366.67 31.67"),
      ]),
    Expected(
      file: "faceid-iphone-ios26-second-show-taller.json",
      transitions: [
        Row(index: 0, event: "willShow", transition: "appear 0 335 335"),
        Row(index: 1, event: "willHide", transition: "disappear 0 0 -335"),
        Row(index: 2, event: "willShow", transition: "appear 0 369 369"),
      ]),
    Expected(
      file: "faceid-iphone-pro-max-ios14-show.json",
      transitions: [Row(index: 1, event: "willShow", transition: "appear 0 346 346")]),
    // The synthetic field session: replayed on its portrait screen, the landscape keyboard of
    // its rotation makes no transition (`keyboardist verify` turns the screen for it).
    Expected(
      file: "field-synthetic-iphone16-ios26.json",
      transitions: [
        Row(index: 0, event: "willShow", transition: "appear 0 336 336"),
        Row(index: 2, event: "willShow", transition: "appear 1 300 -36"),
        Row(index: 4, event: "willShow", transition: "appear 2 336 36"),
        Row(index: 6, event: "willHide", transition: "disappear 2 0 -336"),
        Row(index: 8, event: "willShow", transition: "appear 0 336 336"),
        Row(index: 10, event: "willHide", transition: "disappear 0 0 -336"),
        Row(index: 12, event: "willShow", transition: "appear 0 336 336"),
        Row(index: 14, event: "willHide", transition: "disappear 0 0 -336"),
        Row(index: 16, event: "willShow", transition: "appear 0 336 336"),
        Row(index: 18, event: "willHide", transition: "disappear 0 0 -336"),
      ]),
    Expected(
      file: "globe-switch-iphone-plus.json",
      transitions: [
        Row(index: 0, event: "willShow", transition: "appear 0 226 226"),
        Row(index: 1, event: "willShow", transition: "appear 1 271 45"),
      ]),
    Expected(
      file: "hardware-keyboard-ipad.json",
      transitions: [Row(index: 0, event: "willShow", transition: "appear 0 55 55")]),
    Expected(
      file: "quicktype-toggle-iphone6.json",
      transitions: [
        Row(index: 0, event: "willShow", transition: "appear 0 225 225"),
        Row(index: 2, event: "willChangeFrame", transition: "appear 1 258 33"),
      ]),
    Expected(
      file: "third-party-swiftkey-ios8.json",
      transitions: [
        Row(index: 1, event: "willShow", transition: "appear 0 216 216"),
        Row(index: 2, event: "willShow", transition: "appear 1 259 43"),
      ]),
    Expected(
      file: "touchid-iphone-se2-ios13-show-hide.json",
      transitions: [
        Row(index: 1, event: "willShow", transition: "appear 0 260 260"),
        Row(index: 4, event: "willChangeFrame", transition: "disappear 0 0 -260"),
      ]),
  ]

  @Test func everyTraceInTheRepositoryHasAnExpectation() {
    let files = TraceFixtures.fileNames
    #expect(files == Self.expectations.map(\.file))
  }

  @Test(arguments: expectations)
  func theJSONOutputCarriesTheTrackersTransitions(_ expected: Expected) throws {
    let path = TraceFixtures.path(expected.file)
    let run = CapturedRun(["replay", "--json", path])
    #expect(run.status == 0)
    let replays = try #require(
      try JSONSerialization.jsonObject(with: Data(run.text.utf8)) as? [[String: Any]])
    let rows = try #require(replays.first?["rows"] as? [[String: Any]])
    var found: [Row] = []
    for (index, row) in rows.enumerated() {
      guard let transition = row["transition"] as? [String: Any] else { continue }
      let parts = [
        transition["kind"] as? String ?? "?",
        String(transition["appearIndex"] as? Int ?? -1),
        ReplayTable.number(CGFloat(transition["height"] as? Double ?? -1)),
        ReplayTable.number(CGFloat(transition["heightIncrement"] as? Double ?? -1)),
      ]
      found.append(
        Row(
          index: index, event: row["event"] as? String ?? "?",
          transition: parts.joined(separator: " ")))
    }
    #expect(found == expected.transitions)
  }

  @Test(arguments: expectations)
  func theTableShowsEachTransitionOnItsRow(_ expected: Expected) {
    let path = TraceFixtures.path(expected.file)
    let run = CapturedRun(["replay", path])
    let rows = Array(run.standardOutput.dropFirst(4))
    for row in expected.transitions {
      let parts = row.transition.split(separator: " ")
      let sign = parts[3].hasPrefix("-") ? "" : "+"
      // A 0 s transition adds ", 0s" inside the parentheses, so the closing one is not matched.
      #expect(rows[row.index].contains("\(parts[0]) #\(parts[1]) \(parts[2]) (\(sign)\(parts[3])"))
    }
    let marked = rows.filter { $0.contains("appear #") }.count
    #expect(marked == expected.transitions.count)
  }
}
