import Testing

@testable import KeyboardistCommands

@Suite struct NearMissTests {
  static let scenarios = ["show-hide", "quicktype-toggle", "ipad-undock-float", "ipad-dock"]

  @Test func aCaseInsensitivePrefixSuggestsEveryNameItStarts() {
    #expect(NearMiss.suggestions(for: "quicktype", among: Self.scenarios) == ["quicktype-toggle"])
    #expect(NearMiss.suggestions(for: "QuickType", among: Self.scenarios) == ["quicktype-toggle"])
    #expect(
      NearMiss.suggestions(for: "ipad", among: Self.scenarios) == [
        "ipad-undock-float", "ipad-dock",
      ])
  }

  @Test func aTypoSuggestsTheNearestNames() {
    #expect(NearMiss.suggestions(for: "show-hdie", among: Self.scenarios) == ["show-hide"])
    #expect(NearMiss.suggestions(for: "ipad-dok", among: Self.scenarios) == ["ipad-dock"])
    #expect(
      NearMiss.suggestions(for: "iphone15", among: ["iphone-se", "iphone-8"]) == ["iphone-8"])
  }

  @Test func aFarMissSuggestsNothing() {
    #expect(NearMiss.suggestions(for: "nokia", among: ["iphone-se", "iphone-8"]).isEmpty)
    #expect(NearMiss.suggestions(for: "", among: Self.scenarios).isEmpty)
    #expect(NearMiss.suggestions(for: "x", among: []).isEmpty)
  }

  @Test func atMostThreeSuggestions() {
    let names = ["ab-1", "ab-2", "ab-3", "ab-4"]
    #expect(NearMiss.suggestions(for: "ab", among: names) == ["ab-1", "ab-2", "ab-3"])
  }

  @Test(arguments: [
    ("", "", 0), ("a", "", 1), ("", "abc", 3), ("kitten", "sitting", 3), ("replya", "replay", 1),
    ("Devices", "devices", 0), ("iphone15", "iphone-8", 2),
  ])
  func distanceCountsEditsIgnoringCase(a: String, b: String, expected: Int) {
    #expect(NearMiss.distance(a, b) == expected)
    #expect(NearMiss.distance(b, a) == expected)
  }

  @Test func theHintNamesOneTwoOrThreeSuggestions() {
    #expect(NearMiss.hint(["a"]) == "did you mean 'a'?")
    #expect(NearMiss.hint(["a", "b"]) == "did you mean 'a' or 'b'?")
    #expect(NearMiss.hint(["a", "b", "c"]) == "did you mean 'a', 'b' or 'c'?")
    #expect(NearMiss.hint([]) == nil)
  }
}
