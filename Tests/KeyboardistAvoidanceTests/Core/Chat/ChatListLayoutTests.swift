import Foundation
import KeyboardistAvoidance
import KeyboardistObserver
import Testing

/// A chat list as values on an iPhone 16 (393 × 852 pt, 59 pt top and 34 pt bottom safe areas, a
/// 336 pt keyboard) with a 52 pt bar: where the newest message sits before and after the keyboard
/// shows, for each lift.
@Suite struct ChatListLayoutTests {
  static let screen = CGRect(x: 0, y: 0, width: 393, height: 852)
  static let shown = KeyboardMotion(
    time: 1, phase: .settled, height: 336, progress: 1, keyboardTop: 516)
  static let hidden = KeyboardMotion(
    time: 2, phase: .settled, height: 0, progress: 0, keyboardTop: 852)

  static func list(
    contentHeight: CGFloat = 2000, contentOffset: CGFloat? = nil,
    lifting lift: KeyboardContentLift = .always
  ) -> ChatListLayout {
    ChatListLayout(
      frame: screen, contentHeight: contentHeight, contentOffset: contentOffset, insetTop: 59,
      safeAreaBottom: 34, barHeight: 52, lifting: lift)
  }

  @Test func aChatOpensAtItsEndWithTheNewestMessageOnTheBar() {
    // The bar sits on the safe area: 852 − 34 − 52 = 766. The end offset is
    // 2000 + 34 + 52 − 852 = 1234.
    let list = Self.list()
    #expect(list.addedInset == 52)
    #expect(list.contentInsetBottom == 86)
    #expect(list.contentOffset == 1234)
    #expect(list.isShowingEnd)
    #expect(list.barTop == 766)
    #expect(list.contentEnd == 766)
  }

  @Test(arguments: [KeyboardContentLift.always, .whenAtEnd])
  func atTheEndTheNewestMessageRidesOnTheBar(lift: KeyboardContentLift) {
    // Shown: the bar on the keyboard at 516 − 52 = 464; the inset 52 + 336 − 34 = 354.
    var list = Self.list(lifting: lift)
    list.follow(Self.shown)
    #expect(list.addedInset == 354)
    #expect(list.barTop == 464)
    #expect(list.contentEnd == 464)
    list.follow(Self.hidden)
    #expect(list.contentEnd == 766)
  }

  @Test func withNeverTheKeyboardCoversTheEnd() {
    var list = Self.list(lifting: .never)
    list.follow(Self.shown)
    #expect(list.contentOffset == 1234)
    #expect(list.contentEnd == 766)
    #expect(list.barTop == 464)
    #expect(!list.isShowingEnd)
  }

  @Test func scrolledIntoItsHistoryOnlyAlwaysLifts() {
    var always = Self.list(contentOffset: 500, lifting: .always)
    var whenAtEnd = Self.list(contentOffset: 500, lifting: .whenAtEnd)
    always.follow(Self.shown)
    whenAtEnd.follow(Self.shown)
    #expect(abs(always.contentOffset - (500 + 302)) < 0.001)
    #expect(whenAtEnd.contentOffset == 500)
  }

  @Test func aShortChatRestsUnderTheNavigationBarAndStaysThere() {
    // 300 pt of messages rest at −59, under the 59 pt top inset, and never move: the end is above
    // the bar however high the keyboard is.
    for lift in [KeyboardContentLift.always, .whenAtEnd, .never] {
      var list = Self.list(contentHeight: 300, lifting: lift)
      #expect(list.contentOffset == -59)
      #expect(list.contentEnd == 359)
      list.follow(Self.shown)
      #expect(list.contentOffset == -59)
      list.follow(Self.hidden)
      #expect(list.contentOffset == -59)
    }
  }

  @Test func theFingerDecides() {
    var list = Self.list()
    list.isTouched = true
    list.follow(Self.shown)
    #expect(list.contentOffset == 1234)
    #expect(list.addedInset == 354)
  }

  @Test func aGrowingBarLiftsTheEnd() {
    var list = Self.list(lifting: .whenAtEnd)
    list.follow(Self.shown)
    list.barHeight = 90
    list.follow(Self.shown)
    #expect(list.barTop == 426)
    #expect(list.contentEnd == 426)
  }
}

/// The newest message kept in view as messages are added: on the bar with the keyboard up after a
/// send, and a list read back left alone by a message that arrives.
@Suite struct ChatListLayoutAddingTests {
  @Test func aMessageSentWithTheKeyboardUpSitsOnTheBar() {
    var list = ChatListLayoutTests.list(contentOffset: 500)
    list.follow(ChatListLayoutTests.shown)
    list.addToEnd(60)
    #expect(list.contentHeight == 2060)
    #expect(list.isShowingEnd)
    #expect(list.contentEnd == list.barTop)
    #expect(list.barTop == 464)
  }

  @Test func aMessageReceivedFollowsOnlyAListAtItsEnd() {
    var atEnd = ChatListLayoutTests.list()
    atEnd.addToEnd(60, isSent: false)
    #expect(atEnd.contentEnd == atEnd.barTop)
    var readBack = ChatListLayoutTests.list(contentOffset: 500)
    readBack.addToEnd(60, isSent: false)
    #expect(readBack.contentOffset == 500)
    readBack.scrollToEnd()
    #expect(readBack.contentOffset == 1294)  // 2060 + 86 − 852
  }

  @Test func aNegativeOrNonFiniteHeightAddsNothing() {
    var list = ChatListLayoutTests.list()
    list.addToEnd(-10)
    list.addToEnd(.infinity)
    #expect(list.contentHeight == 2000)
    #expect(list.contentOffset == 1234)
  }
}
