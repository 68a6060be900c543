import Foundation
import KeyboardistObserver
import Testing

@Suite struct KeyboardEventTests {
  @Test(arguments: [
    (KeyboardEvent.willShow, "UIKeyboardWillShowNotification"),
    (.didShow, "UIKeyboardDidShowNotification"),
    (.willHide, "UIKeyboardWillHideNotification"),
    (.didHide, "UIKeyboardDidHideNotification"),
    (.willChangeFrame, "UIKeyboardWillChangeFrameNotification"),
    (.didChangeFrame, "UIKeyboardDidChangeFrameNotification"),
  ])
  func notificationNameBothWays(event: KeyboardEvent, name: String) {
    #expect(event.notificationName.rawValue == name)
    #expect(KeyboardEvent(notificationName: Notification.Name(name)) == event)
    #expect(event.rawValue == "\(event)")
  }

  @Test func allSixEventsAreDistinct() {
    #expect(KeyboardEvent.allCases.count == 6)
    #expect(Set(KeyboardEvent.allCases.map(\.notificationName)).count == 6)
  }

  @Test(arguments: ["", "UIKeyboardWillShow", "uikeyboardwillshownotification", "willShow"])
  func unknownNamesMapToNil(name: String) {
    #expect(KeyboardEvent(notificationName: Notification.Name(name)) == nil)
  }

  @Test func codableUsesTheCaseName() throws {
    let data = try JSONEncoder().encode([KeyboardEvent.willChangeFrame])
    #expect(String(decoding: data, as: UTF8.self) == #"["willChangeFrame"]"#)
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode([KeyboardEvent].self, from: Data(#"["willExplode"]"#.utf8))
    }
  }
}
