import Foundation
import KeyboardistObserver
import Testing

@testable import KeyboardistCommands

/// The words and JSON keys the tool prints for a row.
@Suite struct ReplayRowTests {
  @Test func dockStatesHaveTheirCaseNames() {
    for state in [KeyboardDockState.docked, .floating, .hidden] {
      #expect(ReplayRow.name(of: state) == String(describing: state))
    }
    #expect(ReplayRow.name(of: .floating) == "floating")
  }

  @Test func transitionKindsHaveTheirCaseNames() {
    let screen = CGRect(x: 0, y: 0, width: 375, height: 667)
    var tracker = KeyboardTracker(screen: screen)
    let shown = KeyboardOptions(endFrame: CGRect(x: 0, y: 451, width: 375, height: 216))
    let hidden = KeyboardOptions(endFrame: CGRect(x: 0, y: 667, width: 375, height: 216))
    let appear = tracker.update(.willShow, shown)
    let disappear = tracker.update(.willHide, hidden)
    #expect(appear != nil && disappear != nil)
    #expect(appear.map(ReplayRow.Transition.init)?.kind == "appear")
    #expect(disappear.map(ReplayRow.Transition.init)?.kind == "disappear")
  }

  @Test func theJSONKeepsTheToolsKeys() throws {
    let row = ReplayRow(
      time: 1, event: .willShow, endFrame: [0, 516, 393, 336],
      visibleHeight: 336, coverage: 302, dockState: "docked", belongsToCurrentApp: false,
      isAppActive: true, isDelivered: true, transition: nil)
    let object = try #require(
      try JSONSerialization.jsonObject(with: JSONEncoder().encode(row)) as? [String: Any])
    #expect(
      Set(object.keys) == [
        "time", "event", "end", "visibleHeight", "coverage", "dockState", "isLocal", "appActive",
        "delivered",
      ])
    #expect(object["end"] as? [Double] == [0, 516, 393, 336])
    #expect(object["coverage"] as? Double == 302)
    #expect(object["isLocal"] as? Bool == false)
  }
}
