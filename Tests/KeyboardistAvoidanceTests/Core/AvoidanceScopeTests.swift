import Foundation
import KeyboardistObserver
import Testing

@testable import KeyboardistAvoidance

@MainActor
@Suite struct AvoidanceScopeTests {
  /// A window holding two screens, each with a field, plus a chat bar (inside the chat screen)
  /// with its own field, and a field in no screen (a window-level overlay).
  @MainActor
  struct Window {
    let tree = FakeViewTree()
    let window: FakeView
    let form: FakeView
    let formField: FakeView
    let chat: FakeView
    let chatField: FakeView
    let bar: FakeView
    let barField: FakeView
    let overlayField: FakeView

    init() {
      let frame = CGRect(x: 0, y: 0, width: 375, height: 667)
      window = tree.makeRoot("window", frame: frame)
      form = window.add(FakeView("form", frame: frame, in: tree))
      formField = form.add(FakeView("form field", frame: frame, in: tree))
      chat = window.add(FakeView("chat", frame: frame, in: tree))
      chatField = chat.add(FakeView("chat field", frame: frame, in: tree))
      bar = chat.add(FakeView("bar", frame: frame, in: tree))
      barField = bar.add(FakeView("bar field", frame: frame, in: tree))
      overlayField = window.add(FakeView("overlay field", frame: frame, in: tree))
    }
  }

  static func makeScope() -> AvoidanceScope<FakeView> {
    AvoidanceScope()
  }

  @Test func aPerScreenAvoiderHandlesOnlyItsOwnScreensInputs() {
    let views = Window()
    let scope = Self.makeScope()
    scope.add(views.form)
    #expect(scope.accepts(views.formField, screen: views.form, isAppWide: false, inputBar: nil))
    // The screen's root view itself counts as inside it, as with UIKit's isDescendant(of:).
    #expect(scope.accepts(views.form, screen: views.form, isAppWide: false, inputBar: nil))
    #expect(!scope.accepts(views.chatField, screen: views.form, isAppWide: false, inputBar: nil))
    #expect(!scope.accepts(views.overlayField, screen: views.form, isAppWide: false, inputBar: nil))
  }

  @Test func thePerScreenAvoiderDoesNotNeedToBeStartedToJudge() {
    // Acceptance only asks where the input is; starting matters to the app-wide avoider alone.
    let views = Window()
    let scope = Self.makeScope()
    #expect(scope.accepts(views.chatField, screen: views.chat, isAppWide: false, inputBar: nil))
  }

  @Test func theAppWideAvoiderLeavesStartedScreensToTheirOwnAvoider() {
    let views = Window()
    let scope = Self.makeScope()
    func appWide(_ input: FakeView) -> Bool {
      scope.accepts(input, screen: nil, isAppWide: true, inputBar: nil)
    }
    #expect(appWide(views.formField) && appWide(views.chatField) && appWide(views.overlayField))
    scope.add(views.form)
    #expect(!appWide(views.formField))
    #expect(appWide(views.chatField) && appWide(views.overlayField))
    scope.remove(views.form)
    #expect(appWide(views.formField))
  }

  @Test func aScreenCountsOnlyWhileTheAvoiderThatStartedItExists() {
    // A started avoider that nothing keeps goes away without stopping: its screen must not stay
    // shielded from the app-wide avoider.
    final class Owner {}
    let views = Window()
    let scope = Self.makeScope()
    func appWide(_ input: FakeView) -> Bool {
      scope.accepts(input, screen: nil, isAppWide: true, inputBar: nil)
    }
    var owner: Owner? = Owner()
    scope.add(views.form, for: owner)
    #expect(!appWide(views.formField))
    owner = nil
    #expect(appWide(views.formField), "its avoider went: the app-wide one takes it")
    #expect(scope.views.isEmpty)
  }

  @Test func aPerScreenAvoiderWhoseViewWentAwayHandlesNothing() {
    let views = Window()
    let scope = Self.makeScope()
    #expect(!scope.accepts(views.formField, screen: nil, isAppWide: false, inputBar: nil))
  }

  @Test func inputsInsideTheInputBarAreNeverAvoided() {
    let views = Window()
    let scope = Self.makeScope()
    #expect(
      !scope.accepts(views.barField, screen: views.chat, isAppWide: false, inputBar: views.bar))
    #expect(
      scope.accepts(views.chatField, screen: views.chat, isAppWide: false, inputBar: views.bar))
    #expect(!scope.accepts(views.barField, screen: nil, isAppWide: true, inputBar: views.bar))
    #expect(scope.accepts(views.overlayField, screen: nil, isAppWide: true, inputBar: views.bar))
  }

  @Test func aScreenStartedTwiceIsNotedOnceAndTheAppWideAvoiderIsNeverNoted() {
    let views = Window()
    let scope = Self.makeScope()
    scope.add(views.form)
    scope.add(views.form)
    scope.add(nil)
    scope.add(views.chat)
    #expect(scope.views == [views.form, views.chat])
    scope.remove(nil)
    #expect(scope.views == [views.form, views.chat])
    scope.remove(views.form)
    #expect(scope.views == [views.chat])
  }

  @Test func screensThatWentAwayAreForgottenAndNoLongerShieldTheirInputs() {
    let views = Window()
    let scope = Self.makeScope()
    let field = FakeView("detached field", frame: .zero, in: views.tree)
    do {
      // A screen that is in no tree: only the scope and this scope's local hold it.
      let gone = FakeView("gone", frame: .zero, in: views.tree)
      gone.add(field)
      withExtendedLifetime(gone) {
        scope.add(gone)
        #expect(!scope.accepts(field, screen: nil, isAppWide: true, inputBar: nil))
      }
    }
    // The screen was deallocated: the weak entry is empty and shields nothing.
    #expect(scope.views.isEmpty)
    #expect(scope.accepts(field, screen: nil, isAppWide: true, inputBar: nil))
    // The next start prunes the empty entry rather than keeping it.
    scope.add(views.form)
    #expect(scope.views == [views.form])
  }
}

extension AvoidanceScopeTests {
  // MARK: Excluded views

  @Test func anExcludedScreenIsLeftAloneByTheAppWideAvoider() {
    let views = Window()
    let scope = Self.makeScope()
    func appWide(_ input: FakeView, excluding excluded: [FakeView]) -> Bool {
      scope.accepts(input, screen: nil, isAppWide: true, inputBar: nil, excluded: excluded)
    }
    // The chat is excluded: neither its field nor its bar's field is avoided app-wide; the other
    // screens' inputs still are.
    #expect(!appWide(views.chatField, excluding: [views.chat]))
    #expect(!appWide(views.barField, excluding: [views.chat]))
    #expect(appWide(views.formField, excluding: [views.chat]))
    #expect(appWide(views.overlayField, excluding: [views.chat]))
    // The excluded view itself counts as inside it, as with UIKit's isDescendant(of:).
    #expect(!appWide(views.chat, excluding: [views.chat]))
  }

  @Test func aSubtreeCanBeExcludedAndASecondExclusionAddsToTheFirst() {
    let views = Window()
    let scope = Self.makeScope()
    let excluded = [views.bar, views.overlayField]
    #expect(
      !scope.accepts(
        views.barField, screen: nil, isAppWide: true, inputBar: nil, excluded: excluded))
    #expect(
      !scope.accepts(
        views.overlayField, screen: nil, isAppWide: true, inputBar: nil, excluded: excluded))
    #expect(
      scope.accepts(
        views.chatField, screen: nil, isAppWide: true, inputBar: nil, excluded: excluded))
  }

  @Test func aPerScreenAvoiderCanExcludePartOfItsScreen() {
    let views = Window()
    let scope = Self.makeScope()
    #expect(
      !scope.accepts(
        views.barField, screen: views.chat, isAppWide: false, inputBar: nil, excluded: [views.bar]))
    #expect(
      scope.accepts(
        views.chatField, screen: views.chat, isAppWide: false, inputBar: nil, excluded: [views.bar])
    )
  }

  @Test func exclusionsAreHeldWeaklyAndForgottenWhenTheViewGoes() {
    let views = Window()
    let exclusions = Self.makeScope()
    let field = FakeView("detached field", frame: .zero, in: views.tree)
    do {
      let gone = FakeView("gone", frame: .zero, in: views.tree)
      gone.add(field)
      withExtendedLifetime(gone) {
        exclusions.add(gone)
        #expect(exclusions.views == [gone])
      }
    }
    #expect(exclusions.views.isEmpty)
    let scope = Self.makeScope()
    #expect(
      scope.accepts(
        field, screen: nil, isAppWide: true, inputBar: nil, excluded: exclusions.views))
  }
}
