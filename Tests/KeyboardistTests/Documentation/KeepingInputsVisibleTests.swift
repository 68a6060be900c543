import Foundation
import Keyboardist
import Testing

/// The portable snippets of "Keeping Inputs Visible".
@Suite struct KeepingInputsVisibleTests {
  @Test func theSessionSaysWhenToAdjustAndRestore() {
    var session = InputSession<String>()
    let waiting = session.inputDidBeginEditing("email")  // nil: no keyboard yet
    let adjust = session.keyboardDidChange(visibleHeight: 216)  // .adjust("email")
    let restore = session.keyboardDidChange(visibleHeight: 0)  // .restore
    #expect(waiting == nil)
    #expect(adjust == .adjust("email"))
    #expect(restore == .restore)
  }

  @Test func theRootShiftOfALoginScreen() {
    let keyboard = KeyboardObstruction(top: 451, height: 216)
    let field = CGRect(x: 16, y: 560, width: 343, height: 44)
    let shift = keyboard.rootShift(revealing: field, topLimit: 64)  // 163
    #expect(shift == 163)
  }
}
