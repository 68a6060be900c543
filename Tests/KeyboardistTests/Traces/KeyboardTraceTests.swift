import Foundation
import Keyboardist
import KeyboardistTestSupport
import Testing

@Suite struct KeyboardTraceTests {
  @Test func theRepositoryHoldsTheSharedTraces() {
    #expect(
      TraceFixtures.fileNames == [
        "curve7-ios7.json",
        "faceid-iphone-ios13-frame-change.json",
        "faceid-iphone-ios26-second-show-taller.json",
        "faceid-iphone-pro-max-ios14-show.json",
        "globe-switch-iphone-plus.json",
        "hardware-keyboard-ipad.json",
        "quicktype-toggle-iphone6.json",
        "third-party-swiftkey-ios8.json",
      ])
  }

  @Test(arguments: TraceFixtures.fileNames)
  func everyTraceDecodesWithSourceScreenAndNotifications(fileName: String) throws {
    let trace = try TraceFixtures.trace(fileName)
    #expect(!trace.name.isEmpty)
    #expect(!trace.source.isEmpty)
    let screen = try #require(trace.screen)
    #expect(screen.origin == .zero && screen.width > 0 && screen.height > 0)
    #expect(!trace.notifications.isEmpty)
    let times = trace.notifications.map(\.time)
    #expect(times == times.sorted())
  }

  @Test(arguments: TraceFixtures.fileNames)
  func everyTraceSurvivesAnEncodingRoundTrip(fileName: String) throws {
    let trace = try TraceFixtures.trace(fileName)
    #expect(try KeyboardTrace(json: trace.jsonData()) == trace)
  }

  @Test func theQuickTypeTraceDecodesExactly() throws {
    let trace = try TraceFixtures.trace("quicktype-toggle-iphone6.json")
    #expect(trace.screen == CGRect(x: 0, y: 0, width: 375, height: 667))
    #expect(trace.notes?.hasPrefix("Frames as printed") == true)
    #expect(
      trace.notifications.map(\.event) == [
        .willShow, .didShow, .willChangeFrame, .willShow, .didChangeFrame, .didShow,
      ])
    let grow = trace.notifications[3]
    #expect(grow.begin == CGRect(x: 0, y: 442, width: 375, height: 225))
    #expect(grow.end == CGRect(x: 0, y: 409, width: 375, height: 258))
    #expect(grow.duration == 0.25)
    #expect(grow.curve == .keyboard)
    #expect(grow.isLocal == true)
    #expect(grow.isAppActive)
    #expect(grow.time == 2.0)
    let didShow = trace.notifications[5]
    #expect(didShow.duration == nil)
    #expect(didShow.curve == nil)
  }

  @Test func theCurve7TraceHasNoIsLocalKey() throws {
    let trace = try TraceFixtures.trace("curve7-ios7.json")
    for record in trace.notifications {
      #expect(record.isLocal == nil)
      #expect(record.userInfo["UIKeyboardIsLocalUserInfoKey"] == nil)
      #expect(record.options.belongsToCurrentApp)
    }
  }

  @Test func absentFieldsDecodeAsAbsentAndAppActiveDefaultsToTrue() throws {
    let json = #"{"name":"n","source":"s","notifications":[{"event":"didHide","time":1.5}]}"#
    let trace = try KeyboardTrace(json: Data(json.utf8))
    #expect(trace.screen == nil)
    #expect(trace.notes == nil)
    #expect(trace.notifications == [KeyboardTrace.Record(event: .didHide, time: 1.5)])
    #expect(trace.notifications[0].userInfo.isEmpty)
    #expect(trace.notifications[0].options == KeyboardOptions())
  }

  @Test func unknownFieldsAreIgnored() throws {
    let json = #"""
      {"name":"n","source":"s","extra":{"a":[1,2]},
       "notifications":[{"event":"willShow","time":0,"device":"iPhone","end":[0,1,2,3]}]}
      """#
    let trace = try KeyboardTrace(json: Data(json.utf8))
    #expect(trace.notifications[0].end == CGRect(x: 0, y: 1, width: 2, height: 3))
  }

  @Test func encodingLeavesAbsentKeysOut() throws {
    let trace = KeyboardTrace(
      name: "n", source: "s", notifications: [.init(event: .didShow, isLocal: false, time: 2)])
    let object = try #require(
      try JSONSerialization.jsonObject(with: trace.jsonData()) as? [String: Any])
    #expect(Set(object.keys) == ["name", "source", "notifications"])
    let records = try #require(object["notifications"] as? [[String: Any]])
    #expect(Set(records[0].keys) == ["event", "isLocal", "appActive", "time"])
  }

  @Test func rectsAreWrittenAsFourNumbers() throws {
    let trace = KeyboardTrace(
      name: "n", source: "s", screen: CGRect(x: 0, y: 0, width: 375, height: 667))
    let object = try #require(
      try JSONSerialization.jsonObject(with: trace.jsonData()) as? [String: Any])
    let screen = try #require(object["screen"] as? [Double])
    #expect(screen == [0, 0, 375, 667])
  }
}
