import Foundation
import KeyboardistObserver
import KeyboardistTestSupport
import Testing

@testable import KeyboardistAvoidance

@Suite struct InputSessionTests {
  @Test func textFieldBeginsBeforeTheKeyboard() {
    var session = InputSession<String>()
    #expect(session.inputDidBeginEditing("email") == nil)
    #expect(session.keyboardDidChange(visibleHeight: 216) == .adjust("email"))
    #expect(session.isAdjusted)
    #expect(session.inputDidEndEditing("email") == nil)
    #expect(session.keyboardDidChange(visibleHeight: 0) == .restore)
    #expect(!session.isAdjusted)
  }

  @Test func textViewBeginsAfterTheKeyboard() {
    var session = InputSession<String>()
    #expect(session.keyboardDidChange(visibleHeight: 216) == nil)
    #expect(session.inputDidBeginEditing("notes") == .adjust("notes"))
  }

  @Test func heightChangeReadjustsOnce() {
    var session = InputSession<String>()
    _ = session.inputDidBeginEditing("email")
    _ = session.keyboardDidChange(visibleHeight: 216)
    // QuickType bar appears: 216 -> 260.
    #expect(session.keyboardDidChange(visibleHeight: 260) == .readjust("email"))
    #expect(session.keyboardDidChange(visibleHeight: 260) == nil)
  }

  @Test func fieldChangeReadjustsForTheNewField() {
    var session = InputSession<String>()
    _ = session.inputDidBeginEditing("email")
    _ = session.keyboardDidChange(visibleHeight: 216)
    // UIKit ends the old field, then begins the new one; the keyboard stays.
    #expect(session.inputDidEndEditing("email") == nil)
    #expect(session.inputDidBeginEditing("password") == .readjust("password"))
    #expect(session.adjustedTarget == "password")
  }

  @Test func endingAnotherInputIsIgnored() {
    var session = InputSession<String>()
    _ = session.inputDidBeginEditing("password")
    _ = session.inputDidEndEditing("email")
    #expect(session.editing == "password")
  }

  @Test func keyboardWithoutAnInputDoesNothing() {
    var session = InputSession<String>()
    #expect(session.keyboardDidChange(visibleHeight: 216) == nil)
    #expect(session.keyboardDidChange(visibleHeight: 0) == nil)
  }

  @Test func floatingKeyboardNeverAdjusts() {
    // A floating keyboard is reported as height 0.
    var session = InputSession<String>()
    _ = session.inputDidBeginEditing("email")
    #expect(session.keyboardDidChange(visibleHeight: 0) == nil)
    // Docking it adjusts; floating it again restores.
    #expect(session.keyboardDidChange(visibleHeight: 313) == .adjust("email"))
    #expect(session.keyboardDidChange(visibleHeight: 0) == .restore)
  }

  @Test func triggerIsTheTargetUntilTheKeyboardHides() {
    var session = InputSession<String>()
    #expect(session.markTrigger("comment button") == nil)
    #expect(session.inputDidBeginEditing("input bar") == nil)
    #expect(session.keyboardDidChange(visibleHeight: 260) == .adjust("comment button"))
    #expect(session.keyboardDidChange(visibleHeight: 0) == .restore)
    #expect(session.trigger == nil)
    // Next time the input bar itself is the target.
    #expect(session.keyboardDidChange(visibleHeight: 260) == .adjust("input bar"))
  }

  @Test func triggerMarkedWhileAdjustedReadjusts() {
    var session = InputSession<String>()
    _ = session.inputDidBeginEditing("input bar")
    _ = session.keyboardDidChange(visibleHeight: 260)
    #expect(session.markTrigger("comment 7") == .readjust("comment 7"))
  }

  @Test func trackerTransitionsDriveTheSession() {
    var session = InputSession<String>()
    _ = session.inputDidBeginEditing("email")
    let appear = KeyboardTransition(
      kind: .appear, appearIndex: 0, height: 216, heightIncrement: 216, options: .iPhoneShow)
    #expect(session.keyboardDidChange(appear) == .adjust("email"))
    let grow = KeyboardTransition(
      kind: .appear, appearIndex: 1, height: 260, heightIncrement: 44, options: .iPhoneShow)
    #expect(session.keyboardDidChange(grow) == .readjust("email"))
    let disappear = KeyboardTransition(
      kind: .disappear, appearIndex: 1, height: 0, heightIncrement: -260, options: .iPhoneHide)
    #expect(session.keyboardDidChange(disappear) == .restore)
  }

  @Test(arguments: [CGFloat.nan, .infinity, -.infinity, -20])
  func nonsenseHeightsCountAsHidden(height: CGFloat) {
    var session = InputSession<String>()
    _ = session.inputDidBeginEditing("email")
    _ = session.keyboardDidChange(visibleHeight: 216)
    #expect(session.keyboardDidChange(visibleHeight: height) == .restore)
    #expect(session.keyboardHeight == 0)
  }
}
