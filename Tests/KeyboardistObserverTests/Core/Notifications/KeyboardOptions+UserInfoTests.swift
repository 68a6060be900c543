import Foundation
import KeyboardistObserver
import KeyboardistTestSupport
import KeyboardistTraces
import Testing

/// The one reader and writer of keyboard `userInfo`, which options and trace records share: the
/// options it reads and the fields that were there.
@Suite struct KeyboardOptionsUserInfoTests {
  private static let frameBegin = "UIKeyboardFrameBeginUserInfoKey"
  private static let frameEnd = "UIKeyboardFrameEndUserInfoKey"
  private static let duration = "UIKeyboardAnimationDurationUserInfoKey"
  private static let curve = "UIKeyboardAnimationCurveUserInfoKey"
  private static let isLocal = "UIKeyboardIsLocalUserInfoKey"

  private static let begin = CGRect(x: 0, y: 667, width: 375, height: 216)
  private static let end = CGRect(x: 0, y: 451, width: 375, height: 216)

  /// What a `userInfo` reads as: the options and the fields it held.
  struct Read: Equatable {
    var options = KeyboardOptions()
    var fields: KeyboardOptions.Fields = []

    init(_ userInfo: [AnyHashable: Any]?) {
      options = KeyboardOptions(userInfo: userInfo, fields: &fields)
    }

    init(options: KeyboardOptions = KeyboardOptions(), fields: KeyboardOptions.Fields = []) {
      self.options = options
      self.fields = fields
    }
  }

  private static let everything = Read(
    options: KeyboardOptions(
      belongsToCurrentApp: false, startFrame: begin, endFrame: end, animationDuration: 0.25,
      animationCurve: .keyboard),
    fields: .all)

  @Test func everyKeyAsUIKitPostsItIsRead() {
    let read = Read([
      Self.frameBegin: NSValue(rect: Self.begin),
      Self.frameEnd: NSValue(rect: Self.end),
      Self.duration: NSNumber(value: 0.25),
      Self.curve: NSNumber(value: 7),
      Self.isLocal: NSNumber(value: false),
    ])
    #expect(read == Self.everything)
  }

  @Test func missingKeysAreNotFieldsAndHaveTheirDefaults() {
    #expect(Read(nil) == Read())
    #expect(Read([:]) == Read())
    let read = Read([Self.frameEnd: NSValue(rect: Self.end)])
    #expect(read == Read(options: KeyboardOptions(endFrame: Self.end), fields: .endFrame))
  }

  /// A key that is there with a value of the wrong type reads as if it were missing.
  @Test func presentButMistypedValuesAreNotFields() {
    let read = Read([
      Self.frameBegin: NSNumber(value: 216),
      Self.frameEnd: "0 451 375 216",
      Self.duration: NSValue(rect: Self.end),
      Self.curve: NSNumber(value: 0.5),
      Self.isLocal: NSNumber(value: 7),
    ])
    #expect(read == Read())
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
    let read = Read([
      Self.frameBegin: hold(NSValue(rect: Self.begin)),
      Self.frameEnd: hold(NSValue(rect: Self.end)),
      Self.duration: hold(NSNumber(value: 0.25)),
      Self.curve: hold(NSNumber(value: 7)),
      Self.isLocal: hold(NSNumber(value: false)),
    ])
    #expect(read == Self.everything)
    let mistyped = Read([
      Self.frameBegin: hold(NSNumber(value: 216)),
      Self.frameEnd: hold(NSValue(point: CGPoint(x: 0, y: 451))),
      Self.duration: hold(NSValue(rect: Self.end)),
      Self.curve: hold(NSString(string: "7")),
      Self.isLocal: hold(NSNumber(value: 2)),
    ])
    #expect(mistyped == Read())
  }

  @Test(arguments: [Double.nan, .infinity, -.infinity])
  func nonFiniteRectsAndNumbersAreNotFields(bad: Double) {
    let read = Read([
      Self.frameBegin: NSValue(rect: CGRect(x: bad, y: 667, width: 375, height: 216)),
      Self.frameEnd: CGRect(x: 0, y: 451, width: 375, height: bad),
      Self.duration: NSNumber(value: bad),
      Self.curve: bad,
      Self.isLocal: bad,
    ])
    #expect(read == Read())
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
      let read = Read(userInfo)
      #expect(
        read
          == Read(
            options: KeyboardOptions(endFrame: Self.end, animationDuration: 0.25),
            fields: [.endFrame, .animationDuration]))
      let record = KeyboardTrace.Record(event: .willShow, userInfo: userInfo)
      #expect(record.options == read.options && record.fields == read.fields)
      #expect(record.options == KeyboardOptions(userInfo: userInfo))
    }
  #endif

  @Test func aNegativeDurationIsNotAField() {
    #expect(Read([Self.duration: NSNumber(value: -0.25)]) == Read())
  }

  @Test func theWriterPostsOnlyPresentFieldsWithUIKitsValueTypes() throws {
    let userInfo = KeyboardOptions(endFrame: Self.end, animationCurve: .keyboard)
      .userInfo(fields: [.endFrame, .animationCurve])
    #expect(Set(userInfo.keys.compactMap { $0.base as? String }) == [Self.frameEnd, Self.curve])
    let end = try #require(userInfo[Self.frameEnd] as? NSValue)
    #expect(end.rectValue == Self.end)
    #expect((userInfo[Self.curve] as? NSNumber)?.intValue == 7)
    #expect(KeyboardOptions.iPhoneShow.userInfo(fields: []).isEmpty)
  }

  @Test(arguments: [
    Read(),
    Read(options: KeyboardOptions(belongsToCurrentApp: true), fields: .belongsToCurrentApp),
    Read(
      options: KeyboardOptions(endFrame: CGRect(x: 0, y: 969, width: 768, height: 313)),
      fields: [.endFrame, .animationDuration]),
    Read(
      options: KeyboardOptions(
        belongsToCurrentApp: false, startFrame: CGRect(x: -3.5, y: 1e6, width: 0, height: 0),
        endFrame: CGRect(x: 0, y: 451, width: 375, height: 216), animationDuration: 1e-9,
        animationCurve: KeyboardAnimationCurve(rawValue: -9)),
      fields: .all),
  ])
  func fieldsSurviveTheWriterAndTheReader(read: Read) {
    #expect(Read(read.options.userInfo(fields: read.fields)) == read)
  }

  @Test(arguments: [KeyboardOptions(), .iPhoneShow, .iPhoneHide])
  func optionsSurviveUserInfoWithEveryField(options: KeyboardOptions) {
    #expect(Read(options.userInfo) == Read(options: options, fields: .all))
    #expect(KeyboardOptions(userInfo: options.userInfo) == options)
  }
}
