import Testing

@testable import KeyboardistObserver

/// The five keys have different lengths, which `KeyboardUserInfoKey.Match` relies on.
@Suite struct KeyboardUserInfoKeyTests {
  static let names = [
    KeyboardUserInfoKey.isLocal, KeyboardUserInfoKey.frameBegin, KeyboardUserInfoKey.frameEnd,
    KeyboardUserInfoKey.animationDuration, KeyboardUserInfoKey.animationCurve,
  ]

  @Test func theFiveNamesHaveDistinctLengths() {
    #expect(Set(Self.names.map(\.utf8.count)).count == Self.names.count)
  }

  @Test func eachNameMatchesItsKey() {
    #expect(KeyboardUserInfoKey.Match(KeyboardUserInfoKey.isLocal) == .isLocal)
    #expect(KeyboardUserInfoKey.Match(KeyboardUserInfoKey.frameBegin) == .frameBegin)
    #expect(KeyboardUserInfoKey.Match(KeyboardUserInfoKey.frameEnd) == .frameEnd)
    #expect(KeyboardUserInfoKey.Match(KeyboardUserInfoKey.animationDuration) == .animationDuration)
    #expect(KeyboardUserInfoKey.Match(KeyboardUserInfoKey.animationCurve) == .animationCurve)
  }

  @Test(arguments: [
    "", "UIKeyboardIsLocalUserInfoKeX", "uikeyboardframeenduserinfokey",
    "UIKeyboardFrameEndUserInfoKey ", "UIKeyboardCenterEndUserInfoKey",
    "UIKeyboardÉsLocalUserInfoKey",
  ])
  func otherStringsMatchNothing(name: String) {
    #expect(KeyboardUserInfoKey.Match(name) == nil)
  }
}
