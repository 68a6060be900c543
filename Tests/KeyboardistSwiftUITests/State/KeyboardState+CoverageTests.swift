import Foundation
import KeyboardistObserver
import KeyboardistTestSupport
import Testing

@testable import KeyboardistSwiftUI

@MainActor
@Suite struct KeyboardStateCoverageTests {
  let center = NotificationCenter()
  static let faceIDPhone = CGRect(x: 0, y: 0, width: 390, height: 844)
  static let shown = KeyboardOptions(endFrame: CGRect(x: 0, y: 508, width: 390, height: 336))
  static let hidden = KeyboardOptions(endFrame: CGRect(x: 0, y: 844, width: 390, height: 336))

  @Test func coversTheViewOnTheObserversScreen() {
    let keyboard = KeyboardObserver(center: center)
    keyboard.screen = Self.faceIDPhone
    let state = KeyboardState(observer: keyboard.start())
    #expect(state.coverage(of: Self.faceIDPhone, safeAreaBottom: 34) == 0)

    center.post(.willShow, Self.shown)
    // 336 pt keyboard over a full-screen view with a 34 pt safe area: 336 − 34 = 302.
    #expect(state.height == 336)
    #expect(state.coverage(of: Self.faceIDPhone, safeAreaBottom: 34) == 302)
    let placement = ScreenPlacement(
      frame: Self.faceIDPhone, screen: Self.faceIDPhone, safeAreaBottom: 34)
    #expect(state.coverage(of: placement) == 302)
    #expect(state.coverage(of: nil) == 0)

    center.post(.willHide, Self.hidden)
    #expect(state.coverage(of: Self.faceIDPhone, safeAreaBottom: 34) == 0)
    #expect(state.coverage(of: placement) == 0)
  }

  @Test func aFloatingKeyboardCoversNothing() {
    let keyboard = KeyboardObserver(center: center)
    keyboard.screen = .iPadPortrait
    let state = KeyboardState(observer: keyboard.start())
    center.post(.willShow, KeyboardOptions(endFrame: CGRect(x: 0, y: 760, width: 768, height: 264)))
    // Docked: 1024 − 760 = 264.
    #expect(state.coverage(of: .iPadPortrait) == 264)
    center.post(
      .willChangeFrame, KeyboardOptions(endFrame: CGRect(x: 224, y: 700, width: 320, height: 250)))
    #expect(state.coverage(of: .iPadPortrait) == 0)
  }

  @Test func withoutAScreenAVisibleKeyboardCountsAsDocked() {
    let state = KeyboardState(center: center)
    center.post(.willShow, Self.shown)
    // No screen: the end frame's top, 508, is the keyboard's top. A view from 600 to 844 (244 tall)
    // is covered all the way: 244; a full-screen view with a 34 pt safe area: 844 − 508 − 34 = 302.
    #expect(state.coverage(of: CGRect(x: 0, y: 600, width: 390, height: 244)) == 244)
    #expect(state.coverage(of: Self.faceIDPhone, safeAreaBottom: 34) == 302)
  }
}
