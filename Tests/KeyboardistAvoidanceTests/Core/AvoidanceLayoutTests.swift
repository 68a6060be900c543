import Foundation
import KeyboardistObserver
import Testing

@testable import KeyboardistAvoidance

@MainActor
@Suite struct AvoidanceLayoutTests {
  /// An iPhone 16: 393 × 852 pt, a 59 pt top and 34 pt bottom safe area, a 336 pt keyboard.
  static let screen = CGRect(x: 0, y: 0, width: 393, height: 852)
  static let keyboard = KeyboardOptions(endFrame: CGRect(x: 0, y: 516, width: 393, height: 336))

  /// A form whose scroll view fills the screen, with 1,200 pt of content and an email field at
  /// 700...744 that has a 44 pt toolbar as its accessory.
  static func form(
    accessoryHeight: CGFloat = 44, contentOffset: CGPoint = .zero
  ) -> AvoidanceLayout {
    .view(
      frame: screen, safeAreaTop: 59, safeAreaBottom: 34,
      [
        .scrollView(
          "form", frame: screen, contentSize: CGSize(width: 393, height: 1200),
          contentOffset: contentOffset,
          [
            .input("name", frame: CGRect(x: 16, y: 100, width: 361, height: 44)),
            .input(
              "email", frame: CGRect(x: 16, y: 700, width: 361, height: 44),
              accessoryHeight: accessoryHeight),
          ])
      ])
  }

  @Test func theInputEndsAboveTheKeyboardAndItsAccessory() throws {
    // iOS 26: keyboard and bar cover 516 - 44 = 472 down. The field's bottom 744 rises to
    // 472 - 10 = 462: the form scrolls 282 (at most 1200 + 34 + 346 - 852 = 728, with the inset
    // 380 - 34 = 346 added beyond the home indicator).
    let outcome = try #require(
      Self.form().avoiding(Self.keyboard, on: Self.screen, editing: "email"))
    #expect(outcome.keyboardTop == 472)
    #expect(outcome.inputFrame == CGRect(x: 16, y: 418, width: 361, height: 44))
    #expect(outcome.contentOffsets == ["form": CGPoint(x: 0, y: 282)])
    #expect(outcome.rootShift == 0)
  }

  @Test func beforeIOS26TheKeyboardsFrameHoldsTheAccessoryAndTheAnswerIsTheSame() throws {
    // iOS 18: the frame is 336 + 44 = 380 pt from 472.
    let keyboard = KeyboardOptions(endFrame: CGRect(x: 0, y: 472, width: 393, height: 380))
    let outcome = try #require(
      Self.form().avoiding(keyboard, on: Self.screen, editing: "email", systemVersion: 18))
    let iOS26 = Self.form().avoiding(Self.keyboard, on: Self.screen, editing: "email")
    #expect(outcome == iOS26)
  }

  @Test func withoutAnAccessoryTheInputEndsAboveTheKeyboard() throws {
    let outcome = try #require(
      Self.form(accessoryHeight: 0).avoiding(Self.keyboard, on: Self.screen, editing: "email"))
    #expect(outcome.keyboardTop == 516)
    #expect(outcome.inputFrame.maxY == 506)
  }

  @Test func anInputAlreadyClearMovesNothing() throws {
    let outcome = try #require(
      Self.form().avoiding(Self.keyboard, on: Self.screen, editing: "name"))
    #expect(outcome.inputFrame == CGRect(x: 16, y: 100, width: 361, height: 44))
    #expect(outcome.contentOffsets == ["form": .zero])
  }

  @Test func aFormRestingUnderTheTopSafeAreaLeavesAFieldInViewWhereItIs() throws {
    // UIKit rests the form at −59, its content's top under the 59 pt top safe area: the name
    // field at 100 in the content is at 159 on the screen, clear of the keyboard, and nothing
    // scrolls.
    let form = Self.form(contentOffset: CGPoint(x: 0, y: -59))
    let outcome = try #require(form.avoiding(Self.keyboard, on: Self.screen, editing: "name"))
    #expect(outcome.inputFrame == CGRect(x: 16, y: 159, width: 361, height: 44))
    #expect(outcome.contentOffsets == ["form": CGPoint(x: 0, y: -59)])
    #expect(outcome.rootShift == 0)
  }

  @Test func aFormRestingUnderTheTopSafeAreaScrollsAFieldBehindTheKeyboardTheSame() throws {
    // The email field at 700 is at 759 on the screen: the form scrolls from −59 to the same 282
    // as from 0, the field's bottom at 472 − 10 = 462.
    let form = Self.form(contentOffset: CGPoint(x: 0, y: -59))
    let outcome = try #require(form.avoiding(Self.keyboard, on: Self.screen, editing: "email"))
    #expect(outcome.inputFrame == CGRect(x: 16, y: 418, width: 361, height: 44))
    #expect(outcome.contentOffsets == ["form": CGPoint(x: 0, y: 282)])
  }

  @Test func framesAreInTheirSuperviewsSpaceAndContentOffsetsMoveThem() throws {
    // A card at 200 in content scrolled to 150, a field at 30 in the card: on screen
    // 0 + 200 - 150 + 30 = 80, under the 59 pt top safe area's edge... it is visible from 59, so
    // nothing moves.
    let layout = AvoidanceLayout.view(
      frame: Self.screen, safeAreaTop: 59,
      [
        .scrollView(
          frame: Self.screen, contentSize: CGSize(width: 393, height: 2000),
          contentOffset: CGPoint(x: 0, y: 150),
          [
            .view(
              frame: CGRect(x: 0, y: 200, width: 393, height: 300),
              [.input("code", frame: CGRect(x: 16, y: 30, width: 100, height: 44))])
          ])
      ])
    let outcome = try #require(layout.avoiding(Self.keyboard, on: Self.screen, editing: "code"))
    #expect(outcome.inputFrame == CGRect(x: 16, y: 80, width: 100, height: 44))
    // Unnamed scroll views are not reported.
    #expect(outcome.contentOffsets.isEmpty)
  }

  @Test func withoutAScrollViewTheRootShiftsUnderItsTopSafeArea() throws {
    // The field at 780...824 needs 824 + 10 - 516 = 318; its top may rise to 59: 780 - 59 = 721,
    // and the keyboard's 336 caps the shift: 318.
    let layout = AvoidanceLayout.view(
      frame: Self.screen, safeAreaTop: 59, safeAreaBottom: 34,
      [.input("message", frame: CGRect(x: 16, y: 780, width: 361, height: 44))])
    let outcome = try #require(
      layout.avoiding(Self.keyboard, on: Self.screen, editing: "message"))
    #expect(outcome.rootShift == 318)
    #expect(outcome.inputFrame.minY == 462)
  }

  @Test func aSheetBelowTheTopOfTheScreenIsMeasuredWhereItIs() throws {
    // A sheet from y 100: its field at 600 in the sheet is at 700 on the screen; its top safe
    // area edge is 100 + 10 = 110. The shift is 744 + 10 - 516 = 238.
    let sheet = AvoidanceLayout.view(
      frame: CGRect(x: 0, y: 100, width: 393, height: 752), safeAreaTop: 10,
      [.input("title", frame: CGRect(x: 16, y: 600, width: 361, height: 44))])
    let outcome = try #require(sheet.avoiding(Self.keyboard, on: Self.screen, editing: "title"))
    #expect(outcome.rootShift == 238)
    #expect(outcome.inputFrame.maxY == 506)
  }

  @Test func aFloatingKeyboardMovesNothingAndCoversNothing() throws {
    let floating = KeyboardOptions(endFrame: CGRect(x: 40, y: 300, width: 320, height: 260))
    let outcome = try #require(
      Self.form().avoiding(floating, on: Self.screen, editing: "email"))
    #expect(outcome.keyboardTop == 852)
    #expect(outcome.inputFrame.minY == 700)
    #expect(outcome.contentOffsets == ["form": .zero])
  }

  @Test func theDistanceIsYours() throws {
    let outcome = try #require(
      Self.form().avoiding(Self.keyboard, on: Self.screen, editing: "email", distance: 24))
    // 472 - 24 = 448.
    #expect(outcome.inputFrame.maxY == 448)
  }

  @Test func anUnknownNameHasNoAnswerAndTheFirstOfTwoNamesWins() throws {
    #expect(Self.form().avoiding(Self.keyboard, on: Self.screen, editing: "emial") == nil)
    let twice = AvoidanceLayout.view(
      frame: Self.screen,
      [
        .view(
          frame: Self.screen,
          [.input("field", frame: CGRect(x: 0, y: 100, width: 100, height: 44))]),
        .input("field", frame: CGRect(x: 0, y: 700, width: 100, height: 44)),
      ])
    let outcome = try #require(twice.avoiding(Self.keyboard, on: Self.screen, editing: "field"))
    #expect(outcome.inputFrame.minY == 100)
    #expect(twice.paths == ["field": [0, 0]])
  }

  @Test func theDefaultsAreTheAvoidersOwn() throws {
    let layout = Self.form()
    let explicit = layout.avoiding(
      Self.keyboard, on: Self.screen, editing: "email",
      distance: ScrollViewGeometry.defaultDistance,
      systemVersion: KeyboardObstruction.accessoryLeftOutFromSystemVersion)
    #expect(layout.avoiding(Self.keyboard, on: Self.screen, editing: "email") == explicit)
  }

  @Test func theAnswerIsTheAvoidersForTheSameViews() throws {
    // The same screen as fake views through the applier the avoider uses: the same movement.
    let tree = FakeViewTree()
    tree.screen = Self.screen
    let root = tree.makeRoot(frame: Self.screen)
    root.safeAreaTop = 59
    let scroll = root.add(
      FakeView(
        "form", frame: Self.screen,
        scroll: ScrollViewGeometry(
          frame: Self.screen, contentSize: CGSize(width: 393, height: 1200),
          safeAreaInsets: ScrollViewGeometry.Insets(top: 59, bottom: 34)),
        in: tree))
    let email = scroll.add(
      FakeView("email", frame: CGRect(x: 16, y: 700, width: 361, height: 44), in: tree))
    email.inputAccessoryHeight = 44
    let applier = AvoidanceApplier<FakeView> { $1() }
    applier.perform(
      InputSessionObserver.Update(
        action: .adjust(email), options: Self.keyboard, placement: .reveal, editing: email),
      rootView: root, inputBar: nil, distance: 10, shiftsRootView: true, systemVersion: 26)
    let outcome = try #require(
      Self.form().avoiding(Self.keyboard, on: Self.screen, editing: "email"))
    #expect(scroll.scroll?.contentOffset == outcome.contentOffsets["form"])
    #expect(scroll.scroll?.contentInset.bottom == 346)
  }

  @Test func aDeepInputInAHugeScreenIsFoundByItsPath() throws {
    // 50 levels deep among 10,000 views: the answer is that of the input's chain alone.
    var chain = AvoidanceLayout.input(
      "deep", frame: CGRect(x: 16, y: 700, width: 361, height: 44))
    var count = 1
    for level in (1..<50).reversed() {
      let siblings = (0..<204).map { _ in
        AvoidanceLayout.view(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      }
      count += siblings.count + 1
      chain =
        level == 25
        ? .scrollView(
          "middle", frame: Self.screen, contentSize: CGSize(width: 393, height: 2000),
          siblings + [chain])
        : .view(frame: Self.screen, siblings + [chain])
    }
    #expect(count >= 10_000)
    #expect(chain.paths["deep"]?.count == 49)
    let outcome = try #require(chain.avoiding(Self.keyboard, on: Self.screen, editing: "deep"))
    #expect(outcome.inputFrame.maxY == 506)
    #expect(outcome.contentOffsets == ["middle": CGPoint(x: 0, y: 238)])
  }
}
