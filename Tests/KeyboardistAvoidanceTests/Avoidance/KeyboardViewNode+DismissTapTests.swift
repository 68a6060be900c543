import Foundation
import KeyboardistObserver
import Testing

@testable import KeyboardistAvoidance

@MainActor
@Suite struct KeyboardViewNodeDismissTapTests {
  /// A screen: a background, a card in it, a button in the card with a label inside, and a text
  /// view (not a control) with a subview of its own.
  static func screen() -> [String: FakeView] {
    let tree = FakeViewTree()
    let frame = CGRect(x: 0, y: 0, width: 375, height: 667)
    let background = tree.makeRoot("background", frame: frame)
    let card = background.add(FakeView("card", frame: frame, in: tree))
    let button = card.add(FakeView("button", frame: frame, in: tree))
    let label = button.add(FakeView("button label", frame: frame, in: tree))
    let textView = card.add(FakeView("text view", frame: frame, in: tree))
    let content = textView.add(FakeView("text view content", frame: frame, in: tree))
    button.isControlOrTextView = true
    textView.isControlOrTextView = true
    let views = [background, card, button, label, textView, content]
    return Dictionary(uniqueKeysWithValues: views.map { ($0.name, $0) })
  }

  @Test(arguments: [
    ("background", true), ("card", true), ("button", false), ("button label", false),
    ("text view", false), ("text view content", false),
  ])
  func tapsOnOrInsideControlsAndTextViewsDismissNothing(view: String, dismisses: Bool) throws {
    let views = Self.screen()
    let touched = try #require(views[view])
    #expect(touched.dismissesKeyboardOnTap == dismisses)
    withExtendedLifetime(views) {}
  }
}
