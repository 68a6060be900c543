import Foundation
import KeyboardistObserver
import Testing

@testable import KeyboardistAvoidance

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

@Suite struct KeyboardPanelHeightTests {
  @Test func theKeyboardNowWinsOverItsLastHeightAndTheFallback() {
    let height = KeyboardPanelHeight(keyboard: 291, lastKeyboard: 336, fallback: 300)
    #expect(height.resolved(screenHeight: 852) == 291)
  }

  @Test func theLastHeightWinsOverTheFallback() {
    let height = KeyboardPanelHeight(keyboard: nil, lastKeyboard: 336, fallback: 300)
    #expect(height.resolved(screenHeight: 852) == 336)
  }

  @Test func theFallbackServesBeforeAnyKeyboard() {
    let height = KeyboardPanelHeight(keyboard: nil, lastKeyboard: nil, fallback: 300)
    #expect(height.resolved(screenHeight: 852) == 300)
  }

  @Test(arguments: [0, -20, CGFloat.nan, .infinity, -.infinity])
  func anUnusableSourceFallsThrough(bad: CGFloat) {
    #expect(
      KeyboardPanelHeight(keyboard: bad, lastKeyboard: bad, fallback: 300)
        .resolved(screenHeight: 852) == 300)
    #expect(
      KeyboardPanelHeight(keyboard: bad, lastKeyboard: nil, fallback: bad)
        .resolved(screenHeight: 852) == KeyboardPanelHeight.minimum)
  }

  @Test func aTinyPanelTakesTheMinimum() {
    let height = KeyboardPanelHeight(keyboard: nil, lastKeyboard: nil, fallback: 3)
    #expect(height.resolved(screenHeight: 852) == 120)
  }

  @Test func anAbsurdPanelTakesTwoThirdsOfTheScreen() {
    let height = KeyboardPanelHeight(keyboard: nil, lastKeyboard: 5000, fallback: 300)
    #expect(height.resolved(screenHeight: 900) == 600)
  }

  @Test func onAScreenTooShortForBothTheMaximumWins() {
    let height = KeyboardPanelHeight(keyboard: nil, lastKeyboard: nil, fallback: 300)
    #expect(height.resolved(screenHeight: 90) == 60)
  }

  @Test(arguments: [0, -1, CGFloat.nan, .infinity])
  func anUnusableScreenSetsNoMaximum(screen: CGFloat) {
    let height = KeyboardPanelHeight(keyboard: nil, lastKeyboard: 5000, fallback: 300)
    #expect(height.resolved(screenHeight: screen) == 5000)
  }

  /// A switch that saw the keyboard show at `heights`, one after another, on a 393 × 852 screen.
  private static func keyboardUp(_ heights: CGFloat...) -> KeyboardPanelSwitch {
    let screen = CGRect(x: 0, y: 0, width: 393, height: 852)
    var panel = KeyboardPanelSwitch()
    panel.inputDidBeginEditing()
    for height in heights {
      let frame = CGRect(x: 0, y: screen.height - height, width: screen.width, height: height)
      panel.receive(.willShow, options: KeyboardOptions(endFrame: frame), screen: screen)
    }
    return panel
  }

  @Test func aSwitchsPanelTakesTheKeyboardsHeight() {
    let panel = Self.keyboardUp(336)
    #expect(panel.panelHeight(fallback: 300, screenHeight: 852) == 336)
  }

  @Test func aSwitchsPanelTakesTheKeyboardsLastHeightAfterALanguageChange() {
    let panel = Self.keyboardUp(336, 345)
    #expect(panel.panelHeight(fallback: 300, screenHeight: 852) == 345)
  }

  @Test func beforeAnyKeyboardASwitchsPanelTakesTheFallback() {
    #expect(KeyboardPanelSwitch().panelHeight(fallback: 300, screenHeight: 852) == 300)
    #expect(KeyboardPanelSwitch().panelHeight(fallback: 0, screenHeight: 852) == 120)
  }

  /// The panel's height asked while a switch is under way, before any keyboard was seen: no
  /// keyboard is up (the switch to it has not shown yet) and none was seen, so the fallback.
  @Test func thePanelHeightAskedMidSwitchBeforeAnyKeyboardIsTheFallback() {
    // Opened straight on a 300 pt panel (its height is no keyboard's) on a 393 x 852 screen, then
    // switched to the keyboard, whose show has not come: fallback 280, not the panel's 300.
    let screen = CGRect(x: 0, y: 0, width: 393, height: 852)
    var panel = KeyboardPanelSwitch()
    panel.switchInput(to: .panel)
    let shown = CGRect(x: 0, y: 852 - 300, width: 393, height: 300)
    panel.receive(.willShow, options: KeyboardOptions(endFrame: shown), screen: screen)
    #expect(panel.height == 300)
    let switching = panel.switchInput(to: .keyboard)
    #expect(switching)
    #expect(panel.keyboardHeight == nil)
    #expect(panel.panelHeight(fallback: 280, screenHeight: 852) == 280)
  }
}
