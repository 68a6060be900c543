import Foundation
import KeyboardistAvoidance
import Testing

/// When content added at a chat list's end brings the end into view: a 700 pt list under a 59 pt
/// top inset with 354 pt of bottom inset (bar and keyboard), whose content grows by 60 pt.
@Suite struct ChatListEndTests {
  static func scroll(
    offset: CGFloat, contentHeight: CGFloat = 2000, isTouched: Bool = false
  ) -> KeyboardMotionInset.Scroll {
    KeyboardMotionInset.Scroll(
      offset: offset, height: 700, contentHeight: contentHeight, insetTop: 59, insetBottom: 354,
      isTouched: isTouched)
  }

  @Test func theEndOffsetShowsTheContentEndAboveTheInset() {
    // 2000 + 354 − 700 = 1654; short content rests at its top.
    #expect(Self.scroll(offset: 0).endOffset == 1654)
    #expect(Self.scroll(offset: -59, contentHeight: 100).endOffset == -59)
    #expect(Self.scroll(offset: 1653.5).isShowingEnd)
    #expect(!Self.scroll(offset: 1600).isShowingEnd)
  }

  @Test(arguments: [CGFloat(1654), 500])
  func aMessageSentShowsTheEndWhereverTheListWas(offset: CGFloat) {
    let after = Self.scroll(offset: offset, contentHeight: 2060)
    #expect(
      ChatListEnd.offset(before: Self.scroll(offset: offset), after: after, isSent: true) == 1714)
  }

  @Test func aMessageReceivedAtTheEndKeepsTheEndInView() {
    let after = Self.scroll(offset: 1654, contentHeight: 2060)
    #expect(
      ChatListEnd.offset(before: Self.scroll(offset: 1654), after: after, isSent: false) == 1714)
  }

  @Test func aMessageReceivedLeavesAListReadBackOrUnderAFinger() {
    let back = Self.scroll(offset: 500, contentHeight: 2060)
    #expect(ChatListEnd.offset(before: Self.scroll(offset: 500), after: back, isSent: false) == nil)
    let touched = Self.scroll(offset: 1654, contentHeight: 2060, isTouched: true)
    #expect(
      ChatListEnd.offset(before: Self.scroll(offset: 1654), after: touched, isSent: false) == nil)
  }

  @Test func aListAlreadyAtItsEndOrUnreadableIsLeft() {
    let short = Self.scroll(offset: -59, contentHeight: 100)
    #expect(ChatListEnd.offset(before: short, after: short, isSent: true) == nil)
    let broken = Self.scroll(offset: .nan)
    #expect(ChatListEnd.offset(before: broken, after: broken, isSent: true) == nil)
  }
}
