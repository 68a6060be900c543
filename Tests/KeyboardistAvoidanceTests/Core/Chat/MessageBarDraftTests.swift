import Testing

@testable import KeyboardistAvoidance

@Suite struct MessageBarDraftTests {
  @Test(arguments: ["", " ", "\n\n", " \t\n "])
  func whiteSpaceIsNotSendable(text: String) {
    #expect(!MessageBarDraft(text: text).isSendable)
    #expect(MessageBarDraft(text: text).sendableText == nil)
  }

  @Test func textIsSentTrimmed() {
    let draft = MessageBarDraft(text: " Hi!\n")
    #expect(draft.isSendable)
    #expect(draft.sendableText == "Hi!")
  }

  @Test func linesInsideAreKept() {
    #expect(MessageBarDraft(text: "\nOne\nTwo \n").sendableText == "One\nTwo")
  }
}
