import Foundation
import Keyboardist
import Testing

/// The portable snippets of the message bar's and the panels' decisions (their symbols' docs), as
/// written there, with what their comments claim.
@Suite struct MessageBarAndPanelsTests {
  @Test func thePanelSwitchHoldsTheSwapsHide() {
    let screen = CGRect(x: 0, y: 0, width: 393, height: 852)
    let shown = KeyboardOptions(endFrame: CGRect(x: 0, y: 516, width: 393, height: 336))
    let hidden = KeyboardOptions(endFrame: CGRect(x: 0, y: 852, width: 393, height: 336))
    var input = KeyboardPanelSwitch()
    input.inputDidBeginEditing()
    let rise = input.receive(.willShow, options: shown, screen: screen)  // 0 → 336
    input.switchInput(to: .panel)  // now set inputView and call reloadInputViews()
    let hide = input.receive(.willHide, options: hidden, screen: screen)  // nil: held
    let show = input.receive(.willShow, options: shown, screen: screen)  // nil: 336 → 336
    #expect(rise?.from == 0 && rise?.to == 336)
    #expect(hide == nil && show == nil)
    #expect(input.height == 336)
  }

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
