import Foundation
import Testing

@testable import KeyboardistObserver

@Suite struct KeyboardTransitionCoverageTests {
  static let screen = CGRect(x: 0, y: 0, width: 390, height: 844)
  static let shown = KeyboardOptions(endFrame: CGRect(x: 0, y: 508, width: 390, height: 336))
  static let hidden = KeyboardOptions(endFrame: CGRect(x: 0, y: 844, width: 390, height: 336))

  @Test func anAppearCoversTheViewAsItsOptionsDo() {
    // Face ID iPhone portrait: 336 pt keyboard, 34 pt safe area: 336 − 34 = 302.
    var tracker = KeyboardTracker(screen: Self.screen)
    let appear = tracker.update(.willShow, Self.shown)
    #expect(appear?.kind == .appear)
    #expect(appear?.height == 336)
    #expect(appear?.coverage(of: Self.screen, in: Self.screen, safeAreaBottom: 34) == 302)
    let placement = ScreenPlacement(frame: Self.screen, screen: Self.screen, safeAreaBottom: 34)
    #expect(appear?.coverage(of: placement) == 302)
    #expect(appear?.coverage(of: nil) == 0)
  }

  @Test func aDisappearCoversNothing() {
    var tracker = KeyboardTracker(screen: Self.screen)
    _ = tracker.update(.willShow, Self.shown)
    let disappear = tracker.update(.willHide, Self.hidden)
    #expect(disappear?.kind == .disappear)
    #expect(disappear?.coverage(of: Self.screen, in: Self.screen) == 0)
    // Even one whose options still describe a keyboard on screen.
    let odd = KeyboardTransition(
      kind: .disappear, appearIndex: 0, height: 0, heightIncrement: -336, options: Self.shown)
    #expect(odd.coverage(of: Self.screen, in: Self.screen) == 0)
    let placement = ScreenPlacement(frame: Self.screen, screen: Self.screen, safeAreaBottom: 0)
    #expect(odd.coverage(of: placement) == 0)
  }
}
