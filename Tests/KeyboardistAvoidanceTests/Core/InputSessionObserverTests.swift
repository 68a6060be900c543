import Foundation
import KeyboardistObserver
import KeyboardistTestSupport
import Testing

@testable import KeyboardistAvoidance

@MainActor
@Suite struct InputSessionObserverTests {
  static let begin = Notification.Name("TestInputDidBeginEditing")
  static let end = Notification.Name("TestInputDidEndEditing")
  static let iPhone = CGRect(x: 0, y: 0, width: 375, height: 667)

  /// An observer on a private center whose inputs are strings posted as notification objects.
  @MainActor
  final class Harness {
    let center = NotificationCenter()
    var updates: [InputSessionObserver<String>.Update] = []
    var accepted: Set<String>?
    /// The inputs that began editing, as the observer handed them on, with the updates so far.
    var began: [(input: String, updates: Int)] = []
    lazy var observer: InputSessionObserver<String> = {
      let observer = InputSessionObserver<String>(
        center: center, beginEditing: [InputSessionObserverTests.begin],
        endEditing: [InputSessionObserverTests.end],
        input: { $0.object as? String },
        accepts: { [unowned self] in self.accepted?.contains($0) ?? true },
        didBeginEditing: { [unowned self] in self.began.append(($0, self.updates.count)) },
        perform: { [unowned self] in self.updates.append($0) })
      observer.keyboard.screen = InputSessionObserverTests.iPhone
      return observer
    }()

    var actions: [InputSession<String>.Action] { updates.map(\.action) }

    func begin(_ input: String) {
      center.post(name: InputSessionObserverTests.begin, object: input)
    }
    func end(_ input: String) { center.post(name: InputSessionObserverTests.end, object: input) }
  }

  private static func started() -> Harness {
    let harness = Harness()
    harness.observer.start()
    return harness
  }

  @Test func textFieldThenKeyboardThenHide() {
    let harness = Self.started()
    harness.begin("email")
    #expect(harness.actions.isEmpty)
    harness.center.post(.willShow, .iPhoneShow)
    #expect(harness.actions == [.adjust("email")])
    #expect(harness.updates.last?.options == .iPhoneShow)
    #expect(harness.updates.last?.placement == .reveal)
    harness.end("email")
    harness.center.post(.willHide, .iPhoneHide)
    #expect(harness.actions == [.adjust("email"), .restore])
    #expect(harness.updates.last?.options == .iPhoneHide)
  }

  @Test func keyboardThenTextView() {
    let harness = Self.started()
    harness.center.post(.willShow, .iPhoneShow)
    harness.center.post(.didShow, .iPhoneShow)
    harness.begin("notes")
    #expect(harness.actions == [.adjust("notes")])
  }

  @Test func heightChangeAndFieldChangeReadjust() {
    let harness = Self.started()
    harness.begin("email")
    harness.center.post(.willShow, .iPhoneShow)
    // QuickType appears: 216 -> 260 pt, frame 407...667.
    var taller = KeyboardOptions.iPhoneShow
    taller.endFrame = CGRect(x: 0, y: 407, width: 375, height: 260)
    harness.center.post(.willChangeFrame, taller)
    harness.end("email")
    harness.begin("password")
    #expect(harness.actions == [.adjust("email"), .readjust("email"), .readjust("password")])
  }

  @Test func anotherAppsKeyboardIsIgnoredButItsHideIsNot() {
    let harness = Self.started()
    harness.begin("email")
    var foreign = KeyboardOptions.iPhoneShow
    foreign.belongsToCurrentApp = false
    harness.center.post(.willShow, foreign)
    #expect(harness.actions.isEmpty)
    harness.center.post(.willShow, .iPhoneShow)
    var foreignHide = KeyboardOptions.iPhoneHide
    foreignHide.belongsToCurrentApp = false
    harness.center.post(.willHide, foreignHide)
    #expect(harness.actions == [.adjust("email"), .restore])
  }

  @Test func emptyFrameChangeIsNotAHide() {
    let harness = Self.started()
    harness.begin("email")
    harness.center.post(.willShow, .iPhoneShow)
    harness.center.post(
      .willChangeFrame, KeyboardOptions(endFrame: CGRect(x: 0, y: 451, width: 375, height: 0)))
    #expect(harness.actions == [.adjust("email")])
  }

  @Test func floatingKeyboardMovesNothing() {
    let harness = Self.started()
    harness.observer.keyboard.screen = CGRect(x: 0, y: 0, width: 768, height: 1024)
    harness.begin("email")
    harness.center.post(
      .willShow, KeyboardOptions(endFrame: CGRect(x: 224, y: 400, width: 320, height: 250)))
    #expect(harness.actions.isEmpty)
    // Docking it (frame 711...1024, full width: 313 pt) adjusts.
    harness.center.post(
      .willShow, KeyboardOptions(endFrame: CGRect(x: 0, y: 711, width: 768, height: 313)))
    #expect(harness.actions == [.adjust("email")])
    // Undocking it (bottom 500 + 264 = 764, above 1024) restores.
    harness.center.post(
      .willChangeFrame, KeyboardOptions(endFrame: CGRect(x: 0, y: 500, width: 768, height: 264)))
    #expect(harness.actions == [.adjust("email"), .restore])
  }

  @Test func inactiveAppChangesNothing() {
    // iOS posts the keyboard again on return from the background: not a change.
    let harness = Self.started()
    harness.begin("email")
    harness.observer.keyboard.isAppActive = false
    harness.center.post(.willShow, .iPhoneShow)
    #expect(harness.actions.isEmpty)
  }

  @Test func didHideWithoutWillHideRestores() {
    let harness = Self.started()
    harness.begin("email")
    harness.center.post(.willShow, .iPhoneShow)
    harness.center.post(.didHide, .iPhoneHide)
    #expect(harness.actions == [.adjust("email"), .restore])
  }

  @Test func inputsOutsideTheScreenAreIgnored() {
    let harness = Self.started()
    harness.accepted = ["email"]
    harness.begin("search field of the screen below")
    harness.center.post(.willShow, .iPhoneShow)
    #expect(harness.actions.isEmpty)
  }

  @Test func acceptedInputsThatBeginEditingAreHandedOnBeforeTheirUpdate() {
    // The avoider sets up the form's toolbar and return keys before it avoids.
    let harness = Self.started()
    harness.accepted = ["email", "password"]
    harness.center.post(.willShow, .iPhoneShow)
    harness.begin("email")
    harness.begin("search field of the screen below")
    harness.end("email")
    harness.begin("password")
    #expect(harness.began.map(\.input) == ["email", "password"])
    #expect(harness.began.map(\.updates) == [0, 1], "each before its adjust or re-adjust")
    #expect(harness.actions == [.adjust("email"), .readjust("password")])
  }

  @Test func updatesNameTheInputBeingEdited() {
    // Its accessory view sits on the keyboard, whatever the target.
    let harness = Self.started()
    harness.begin("email")
    harness.center.post(.willShow, .iPhoneShow)
    #expect(harness.updates.last?.editing == "email")
    harness.observer.markTrigger("comment button")
    #expect(harness.actions.last == .readjust("comment button"))
    #expect(harness.updates.last?.editing == "email")
    harness.end("email")
    harness.center.post(.willHide, .iPhoneHide)
    #expect(harness.updates.last?.action == .restore)
    #expect(harness.updates.last?.editing == nil)
  }

  @Test func markedTriggerIsAligned() {
    let harness = Self.started()
    harness.observer.markTrigger("comment button")
    harness.begin("input bar")
    harness.center.post(.willShow, .iPhoneShow)
    #expect(harness.actions == [.adjust("comment button")])
    #expect(harness.updates.last?.placement == .align)
  }

  @Test func unknownScreenMeasuresTheEndFrame() {
    // App-wide before iOS 16.1, nothing names the screen: the 216 pt end frame counts.
    let harness = Self.started()
    harness.observer.keyboard.screen = nil
    harness.center.post(.willShow, .iPhoneShow)
    #expect(harness.actions.isEmpty)
    harness.begin("notes")
    #expect(harness.actions == [.adjust("notes")])
    #expect(harness.observer.session.keyboardHeight == 216)
  }

  @Test func stopEndsObservationAndStartIsIdempotent() {
    let harness = Harness()
    harness.observer.start()
    harness.observer.start()
    harness.begin("email")
    harness.center.post(.willShow, .iPhoneShow)
    #expect(harness.actions == [.adjust("email")])
    harness.observer.stop()
    #expect(!harness.observer.isObserving)
    harness.center.post(.willHide, .iPhoneHide)
    harness.begin("password")
    #expect(harness.actions == [.adjust("email")])
    harness.observer.reset()
    #expect(harness.observer.session == InputSession<String>())
  }

  @Test func aResetObserverStartedWhileTheKeyboardIsUpLearnsItAtOnce() {
    // An avoider's screen stops (its layout put back) and appears again with the keyboard still up.
    let harness = Self.started()
    harness.center.post(.willShow, .iPhoneShow)
    harness.begin("email")
    #expect(harness.actions == [.adjust("email")])
    harness.observer.stop()
    harness.observer.reset()
    harness.observer.start()
    #expect(harness.observer.session.keyboardHeight == 216)
    harness.begin("password")
    #expect(harness.actions == [.adjust("email"), .adjust("password")])
    harness.center.post(.willHide, .iPhoneHide)
    #expect(harness.actions == [.adjust("email"), .adjust("password"), .restore])
  }

  @Test func everyBeginAndEndNameIsObserved() {
    // Registrations are keyed by the name's position in both lists: none may shadow another.
    let center = NotificationCenter()
    let secondBegin = Notification.Name("TestInputDidBeginEditingToo")
    let observer = InputSessionObserver<String>(
      center: center, beginEditing: [Self.begin, secondBegin], endEditing: [Self.end],
      input: { $0.object as? String }, perform: { _ in })
    observer.start()
    center.post(name: Self.begin, object: "email")
    #expect(observer.session.editing == "email")
    center.post(name: secondBegin, object: "notes")
    #expect(observer.session.editing == "notes")
    center.post(name: Self.end, object: "notes")
    #expect(observer.session.editing == nil)
  }

  @Test func deinitRemovesEveryRegistration() {
    let center = NotificationCenter()
    let box = Box()
    var observer: InputSessionObserver<String>? = InputSessionObserver(
      center: center, beginEditing: [Self.begin], endEditing: [Self.end],
      input: { $0.object as? String }, perform: { _ in box.count += 1 })
    observer?.start()
    observer = nil
    center.post(name: Self.begin, object: "email")
    center.post(.willShow, .iPhoneShow)
    #expect(box.count == 0)
  }

  @MainActor
  final class Box {
    var count = 0
  }
}
