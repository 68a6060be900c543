import Foundation
import KeyboardistObserver
import KeyboardistTestSupport
import Testing

@Suite struct KeyboardOptionsTests {
  private static let frameBegin = "UIKeyboardFrameBeginUserInfoKey"
  private static let frameEnd = "UIKeyboardFrameEndUserInfoKey"
  private static let duration = "UIKeyboardAnimationDurationUserInfoKey"
  private static let curve = "UIKeyboardAnimationCurveUserInfoKey"
  private static let isLocal = "UIKeyboardIsLocalUserInfoKey"

  private static let rect = CGRect(x: 0, y: 451, width: 375, height: 216)

  @Test func defaults() {
    let options = KeyboardOptions()
    #expect(options.belongsToCurrentApp)
    #expect(options.startFrame == .zero)
    #expect(options.endFrame == .zero)
    #expect(options.animationDuration == 0)
    #expect(options.animationCurve == .easeInOut)
    #expect(KeyboardOptions(userInfo: nil) == options)
    #expect(KeyboardOptions(userInfo: [:]) == options)
  }

  @Test func equalityComparesEveryProperty() {
    let options = KeyboardOptions(
      belongsToCurrentApp: true, startFrame: .zero, endFrame: Self.rect, animationDuration: 0.25,
      animationCurve: .keyboard)
    #expect(options == options)
    var changed = [options, options, options, options, options]
    changed[0].belongsToCurrentApp = false
    changed[1].startFrame = Self.rect
    changed[2].endFrame = .zero
    changed[3].animationDuration = 0.5
    changed[4].animationCurve = .linear
    for other in changed { #expect(other != options) }
  }

  @Test func everyKeyPresentAsUIKitPostsIt() {
    let options = KeyboardOptions(userInfo: [
      Self.frameBegin: NSValue(rect: CGRect(x: 0, y: 667, width: 375, height: 216)),
      Self.frameEnd: NSValue(rect: Self.rect),
      Self.duration: NSNumber(value: 0.25),
      Self.curve: NSNumber(value: 7),
      Self.isLocal: NSNumber(value: false),
    ])
    #expect(options.startFrame == CGRect(x: 0, y: 667, width: 375, height: 216))
    #expect(options.endFrame == Self.rect)
    #expect(options.animationDuration == 0.25)
    #expect(options.animationCurve == .keyboard)
    #expect(!options.belongsToCurrentApp)
  }

  @Test func plainValuesAreAcceptedLikeBoxedOnes() {
    let options = KeyboardOptions(userInfo: [
      Self.frameBegin: CGRect(x: 0, y: 667, width: 375, height: 216),
      Self.frameEnd: Self.rect,
      Self.duration: 0.25,
      Self.curve: 7,
      Self.isLocal: false,
    ])
    #expect(options.startFrame == CGRect(x: 0, y: 667, width: 375, height: 216))
    #expect(options.endFrame == Self.rect)
    #expect(options.animationDuration == 0.25)
    #expect(options.animationCurve.rawValue == 7)
    #expect(!options.belongsToCurrentApp)
  }

  @Test func otherPlainNumberTypes() {
    let options = KeyboardOptions(userInfo: [
      Self.duration: 1,
      Self.curve: 3.0,
      Self.isLocal: 0,
    ])
    #expect(options.animationDuration == 1)
    #expect(options.animationCurve == .linear)
    #expect(!options.belongsToCurrentApp)
    #expect(KeyboardOptions(userInfo: [Self.duration: CGFloat(0.5)]).animationDuration == 0.5)
  }

  @Test(arguments: [frameBegin, frameEnd, duration, curve, isLocal])
  func eachKeyAloneIsParsedAndTheRestDefault(key: String) {
    let full = KeyboardOptions.iPhoneShow.userInfo
    let options = KeyboardOptions(userInfo: [key: full[key] as Any])
    var expected = KeyboardOptions()
    switch key {
    case Self.frameBegin: expected.startFrame = KeyboardOptions.iPhoneShow.startFrame
    case Self.frameEnd: expected.endFrame = KeyboardOptions.iPhoneShow.endFrame
    case Self.duration: expected.animationDuration = 0.25
    case Self.curve: expected.animationCurve = .keyboard
    default: expected.belongsToCurrentApp = true
    }
    #expect(options == expected)
  }

  @Test(arguments: [frameBegin, frameEnd, duration, curve, isLocal])
  func eachKeyMissingFallsBackToItsDefault(key: String) {
    var userInfo = KeyboardOptions(
      belongsToCurrentApp: false, startFrame: Self.rect, endFrame: Self.rect,
      animationDuration: 0.4, animationCurve: .easeOut
    ).userInfo
    userInfo.removeValue(forKey: key)
    let options = KeyboardOptions(userInfo: userInfo)
    switch key {
    case Self.frameBegin: #expect(options.startFrame == .zero)
    case Self.frameEnd: #expect(options.endFrame == .zero)
    case Self.duration: #expect(options.animationDuration == 0)
    case Self.curve: #expect(options.animationCurve == .easeInOut)
    default: #expect(options.belongsToCurrentApp)
    }
  }

  /// Values of the wrong type for every key: each falls back to the defaults.
  @Test(arguments: [
    "a string" as any Sendable, [1, 2, 3], ["x": 1], NSNull(), Data([1, 2]), Date(),
  ])
  func mistypedValuesFallBack(value: any Sendable) {
    let options = KeyboardOptions(userInfo: [
      Self.frameBegin: value, Self.frameEnd: value, Self.duration: value, Self.curve: value,
      Self.isLocal: value,
    ])
    #expect(options == KeyboardOptions())
  }

  @Test func boxedValuesOfTheWrongKindDoNotTrap() {
    let options = KeyboardOptions(userInfo: [
      Self.frameBegin: NSValue(point: CGPoint(x: 1, y: 2)),
      Self.frameEnd: NSNumber(value: 216),
      Self.duration: NSValue(rect: Self.rect),
      Self.curve: NSNumber(value: 0.5),
      Self.isLocal: NSNumber(value: 7),
    ])
    #expect(options == KeyboardOptions())
  }

  @Test(arguments: [Double.nan, .infinity, -.infinity])
  func nonFiniteValuesFallBack(bad: Double) {
    let options = KeyboardOptions(userInfo: [
      Self.frameBegin: NSValue(rect: CGRect(x: bad, y: 0, width: 375, height: 216)),
      Self.frameEnd: CGRect(x: 0, y: 451, width: 375, height: bad),
      Self.duration: NSNumber(value: bad),
      Self.curve: bad,
      Self.isLocal: bad,
    ])
    #expect(options == KeyboardOptions())
  }

  @Test func negativeDurationAndHugeCurveAreHandled() {
    let options = KeyboardOptions(userInfo: [
      Self.duration: -1.0, Self.curve: 1e300, Self.isLocal: NSNumber(value: 1),
    ])
    #expect(options.animationDuration == 0)
    #expect(options.animationCurve == .easeInOut)
    #expect(options.belongsToCurrentApp)
  }

  /// Curves that are whole numbers within `Int`'s range, as each way of carrying one holds them.
  private static let wholeCurves: [(value: any Sendable, expected: Int)] = [
    (NSNumber(value: Int.max), Int.max),
    (NSNumber(value: Int.min), Int.min),
    (NSNumber(value: Int64.max - 1), Int.max - 1),
    (NSNumber(value: UInt64(Int.max)), Int.max),
    (NSNumber(value: (1 << 53) + 1), (1 << 53) + 1),
    (NSNumber(value: -(1 << 53) - 1), -(1 << 53) - 1),
    (Int.max, Int.max),
    (Int.min, Int.min),
    (NSNumber(value: 0x1p62), 1 << 62),
    (NSNumber(value: -0x1p63), Int.min),
    (0x1p53 + 2, (1 << 53) + 2),
    (NSNumber(value: UInt8(200)), 200),
    (NSNumber(value: Float(7)), 7),
  ]

  @Test(arguments: wholeCurves.indices)
  func everyWholeCurveWithinIntIsKeptAsItArrived(index: Int) {
    let (value, expected) = Self.wholeCurves[index]
    let options = KeyboardOptions(userInfo: [Self.curve: value])
    #expect(options.animationCurve.rawValue == expected, "\(value)")
  }

  /// Curves with a fraction, not finite, or whole but outside `Int`'s range.
  private static let unusableCurves: [any Sendable] = [
    NSNumber(value: UInt64.max),
    NSNumber(value: UInt64(1) << 63),
    NSNumber(value: (UInt64(1) << 63) + 1),
    NSNumber(value: 0x1p63),
    NSNumber(value: -0x1p64),
    NSNumber(value: 0x1p64),
    0x1p63,
    NSNumber(value: 7.5),
    NSNumber(value: -7.5),
    NSNumber(value: Double.nan),
    NSNumber(value: -Double.infinity),
  ]

  @Test(arguments: unusableCurves.indices)
  func otherCurvesFallBack(index: Int) {
    let value = Self.unusableCurves[index]
    let options = KeyboardOptions(userInfo: [Self.curve: value])
    #expect(options.animationCurve == .easeInOut, "\(value)")
  }

  @Test func nonStringAndUnknownKeysAreIgnored() {
    let options = KeyboardOptions(userInfo: [
      42: Self.rect, "UIKeyboardCenterEndUserInfoKey": NSValue(point: .zero), Self.curve: 2,
    ])
    #expect(options == KeyboardOptions(animationCurve: .easeOut))
  }

  @Test(arguments: [
    KeyboardOptions(),
    .iPhoneShow,
    .iPhoneHide,
    KeyboardOptions(
      belongsToCurrentApp: false, startFrame: CGRect(x: -3.5, y: 1e6, width: 0, height: 0),
      endFrame: CGRect(x: 0, y: 969, width: 768, height: 313), animationDuration: 1e-9,
      animationCurve: KeyboardAnimationCurve(rawValue: -9)),
  ])
  func userInfoRoundTrips(options: KeyboardOptions) {
    #expect(KeyboardOptions(userInfo: options.userInfo) == options)
  }

  @Test func userInfoHasUIKitKeysAndValueTypes() throws {
    let userInfo = KeyboardOptions.iPhoneShow.userInfo
    #expect(userInfo.count == 5)
    let end = try #require(userInfo[Self.frameEnd] as? NSValue)
    #expect(end.rectValue == KeyboardOptions.iPhoneShow.endFrame)
    #expect((userInfo[Self.duration] as? NSNumber)?.doubleValue == 0.25)
    #expect((userInfo[Self.curve] as? NSNumber)?.intValue == 7)
    #expect((userInfo[Self.isLocal] as? NSNumber)?.boolValue == true)
  }

  @Test func notificationInitReadsUserInfo() {
    let notification = Notification(
      name: KeyboardEvent.willShow.notificationName, object: nil,
      userInfo: KeyboardOptions.iPhoneShow.userInfo)
    #expect(KeyboardOptions(notification: notification) == .iPhoneShow)
    let empty = Notification(name: KeyboardEvent.willShow.notificationName)
    #expect(KeyboardOptions(notification: empty) == KeyboardOptions())
  }
}
