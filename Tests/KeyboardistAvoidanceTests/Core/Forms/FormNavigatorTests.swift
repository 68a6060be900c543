import Foundation
import KeyboardistObserver
import Testing

@testable import KeyboardistAvoidance

@MainActor
@Suite struct FormNavigatorTests {
  /// A sign-up form, top to bottom: first and last name side by side, email, a notes text view, a
  /// search field (the app chose its Search key), a disabled field and a password field; the views
  /// are added out of order, so only the frames decide.
  @MainActor
  struct Form {
    let tree = FakeViewTree()
    let root: FakeView
    var inputs: [String: FakeView] = [:]

    init() {
      root = tree.makeRoot(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
      let rows: [(String, CGRect, ReturnKey?)] = [
        ("password", CGRect(x: 16, y: 400, width: 343, height: 44), .default),
        ("first", CGRect(x: 16, y: 100, width: 160, height: 44), .default),
        ("last", CGRect(x: 199, y: 100, width: 160, height: 44), .default),
        ("email", CGRect(x: 16, y: 160, width: 343, height: 44), .default),
        ("notes", CGRect(x: 16, y: 220, width: 343, height: 80), nil),
        ("search", CGRect(x: 16, y: 310, width: 343, height: 44), .other),
        ("disabled", CGRect(x: 16, y: 360, width: 343, height: 30), .default),
      ]
      for (name, frame, key) in rows {
        let input = root.add(FakeView(name, frame: frame, in: tree))
        input.isTextInput = true
        input.returnKey = key
        input.isInputEnabled = name != "disabled"
        inputs[name] = input
      }
    }

    /// The input with a name; the form's names are all there.
    subscript(_ name: String) -> FakeView {
      inputs[name] ?? root
    }

    func navigator() -> FormNavigator<FakeView> {
      FormNavigator { [root] _ in FormOrder(inputsIn: root) }
    }

    var keys: [String: ReturnKey?] { inputs.mapValues(\.returnKey) }
  }

  typealias State = FormOrder<FakeView>.Buttons

  @Test func previousIsDisabledOnTheFirstInputAndNextOnTheLast() {
    let form = Form()
    let navigator = form.navigator()
    // Reading order: first, last, email, notes, search, password; "disabled" is skipped.
    #expect(
      navigator.inputDidBeginEditing(form["first"])
        == State(isPreviousEnabled: false, isNextEnabled: true))
    #expect(
      navigator.inputDidBeginEditing(form["notes"])
        == State(isPreviousEnabled: true, isNextEnabled: true))
    #expect(
      navigator.inputDidBeginEditing(form["password"])
        == State(isPreviousEnabled: true, isNextEnabled: false))
  }

  @Test func aFormOfOneInputHasBothButtonsDisabled() {
    let tree = FakeViewTree()
    let root = tree.makeRoot(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    let only = root.add(
      FakeView("only", frame: CGRect(x: 0, y: 0, width: 10, height: 10), in: tree))
    only.isTextInput = true
    let navigator = FormNavigator<FakeView> { _ in FormOrder(inputsIn: root) }
    #expect(
      navigator.inputDidBeginEditing(only) == State(isPreviousEnabled: false, isNextEnabled: false))
  }

  @Test func withoutDisabledEndsBothButtonsStayEnabledAndDoNothingAtTheEnds() {
    let form = Form()
    let navigator = form.navigator()
    navigator.disablesEnds = false
    #expect(
      navigator.inputDidBeginEditing(form["first"])
        == State(isPreviousEnabled: true, isNextEnabled: true))
    _ = form["first"].becomeFirstResponder()
    #expect(navigator.move(from: form["first"], forward: false) == nil)
    #expect(form.tree.firstResponder === form["first"])
  }

  @Test func anInputOutsideTheOrderHasNowhereToGo() {
    let form = Form()
    let navigator = form.navigator()
    #expect(
      navigator.inputDidBeginEditing(form["disabled"])
        == State(isPreviousEnabled: false, isNextEnabled: false))
    let lost = FormNavigator<FakeView> { _ in nil }
    #expect(
      lost.inputDidBeginEditing(form["first"])
        == State(isPreviousEnabled: false, isNextEnabled: false))
  }

  @Test func previousAndNextMoveInReadingOrderSkippingDisabledInputs() {
    let form = Form()
    let navigator = form.navigator()
    #expect(navigator.move(from: form["first"], forward: true) === form["last"])
    #expect(form.tree.firstResponder === form["last"])
    #expect(navigator.move(from: form["search"], forward: true) === form["password"])
    #expect(navigator.move(from: form["password"], forward: false) === form["search"])
    #expect(navigator.move(from: form["password"], forward: true) == nil)
    #expect(form.tree.firstResponder === form["search"])
  }

  @Test func anInputThatRefusesFocusStopsTheMove() {
    let form = Form()
    let navigator = form.navigator()
    _ = form["first"].becomeFirstResponder()
    // It can become first responder when the order is taken, not when it is asked.
    let order = FormOrder(inputsIn: form.root)
    form["last"].canBecomeFirstResponder = false
    let stuck = FormNavigator<FakeView> { _ in order }
    #expect(stuck.move(from: form["first"], forward: true) == nil)
    #expect(form.tree.firstResponder === form["first"])
    withExtendedLifetime(navigator) {}
  }

  // MARK: The return key

  @Test func defaultReturnKeysBecomeNextAndDoneOnTheLastTextField() {
    let form = Form()
    let navigator = form.navigator()
    _ = navigator.inputDidBeginEditing(form["first"])
    #expect(form["first"].returnKey == .next)
    #expect(form["last"].returnKey == .next)
    #expect(form["email"].returnKey == .next, "its next input is the notes text view")
    #expect(form["password"].returnKey == .done)
    // The app's own key and a text view's new line are left alone; so is the disabled field.
    #expect(form["search"].returnKey == .other && form["search"].returnKeyAction == nil)
    #expect(form["notes"].returnKey == nil && form["notes"].returnKeyAction == nil)
    #expect(form["disabled"].returnKey == .default)
    #expect(Set(navigator.managedFields.map(\.name)) == ["first", "last", "email", "password"])
  }

  @Test func onlyTheEditedFieldReloadsItsKeyboardAndOnlyWhenItsKeyChanged() {
    let form = Form()
    let navigator = form.navigator()
    _ = navigator.inputDidBeginEditing(form["first"])
    #expect(form["first"].reloads == 1)
    #expect(form["last"].reloads == 0 && form["password"].reloads == 0)
    // Moving on: "last" already shows Next, so nothing reloads.
    _ = navigator.inputDidBeginEditing(form["last"])
    #expect(form.inputs.values.map(\.reloads).reduce(0, +) == 1)
  }

  @Test func returnMovesToTheNextInputAndEndsEditingOnTheLast() {
    let form = Form()
    let navigator = form.navigator()
    _ = navigator.inputDidBeginEditing(form["first"])
    _ = form["first"].becomeFirstResponder()
    form["first"].pressReturn()
    #expect(form.tree.firstResponder === form["last"])
    form["email"].pressReturn()
    #expect(form.tree.firstResponder === form["notes"])
    _ = form["password"].becomeFirstResponder()
    form["password"].pressReturn()
    #expect(form.tree.firstResponder == nil)
  }

  @Test func keysFollowTheFormAsInputsComeAndGo() {
    let form = Form()
    let navigator = form.navigator()
    _ = navigator.inputDidBeginEditing(form["first"])
    #expect(form["password"].returnKey == .done)
    // The password field is hidden and the disabled one enabled: the latter is last now, and the
    // managed password field keeps its Done until it shows again.
    form["password"].isHidden = true
    form["disabled"].isInputEnabled = true
    _ = navigator.inputDidBeginEditing(form["email"])
    #expect(form["disabled"].returnKey == .done)
    // Pressing return in the field that used to be last moves on to it now.
    _ = form["search"].becomeFirstResponder()
    form["password"].isHidden = false
    _ = navigator.inputDidBeginEditing(form["search"])
    #expect(form["disabled"].returnKey == .next)
    #expect(form["password"].returnKey == .done)
    _ = form["disabled"].becomeFirstResponder()
    form["disabled"].pressReturn()
    #expect(form.tree.firstResponder === form["password"])
  }

  @Test func turningTheReturnKeyOffGivesEveryFieldItsKeyBack() {
    let form = Form()
    let navigator = form.navigator()
    _ = navigator.inputDidBeginEditing(form["first"])
    let pressFirst = form["first"].returnKeyAction
    navigator.returnKeyAdvances = false
    for name in ["first", "last", "email", "password"] {
      #expect(form[name].returnKey == .default, "\(name)")
      #expect(form[name].returnKeyAction == nil, "\(name)")
    }
    #expect(navigator.managedFields.isEmpty)
    #expect(form["search"].returnKey == .other)
    // An action still held elsewhere does nothing once the behaviour is off.
    _ = form["first"].becomeFirstResponder()
    pressFirst?()
    #expect(form.tree.firstResponder === form["first"])
    // And editing no longer manages anything; the toolbar still works.
    #expect(
      navigator.inputDidBeginEditing(form["first"])
        == State(isPreviousEnabled: false, isNextEnabled: true))
    #expect(form["first"].returnKey == .default && form["first"].returnKeyAction == nil)
  }

  @Test func restoringGivesEveryManagedFieldItsKeyBackAndTheNextEditingManagesThemAgain() {
    // What a stopping avoider puts back.
    let form = Form()
    let navigator = form.navigator()
    _ = navigator.inputDidBeginEditing(form["first"])
    navigator.restoreReturnKeys()
    for name in ["first", "last", "email", "password"] {
      #expect(form[name].returnKey == .default, "\(name)")
      #expect(form[name].returnKeyAction == nil, "\(name)")
    }
    #expect(navigator.managedFields.isEmpty)
    #expect(form["search"].returnKey == .other)
    #expect(navigator.returnKeyAdvances, "the setting stays")
    _ = navigator.inputDidBeginEditing(form["email"])
    #expect(form["first"].returnKey == .next && form["password"].returnKey == .done)
  }

  @Test func fieldsThatWentAwayAreForgotten() {
    /// The screen the navigator reads, which the test swaps.
    @MainActor final class Screen {
      var root: FakeView?
    }
    let tree = FakeViewTree()
    let screen = Screen()
    let navigator = FormNavigator<FakeView> { _ in screen.root.map { FormOrder(inputsIn: $0) } }
    func field(_ name: String, y: CGFloat) -> FakeView {
      let field = FakeView(name, frame: CGRect(x: 0, y: y, width: 10, height: 10), in: tree)
      field.isTextInput = true
      field.returnKey = .default
      return field
    }
    let kept = field("kept", y: 0)
    let root = tree.makeRoot(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    root.add(kept)
    do {
      // A second screen holds both fields for a while.
      let other = FakeView("other screen", frame: .zero, in: tree)
      other.add(field("gone", y: 50))
      screen.root = other
      other.add(kept)
      _ = navigator.inputDidBeginEditing(kept)
      #expect(navigator.managedFields.count == 2)
      screen.root = root
    }
    _ = navigator.inputDidBeginEditing(kept)
    #expect(navigator.managedFields.map(\.name) == ["kept"])
  }
}
