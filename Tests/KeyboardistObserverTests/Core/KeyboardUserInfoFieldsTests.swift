import Foundation
import KeyboardistObserver
import KeyboardistTestSupport
import KeyboardistTraces
import Testing

/// The one reader and writer of keyboard `userInfo`, which options and trace records share.
@Suite struct KeyboardUserInfoFieldsTests {
  private static let frameBegin = "UIKeyboardFrameBeginUserInfoKey"
  private static let frameEnd = "UIKeyboardFrameEndUserInfoKey"
  private static let duration = "UIKeyboardAnimationDurationUserInfoKey"
  private static let curve = "UIKeyboardAnimationCurveUserInfoKey"
  private static let isLocal = "UIKeyboardIsLocalUserInfoKey"

  private static let begin = CGRect(x: 0, y: 667, width: 375, height: 216)
  private static let end = CGRect(x: 0, y: 451, width: 375, height: 216)

  @Test func everyKeyAsUIKitPostsItIsRead() {
    let fields = KeyboardUserInfoFields(userInfo: [
      Self.frameBegin: NSValue(rect: Self.begin),
      Self.frameEnd: NSValue(rect: Self.end),
      Self.duration: NSNumber(value: 0.25),
      Self.curve: NSNumber(value: 7),
      Self.isLocal: NSNumber(value: false),
    ])
    #expect(
      fields
        == KeyboardUserInfoFields(
          belongsToCurrentApp: false, startFrame: Self.begin, endFrame: Self.end,
          animationDuration: 0.25, animationCurve: .keyboard))
  }

  @Test func missingKeysAreNil() {
    #expect(KeyboardUserInfoFields(userInfo: nil) == KeyboardUserInfoFields())
    #expect(KeyboardUserInfoFields(userInfo: [:]) == KeyboardUserInfoFields())
    let fields = KeyboardUserInfoFields(userInfo: [Self.frameEnd: NSValue(rect: Self.end)])
    #expect(fields == KeyboardUserInfoFields(endFrame: Self.end))
  }

  /// A key that is there with a value of the wrong type reads as if it were missing.
  @Test func presentButMistypedValuesAreNil() {
    let fields = KeyboardUserInfoFields(userInfo: [
      Self.frameBegin: NSNumber(value: 216),
      Self.frameEnd: "0 451 375 216",
      Self.duration: NSValue(rect: Self.end),
      Self.curve: NSNumber(value: 0.5),
      Self.isLocal: NSNumber(value: 7),
    ])
    #expect(fields == KeyboardUserInfoFields())
  }

  /// Every way an `Any` can hold the same boxes reads the same, and none of them traps.
  @Test(arguments: ["as stored", "from AnyObject", "in an Optional", "in another Any"])
  func boxesReadTheSameHoweverAnAnyHoldsThem(holding: String) {
    func nested<Value>(_ value: Value) -> Any { value }
    func hold(_ value: Any) -> Any {
      switch holding {
      case "from AnyObject": value as AnyObject
      case "in an Optional": Optional(value) as Any
      case "in another Any": nested(value)
      default: value
      }
    }
    let fields = KeyboardUserInfoFields(userInfo: [
      Self.frameBegin: hold(NSValue(rect: Self.begin)),
      Self.frameEnd: hold(NSValue(rect: Self.end)),
      Self.duration: hold(NSNumber(value: 0.25)),
      Self.curve: hold(NSNumber(value: 7)),
      Self.isLocal: hold(NSNumber(value: false)),
    ])
    #expect(
      fields
        == KeyboardUserInfoFields(
          belongsToCurrentApp: false, startFrame: Self.begin, endFrame: Self.end,
          animationDuration: 0.25, animationCurve: .keyboard))
    let mistyped = KeyboardUserInfoFields(userInfo: [
      Self.frameBegin: hold(NSNumber(value: 216)),
      Self.frameEnd: hold(NSValue(point: CGPoint(x: 0, y: 451))),
      Self.duration: hold(NSValue(rect: Self.end)),
      Self.curve: hold(NSString(string: "7")),
      Self.isLocal: hold(NSNumber(value: 2)),
    ])
    #expect(mistyped == KeyboardUserInfoFields())
  }

  @Test(arguments: [Double.nan, .infinity, -.infinity])
  func nonFiniteRectsAndNumbersAreNil(bad: Double) {
    let fields = KeyboardUserInfoFields(userInfo: [
      Self.frameBegin: NSValue(rect: CGRect(x: bad, y: 667, width: 375, height: 216)),
      Self.frameEnd: CGRect(x: 0, y: 451, width: 375, height: bad),
      Self.duration: NSNumber(value: bad),
      Self.curve: bad,
      Self.isLocal: bad,
    ])
    #expect(fields == KeyboardUserInfoFields())
  }

  #if !canImport(ObjectiveC)
    /// Without Objective-C bridging, a `String` key and an `NSString` key of the same text are two
    /// keys, so one `userInfo` can hold a key twice; options and traces then read the same value.
    @Test func aUsableValueWinsOverAnUnusableOneForTheSameKey() throws {
      let userInfo: [AnyHashable: Any] = [
        Self.frameEnd: NSValue(rect: Self.end),
        AnyHashable(NSString(string: Self.frameEnd)): NSNumber(value: 216),
        Self.duration: "0.25",
        AnyHashable(NSString(string: Self.duration)): NSNumber(value: 0.25),
      ]
      try #require(userInfo.count == 4)
      let fields = KeyboardUserInfoFields(userInfo: userInfo)
      #expect(fields == KeyboardUserInfoFields(endFrame: Self.end, animationDuration: 0.25))
      let record = KeyboardTrace.Record(event: .willShow, userInfo: userInfo)
      #expect(record.endFrame == Self.end && record.animationDuration == 0.25)
      #expect(record.options == KeyboardOptions(userInfo: userInfo))
    }
  #endif

  @Test func aNegativeDurationIsNil() {
    let fields = KeyboardUserInfoFields(userInfo: [Self.duration: NSNumber(value: -0.25)])
    #expect(fields.animationDuration == nil)
  }

  @Test func theWriterPostsOnlyPresentFieldsWithUIKitsValueTypes() throws {
    let userInfo = KeyboardUserInfoFields(endFrame: Self.end, animationCurve: .keyboard).userInfo
    #expect(Set(userInfo.keys.compactMap { $0.base as? String }) == [Self.frameEnd, Self.curve])
    let end = try #require(userInfo[Self.frameEnd] as? NSValue)
    #expect(end.rectValue == Self.end)
    #expect((userInfo[Self.curve] as? NSNumber)?.intValue == 7)
    #expect(KeyboardUserInfoFields().userInfo.isEmpty)
  }

  @Test(arguments: [
    KeyboardUserInfoFields(),
    KeyboardUserInfoFields(belongsToCurrentApp: true),
    KeyboardUserInfoFields(
      endFrame: CGRect(x: 0, y: 969, width: 768, height: 313), animationDuration: 0),
    KeyboardUserInfoFields(
      belongsToCurrentApp: false, startFrame: CGRect(x: -3.5, y: 1e6, width: 0, height: 0),
      endFrame: CGRect(x: 0, y: 451, width: 375, height: 216), animationDuration: 1e-9,
      animationCurve: KeyboardAnimationCurve(rawValue: -9)),
  ])
  func fieldsSurviveTheWriterAndTheReader(fields: KeyboardUserInfoFields) {
    #expect(KeyboardUserInfoFields(userInfo: fields.userInfo) == fields)
  }

  @Test func optionsApplyTheirDefaultsToMissingFields() {
    #expect(KeyboardOptions(KeyboardUserInfoFields()) == KeyboardOptions())
    #expect(
      KeyboardOptions(KeyboardUserInfoFields(belongsToCurrentApp: false, endFrame: Self.end))
        == KeyboardOptions(belongsToCurrentApp: false, endFrame: Self.end))
  }

  @Test(arguments: [KeyboardOptions(), .iPhoneShow, .iPhoneHide])
  func optionsSurviveFieldsAndUserInfo(options: KeyboardOptions) {
    let fields = options.userInfoFields
    #expect(fields.belongsToCurrentApp != nil && fields.startFrame != nil && fields.endFrame != nil)
    #expect(fields.animationDuration != nil && fields.animationCurve != nil)
    #expect(KeyboardOptions(fields) == options)
    #expect(KeyboardOptions(userInfo: options.userInfo) == options)
    #expect(KeyboardUserInfoFields(userInfo: options.userInfo) == fields)
  }
}
