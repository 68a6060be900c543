import Foundation
import KeyboardistObserver
import KeyboardistTestSupport
import KeyboardistTraces
import Testing

@Suite struct KeyboardTraceRecordTests {
  @Test func aRecordFromOptionsGivesTheSameOptionsAndUserInfoBack() {
    let options = KeyboardOptions(
      belongsToCurrentApp: false,
      startFrame: CGRect(x: 0, y: 667, width: 375, height: 216),
      endFrame: CGRect(x: 0, y: 451, width: 375, height: 216),
      animationDuration: 0.25,
      animationCurve: .keyboard)
    let record = KeyboardTrace.Record(event: .willShow, options: options, time: 3)
    #expect(record.event == .willShow)
    #expect(record.options == options)
    #expect(KeyboardOptions(userInfo: record.userInfo) == options)
    #expect(record.userInfo.count == options.userInfo.count)
  }

  @Test func userInfoHoldsOnlyThePresentKeysWithUIKitsValueTypes() throws {
    let record = KeyboardTrace.Record(
      event: .didShow,
      options: KeyboardOptions(endFrame: CGRect(x: 0, y: 451, width: 375, height: 216)),
      fields: [.endFrame, .belongsToCurrentApp])
    let userInfo = record.userInfo
    #expect(
      Set(userInfo.keys.compactMap { $0.base as? String }) == [
        "UIKeyboardFrameEndUserInfoKey", "UIKeyboardIsLocalUserInfoKey",
      ])
    #expect(userInfo["UIKeyboardFrameEndUserInfoKey"] is NSValue)
    #expect(userInfo["UIKeyboardIsLocalUserInfoKey"] is NSNumber)
    #expect(
      record.options
        == KeyboardOptions(endFrame: CGRect(x: 0, y: 451, width: 375, height: 216)))
  }

  @Test func everyFieldMapsToItsUserInfoKey() throws {
    let options = KeyboardOptions(
      belongsToCurrentApp: false,
      startFrame: CGRect(x: 1, y: 2, width: 3, height: 4),
      endFrame: CGRect(x: 5, y: 6, width: 7, height: 8),
      animationDuration: 0.4,
      animationCurve: .easeOut)
    let fields: [(KeyboardOptions.Fields, String)] = [
      (.belongsToCurrentApp, "UIKeyboardIsLocalUserInfoKey"),
      (.startFrame, "UIKeyboardFrameBeginUserInfoKey"),
      (.endFrame, "UIKeyboardFrameEndUserInfoKey"),
      (.animationDuration, "UIKeyboardAnimationDurationUserInfoKey"),
      (.animationCurve, "UIKeyboardAnimationCurveUserInfoKey"),
    ]
    for (field, key) in fields {
      let record = KeyboardTrace.Record(event: .willHide, options: options, fields: field)
      #expect(record.userInfo.keys.compactMap { $0.base as? String } == [key])
      #expect(record.fields == field)
    }
    #expect(KeyboardTrace.Record(event: .willHide, options: options).options == options)
  }

  /// A record's options are what the observer parses: a field it does not hold has its default.
  @Test func fieldsARecordDoesNotHoldHaveTheirDefaults() {
    let record = KeyboardTrace.Record(
      event: .didShow, options: .iPhoneShow, fields: [.endFrame, .belongsToCurrentApp])
    #expect(
      record.options
        == KeyboardOptions(
          belongsToCurrentApp: KeyboardOptions.iPhoneShow.belongsToCurrentApp,
          endFrame: KeyboardOptions.iPhoneShow.endFrame))
    #expect(record.options == KeyboardOptions(userInfo: record.userInfo))
  }

  @Test func theNotificationHasUIKitsNameAndTheUserInfo() {
    let record = KeyboardTrace.Record(
      event: .willChangeFrame, options: KeyboardOptions(animationDuration: 0.25),
      fields: .animationDuration)
    let notification = record.notification()
    #expect(notification.name.rawValue == "UIKeyboardWillChangeFrameNotification")
    #expect(KeyboardOptions(notification: notification).animationDuration == 0.25)
  }

  /// A did-notification without animation keys: recorded, posted and recorded again, and written to
  /// JSON and read back, its missing keys stay missing instead of taking the options' defaults.
  @Test func missingFieldsStayMissingThroughUserInfoAndJSON() throws {
    let record = KeyboardTrace.Record(
      event: .didShow,
      options: KeyboardOptions(endFrame: CGRect(x: 0, y: 451, width: 375, height: 216)),
      fields: [.endFrame, .belongsToCurrentApp], time: 1)
    let posted = KeyboardTrace.Record(
      event: .didShow, userInfo: record.notification().userInfo, time: 1)
    #expect(posted == record)
    #expect(posted.fields == [.endFrame, .belongsToCurrentApp])
    let trace = KeyboardTrace(name: "n", source: "s", notifications: [posted])
    let json = try trace.jsonData()
    #expect(try KeyboardTrace(json: json) == trace)
    let text = try #require(String(data: json, encoding: .utf8))
    #expect(
      !text.contains("\"begin\"") && !text.contains("\"duration\"") && !text.contains("\"curve\""))
  }

  @Test func aMistypedKeyIsRecordedAsMissing() {
    let record = KeyboardTrace.Record(
      event: .willShow,
      userInfo: [
        "UIKeyboardFrameEndUserInfoKey": NSValue(
          rect: CGRect(x: 0, y: 451, width: 375, height: Double.nan)),
        "UIKeyboardAnimationDurationUserInfoKey": "0.25",
        "UIKeyboardAnimationCurveUserInfoKey": NSNumber(value: 7),
      ])
    #expect(
      record
        == KeyboardTrace.Record(
          event: .willShow, options: KeyboardOptions(animationCurve: .keyboard),
          fields: .animationCurve))
  }

  @Test(arguments: KeyboardEvent.allCases)
  func everyEventSurvivesAnEncodingRoundTrip(event: KeyboardEvent) throws {
    let trace = KeyboardTrace(
      name: "n", source: "s",
      notifications: [.init(event: event, options: .iPhoneShow, isAppActive: false, time: 0.5)])
    #expect(try KeyboardTrace(json: trace.jsonData()) == trace)
  }

  @Test func theTimingReadAtTheNotificationSurvivesJSONAndOldRecordsHaveNone() throws {
    var record = KeyboardTrace.Record(event: .willShow, options: .iPhoneShow, time: 0.5)
    record.timing = .spring(mass: 3, stiffness: 1000, damping: 500)
    var eased = KeyboardTrace.Record(event: .willHide, options: .iPhoneShow, time: 1)
    eased.timing = .cubicBezier(0.42, 0, 0.58, 1, duration: 0.25)
    let trace = KeyboardTrace(name: "n", source: "s", notifications: [record, eased])
    let json = try trace.jsonData()
    let read = try KeyboardTrace(json: json)
    #expect(read == trace)
    #expect(read.notifications.map(\.timing) == [record.timing, eased.timing])
    let text = try #require(String(data: json, encoding: .utf8)).filter { !$0.isWhitespace }
    #expect(text.contains(#""stiffness":1000"#) && text.contains(#""points":[0.42,0,0.58,1]"#))
    let old = try KeyboardTrace(
      json: Data(#"{"name":"n","source":"s","notifications":[{"event":"willShow","time":0}]}"#.utf8)
    )
    #expect(old.notifications.first?.timing == nil)
  }

  @Test func aBrokenTimingIsAnErrorAtItsPath() {
    let json =
      #"{"name":"n","source":"s","notifications":[{"event":"willShow","time":0,"#
      + #""timing":{"mass":3,"stiffness":0,"damping":500}}]}"#
    #expect {
      try KeyboardTrace(json: Data(json.utf8))
    } throws: { error in
      "\(error)".contains("notifications") && "\(error)".contains("timing")
    }
  }
}
