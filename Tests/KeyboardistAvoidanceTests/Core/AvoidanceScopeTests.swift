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
    scope.start(views.form)
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
    scope.start(views.form)
    #expect(!appWide(views.formField))
    #expect(appWide(views.chatField) && appWide(views.overlayField))
    scope.stop(views.form)
    #expect(appWide(views.formField))
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
    scope.start(views.form)
    scope.start(views.form)
    scope.start(nil)
    scope.start(views.chat)
    #expect(scope.startedScreens == [views.form, views.chat])
    scope.stop(nil)
    #expect(scope.startedScreens == [views.form, views.chat])
    scope.stop(views.form)
    #expect(scope.startedScreens == [views.chat])
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
        scope.start(gone)
        #expect(!scope.accepts(field, screen: nil, isAppWide: true, inputBar: nil))
      }
    }
    // The screen was deallocated: the weak entry is empty and shields nothing.
    #expect(scope.startedScreens.isEmpty)
    #expect(scope.accepts(field, screen: nil, isAppWide: true, inputBar: nil))
    // The next start prunes the empty entry rather than keeping it.
    scope.start(views.form)
    #expect(scope.startedScreens == [views.form])
  }
}
