import Foundation
import KeyboardistObserver
import Testing

@testable import KeyboardistAvoidance

@Suite struct KeyboardObstructionRootShiftTests {
  static let seKeyboard = KeyboardObstruction(top: 451, height: 216)

  @Test func loginScreenWithoutAScrollView() {
    // Field 560...604 under a 64 pt navigation bar: shift 604 + 10 - 451 = 163
    // (allowed: min(560 - 64, 216) = 216).
    let field = CGRect(x: 16, y: 560, width: 343, height: 44)
    #expect(Self.seKeyboard.rootShift(revealing: field, topLimit: 64) == 163)
  }

  @Test func neverMoreThanTheKeyboard() {
    // Field 640...660: needs 660 + 10 - 451 = 219, but the keyboard is only 216 pt.
    let field = CGRect(x: 16, y: 640, width: 343, height: 20)
    #expect(Self.seKeyboard.rootShift(revealing: field, topLimit: 64) == 216)
  }

  @Test func targetTopStaysUnderTheTopLimit() {
    // A 520 pt text view 100...620 needs 620 + 10 - 451 = 179, but its top may rise only
    // 100 - 64 = 36 pt before reaching the navigation bar.
    let textView = CGRect(x: 16, y: 100, width: 343, height: 520)
    #expect(Self.seKeyboard.rootShift(revealing: textView, topLimit: 64) == 36)
  }

  @Test func visibleTargetNeedsNoShift() {
    let field = CGRect(x: 16, y: 200, width: 343, height: 44)
    #expect(Self.seKeyboard.rootShift(revealing: field, topLimit: 64) == 0)
  }

  @Test func measuredFromTheUnshiftedPosition() {
    // Already shifted 163: the field is at 397...441; unshifted it is 560...604 again, so the
    // answer stays 163 rather than drifting.
    let field = CGRect(x: 16, y: 397, width: 343, height: 44)
    #expect(Self.seKeyboard.rootShift(revealing: field, topLimit: 64, currentShift: 163) == 163)
  }

  @Test func iPhoneWithHomeIndicator() {
    // iPhone X without a navigation bar: top limit is the 44 pt safe area; keyboard top 477,
    // 335 pt. Field 700...744: shift 744 + 10 - 477 = 277 (allowed min(700 - 44, 335) = 335).
    let keyboard = KeyboardObstruction(top: 477, height: 335)
    let field = CGRect(x: 16, y: 700, width: 343, height: 44)
    #expect(keyboard.rootShift(revealing: field, topLimit: 44) == 277)
  }

  @Test func nonFiniteInputShiftsNothing() {
    let field = CGRect(x: 16, y: 560, width: 343, height: 44)
    #expect(Self.seKeyboard.rootShift(revealing: field, topLimit: .nan) == 0)
    #expect(Self.seKeyboard.rootShift(revealing: .null, topLimit: 64) == 0)
  }
}
