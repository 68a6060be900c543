import Foundation
import Testing

@testable import KeyboardistObserver

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
}
