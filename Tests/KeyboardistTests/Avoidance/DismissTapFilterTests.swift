import Testing

@testable import Keyboardist

@MainActor
@Suite struct DismissTapFilterTests {
  /// A screen: a background, a card in it, a button in the card with a label inside, and a text
  /// view (not a control) with a subview of its own.
  static let superviews = [
    "card": "background", "button": "card", "button label": "button",
    "text view": "card", "text view content": "text view",
  ]
  static let interactive: Set = ["button", "text view"]

  @Test(arguments: [
    ("background", true), ("card", true), ("button", false), ("button label", false),
    ("text view", false), ("text view content", false),
  ])
  func tapsOnOrInsideControlsAndTextViewsAreNotSeen(view: String, receives: Bool) {
    let result = DismissTapFilter.receives(
      touchOn: view, superview: { Self.superviews[$0] },
      isInteractive: { Self.interactive.contains($0) })
    #expect(result == receives)
  }

  @Test func aTouchWithNoViewIsSeen() {
    let result = DismissTapFilter.receives(
      touchOn: String?.none, superview: { Self.superviews[$0] }, isInteractive: { _ in true })
    #expect(result)
  }
}
