import Foundation
import Keyboardist
import Testing

/// The portable snippets of the message bar's and the panels' decisions (their symbols' docs), as
/// written there, with what their comments claim.
@Suite struct MessageBarAndPanelsTests {
  @Test func thePanelTakesTheKeyboardsLastHeight() {
    let height = KeyboardPanelHeight(keyboard: nil, lastKeyboard: 336, fallback: 300)
      .resolved(screenHeight: 852)  // 336: the keyboard's last height
    #expect(height == 336)
  }

  @Test func theBarGrowsToFiveLines() {
    let growth = MessageBarGrowth(maximumLines: 5)
    let height = growth.height(fitting: 120, lineHeight: 20.3, verticalInsets: 16)  // 117.5
    let scrolls = growth.scrolls(fitting: 120, lineHeight: 20.3, verticalInsets: 16)  // true
    #expect(abs(height - 117.5) < 1e-9)
    #expect(scrolls)
  }

  @Test func theSendButtonNeedsText() {
    #expect(!MessageBarDraft(text: "  \n").isSendable)  // false
    #expect(MessageBarDraft(text: " Hi!\n").sendableText == "Hi!")  // "Hi!"
  }
}
